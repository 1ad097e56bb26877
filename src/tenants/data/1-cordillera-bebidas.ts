/**
 * Tenant 1: Cordillera Bebidas (Chile, es, CLP, latam family). Fictional. Fixed point
 * (PRODUCT.md): standalone login allowed.
 */
import type { TenantFileInput } from '../schema.ts';

export const cordilleraBebidas = {
  id: 1,
  family: 'latam',
  bottler: 1,
  name: 'Cordillera Bebidas',
  appPath: 'cordillera-bebidas',

  appTitle: 'Pedidos Cordillera',
  headerTitleBottler: 'Cordillera Bebidas',
  language: 'es',
  languages: ['es'],
  country: 'CL',
  direction: 'ltr',
  locale: 'es-CL',
  currency: 'CLP',
  timeZone: 'America/Santiago',

  logo: '/tenants/1/logo.svg',
  brandColors: { primary: '#8B1E2D', secondary: '#F2C14E', onPrimary: '#FFFFFF' },

  menu: {
    primary: ['products', 'promotionslist', 'favorites', 'cart'],
    secondary: ['combos', 'promotions', 'suggested', 'tracking', 'marketing', 'finance'],
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
    finance: true,
    glassBottles: true,
    featureAnnouncements: false,
  },
  goToHomePage: true,
  showBreadCrumbName: true,
  showBackToTopButton: true,
  showCarouselOnlyOnHomePage: false,
  useCategoryIconsRevamped: false,
  fontSizeOverride: false,
  useAPIEcommerceConfig: true,

  isComboServiceAvailable: true,
  disableComboDiscountPercentage: false,
  disableProductDiscountPercentage: false,
  disableComboName: false,
  showPriceWithoutDiscount: true,
  unitCost: false,
  suggestedSale: false,
  hasRecalculatePrice: true,
  showTaxWarningOnMonitor: false,
  totalPriceDiff: 10,
  tax: { vatRate: 0.19, pricesIncludeTax: true },

  isPaymentLimitActive: true,
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
    weekdays: [1, 2, 3, 4, 5],
    leadDays: 1,
    cutoffHour: 17,
    // Chile's public holidays; Santiago's region has none of its own in date-holidays.
    holidays: { country: 'CL' },
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
  showOrderTrackingHeader: true,
  showOpenInvoicesWarning: false,
  showNotificationOption: false,

  whatsAppNumber: 'https://wa.me/56955550101',
  botSourceAppName: 'whatsapp',
  contactPhone: '+56 2 2555 0101',
  marketingUrl: 'https://club.cordillera-bebidas.example/beneficios',
  allowedRedirectOrigins: [
    'https://wa.me',
    'https://www.cordillera-bebidas.example',
    'https://club.cordillera-bebidas.example',
  ],
  accessEcommerceStandalone: true,
  useAzureAPIManagement: false,

  environments: {
    test: {
      appOrigin: 'http://localhost:3000',
      linkTokenTtlHours: 168,
      showBottlerErrorsMsg: true,
    },
    homologation: { appOrigin: 'https://cordillera-bebidas.homolog.refill.example' },
    production: { appOrigin: 'https://cordillera-bebidas.refill.example', gtmId: 'GTM-K7Q2M4P' },
  },
} satisfies TenantFileInput;
