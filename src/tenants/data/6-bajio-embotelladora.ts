/**
 * Tenant 6: Bajío Embotelladora (Mexico, es, MXN, koboss family). Fictional.
 */
import type { TenantFileInput } from '../schema.ts';

export const bajioEmbotelladora = {
  id: 6,
  family: 'koboss',
  bottler: 6,
  name: 'Bajío Embotelladora',
  appPath: 'bajio-embotelladora',

  appTitle: 'Pedidos Bajío',
  headerTitleBottler: 'Bajío Embotelladora',
  language: 'es',
  languages: ['es'],
  country: 'MX',
  direction: 'ltr',
  locale: 'es-MX',
  currency: 'MXN',
  timeZone: 'America/Mexico_City',

  logo: '/tenants/6/logo.svg',
  brandColors: { primary: '#6A1B9A', secondary: '#FF8F00', onPrimary: '#FFFFFF' },

  menu: {
    primary: ['products', 'promotions', 'favorites', 'cart'],
    secondary: ['suggested', 'tracking', 'bingo', 'marketing'],
    fixed: ['products', 'cart', 'tracking'],
  },
  features: {
    promotions: true,
    promotionsList: false,
    favorites: true,
    suggested: true,
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
  showCarouselOnlyOnHomePage: false,
  useCategoryIconsRevamped: false,
  fontSizeOverride: false,
  useAPIEcommerceConfig: true,

  isComboServiceAvailable: false,
  disableComboDiscountPercentage: false,
  disableProductDiscountPercentage: false,
  disableComboName: false,
  showPriceWithoutDiscount: true,
  unitCost: true,
  suggestedSale: true,
  hasRecalculatePrice: true,
  showTaxWarningOnMonitor: true,
  tax: { vatRate: 0.16, pricesIncludeTax: false },

  isPaymentLimitActive: true,
  skipPaymentLimitVerifyCheckout: false,
  showMinAndMaxOrderAmount: true,
  showPaymentLimitRangeMessage: false,

  glassBottleButtonAction: 'add',
  isDeliveryAddressConfirmationActive: true,
  showDeliveryOption: true,
  showDeliveryOptionScheduled: false,
  showDeliveryOptionRecurrent: true,
  showRecurrentOrderCalendar: true,
  recurrentOrderOptionalPeriods: [30, 60],
  deliveryCalendar: {
    weekdays: [1, 2, 3, 4, 5, 6],
    leadDays: 1,
    cutoffHour: 17,
    // Mexico's public holidays (date-holidays has no Mexican states).
    holidays: { country: 'MX' },
  },

  keepLoggedAfterCheckout: true,
  showBottlerErrorsMsg: false,
  showStepProgress: true,
  showPaymentMode: true,
  showOrderNumber: true,
  showOrderTotal: true,
  showOrderDeliveryDate: true,
  showOrderHistory: true,
  showNPSAfterOrderComplete: true,
  showNPSEveryNOrder: 2,

  orderStatus: ['orderPlaced', 'financialAnalysis', 'picking', 'delivering', 'delivered'],
  isAllOrderTrackingEnabled: false,
  showOrderTrackingHeader: false,
  showOpenInvoicesWarning: false,
  showNotificationOption: false,

  whatsAppNumber: 'https://wa.me/524775550106',
  botSourceAppName: 'whatsapp',
  contactPhone: '+52 477 555 0106',
  marketingUrl: 'https://club.bajio-embotelladora.example/beneficios',
  allowedRedirectOrigins: [
    'https://wa.me',
    'https://www.bajio-embotelladora.example',
    'https://club.bajio-embotelladora.example',
  ],
  accessEcommerceStandalone: false,
  useAzureAPIManagement: false,

  environments: {
    dev: { appOrigin: 'http://localhost:3000' },
    qa: { appOrigin: 'https://bajio-embotelladora.qa.refill.example' },
    production: {
      appOrigin: 'https://bajio-embotelladora.refill.example',
      gtmId: 'GTM-R8C5V2K',
      useAzureAPIManagement: true,
    },
  },
} satisfies TenantFileInput;
