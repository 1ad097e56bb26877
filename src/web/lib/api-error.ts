/**
 * API failures as translation keys (`errors.<code>` in the locales): errors carry codes, never
 * English (ARCHITECTURE.md habit 4).
 */
export const API_ERROR_CODES = [
  'validation',
  'unauthorized',
  'forbidden',
  'tokenExpired',
  'authError',
  'notFound',
  'limitOrder',
  'pricesChanged',
  'idempotencyKeyRequired',
  'idempotencyKeyReused',
  'idempotencyKeyInFlight',
  'tooManyRequests',
  'loginIncorrect',
  'creditLimitNotAuthorized',
  'creditLimitNotAccepted',
  'packagingNotAccepted',
  'belowMinimumOrder',
  'quantityLimitExceeded',
  'emptyOrder',
  'orderingDisabled',
  'deliveryDateUnavailable',
  'paymentLimitRange',
  'payloadTooLarge',
  'internal',
  // Client-side outcomes: no answer in time, no network, an answer we cannot read.
  'timeout',
  'network',
  'unknown',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && (API_ERROR_CODES as readonly string[]).includes(value);
}

export class ApiError extends Error {
  readonly code: ApiErrorCode;
  /** HTTP status; 0 when no answer arrived (timeout, network). */
  readonly status: number;
  readonly params: Readonly<Record<string, unknown>> | undefined;

  constructor(code: ApiErrorCode, status: number, params?: Record<string, unknown>) {
    super(code);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.params = params;
  }
}

/** Status → code when the body names no known code. */
export function codeForStatus(status: number): ApiErrorCode {
  if (status === 400 || status === 422) return 'validation';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  // SPEC §8: simulate/create answer 406 when the order is above the payment limit.
  if (status === 406) return 'limitOrder';
  if (status === 413) return 'payloadTooLarge';
  if (status === 429) return 'tooManyRequests';
  if (status >= 500) return 'internal';
  return 'unknown';
}

/** The error for a non-2xx answer: the body's `{code, params}` when known, else by status. */
export function errorFromResponse(status: number, body: unknown): ApiError {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const code = isApiErrorCode(fields.code) ? fields.code : codeForStatus(status);
  const params =
    typeof fields.params === 'object' && fields.params !== null
      ? (fields.params as Record<string, unknown>)
      : undefined;
  return new ApiError(code, status, params);
}

/** One retry on a flaky network, none after a time-out or a refusal (4xx). */
export function retryUnlessFinal(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && (error.code === 'timeout' || error.status >= 400)) return false;
  return failureCount < 1;
}
