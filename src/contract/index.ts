/**
 * The API contract: every call (SPEC.md §7 and ours) with its schemas, the entities of §3 and
 * the error codes of §8. The server validates with it; the web app imports its TYPES only
 * (`import type`), plus the zod-free ./paths.ts as a value.
 */
import type { z } from 'zod';
import * as access from './calls/access.ts';
import * as afterOrder from './calls/after-order.ts';
import * as bot from './calls/bot.ts';
import * as catalogue from './calls/catalogue.ts';
import * as events from './calls/events.ts';
import * as operator from './calls/operator.ts';
import * as webhooks from './calls/webhooks.ts';
import * as whatsapp from './calls/whatsapp.ts';
import * as ordering from './calls/ordering.ts';
import type { CallDescriptor } from './descriptor.ts';
import type { CallName } from './paths.ts';

export * from './common.ts';
export * from './descriptor.ts';
export * from './entities.ts';
export * from './errors.ts';
export * from './paths.ts';
export * from './safe-text.ts';
export {
  expiredTokenResponseSchema,
  featureIdSchema,
  publicTenantConfigSchema,
  tenantSummarySchema,
  userDataSchema,
} from './calls/access.ts';
export { binarySchema } from './calls/after-order.ts';
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
  promotions: catalogue.promotions,
  suggested: catalogue.suggested,
  favorites: catalogue.favorites,
  setFavorite: catalogue.setFavorite,
  combos: catalogue.combos,
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
