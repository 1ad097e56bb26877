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
  promotions: { method: 'GET', path: 'promotions' },
  suggested: { method: 'GET', path: 'order/suggested' },
  favorites: { method: 'GET', path: 'products/favorites' },
  setFavorite: { method: 'PUT', path: 'products/favorites/:sku' },
  combos: { method: 'GET', path: 'combo' },
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
