/**
 * Tenant 2: Guanabara Refrescos (Brazil, pt, BRL, latam family). Fictional. Fixed point
 * (PRODUCT.md): every customer feature on, combos of all three kinds, keepLoggedAfterCheckout and
 * standalone login on.
 */
import type { TenantFileInput } from '../schema.ts';

export const guanabaraRefrescos = {
  id: 2,
  family: 'latam',
  bottler: 2,
  name: 'Guanabara Refrescos',
  appPath: 'guanabara-refrescos',

  appTitle: 'Pedidos Guanabara',
  headerTitleBottler: 'Guanabara Refrescos',
  language: 'pt',
  languages: ['pt'],
  country: 'BR',
  direction: 'ltr',
  locale: 'pt-BR',
  currency: 'BRL',
  timeZone: 'America/Sao_Paulo',

  logo: '/tenants/2/logo.svg',
  brandColors: { primary: '#00695C', secondary: '#FFB300', onPrimary: '#FFFFFF' },

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
    glassBottles: true,
    featureAnnouncements: true,
  },
  goToHomePage: false,
  showBreadCrumbName: true,
  showBackToTopButton: true,
  showCarouselOnlyOnHomePage: false,
  useCategoryIconsRevamped: true,
  fontSizeOverride: false,
  useAPIEcommerceConfig: true,

  isComboServiceAvailable: true,
  comboTypeQuantityId: 2,
  comboTypeQuantityRange: 3,
  disableComboDiscountPercentage: false,
  disableProductDiscountPercentage: false,
  disableComboName: false,
  showPriceWithoutDiscount: true,
  unitCost: true,
  suggestedSale: true,
  hasRecalculatePrice: true,
  showTaxWarningOnMonitor: false,
  totalPriceDiff: 0.05,
  tax: { vatRate: 0.18, pricesIncludeTax: true },

  isPaymentLimitActive: true,
  skipPaymentLimitVerifyCheckout: false,
  showMinAndMaxOrderAmount: true,
  showPaymentLimitRangeMessage: false,

  glassBottleButtonAction: 'adjust',
  isDeliveryAddressConfirmationActive: true,
  showDeliveryOption: true,
  showDeliveryOptionScheduled: true,
  showDeliveryOptionRecurrent: true,
  showRecurrentOrderCalendar: true,
  recurrentOrderOptionalPeriods: [15, 30, 45, 60],
  deliveryCalendar: {
    weekdays: [1, 2, 3, 4, 5, 6],
    leadDays: 1,
    cutoffHour: 18,
    // Brazil's public holidays and Rio de Janeiro state's (São Jorge, Carnival Tuesday).
    holidays: { country: 'BR', region: 'RJ' },
  },

  keepLoggedAfterCheckout: true,
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
  isAllOrderTrackingEnabled: true,
  showOrderTrackingHeader: true,
  showOpenInvoicesWarning: true,
  showNotificationOption: true,

  whatsAppNumber: 'https://wa.me/5521955550102',
  botSourceAppName: 'whatsapp',
  contactPhone: '+55 21 3555-0102',
  marketingUrl: 'https://clube.guanabara-refrescos.example/ofertas',
  allowedRedirectOrigins: [
    'https://wa.me',
    'https://www.guanabara-refrescos.example',
    'https://clube.guanabara-refrescos.example',
  ],
  accessEcommerceStandalone: true,
  useAzureAPIManagement: false,

  environments: {
    test: { appOrigin: 'http://localhost:3000' },
    homologation: {
      appOrigin: 'https://guanabara-refrescos.homolog.refill.example',
      allowedRedirectOrigins: [
        'https://wa.me',
        'https://www.guanabara-refrescos.example',
        'https://clube.guanabara-refrescos.example',
        'https://hml.guanabara-refrescos.example',
      ],
    },
    production: { appOrigin: 'https://guanabara-refrescos.refill.example', gtmId: 'GTM-W3N8R2X' },
  },
} satisfies TenantFileInput;
