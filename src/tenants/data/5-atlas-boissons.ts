/**
 * Tenant 5: Atlas Boissons (Morocco, fr/ar, MAD, koboss family). Fictional. Fixed point
 * (PRODUCT.md): the bilingual fr/ar variant (fr = country FR, ltr; ar = country KSA, rtl);
 * totalPriceDiff 1, the payment-limit range message, tracking and combos on, bingo off, standalone
 * login on.
 */
import type { TenantFileInput } from '../schema.ts';

export const atlasBoissons = {
  id: 5,
  family: 'koboss',
  bottler: 5,
  name: 'Atlas Boissons',
  appPath: 'atlas-boissons',

  appTitle: 'Commandes Atlas',
  headerTitleBottler: 'Atlas Boissons',
  headerTitleBottler_ar: 'أطلس للمشروبات',
  language: 'fr',
  languages: ['fr', 'ar'],
  country: 'FR',
  direction: 'ltr',
  locale: 'fr-MA',
  languageVariants: { ar: { country: 'KSA', direction: 'rtl', locale: 'ar-MA-u-nu-latn' } },
  currency: 'MAD',
  timeZone: 'Africa/Casablanca',

  logo: '/tenants/5/logo.svg',
  brandColors: { primary: '#1F4E79', secondary: '#E0B43B', onPrimary: '#FFFFFF' },

  menu: {
    primary: ['products', 'promotionslist', 'favorites', 'cart'],
    secondary: ['combos', 'promotions', 'suggested', 'tracking', 'finance'],
    fixed: ['products', 'cart', 'tracking'],
  },
  features: {
    promotions: true,
    promotionsList: true,
    favorites: true,
    suggested: true,
    bingo: false,
    tracking: true,
    marketing: false,
    finance: true,
    glassBottles: false,
    featureAnnouncements: false,
  },
  goToHomePage: true,
  showBreadCrumbName: true,
  showBackToTopButton: true,
  showCarouselOnlyOnHomePage: false,
  useCategoryIconsRevamped: false,
  fontSizeOverride: true,
  useAPIEcommerceConfig: true,

  isComboServiceAvailable: true,
  comboTypeQuantityRange: 3,
  disableComboDiscountPercentage: false,
  disableProductDiscountPercentage: false,
  disableComboName: false,
  showPriceWithoutDiscount: true,
  unitCost: false,
  suggestedSale: false,
  hasRecalculatePrice: true,
  showTaxWarningOnMonitor: false,
  totalPriceDiff: 1,
  tax: { vatRate: 0.2, pricesIncludeTax: true },

  isPaymentLimitActive: true,
  skipPaymentLimitVerifyCheckout: false,
  showMinAndMaxOrderAmount: true,
  showPaymentLimitRangeMessage: true,

  glassBottleButtonAction: 'add',
  isDeliveryAddressConfirmationActive: true,
  showDeliveryOption: true,
  showDeliveryOptionScheduled: true,
  showDeliveryOptionRecurrent: false,
  showRecurrentOrderCalendar: false,
  recurrentOrderOptionalPeriods: [15, 30, 45, 60],
  deliveryCalendar: {
    weekdays: [1, 2, 3, 4, 5, 6],
    leadDays: 1,
    cutoffHour: 16,
    // Morocco's public holidays (not `country`, FR: that is the French variant's). The
    // Islamic days are computed; the bottler adds the announced second days of the Eids.
    holidays: {
      country: 'MA',
      // Yennayer, the Amazigh New Year: a public holiday since 2024, not yet in date-holidays.
      add: ['01-14'],
    },
  },

  keepLoggedAfterCheckout: true,
  showBottlerErrorsMsg: true,
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

  whatsAppNumber: 'https://wa.me/212661555010',
  botSourceAppName: 'whatsapp',
  contactPhone: '+212 522 555 010',
  allowedRedirectOrigins: ['https://wa.me', 'https://www.atlas-boissons.example'],
  accessEcommerceStandalone: true,
  useAzureAPIManagement: false,

  environments: {
    dev: { appOrigin: 'http://localhost:3000' },
    qa: { appOrigin: 'https://atlas-boissons.qa.refill.example' },
    production: {
      appOrigin: 'https://atlas-boissons.refill.example',
      gtmId: 'GTM-M4X7P3N',
      useAzureAPIManagement: true,
    },
  },
} satisfies TenantFileInput;
