/**
 * The API contract: every call (SPEC.md §7 and ours) with its schemas, the entities of §3 and
 * the error codes of §8. The server validates with it; the web app imports its TYPES only
 * (`import type`), plus the zod-free ./paths.ts as a value.
 */
import type { z } from 'zod';
import * as access from './calls/access.ts';
import * as adminCatalogue from './calls/admin-catalogue.ts';
import * as adminCombos from './calls/admin-combos.ts';
import * as adminApiKeys from './calls/admin-api-keys.ts';
import * as adminContent from './calls/admin-content.ts';
import * as adminClients from './calls/admin-clients.ts';
import * as adminImports from './calls/admin-imports.ts';
import * as adminNps from './calls/admin-nps.ts';
import * as adminOrders from './calls/admin-orders.ts';
import * as adminSchedules from './calls/admin-schedules.ts';
import * as adminSettings from './calls/admin-settings.ts';
import * as adminAudit from './calls/admin-audit.ts';
import * as adminOperators from './calls/admin-operators.ts';
import * as adminSession from './calls/admin-session.ts';
import * as afterOrder from './calls/after-order.ts';
import * as bot from './calls/bot.ts';
import * as catalogue from './calls/catalogue.ts';
import * as events from './calls/events.ts';
import * as operator from './calls/operator.ts';
import * as webhooks from './calls/webhooks.ts';
import * as whatsapp from './calls/whatsapp.ts';
import * as ordering from './calls/ordering.ts';
import * as erp from './calls/erp.ts';
import type { CallDescriptor } from './descriptor.ts';
import type { CallName } from './paths.ts';

export * from './common.ts';
export * from './descriptor.ts';
export * from './entities.ts';
export * from './errors.ts';
export * from './erp-scopes.ts';
export * from './operators.ts';
export * from './paths.ts';
export * from './safe-text.ts';
export * from './tenant-config.ts';
export * from './tenant-defaults.ts';
export {
  expiredTokenResponseSchema,
  featureIdSchema,
  tenantSummarySchema,
  userDataSchema,
} from './calls/access.ts';
export { binarySchema } from './calls/after-order.ts';
export {
  ADMIN_LIST_DEFAULT,
  ADMIN_LIST_MAX,
  MAX_MONEY,
  adminMoneySchema,
  reasonSchema,
} from './calls/admin-common.ts';
export {
  adminOrderDetailSchema,
  adminOrderSummarySchema,
  creditQueueItemSchema,
  type AdminOrderDetail,
  type AdminOrderSummary,
  type CreditQueueItem,
} from './calls/admin-orders.ts';
export {
  adminComboCreateSchema,
  adminComboSchema,
  adminComboUpdateSchema,
  type AdminCombo,
  type AdminComboCreate,
  type AdminComboSummary,
  type AdminComboUpdate,
} from './calls/admin-combos.ts';
export {
  SCHEDULE_STATES,
  adminScheduleSchema,
  type AdminSchedule,
  type ScheduleState,
} from './calls/admin-schedules.ts';
export {
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_SIDE,
  PRODUCT_IMAGE_TYPES,
  ROLES_CATALOGUE_EDIT,
  adminProductCreateSchema,
  adminProductSchema,
  adminProductUpdateSchema,
  type AdminNamed,
  type AdminProduct,
  type AdminProductCreate,
  type AdminProductSummary,
  type AdminProductUpdate,
  type AdminTierInput,
  type LocalizedText,
} from './calls/admin-catalogue.ts';
export {
  adminClientProfileSchema,
  adminClientSummarySchema,
  clientPasswordSchema,
  type AdminClientProfile,
  type AdminClientSummary,
} from './calls/admin-clients.ts';
export {
  adminNpsAnswerSchema,
  npsDashboardSchema,
  type AdminNpsAnswer,
  type NpsDashboard,
} from './calls/admin-nps.ts';
export {
  adminMeSchema,
  adminSecondFactorSchema,
  adminSessionTokenSchema,
  operatorEmailSchema,
  operatorPasswordSchema,
  operatorRoleSchema,
  totpCodeSchema,
} from './calls/admin-session.ts';
export {
  listCursorSchema,
  listLimitSchema,
  operatorSchema,
  passwordLinkSchema,
  tenantOperatorRoleSchema,
} from './calls/admin-operators.ts';
export {
  apiKeySchema,
  createApiKeyBodySchema,
  erpScopeSchema,
  type ApiKey,
  type CreateApiKeyBody,
} from './calls/admin-api-keys.ts';
export {
  BANNER_STATES,
  adminBannerSchema,
  adminFeaturedBannerSchema,
  bannerBodySchema,
  bannerRouteSchema,
  announcementBodySchema,
  bingoCardBodySchema,
  featuredBannerBodySchema,
  priceListBodySchema,
  promotionImageBodySchema,
  type AdminAnnouncement,
  type AdminBanner,
  type AdminBingoCard,
  type AdminFeaturedBanner,
  type AdminPromotionImage,
  type AnnouncementBody,
  type AnnouncementTexts,
  type BannerBody,
  type BannerState,
  type BingoCardBody,
  type FeaturedBannerBody,
  type PeriodBody,
  type AdminPriceList,
  type PriceListBody,
  type PromotionImageBody,
} from './calls/admin-content.ts';
export {
  SETTINGS_FEATURES,
  adminTenantSettingsSchema,
  tenantSettingsSchema,
  type AdminTenantSettings,
  type SettingsHistoryEntry,
  type TenantSettings,
} from './calls/admin-settings.ts';
export {
  BULK_ROW_STATUSES,
  ERP_BULK_BODY_LIMIT,
  ERP_BULK_MAX_ROWS,
  ERP_FEED_DEFAULT,
  ERP_FEED_MAX,
  type BulkResult,
  type ErpCatalogueResult,
  type ErpClientRow,
  type ErpInvoiceRow,
  type ErpOrder,
  type ErpOrderEvent,
} from './calls/erp.ts';
export { AUDIT_ACTOR_KINDS, auditEntrySchema } from './calls/admin-audit.ts';
export { WEBHOOK_EVENT_STATES, WEBHOOK_EVENT_TYPES } from './calls/webhooks.ts';
export { botLinkSchema, type BotLink } from './calls/bot.ts';
export { comboProductsResponseSchema, type ComboProductsResponse } from './calls/catalogue.ts';
export {
  RECURRENT_PERIODS,
  createOrderBodySchema,
  idempotencyKeySchema,
  orderLineSchema,
  simulateBodySchema,
  simulateLineSchema,
  userFlowSchema,
  type CreateOrderBody,
  type OrderLine,
  type SimulateBody,
  type UserFlow,
} from './calls/ordering.ts';

/** Every call by name. */
export const calls = {
  orchestration: access.orchestration,
  validateWebToken: access.validateWebToken,
  expiredToken: access.expiredToken,
  authenticate: access.authenticate,
  logout: access.logout,
  tenant: access.tenant,
  tenants: access.tenants,
  client: access.client,
  updateUser: access.updateUser,
  putUserSession: access.putUserSession,
  postUserSession: access.postUserSession,
  logs: access.logs,
  serviceTracking: access.serviceTracking,
  optInRegister: access.optInRegister,
  optInStatus: access.optInStatus,
  ecommerceConfig: catalogue.ecommerceConfig,
  banners: catalogue.banners,
  featuredBanner: catalogue.featuredBanner,
  categories: catalogue.categories,
  brands: catalogue.brands,
  products: catalogue.products,
  productSearch: catalogue.productSearch,
  productsPage: catalogue.productsPage,
  promotions: catalogue.promotions,
  suggested: catalogue.suggested,
  favorites: catalogue.favorites,
  setFavorite: catalogue.setFavorite,
  combos: catalogue.combos,
  homeRails: catalogue.homeRails,
  comboProducts: catalogue.comboProducts,
  paymentLimit: ordering.paymentLimit,
  availableDates: ordering.availableDates,
  simulateOrder: ordering.simulateOrder,
  createOrder: ordering.createOrder,
  orderHistory: afterOrder.orderHistory,
  preReceipt: afterOrder.preReceipt,
  openInvoices: afterOrder.openInvoices,
  bingoCard: afterOrder.bingoCard,
  bingoHistory: afterOrder.bingoHistory,
  adminOrders: adminOrders.adminOrders,
  adminOrdersCsv: adminOrders.adminOrdersCsv,
  adminOrder: adminOrders.adminOrder,
  adminOrderPreReceipt: adminOrders.adminOrderPreReceipt,
  adminOrderStatus: adminOrders.adminOrderStatus,
  adminOrderCancel: adminOrders.adminOrderCancel,
  adminCreditQueue: adminOrders.adminCreditQueue,
  adminCreditApprove: adminOrders.adminCreditApprove,
  adminCreditReject: adminOrders.adminCreditReject,
  adminSchedules: adminSchedules.adminSchedules,
  adminSchedulePause: adminSchedules.adminSchedulePause,
  adminScheduleResume: adminSchedules.adminScheduleResume,
  adminScheduleCancel: adminSchedules.adminScheduleCancel,
  adminClients: adminClients.adminClients,
  adminClient: adminClients.adminClient,
  adminClientLimits: adminClients.adminClientLimits,
  adminClientProfile: adminClients.adminClientProfile,
  adminClientLink: adminClients.adminClientLink,
  adminClientPasswordReset: adminClients.adminClientPasswordReset,
  clientPassword: adminClients.clientPassword,
  adminNps: adminNps.adminNps,
  adminNpsAnswers: adminNps.adminNpsAnswers,
  adminNpsAnswersCsv: adminNps.adminNpsAnswersCsv,
  botLinks: bot.botLinks,
  operatorOrderStatus: operator.operatorOrderStatus,
  webhookEvents: webhooks.webhookEvents,
  webhookRetry: webhooks.webhookRetry,
  webhookRotateSecret: webhooks.webhookRotateSecret,
  whatsappVerify: whatsapp.whatsappVerify,
  whatsappNotify: whatsapp.whatsappNotify,
  eventPreReceipt: events.eventPreReceipt,
  skipOccurrencePage: events.skipOccurrencePage,
  skipOccurrence: events.skipOccurrence,
  // console: session, operators, audit
  adminSession: adminSession.adminSession,
  adminSessionTotp: adminSession.adminSessionTotp,
  adminSwitchTenant: adminSession.adminSwitchTenant,
  adminLogout: adminSession.adminLogout,
  adminLogoutAll: adminSession.adminLogoutAll,
  adminMe: adminSession.adminMe,
  adminUpdateMe: adminSession.adminUpdateMe,
  adminTotpSetup: adminSession.adminTotpSetup,
  adminTotpConfirm: adminSession.adminTotpConfirm,
  adminTotpDisable: adminSession.adminTotpDisable,
  adminSecuritySettings: adminSession.adminSecuritySettings,
  adminOperators: adminOperators.adminOperators,
  adminInviteOperator: adminOperators.adminInviteOperator,
  adminUpdateOperator: adminOperators.adminUpdateOperator,
  adminSetPassword: adminOperators.adminSetPassword,
  adminAudit: adminAudit.adminAudit,
  adminAuditCsv: adminAudit.adminAuditCsv,
  // console: the catalogue (issue 13)
  adminProducts: adminCatalogue.adminProducts,
  adminCreateProduct: adminCatalogue.adminCreateProduct,
  adminProduct: adminCatalogue.adminProduct,
  adminUpdateProduct: adminCatalogue.adminUpdateProduct,
  adminProductImage: adminCatalogue.adminProductImage,
  adminBrands: adminCatalogue.adminBrands,
  adminCreateBrand: adminCatalogue.adminCreateBrand,
  adminUpdateBrand: adminCatalogue.adminUpdateBrand,
  adminCategories: adminCatalogue.adminCategories,
  adminCreateCategory: adminCatalogue.adminCreateCategory,
  adminUpdateCategory: adminCatalogue.adminUpdateCategory,
  // console: combos (issue 13)
  adminCombos: adminCombos.adminCombos,
  adminCreateCombo: adminCombos.adminCreateCombo,
  adminCombo: adminCombos.adminCombo,
  adminUpdateCombo: adminCombos.adminUpdateCombo,
  // the catalogue as files (issue 13)
  adminCatalogueImport: adminImports.adminCatalogueImport,
  adminCatalogueExport: adminImports.adminCatalogueExport,
  adminClientsImport: adminImports.adminClientsImport,
  adminInvoicesImport: adminImports.adminInvoicesImport,
  adminAccountExport: adminImports.adminAccountExport,
  // console: ERP API keys; the ERP sync API (issue 13)
  adminApiKeys: adminApiKeys.adminApiKeys,
  adminCreateApiKey: adminApiKeys.adminCreateApiKey,
  adminRevokeApiKey: adminApiKeys.adminRevokeApiKey,
  // console: banners (issue 13, content)
  adminBanners: adminContent.adminBanners,
  adminCreateBanner: adminContent.adminCreateBanner,
  adminUpdateBanner: adminContent.adminUpdateBanner,
  adminDeleteBanner: adminContent.adminDeleteBanner,
  // console: the tenant's settings (issue 13, settings)
  adminTenantSettings: adminSettings.adminTenantSettings,
  adminUpdateTenantSettings: adminSettings.adminUpdateTenantSettings,
  adminRestoreTenantSettings: adminSettings.adminRestoreTenantSettings,
  adminCreateFeaturedBanner: adminContent.adminCreateFeaturedBanner,
  adminUpdateFeaturedBanner: adminContent.adminUpdateFeaturedBanner,
  adminDeleteFeaturedBanner: adminContent.adminDeleteFeaturedBanner,
  adminPromotionImages: adminContent.adminPromotionImages,
  adminCreatePromotionImage: adminContent.adminCreatePromotionImage,
  adminUpdatePromotionImage: adminContent.adminUpdatePromotionImage,
  adminDeletePromotionImage: adminContent.adminDeletePromotionImage,
  adminAnnouncements: adminContent.adminAnnouncements,
  adminCreateAnnouncement: adminContent.adminCreateAnnouncement,
  adminUpdateAnnouncement: adminContent.adminUpdateAnnouncement,
  adminDeleteAnnouncement: adminContent.adminDeleteAnnouncement,
  adminBingoCards: adminContent.adminBingoCards,
  adminSaveBingoCard: adminContent.adminSaveBingoCard,
  adminDeleteBingoCard: adminContent.adminDeleteBingoCard,
  adminPriceLists: adminContent.adminPriceLists,
  adminSchedulePriceList: adminContent.adminSchedulePriceList,
  adminDeletePriceList: adminContent.adminDeletePriceList,
  erpOrders: erp.erpOrders,
  erpOrderEvents: erp.erpOrderEvents,
  erpClients: erp.erpClients,
  erpInvoices: erp.erpInvoices,
  erpProducts: erp.erpProducts,
  erpPrices: erp.erpPrices,
  erpTiers: erp.erpTiers,
} as const satisfies Record<CallName, CallDescriptor>;

export type Calls = typeof calls;

type RequestPart = 'params' | 'querystring' | 'headers' | 'body';

/** What the web client sends for a call: `{ params?, querystring?, headers?, body? }` as present. */
export type CallRequest<N extends CallName> = {
  [K in RequestPart & keyof Calls[N]]: Calls[N][K] extends z.ZodType ? z.input<Calls[N][K]> : never;
};

/** What a call answers with a given status (default 200). */
export type CallResponse<
  N extends CallName,
  S extends keyof Calls[N]['response'] = 200,
> = Calls[N]['response'][S] extends z.ZodType ? z.output<Calls[N]['response'][S]> : never;

/** Names of the calls a given credential may make. */
export type CallNamesWithAuth<A extends CallDescriptor['auth']> = {
  [N in CallName]: Calls[N]['auth'] extends A ? N : never;
}[CallName];
