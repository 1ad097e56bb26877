/**
 * Tenant 4: Nordeste Engarrafadora (Brazil, pt, BRL, koboss family). Fictional.
 */
import type { TenantFileInput } from '../schema.ts';

export const nordesteEngarrafadora = {
  id: 4,
  family: 'koboss',
  bottler: 4,
  name: 'Nordeste Engarrafadora',
  appPath: 'nordeste-engarrafadora',

  appTitle: 'Pedidos Nordeste',
  headerTitleBottler: 'Nordeste Engarrafadora',
  language: 'pt',
  languages: ['pt'],
  country: 'BR',
  direction: 'ltr',
  locale: 'pt-BR',
  currency: 'BRL',
  timeZone: 'America/Fortaleza',

  logo: '/tenants/4/logo.svg',
  brandColors: { primary: '#B3261E', secondary: '#FFD54F', onPrimary: '#FFFFFF' },

  menu: {
    primary: ['products', 'promotionslist', 'cart'],
    secondary: ['combos', 'promotions', 'suggested', 'tracking', 'finance'],
    fixed: ['products', 'cart', 'tracking'],
  },
  features: {
    promotions: true,
    promotionsList: true,
    favorites: false,
    suggested: true,
    bingo: false,
    tracking: true,
    marketing: false,
    finance: true,
    glassBottles: true,
    featureAnnouncements: false,
  },
  goToHomePage: false,
  showBreadCrumbName: false,
  showBackToTopButton: true,
  showCarouselOnlyOnHomePage: false,
  useCategoryIconsRevamped: false,
  fontSizeOverride: false,
  useAPIEcommerceConfig: true,

  isComboServiceAvailable: true,
  comboTypeQuantityRange: 3,
  disableComboDiscountPercentage: true,
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

  glassBottleButtonAction: 'add',
  isDeliveryAddressConfirmationActive: false,
  showDeliveryOption: false,
  showDeliveryOptionScheduled: false,
  showDeliveryOptionRecurrent: false,
  showRecurrentOrderCalendar: false,
  recurrentOrderOptionalPeriods: [15, 30, 45, 60],
  deliveryCalendar: {
    weekdays: [1, 2, 3, 4, 5],
    leadDays: 2,
    cutoffHour: 15,
    // Brazil's public holidays and Ceará's (25 March).
    holidays: { country: 'BR', region: 'CE' },
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
  showOpenInvoicesWarning: true,
  showNotificationOption: false,

  whatsAppNumber: 'https://wa.me/5585955550104',
  botSourceAppName: 'whatsapp',
  contactPhone: '+55 85 3555-0104',
  allowedRedirectOrigins: ['https://wa.me', 'https://www.nordeste-engarrafadora.example'],
  accessEcommerceStandalone: false,
  useAzureAPIManagement: false,

  environments: {
    dev: { appOrigin: 'http://localhost:3000' },
    qa: { appOrigin: 'https://nordeste-engarrafadora.qa.refill.example' },
    production: {
      appOrigin: 'https://nordeste-engarrafadora.refill.example',
      gtmId: 'GTM-B6D2Q8Z',
      useAzureAPIManagement: true,
    },
  },
} satisfies TenantFileInput;
