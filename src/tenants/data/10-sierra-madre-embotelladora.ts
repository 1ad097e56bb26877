/**
 * Tenant 10: Sierra Madre Embotelladora (Mexico, es, MXN, koboss family). Fictional.
 */
import type { TenantFileInput } from '../schema.ts';

export const sierraMadreEmbotelladora = {
  id: 10,
  family: 'koboss',
  bottler: 10,
  name: 'Sierra Madre Embotelladora',
  appPath: 'sierra-madre-embotelladora',

  appTitle: 'Pedidos Sierra Madre',
  headerTitleBottler: 'Sierra Madre Embotelladora',
  language: 'es',
  languages: ['es'],
  country: 'MX',
  direction: 'ltr',
  locale: 'es-MX',
  currency: 'MXN',
  timeZone: 'America/Monterrey',

  logo: '/tenants/10/logo.svg',
  brandColors: { primary: '#37474F', secondary: '#FF7043', onPrimary: '#FFFFFF' },

  menu: {
    primary: ['products', 'promotionslist', 'favorites', 'cart'],
    secondary: ['combos', 'promotions', 'suggested', 'tracking', 'bingo', 'marketing', 'finance'],
    fixed: ['products', 'cart', 'tracking'],
  },
  features: {
    promotions: true,
    promotionsList: true,
    favorites: true,
    suggested: true,
    bingo: true,
    tracking: true,
    marketing: true,
    finance: true,
    glassBottles: false,
    featureAnnouncements: true,
  },
  goToHomePage: false,
  showBreadCrumbName: true,
  showBackToTopButton: true,
  showCarouselOnlyOnHomePage: false,
  useCategoryIconsRevamped: false,
  fontSizeOverride: false,
  useAPIEcommerceConfig: true,

  isComboServiceAvailable: true,
  comboTypeQuantityId: 2,
  disableComboDiscountPercentage: false,
  disableProductDiscountPercentage: false,
  disableComboName: true,
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

  glassBottleButtonAction: 'redirect',
  isDeliveryAddressConfirmationActive: false,
  showDeliveryOption: true,
  showDeliveryOptionScheduled: false,
  showDeliveryOptionRecurrent: true,
  showRecurrentOrderCalendar: true,
  recurrentOrderOptionalPeriods: [15, 30, 45, 60],
  deliveryCalendar: {
    weekdays: [1, 2, 3, 4, 5, 6],
    leadDays: 1,
    cutoffHour: 16,
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
  isAllOrderTrackingEnabled: true,
  showOrderTrackingHeader: true,
  showOpenInvoicesWarning: false,
  showNotificationOption: false,

  whatsAppNumber: 'https://wa.me/528155550110',
  botSourceAppName: 'whatsapp',
  contactPhone: '+52 81 5555 0110',
  marketingUrl: 'https://club.sierra-madre-embotelladora.example/beneficios',
  allowedRedirectOrigins: [
    'https://wa.me',
    'https://www.sierra-madre-embotelladora.example',
    'https://club.sierra-madre-embotelladora.example',
  ],
  accessEcommerceStandalone: false,
  useAzureAPIManagement: false,

  environments: {
    dev: { appOrigin: 'http://localhost:3000' },
    qa: { appOrigin: 'https://sierra-madre-embotelladora.qa.refill.example' },
    production: {
      appOrigin: 'https://sierra-madre-embotelladora.refill.example',
      gtmId: 'GTM-H3W7K4R',
      useAzureAPIManagement: true,
    },
  },
} satisfies TenantFileInput;
