/**
 * Tenant 3: Serra Gaúcha Bebidas (Brazil, pt, BRL, koboss family). Fictional.
 */
import type { TenantFileInput } from '../schema.ts';

export const serraGauchaBebidas = {
  id: 3,
  family: 'koboss',
  bottler: 3,
  name: 'Serra Gaúcha Bebidas',
  appPath: 'serra-gaucha-bebidas',

  appTitle: 'Pedidos Serra Gaúcha',
  headerTitleBottler: 'Serra Gaúcha Bebidas',
  language: 'pt',
  languages: ['pt'],
  country: 'BR',
  direction: 'ltr',
  locale: 'pt-BR',
  currency: 'BRL',
  timeZone: 'America/Sao_Paulo',

  logo: '/tenants/3/logo.svg',
  brandColors: { primary: '#2E5E2B', secondary: '#D9A441', onPrimary: '#FFFFFF' },

  menu: {
    primary: ['products', 'promotions', 'favorites', 'cart'],
    secondary: ['tracking', 'bingo', 'marketing'],
    fixed: ['products', 'cart', 'tracking'],
  },
  features: {
    promotions: true,
    promotionsList: false,
    favorites: true,
    suggested: false,
    bingo: true,
    tracking: true,
    marketing: true,
    finance: false,
    glassBottles: true,
    featureAnnouncements: true,
  },
  goToHomePage: false,
  showBreadCrumbName: true,
  showBackToTopButton: true,
  showCarouselOnlyOnHomePage: true,
  useCategoryIconsRevamped: true,
  fontSizeOverride: false,
  useAPIEcommerceConfig: true,

  isComboServiceAvailable: false,
  disableComboDiscountPercentage: false,
  disableProductDiscountPercentage: false,
  disableComboName: false,
  showPriceWithoutDiscount: true,
  unitCost: false,
  suggestedSale: false,
  hasRecalculatePrice: true,
  showTaxWarningOnMonitor: false,
  tax: { vatRate: 0.18, pricesIncludeTax: true },

  isPaymentLimitActive: true,
  skipPaymentLimitVerifyCheckout: false,
  showMinAndMaxOrderAmount: true,
  showPaymentLimitRangeMessage: false,

  glassBottleButtonAction: 'redirect',
  isDeliveryAddressConfirmationActive: false,
  showDeliveryOption: true,
  showDeliveryOptionScheduled: true,
  showDeliveryOptionRecurrent: true,
  showRecurrentOrderCalendar: true,
  recurrentOrderOptionalPeriods: [15, 30],
  deliveryCalendar: {
    weekdays: [1, 3, 5],
    leadDays: 1,
    cutoffHour: 16,
    // Brazil's public holidays and Rio Grande do Sul's (20 September).
    holidays: { country: 'BR', region: 'RS' },
  },

  keepLoggedAfterCheckout: true,
  showBottlerErrorsMsg: false,
  showStepProgress: true,
  showPaymentMode: true,
  showOrderNumber: true,
  showOrderTotal: true,
  showOrderDeliveryDate: true,
  showOrderHistory: true,
  showNPSAfterOrderComplete: false,
  showNPSEveryNOrder: 2,

  orderStatus: ['orderPlaced', 'financialAnalysis', 'picking', 'delivering', 'delivered'],
  isAllOrderTrackingEnabled: false,
  showOrderTrackingHeader: true,
  showOpenInvoicesWarning: false,
  showNotificationOption: true,

  whatsAppNumber: 'https://wa.me/5554955550103',
  botSourceAppName: 'whatsapp',
  contactPhone: '+55 54 3555-0103',
  marketingUrl: 'https://clube.serra-gaucha-bebidas.example/ofertas',
  allowedRedirectOrigins: [
    'https://wa.me',
    'https://www.serra-gaucha-bebidas.example',
    'https://clube.serra-gaucha-bebidas.example',
  ],
  accessEcommerceStandalone: true,
  useAzureAPIManagement: false,

  environments: {
    dev: { appOrigin: 'http://localhost:3000' },
    qa: { appOrigin: 'https://serra-gaucha-bebidas.qa.refill.example' },
    production: {
      appOrigin: 'https://serra-gaucha-bebidas.refill.example',
      gtmId: 'GTM-T5H9L1C',
      useAzureAPIManagement: true,
    },
  },
} satisfies TenantFileInput;
