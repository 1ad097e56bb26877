/**
 * Method and path of every call, without zod: the web app may import this file as a value
 * (it costs nothing in the bundle) while taking the schemas' types only from ./index.ts.
 * Paths are Fastify style, relative to API_PREFIX, spelled exactly as SPEC.md section 7.
 */

export const API_PREFIX = '/api/';

export type HttpMethod = 'GET' | 'POST' | 'PUT';

export interface CallRoute {
  readonly method: HttpMethod;
  readonly path: string;
}

export const CALL_ROUTES = {
  // access (SPEC §7 + PRODUCT.md)
  orchestration: { method: 'GET', path: 'orchestration' },
  validateWebToken: { method: 'POST', path: 'webtoken/validate' },
  expiredToken: { method: 'POST', path: 'webToken/expiredToken' },
  authenticate: { method: 'POST', path: 'user/authenticate/:bottler' },
  logout: { method: 'POST', path: 'logout' },
  tenant: { method: 'GET', path: 'tenant/:bottler' },
  tenants: { method: 'GET', path: 'tenants' },
  client: { method: 'GET', path: 'client' },
  updateUser: { method: 'PUT', path: 'user' },
  putUserSession: { method: 'PUT', path: 'user/session' },
  postUserSession: { method: 'POST', path: 'user/session' },
  logs: { method: 'POST', path: 'logs' },
  serviceTracking: { method: 'POST', path: 'service/tracking' },
  optInRegister: { method: 'POST', path: 'optin/register/ecommerce' },
  optInStatus: { method: 'GET', path: 'optin/ecommerce' },
  // catalogue
  ecommerceConfig: { method: 'GET', path: 'ecommerce/config' },
  banners: { method: 'GET', path: 'ecommerce/banner' },
  featuredBanner: { method: 'GET', path: 'ecommerce/banner/featured' },
  categories: { method: 'GET', path: 'category' },
  brands: { method: 'GET', path: 'brands/:category' },
  products: { method: 'GET', path: 'products' },
  productSearch: { method: 'GET', path: 'products/search' },
  productsPage: { method: 'GET', path: 'products/page' },
  promotions: { method: 'GET', path: 'promotions' },
  suggested: { method: 'GET', path: 'order/suggested' },
  favorites: { method: 'GET', path: 'products/favorites' },
  setFavorite: { method: 'PUT', path: 'products/favorites/:sku' },
  combos: { method: 'GET', path: 'combo' },
  homeRails: { method: 'GET', path: 'home/rails' },
  comboProducts: { method: 'GET', path: 'combo/products/:comboId' },
  // ordering
  paymentLimit: { method: 'GET', path: 'payment/limit/paymentMethod' },
  availableDates: { method: 'GET', path: 'scheduled/order/available/date/:period' },
  simulateOrder: { method: 'POST', path: 'order/simulate' },
  createOrder: { method: 'POST', path: 'order/create' },
  // after the order
  orderHistory: { method: 'GET', path: 'order/history' },
  preReceipt: { method: 'GET', path: 'order/:orderNumber/pre-receipt.pdf' },
  openInvoices: { method: 'GET', path: 'getOpenInvoices' },
  bingoCard: { method: 'GET', path: 'bingo/period/:month/:year' },
  bingoHistory: { method: 'GET', path: 'bingo/history' },
  // console: orders, credit, schedules, clients, NPS
  adminOrders: { method: 'GET', path: 'admin/orders' },
  adminOrdersCsv: { method: 'GET', path: 'admin/orders.csv' },
  adminOrder: { method: 'GET', path: 'admin/orders/:orderNumber' },
  adminOrderPreReceipt: { method: 'GET', path: 'admin/orders/:orderNumber/pre-receipt.pdf' },
  adminOrderStatus: { method: 'POST', path: 'admin/orders/:orderNumber/status' },
  adminOrderCancel: { method: 'POST', path: 'admin/orders/:orderNumber/cancel' },
  adminCreditQueue: { method: 'GET', path: 'admin/credit-queue' },
  adminCreditApprove: { method: 'POST', path: 'admin/credit-queue/:orderNumber/approve' },
  adminCreditReject: { method: 'POST', path: 'admin/credit-queue/:orderNumber/reject' },
  adminSchedules: { method: 'GET', path: 'admin/schedules' },
  adminSchedulePause: { method: 'POST', path: 'admin/schedules/:id/pause' },
  adminScheduleResume: { method: 'POST', path: 'admin/schedules/:id/resume' },
  adminScheduleCancel: { method: 'POST', path: 'admin/schedules/:id/cancel' },
  adminClients: { method: 'GET', path: 'admin/clients' },
  adminClient: { method: 'GET', path: 'admin/clients/:clientId' },
  adminClientLimits: { method: 'PUT', path: 'admin/clients/:clientId/limits' },
  adminClientProfile: { method: 'PUT', path: 'admin/clients/:clientId/profile' },
  adminClientLink: { method: 'POST', path: 'admin/clients/:clientId/link' },
  adminClientPasswordReset: { method: 'POST', path: 'admin/clients/:clientId/password-reset' },
  clientPassword: { method: 'POST', path: 'client-password' },
  adminNps: { method: 'GET', path: 'admin/nps' },
  adminNpsAnswers: { method: 'GET', path: 'admin/nps/answers' },
  adminNpsAnswersCsv: { method: 'GET', path: 'admin/nps/answers.csv' },
  // bot and operators
  botLinks: { method: 'POST', path: 'bot/links' },
  operatorOrderStatus: { method: 'POST', path: 'operator/orders/:orderNumber/status' },
  webhookEvents: { method: 'GET', path: 'operator/webhooks/:bottler/events' },
  webhookRetry: { method: 'POST', path: 'operator/webhooks/:bottler/events/:eventId/retry' },
  webhookRotateSecret: { method: 'POST', path: 'operator/webhooks/:bottler/secret' },
  whatsappVerify: { method: 'GET', path: 'whatsapp/:bottler/webhook' },
  whatsappNotify: { method: 'POST', path: 'whatsapp/:bottler/webhook' },
  // links carried by chat events (issue 15)
  eventPreReceipt: { method: 'GET', path: 'links/pre-receipt.pdf' },
  skipOccurrencePage: { method: 'GET', path: 'links/skip-occurrence' },
  skipOccurrence: { method: 'POST', path: 'links/skip-occurrence' },
  // console: session, operators, audit
  adminSession: { method: 'POST', path: 'admin/session' },
  adminSessionTotp: { method: 'POST', path: 'admin/session/totp' },
  adminSwitchTenant: { method: 'POST', path: 'admin/session/tenant' },
  adminLogout: { method: 'POST', path: 'admin/logout' },
  adminLogoutAll: { method: 'POST', path: 'admin/logout-all' },
  adminMe: { method: 'GET', path: 'admin/me' },
  adminUpdateMe: { method: 'PUT', path: 'admin/me' },
  adminTotpSetup: { method: 'POST', path: 'admin/me/totp/setup' },
  adminTotpConfirm: { method: 'POST', path: 'admin/me/totp/confirm' },
  adminTotpDisable: { method: 'POST', path: 'admin/me/totp/disable' },
  adminSecuritySettings: { method: 'PUT', path: 'admin/settings/security' },
  adminOperators: { method: 'GET', path: 'admin/operators' },
  adminInviteOperator: { method: 'POST', path: 'admin/operators' },
  adminUpdateOperator: { method: 'PUT', path: 'admin/operators/:id' },
  adminSetPassword: { method: 'POST', path: 'admin/password' },
  adminAudit: { method: 'GET', path: 'admin/audit' },
  adminAuditCsv: { method: 'GET', path: 'admin/audit.csv' },
  // console: the catalogue (issue 13)
  adminProducts: { method: 'GET', path: 'admin/catalogue/products' },
  adminCreateProduct: { method: 'POST', path: 'admin/catalogue/products' },
  adminProduct: { method: 'GET', path: 'admin/catalogue/products/:sku' },
  adminUpdateProduct: { method: 'PUT', path: 'admin/catalogue/products/:sku' },
  adminProductImage: {
    method: 'PUT',
    path: 'admin/catalogue/products/:sku/versions/:version/image',
  },
  adminBrands: { method: 'GET', path: 'admin/catalogue/brands' },
  adminCreateBrand: { method: 'POST', path: 'admin/catalogue/brands' },
  adminUpdateBrand: { method: 'PUT', path: 'admin/catalogue/brands/:id' },
  adminCategories: { method: 'GET', path: 'admin/catalogue/categories' },
  adminCreateCategory: { method: 'POST', path: 'admin/catalogue/categories' },
  adminUpdateCategory: { method: 'PUT', path: 'admin/catalogue/categories/:id' },
  // console: combos (issue 13)
  adminCombos: { method: 'GET', path: 'admin/combos' },
  adminCreateCombo: { method: 'POST', path: 'admin/combos' },
  adminCombo: { method: 'GET', path: 'admin/combos/:id' },
  adminUpdateCombo: { method: 'PUT', path: 'admin/combos/:id' },
  // the catalogue as files (issue 13)
  adminCatalogueImport: { method: 'POST', path: 'admin/catalogue-files/:kind/:mode' },
  adminCatalogueExport: { method: 'GET', path: 'admin/catalogue-files/:kind' },
  // clients and open invoices as files (issue 13)
  adminClientsImport: { method: 'POST', path: 'admin/account-files/clients/:mode' },
  adminInvoicesImport: { method: 'POST', path: 'admin/account-files/invoices/:mode' },
  adminAccountExport: { method: 'GET', path: 'admin/account-files/:kind' },
  // console: the tenant's ERP API keys (issue 13)
  adminApiKeys: { method: 'GET', path: 'admin/api-keys' },
  adminCreateApiKey: { method: 'POST', path: 'admin/api-keys' },
  adminRevokeApiKey: { method: 'POST', path: 'admin/api-keys/:id/revoke' },
  // console: banners (issue 13, content)
  adminBanners: { method: 'GET', path: 'admin/banners' },
  adminCreateBanner: { method: 'POST', path: 'admin/banners' },
  adminUpdateBanner: { method: 'PUT', path: 'admin/banners/:id' },
  adminDeleteBanner: { method: 'POST', path: 'admin/banners/:id/delete' },
  // console: the tenant's settings (issue 13, settings)
  adminTenantSettings: { method: 'GET', path: 'admin/tenant-settings' },
  adminUpdateTenantSettings: { method: 'PUT', path: 'admin/tenant-settings' },
  adminRestoreTenantSettings: { method: 'POST', path: 'admin/tenant-settings/restore' },
  // console: featured banners, promotion images, announcements and bingo cards (issue 13)
  adminCreateFeaturedBanner: { method: 'POST', path: 'admin/featured-banners' },
  adminUpdateFeaturedBanner: { method: 'PUT', path: 'admin/featured-banners/:id' },
  adminDeleteFeaturedBanner: { method: 'POST', path: 'admin/featured-banners/:id/delete' },
  adminPromotionImages: { method: 'GET', path: 'admin/promotion-images' },
  adminCreatePromotionImage: { method: 'POST', path: 'admin/promotion-images' },
  adminUpdatePromotionImage: { method: 'PUT', path: 'admin/promotion-images/:id' },
  adminDeletePromotionImage: { method: 'POST', path: 'admin/promotion-images/:id/delete' },
  adminAnnouncements: { method: 'GET', path: 'admin/announcements' },
  adminCreateAnnouncement: { method: 'POST', path: 'admin/announcements' },
  adminUpdateAnnouncement: { method: 'PUT', path: 'admin/announcements/:id' },
  adminDeleteAnnouncement: { method: 'POST', path: 'admin/announcements/:id/delete' },
  adminBingoCards: { method: 'GET', path: 'admin/bingo-cards' },
  adminSaveBingoCard: { method: 'PUT', path: 'admin/bingo-cards/:year/:month' },
  adminDeleteBingoCard: { method: 'POST', path: 'admin/bingo-cards/:year/:month/delete' },
  adminPriceLists: { method: 'GET', path: 'admin/price-lists' },
  adminSchedulePriceList: { method: 'POST', path: 'admin/price-lists' },
  adminDeletePriceList: { method: 'POST', path: 'admin/price-lists/:startDate/delete' },
  // the ERP sync API (issue 13), with a tenant's API key
  erpOrders: { method: 'GET', path: 'erp/v1/orders' },
  erpOrderEvents: { method: 'GET', path: 'erp/v1/order-events' },
  erpClients: { method: 'PUT', path: 'erp/v1/clients' },
  erpInvoices: { method: 'PUT', path: 'erp/v1/invoices' },
  erpProducts: { method: 'PUT', path: 'erp/v1/products' },
  erpPrices: { method: 'PUT', path: 'erp/v1/prices' },
  erpTiers: { method: 'PUT', path: 'erp/v1/tiers' },
} as const satisfies Record<string, CallRoute>;

export type CallName = keyof typeof CALL_ROUTES;

/** Header names of the non-session credentials and of idempotency (lower case, as Node gives them). */
export const BOT_KEY_HEADER = 'x-bot-key';
export const OPERATOR_KEY_HEADER = 'x-operator-key';
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Sent with `true` on an answer of order/create replayed from its idempotency key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

/**
 * Fills `:name` segments of a path with URL-encoded values: fillPath('combo/products/:comboId',
 * { comboId: 7 }) → 'combo/products/7'. Throws on a missing value (a programming error).
 */
export function fillPath(
  path: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return path.replace(/:([A-Za-z]\w*)/g, (_segment, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`fillPath: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The absolute path the server mounts a call on, e.g. '/api/order/create'. */
export const apiPath = (path: string): string => API_PREFIX + path;
