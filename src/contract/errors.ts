/**
 * Error codes (SPEC.md section 8 and our additions) as keys the web app translates.
 * Errors never carry English: the body is `{ code, params?, fields? }`.
 */
import { z } from 'zod';

/** Codes the service answers with, and the HTTP status each is sent with. */
export const API_ERROR_STATUS = {
  /** A request failed its schema; `fields` says where (SPEC §8 invalid fields). */
  validation: 400,
  /** Missing or invalid session / key (SPEC §8 401 → critical error event). */
  unauthorized: 401,
  /** The link or session token expired (SPEC §8 TokenExpiredError). */
  tokenExpired: 401,
  /** The user token could not be validated (SPEC §8 orchestration authError). */
  authError: 401,
  /** Client id / password pair refused (SPEC §8 incorrect credentials); same answer for unknown ids. */
  loginIncorrect: 401,
  /** Authenticated but not allowed (SPEC §8 403). */
  forbidden: 403,
  /** The shop's order option is off (SPEC §6 isOrderOptionActive false). */
  orderingDisabled: 422,
  /** The tenant has this feature switched off. */
  featureDisabled: 422,
  notFound: 404,
  /** Order above the payment limit (SPEC §8 simulation / create status 406). */
  limitOrder: 406,
  /** Over the payment limit and the shop is not authorised to exceed it (SPEC §5 credit limit). */
  creditLimitNotAuthorized: 406,
  /** Moroccan variant: payment limit or amount out of the allowed range (SPEC §8). */
  paymentLimitRange: 406,
  /** Another request with this idempotency key is still being processed (SECURITY T1). */
  idempotencyKeyInFlight: 409,
  /** Prices changed beyond the tenant's tolerance since the shop saw them (PRODUCT.md). */
  pricesChanged: 409,
  /** An operator tried to move a CANCELLED or DELIVERED order (final statuses). */
  orderStatusFinal: 409,
  /** A credit decision on an order no longer held in credit analysis (params.status). */
  orderNotBlocked: 409,
  /** A status change of an order held in credit analysis: only a credit decision releases it. */
  orderInCreditReview: 409,
  /** Pausing or resuming a cancelled recurrent schedule. */
  scheduleCancelled: 409,
  /** An operator asked to retry a webhook event that is not dead (params.state). */
  eventNotDead: 409,
  /** A skip link for a recurrent occurrence that was already ordered, passed or stopped. */
  occurrenceClosed: 409,
  /** The console's session may only set up TOTP: the operator's tenant requires it (issue 12). */
  totpSetupRequired: 403,
  /** An ERP API key without a scope the call needs (params.scope; issue 13). */
  apiKeyScopeMissing: 403,
  /** A TOTP code that is wrong, out of its ±1 step window, or already used. */
  totpIncorrect: 422,
  /** TOTP confirmation without a pending setup (call setup first). */
  totpNotPending: 409,
  /** TOTP setup asked while TOTP is already on (disable it first). */
  totpAlreadyEnabled: 409,
  /** TOTP disable asked while TOTP is off. */
  totpNotEnabled: 409,
  /** TOTP disable refused: the operator's tenant requires TOTP. */
  totpRequired: 409,
  /** The login's second-factor challenge is unknown or expired: sign in again. */
  challengeExpired: 401,
  /** An operator with this email already exists in the deployment. */
  operatorExists: 409,
  /** The change would leave the tenant without an active admin. */
  lastAdmin: 409,
  /** A set-password link that is unknown, already used or expired. */
  passwordLinkInvalid: 422,
  /** A console change to a row someone saved since it was read (params.version: the current). */
  staleVersion: 409,
  /** A product created with a sku the tenant already has. */
  productExists: 409,
  /** A brand, category, bottle or box product that is not the tenant's (params.field). */
  referenceInvalid: 422,
  /** An uploaded image over 5 MB (params.maxBytes) or over 40 megapixels. */
  imageTooLarge: 413,
  /** An upload that does not decode as PNG, JPEG or WebP. */
  notAnImage: 422,
  /** A catalogue file that is not UTF-8 (issue 13; SECURITY T19): save it as UTF-8. */
  importEncoding: 422,
  /** A catalogue file with more rows than params.max. */
  importTooManyRows: 422,
  /** A catalogue file whose header lacks a column (params.missing) or names one it does not know (params.unknown). */
  importHeader: 422,
  /** A catalogue file that is not readable CSV (params.line: where reading stopped). */
  importMalformed: 422,
  /** Body too large (SECURITY T16). */
  payloadTooLarge: 413,
  /** `order/create` without an Idempotency-Key header (SECURITY T1). */
  idempotencyKeyRequired: 400,
  /** The idempotency key was used before with a different body (SECURITY T1). */
  idempotencyKeyReused: 422,
  /** Over the limit, authorised, but the acceptance box was not ticked (SPEC §5). */
  creditLimitNotAccepted: 422,
  /** Returnable glass bottles / boxes missing or in excess and not accepted (SPEC §5). */
  packagingNotAccepted: 422,
  /** Delivery address confirmation required (SPEC §5). */
  deliveryAddressNotConfirmed: 422,
  /** Total below the client's minimum order (SPEC §5); params.minimumOrder. */
  belowMinimumOrder: 422,
  /** A line above the product's quantityLimit (SPEC §5); params.sku, params.quantityLimit. */
  quantityLimitExceeded: 422,
  /** A product no longer sold or unknown sku; params.sku. */
  productUnavailable: 422,
  /** A combo's family minimums are not met (SPEC §5). */
  comboMinimumNotMet: 422,
  /** No orderable line left (SPEC §4 an empty order returns to the cart). */
  emptyOrder: 422,
  /** Scheduled/recurrent delivery not allowed for this cart (SPEC §5 quantityLimit products). */
  deliveryOptionUnavailable: 422,
  /** The chosen delivery date or period is not offered (SPEC §5). */
  deliveryDateUnavailable: 422,
  /** The bottler refused the order; params.bottlerMessage shown only if showBottlerErrorsMsg. */
  orderRejected: 422,
  /** Throttled (SECURITY T12, T16); `Retry-After` says when to try again. */
  tooManyRequests: 429,
  /** The body is not the JSON it claims to be: empty, truncated or not JSON at all. */
  malformedJson: 400,
  /** The request could not be read (a bad Content-Length, a broken request line…). */
  badRequest: 400,
  /** A body in a content type the call does not take (form, XML, text: only JSON). */
  unsupportedMediaType: 415,
  /** The address (path and query) is longer than MAX_URL_LENGTH. */
  uriTooLong: 414,
  /** The request's headers (the address included) exceed what the server reads. */
  headersTooLarge: 431,
  /** The request did not arrive whole in time. */
  requestTimeout: 408,
  /** A fault; details are logged, never sent (SPEC §8 default message). */
  internal: 500,
  /** Not ready (database starting) or shutting down: try again, on this or another instance. */
  serviceUnavailable: 503,
} as const;

export type ApiErrorCode = keyof typeof API_ERROR_STATUS;
export const API_ERROR_CODES = Object.keys(API_ERROR_STATUS) as [ApiErrorCode, ...ApiErrorCode[]];

/** Codes only the web app raises (no server answer): still keys it translates (SPEC §8). */
export const CLIENT_ERROR_CODES = [
  /** List call timed out: no-response screen with retry (SPEC §8). */
  'noResponse',
  /** The network failed before any answer. */
  'network',
  /** 'An unknown error occurred' (SPEC §8 default message). */
  'unknown',
  /** The login call threw: 'error logging in, try again'. */
  'loginFailed',
  /** 'No userToken provided for authentication.' */
  'missingUserToken',
  /** 'Initialization sequence failed: {message}'. */
  'initializationFailed',
  /** Browser storage or third-party cookies disabled. */
  'thirdPartyCookiesDisabled',
  /** 'Loading chunk {n} failed'. */
  'chunkLoadFailed',
  'fontLoadFailed',
  /** A browser auto-translator was detected (toast). */
  'translatorDetected',
  /** Simulation failed otherwise than 406: checkout disabled, refresh asked. */
  'simulateError',
  /** Create failed otherwise than 406: failed to complete order, try again. */
  'failOrder',
  /** Error retrieving profile data, try later. */
  'profileUnavailable',
] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

/** Every key the app translates. */
export const ERROR_CODES = [...API_ERROR_CODES, ...CLIENT_ERROR_CODES] as const;
export type ErrorCode = ApiErrorCode | ClientErrorCode;

export const apiErrorCodeSchema = z.enum(API_ERROR_CODES);

/** A field that failed validation: dotted path (e.g. `body.products.3.quantity`) and a code. */
export const fieldErrorSchema = z.object({ path: z.string().max(200), code: z.string().max(64) });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/**
 * The error body. There is deliberately no `message`: texts are the app's (a `message` key
 * given to the serializer is stripped).
 */
export const apiErrorSchema = z
  .object({
    code: apiErrorCodeSchema,
    params: z.record(z.string(), z.union([z.string().max(2000), z.number()])).optional(),
    fields: z.array(fieldErrorSchema).max(100).optional(),
  })
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof apiErrorSchema>;

/** The longest address (path and query string) the service reads; longer ones get 414. */
export const MAX_URL_LENGTH = 4096;

export const isApiErrorCode = (value: unknown): value is ApiErrorCode =>
  typeof value === 'string' && Object.hasOwn(API_ERROR_STATUS, value);

/** HTTP status an error code is answered with. */
export const statusOfError = (code: ApiErrorCode): number => API_ERROR_STATUS[code];
