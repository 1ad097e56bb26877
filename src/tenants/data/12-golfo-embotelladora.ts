/**
 * Tenant 12: Golfo Embotelladora (Mexico, es, MXN, latam family). Fictional. Fixed point
 * (PRODUCT.md): keepLoggedAfterCheckout off, so after an order the chat user is logged out and
 * sent back to the chat.
 */
import type { TenantFileInput } from '../schema.ts';

export const golfoEmbotelladora = {
  id: 12,
  family: 'latam',
  bottler: 12,
  name: 'Golfo Embotelladora',
  appPath: 'golfo-embotelladora',

  appTitle: 'Pedidos Golfo',
  headerTitleBottler: 'Golfo Embotelladora',
  language: 'es',
  languages: ['es'],
  country: 'MX',
  direction: 'ltr',
  locale: 'es-MX',
  currency: 'MXN',
  timeZone: 'America/Mexico_City',

  logo: '/tenants/12/logo.svg',
  brandColors: { primary: '#006064', secondary: '#FFCA28', onPrimary: '#FFFFFF' },

  menu: {
    primary: ['products', 'promotionslist', 'favorites', 'cart'],
    secondary: ['combos', 'promotions', 'suggested', 'tracking', 'marketing'],
    fixed: ['products', 'cart', 'tracking'],
  },
  features: {
    promotions: true,
    promotionsList: true,
    favorites: true,
    suggested: true,
    bingo: false,
    tracking: true,
    marketing: true,
    finance: false,
    glassBottles: true,
    featureAnnouncements: false,
  },
  goToHomePage: true,
  showBreadCrumbName: true,
  showBackToTopButton: true,
  showCarouselOnlyOnHomePage: false,
  useCategoryIconsRevamped: false,
  fontSizeOverride: false,
  useAPIEcommerceConfig: false,

  isComboServiceAvailable: true,
  comboTypeQuantityId: 2,
  disableComboDiscountPercentage: true,
  disableProductDiscountPercentage: false,
  disableComboName: false,
  showPriceWithoutDiscount: true,
  unitCost: true,
  suggestedSale: false,
  hasRecalculatePrice: true,
  showTaxWarningOnMonitor: true,
  totalPriceDiff: 0.5,
  tax: { vatRate: 0.16, pricesIncludeTax: false },

  isPaymentLimitActive: true,
  skipPaymentLimitVerifyCheckout: false,
  showMinAndMaxOrderAmount: true,
  showPaymentLimitRangeMessage: false,

  glassBottleButtonAction: 'add',
  isDeliveryAddressConfirmationActive: true,
  showDeliveryOption: true,
  showDeliveryOptionScheduled: true,
  showDeliveryOptionRecurrent: true,
  showRecurrentOrderCalendar: false,
  recurrentOrderOptionalPeriods: [15, 30, 45, 60],
  deliveryCalendar: {
    weekdays: [1, 2, 3, 4, 5, 6],
    leadDays: 1,
    cutoffHour: 18,
    // Mexico's public holidays (date-holidays has no Mexican states).
    holidays: { country: 'MX' },
  },

  keepLoggedAfterCheckout: false,
  showBottlerErrorsMsg: true,
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
  showOrderTrackingHeader: true,
  showOpenInvoicesWarning: false,
  showNotificationOption: true,

  whatsAppNumber: 'https://wa.me/522295550112',
  botSourceAppName: 'whatsapp',
  contactPhone: '+52 229 555 0112',
  marketingUrl: 'https://club.golfo-embotelladora.example/beneficios',
  allowedRedirectOrigins: [
    'https://wa.me',
    'https://www.golfo-embotelladora.example',
    'https://club.golfo-embotelladora.example',
  ],
  accessEcommerceStandalone: false,
  useAzureAPIManagement: false,

  environments: {
    test: { appOrigin: 'http://localhost:3000' },
    homologation: { appOrigin: 'https://golfo-embotelladora.homolog.refill.example' },
    production: { appOrigin: 'https://golfo-embotelladora.refill.example', gtmId: 'GTM-D8M4Q6V' },
  },
} satisfies TenantFileInput;
