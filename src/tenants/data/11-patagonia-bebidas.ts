/**
 * Tenant 11: Patagonia Bebidas (Chile, es, CLP, koboss family). Fictional.
 */
import type { TenantFileInput } from '../schema.ts';

export const patagoniaBebidas = {
  id: 11,
  family: 'koboss',
  bottler: 11,
  name: 'Patagonia Bebidas',
  appPath: 'patagonia-bebidas',

  appTitle: 'Pedidos Patagonia',
  headerTitleBottler: 'Patagonia Bebidas',
  language: 'es',
  languages: ['es'],
  country: 'CL',
  direction: 'ltr',
  locale: 'es-CL',
  currency: 'CLP',
  timeZone: 'America/Punta_Arenas',

  logo: '/tenants/11/logo.svg',
  brandColors: { primary: '#01579B', secondary: '#80DEEA', onPrimary: '#FFFFFF' },

  menu: {
    primary: ['products', 'favorites', 'cart', 'tracking', 'finance'],
    secondary: [],
    fixed: ['products', 'cart', 'tracking'],
  },
  features: {
    promotions: false,
    promotionsList: false,
    favorites: true,
    suggested: false,
    bingo: false,
    tracking: true,
    marketing: false,
    finance: true,
    glassBottles: false,
    featureAnnouncements: false,
  },
  goToHomePage: false,
  showBreadCrumbName: true,
  showBackToTopButton: true,
  showCarouselOnlyOnHomePage: false,
  useCategoryIconsRevamped: false,
  fontSizeOverride: false,
  useAPIEcommerceConfig: false,

  isComboServiceAvailable: false,
  disableComboDiscountPercentage: false,
  disableProductDiscountPercentage: false,
  disableComboName: false,
  showPriceWithoutDiscount: true,
  unitCost: false,
  suggestedSale: false,
  hasRecalculatePrice: false,
  showTaxWarningOnMonitor: false,
  tax: { vatRate: 0.19, pricesIncludeTax: true },

  isPaymentLimitActive: false,
  skipPaymentLimitVerifyCheckout: true,
  showMinAndMaxOrderAmount: true,
  showPaymentLimitRangeMessage: false,

  glassBottleButtonAction: 'add',
  isDeliveryAddressConfirmationActive: false,
  showDeliveryOption: true,
  showDeliveryOptionScheduled: true,
  showDeliveryOptionRecurrent: false,
  showRecurrentOrderCalendar: false,
  recurrentOrderOptionalPeriods: [15, 30, 45, 60],
  deliveryCalendar: {
    weekdays: [2, 5],
    leadDays: 3,
    cutoffHour: 12,
    // Chile's public holidays; Magallanes has none of its own in date-holidays.
    holidays: { country: 'CL' },
  },

  keepLoggedAfterCheckout: true,
  showBottlerErrorsMsg: false,
  showStepProgress: false,
  showPaymentMode: true,
  showOrderNumber: false,
  showOrderTotal: true,
  showOrderDeliveryDate: true,
  showOrderHistory: false,
  showNPSAfterOrderComplete: false,
  showNPSEveryNOrder: 2,

  orderStatus: ['orderPlaced', 'financialAnalysis', 'picking', 'delivering', 'delivered'],
  isAllOrderTrackingEnabled: false,
  showOrderTrackingHeader: true,
  showOpenInvoicesWarning: false,
  showNotificationOption: false,

  whatsAppNumber: 'https://wa.me/56955550111',
  botSourceAppName: 'whatsapp',
  contactPhone: '+56 61 2555 0111',
  allowedRedirectOrigins: ['https://wa.me', 'https://www.patagonia-bebidas.example'],
  accessEcommerceStandalone: false,
  linkTokenTtlHours: 12,
  useAzureAPIManagement: false,

  environments: {
    dev: { appOrigin: 'http://localhost:3000' },
    qa: { appOrigin: 'https://patagonia-bebidas.qa.refill.example' },
    production: {
      appOrigin: 'https://patagonia-bebidas.refill.example',
      gtmId: 'GTM-P6T2C9L',
      useAzureAPIManagement: true,
    },
  },
} satisfies TenantFileInput;
