/**
 * Tenant 13: Rift Valley Bottlers (Kenya, en, KES, latam family). Fictional. Fixed point
 * (PRODUCT.md): tracks orderPlaced, delivering, delivered.
 */
import type { TenantFileInput } from '../schema.ts';

export const riftValleyBottlers = {
  id: 13,
  family: 'latam',
  bottler: 13,
  name: 'Rift Valley Bottlers',
  appPath: 'rift-valley-bottlers',

  appTitle: 'Rift Valley Orders',
  headerTitleBottler: 'Rift Valley Bottlers',
  language: 'en',
  languages: ['en'],
  country: 'KE',
  direction: 'ltr',
  locale: 'en-KE',
  currency: 'KES',
  timeZone: 'Africa/Nairobi',

  logo: '/tenants/13/logo.svg',
  brandColors: { primary: '#1B5E20', secondary: '#F57F17', onPrimary: '#FFFFFF' },

  menu: {
    primary: ['products', 'promotions', 'favorites', 'cart'],
    secondary: ['suggested', 'tracking', 'finance'],
    fixed: ['products', 'cart', 'tracking'],
  },
  features: {
    promotions: true,
    promotionsList: false,
    favorites: true,
    suggested: true,
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
  showCarouselOnlyOnHomePage: true,
  useCategoryIconsRevamped: false,
  fontSizeOverride: true,
  useAPIEcommerceConfig: false,

  isComboServiceAvailable: false,
  disableComboDiscountPercentage: false,
  disableProductDiscountPercentage: false,
  disableComboName: false,
  showPriceWithoutDiscount: true,
  unitCost: false,
  suggestedSale: false,
  hasRecalculatePrice: true,
  showTaxWarningOnMonitor: false,
  tax: { vatRate: 0.16, pricesIncludeTax: true },

  isPaymentLimitActive: true,
  skipPaymentLimitVerifyCheckout: false,
  showMinAndMaxOrderAmount: true,
  showPaymentLimitRangeMessage: false,

  glassBottleButtonAction: 'add',
  isDeliveryAddressConfirmationActive: true,
  showDeliveryOption: true,
  showDeliveryOptionScheduled: true,
  showDeliveryOptionRecurrent: false,
  showRecurrentOrderCalendar: false,
  recurrentOrderOptionalPeriods: [15, 30, 45, 60],
  deliveryCalendar: {
    weekdays: [1, 2, 3, 4, 5],
    leadDays: 1,
    cutoffHour: 15,
    // Kenya's public holidays, Monday substitutes included; Idd days are computed: the
    // bottler corrects them with add/remove once announced.
    holidays: { country: 'KE' },
  },

  keepLoggedAfterCheckout: true,
  showBottlerErrorsMsg: false,
  showStepProgress: true,
  showPaymentMode: false,
  showOrderNumber: true,
  showOrderTotal: true,
  showOrderDeliveryDate: true,
  showOrderHistory: true,
  showNPSAfterOrderComplete: true,
  showNPSEveryNOrder: 4,

  orderStatus: ['orderPlaced', 'delivering', 'delivered'],
  isAllOrderTrackingEnabled: false,
  showOrderTrackingHeader: true,
  showOpenInvoicesWarning: false,
  showNotificationOption: true,

  whatsAppNumber: 'https://wa.me/254712555113',
  botSourceAppName: 'whatsapp',
  contactPhone: '+254 20 555 0113',
  allowedRedirectOrigins: ['https://wa.me', 'https://www.rift-valley-bottlers.example'],
  accessEcommerceStandalone: false,
  useAzureAPIManagement: false,

  environments: {
    test: { appOrigin: 'http://localhost:3000', linkTokenTtlHours: 168 },
    homologation: { appOrigin: 'https://rift-valley-bottlers.homolog.refill.example' },
    production: { appOrigin: 'https://rift-valley-bottlers.refill.example', gtmId: 'GTM-X2R9N5B' },
  },
} satisfies TenantFileInput;
