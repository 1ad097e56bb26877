/**
 * Tenant 14: Chao Phraya Beverages (Thailand, th, THB, asia family). Fictional. Fixed point
 * (PRODUCT.md): tracks orderPlaced, financialAnalysis, picking, delivering; back to chat on LINE.
 */
import type { TenantFileInput } from '../schema.ts';

export const chaoPhrayaBeverages = {
  id: 14,
  family: 'asia',
  bottler: 14,
  name: 'Chao Phraya Beverages',
  appPath: 'chao-phraya-beverages',

  appTitle: 'สั่งสินค้าเจ้าพระยา',
  headerTitleBottler: 'เครื่องดื่มเจ้าพระยา',
  language: 'th',
  languages: ['th'],
  country: 'TH',
  direction: 'ltr',
  locale: 'th-TH',
  currency: 'THB',
  timeZone: 'Asia/Bangkok',

  logo: '/tenants/14/logo.svg',
  brandColors: { primary: '#283593', secondary: '#FFC107', onPrimary: '#FFFFFF' },

  menu: {
    primary: ['products', 'promotionslist', 'cart'],
    secondary: ['combos', 'promotions', 'suggested', 'tracking', 'marketing'],
    fixed: ['products', 'cart', 'tracking'],
  },
  features: {
    promotions: true,
    promotionsList: true,
    favorites: false,
    suggested: true,
    bingo: false,
    tracking: true,
    marketing: true,
    finance: false,
    glassBottles: false,
    featureAnnouncements: true,
  },
  goToHomePage: false,
  showBreadCrumbName: true,
  showBackToTopButton: false,
  showCarouselOnlyOnHomePage: false,
  useCategoryIconsRevamped: true,
  fontSizeOverride: true,
  useAPIEcommerceConfig: true,

  isComboServiceAvailable: true,
  comboTypeQuantityRange: 3,
  disableComboDiscountPercentage: false,
  disableProductDiscountPercentage: true,
  disableComboName: false,
  showPriceWithoutDiscount: true,
  unitCost: false,
  suggestedSale: false,
  hasRecalculatePrice: true,
  showTaxWarningOnMonitor: false,
  tax: { vatRate: 0.07, pricesIncludeTax: true },

  isPaymentLimitActive: true,
  skipPaymentLimitVerifyCheckout: false,
  showMinAndMaxOrderAmount: true,
  showPaymentLimitRangeMessage: false,

  glassBottleButtonAction: 'add',
  isDeliveryAddressConfirmationActive: false,
  showDeliveryOption: true,
  showDeliveryOptionScheduled: false,
  showDeliveryOptionRecurrent: true,
  showRecurrentOrderCalendar: true,
  recurrentOrderOptionalPeriods: [15, 30, 45],
  deliveryCalendar: {
    weekdays: [1, 2, 3, 4, 5, 6],
    leadDays: 1,
    cutoffHour: 16,
    // Thailand's public holidays. date-holidays lists the Buddhist days (Makha, Visakha, Asanha
    // Bucha) only to 2026: the bottler adds each year's announced dates.
    holidays: {
      country: 'TH',
      // Labour Day: a day off for private-sector staff, not in date-holidays' Thai calendar.
      add: ['05-01'],
    },
  },

  keepLoggedAfterCheckout: true,
  showBottlerErrorsMsg: false,
  showStepProgress: true,
  showPaymentMode: false,
  showOrderNumber: true,
  showOrderTotal: false,
  showOrderDeliveryDate: true,
  showOrderHistory: true,
  showNPSAfterOrderComplete: false,
  showNPSEveryNOrder: 2,

  orderStatus: ['orderPlaced', 'financialAnalysis', 'picking', 'delivering'],
  isAllOrderTrackingEnabled: false,
  showOrderTrackingHeader: true,
  showOpenInvoicesWarning: false,
  showNotificationOption: false,

  chatAppUrl: 'https://line.me/R/ti/p/@chaophraya-bev',
  botSourceAppName: 'line',
  contactPhone: '+66 2 555 0114',
  marketingUrl: 'https://club.chao-phraya-beverages.example/rewards',
  allowedRedirectOrigins: [
    'https://line.me',
    'https://www.chao-phraya-beverages.example',
    'https://club.chao-phraya-beverages.example',
  ],
  accessEcommerceStandalone: false,
  linkTokenTtlHours: 48,
  useAzureAPIManagement: false,

  environments: {
    dev: { appOrigin: 'http://localhost:3000' },
    qa: { appOrigin: 'https://chao-phraya-beverages.qa.refill.example' },
    production: {
      appOrigin: 'https://chao-phraya-beverages.refill.example',
      gtmId: 'GTM-L7F3J8T',
      useAzureAPIManagement: true,
    },
  },
} satisfies TenantFileInput;
