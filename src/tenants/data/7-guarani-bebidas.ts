/**
 * Tenant 7: Guaraní Bebidas (Paraguay, es, PYG, latam family). Fictional.
 */
import type { TenantFileInput } from '../schema.ts';

export const guaraniBebidas = {
  id: 7,
  family: 'latam',
  bottler: 7,
  name: 'Guaraní Bebidas',
  appPath: 'guarani-bebidas',

  appTitle: 'Pedidos Guaraní',
  headerTitleBottler: 'Guaraní Bebidas',
  language: 'es',
  languages: ['es'],
  country: 'PY',
  direction: 'ltr',
  locale: 'es-PY',
  currency: 'PYG',
  timeZone: 'America/Asuncion',

  logo: '/tenants/7/logo.svg',
  brandColors: { primary: '#C62828', secondary: '#1565C0', onPrimary: '#FFFFFF' },

  menu: {
    primary: ['products', 'favorites', 'cart'],
    secondary: ['tracking'],
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
    finance: false,
    glassBottles: true,
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
  disableProductDiscountPercentage: true,
  disableComboName: false,
  showPriceWithoutDiscount: false,
  unitCost: false,
  suggestedSale: false,
  hasRecalculatePrice: false,
  showTaxWarningOnMonitor: false,
  totalPriceDiff: 500,
  tax: { vatRate: 0.1, pricesIncludeTax: true },

  isPaymentLimitActive: false,
  skipPaymentLimitVerifyCheckout: false,
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
    weekdays: [2, 4],
    leadDays: 2,
    cutoffHour: 14,
    // Paraguay's public holidays.
    holidays: { country: 'PY' },
  },

  keepLoggedAfterCheckout: false,
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
  showNotificationOption: false,

  whatsAppNumber: 'https://wa.me/595981555107',
  botSourceAppName: 'whatsapp',
  contactPhone: '+595 21 555 107',
  allowedRedirectOrigins: ['https://wa.me', 'https://www.guarani-bebidas.example'],
  accessEcommerceStandalone: false,
  useAzureAPIManagement: false,

  environments: {
    test: { appOrigin: 'http://localhost:3000' },
    homologation: { appOrigin: 'https://guarani-bebidas.homolog.refill.example' },
    production: { appOrigin: 'https://guarani-bebidas.refill.example', gtmId: 'GTM-J2L6T9W' },
  },
} satisfies TenantFileInput;
