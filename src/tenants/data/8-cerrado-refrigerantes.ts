/**
 * Tenant 8: Cerrado Refrigerantes (Brazil, pt, BRL, latam family). Fictional.
 */
import type { TenantFileInput } from '../schema.ts';

export const cerradoRefrigerantes = {
  id: 8,
  family: 'latam',
  bottler: 8,
  name: 'Cerrado Refrigerantes',
  appPath: 'cerrado-refrigerantes',

  appTitle: 'Pedidos Cerrado',
  headerTitleBottler: 'Cerrado Refrigerantes',
  language: 'pt',
  languages: ['pt'],
  country: 'BR',
  direction: 'ltr',
  locale: 'pt-BR',
  currency: 'BRL',
  timeZone: 'America/Sao_Paulo',

  logo: '/tenants/8/logo.svg',
  brandColors: { primary: '#5D4037', secondary: '#F9A825', onPrimary: '#FFFFFF' },

  menu: {
    primary: ['products', 'promotionslist', 'favorites', 'cart'],
    secondary: ['combos', 'promotions', 'suggested', 'tracking', 'bingo', 'finance'],
    fixed: ['products', 'cart', 'tracking'],
  },
  features: {
    promotions: true,
    promotionsList: true,
    favorites: true,
    suggested: true,
    bingo: true,
    tracking: true,
    marketing: false,
    finance: true,
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

  isComboServiceAvailable: true,
  comboTypeQuantityId: 2,
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

  glassBottleButtonAction: 'adjust',
  isDeliveryAddressConfirmationActive: false,
  showDeliveryOption: true,
  showDeliveryOptionScheduled: true,
  showDeliveryOptionRecurrent: true,
  showRecurrentOrderCalendar: false,
  recurrentOrderOptionalPeriods: [15, 30, 45, 60],
  deliveryCalendar: {
    weekdays: [1, 2, 3, 4, 5],
    leadDays: 1,
    cutoffHour: 18,
    // Brazil's public holidays and Goiás state's (26 July, 24 October).
    holidays: { country: 'BR', region: 'GO' },
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
  showNPSEveryNOrder: 3,

  orderStatus: ['orderPlaced', 'financialAnalysis', 'picking', 'delivering', 'delivered'],
  isAllOrderTrackingEnabled: true,
  showOrderTrackingHeader: true,
  showOpenInvoicesWarning: true,
  showNotificationOption: true,

  whatsAppNumber: 'https://wa.me/5562955550108',
  botSourceAppName: 'whatsapp',
  contactPhone: '+55 62 3555-0108',
  allowedRedirectOrigins: ['https://wa.me', 'https://www.cerrado-refrigerantes.example'],
  accessEcommerceStandalone: false,
  useAzureAPIManagement: false,

  environments: {
    test: { appOrigin: 'http://localhost:3000' },
    homologation: { appOrigin: 'https://cerrado-refrigerantes.homolog.refill.example' },
    production: { appOrigin: 'https://cerrado-refrigerantes.refill.example', gtmId: 'GTM-F9Q3H7D' },
  },
} satisfies TenantFileInput;
