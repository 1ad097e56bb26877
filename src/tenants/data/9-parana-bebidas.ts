/**
 * Tenant 9: Paraná Bebidas (Brazil, pt, BRL, koboss family). Fictional.
 */
import type { TenantFileInput } from '../schema.ts';

export const paranaBebidas = {
  id: 9,
  family: 'koboss',
  bottler: 9,
  name: 'Paraná Bebidas',
  appPath: 'parana-bebidas',

  appTitle: 'Pedidos Paraná',
  headerTitleBottler: 'Paraná Bebidas',
  language: 'pt',
  languages: ['pt'],
  country: 'BR',
  direction: 'ltr',
  locale: 'pt-BR',
  currency: 'BRL',
  timeZone: 'America/Sao_Paulo',

  logo: '/tenants/9/logo.svg',
  brandColors: { primary: '#FFC72C', secondary: '#0D47A1', onPrimary: '#1A1A1A' },

  menu: {
    primary: ['products', 'promotions', 'cart'],
    secondary: ['suggested', 'marketing', 'finance'],
    fixed: ['products', 'cart'],
  },
  features: {
    promotions: true,
    promotionsList: false,
    favorites: false,
    suggested: true,
    bingo: false,
    tracking: false,
    marketing: true,
    finance: true,
    glassBottles: true,
    featureAnnouncements: false,
  },
  goToHomePage: false,
  showBreadCrumbName: true,
  showBackToTopButton: false,
  showCarouselOnlyOnHomePage: false,
  useCategoryIconsRevamped: false,
  fontSizeOverride: false,
  useAPIEcommerceConfig: false,

  isComboServiceAvailable: false,
  disableComboDiscountPercentage: false,
  disableProductDiscountPercentage: false,
  disableComboName: false,
  showPriceWithoutDiscount: false,
  unitCost: false,
  suggestedSale: false,
  hasRecalculatePrice: true,
  showTaxWarningOnMonitor: false,
  tax: { vatRate: 0.18, pricesIncludeTax: true },

  isPaymentLimitActive: true,
  skipPaymentLimitVerifyCheckout: true,
  showMinAndMaxOrderAmount: false,
  showPaymentLimitRangeMessage: false,

  glassBottleButtonAction: 'add',
  isDeliveryAddressConfirmationActive: false,
  showDeliveryOption: false,
  showDeliveryOptionScheduled: false,
  showDeliveryOptionRecurrent: false,
  showRecurrentOrderCalendar: false,
  recurrentOrderOptionalPeriods: [15, 30, 45, 60],
  deliveryCalendar: {
    weekdays: [1, 2, 4, 5],
    leadDays: 1,
    cutoffHour: 17,
    // Brazil's public holidays and Paraná's (19 December).
    holidays: { country: 'BR', region: 'PR' },
  },

  keepLoggedAfterCheckout: true,
  showBottlerErrorsMsg: false,
  showStepProgress: true,
  showPaymentMode: true,
  showOrderNumber: true,
  showOrderTotal: true,
  showOrderDeliveryDate: false,
  showOrderHistory: false,
  showNPSAfterOrderComplete: false,
  showNPSEveryNOrder: 2,

  orderStatus: ['orderPlaced', 'financialAnalysis', 'picking', 'delivering', 'delivered'],
  isAllOrderTrackingEnabled: false,
  showOrderTrackingHeader: true,
  showOpenInvoicesWarning: false,
  showNotificationOption: true,

  whatsAppNumber: 'https://wa.me/5541955550109',
  botSourceAppName: 'whatsapp',
  contactPhone: '+55 41 3555-0109',
  marketingUrl: 'https://clube.parana-bebidas.example/ofertas',
  allowedRedirectOrigins: [
    'https://wa.me',
    'https://www.parana-bebidas.example',
    'https://clube.parana-bebidas.example',
  ],
  accessEcommerceStandalone: true,
  useAzureAPIManagement: false,

  environments: {
    dev: { appOrigin: 'http://localhost:3000' },
    qa: { appOrigin: 'https://parana-bebidas.qa.refill.example' },
    production: {
      appOrigin: 'https://parana-bebidas.refill.example',
      gtmId: 'GTM-N5B8X2M',
      useAzureAPIManagement: true,
    },
  },
} satisfies TenantFileInput;
