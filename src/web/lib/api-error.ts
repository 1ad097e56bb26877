/**
 * API failures as translation keys (`errors.<code>` in the locales): errors carry codes, never
 * English (ARCHITECTURE.md habit 4). The service's codes are the contract's (src/contract/errors.ts,
 * bodies `{code, params?, fields?}`); the app keeps those it translates, a code it does not know
 * falls back to the one for the answer's status.
 */
import type {
  ApiErrorCode as ServiceErrorCode,
  ClientErrorCode,
  FieldError,
} from '../../contract/index.ts';

export type { FieldError };

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
  'deliveryAddressNotConfirmed',
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
] as const satisfies readonly (ServiceErrorCode | ClientErrorCode | 'timeout')[];

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && (API_ERROR_CODES as readonly string[]).includes(value);
}

export class ApiError extends Error {
  readonly code: ApiErrorCode;
  /** HTTP status; 0 when no answer arrived (timeout, network). */
  readonly status: number;
  readonly params: Readonly<Record<string, unknown>> | undefined;
  /** The fields that failed validation (a 400 `validation` answer), when the service named them. */
  readonly fields: readonly FieldError[] | undefined;
  /** The code the service answered, even one this app does not list (the console's own codes). */
  readonly answeredCode: string | undefined;

  constructor(
    code: ApiErrorCode,
    status: number,
    params?: Record<string, unknown>,
    fields?: readonly FieldError[],
    answeredCode?: string,
  ) {
    super(code);
    this.answeredCode = answeredCode;
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.params = params;
    this.fields = fields;
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

const isFieldError = (value: unknown): value is FieldError =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Record<string, unknown>).path === 'string' &&
  typeof (value as Record<string, unknown>).code === 'string';

/** The error for a non-2xx answer: the body's `{code, params, fields}` when known, else by status. */
export function errorFromResponse(status: number, body: unknown): ApiError {
  const answer = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const code = isApiErrorCode(answer.code) ? answer.code : codeForStatus(status);
  const params =
    typeof answer.params === 'object' && answer.params !== null
      ? (answer.params as Record<string, unknown>)
      : undefined;
  const fields = Array.isArray(answer.fields) ? answer.fields.filter(isFieldError) : undefined;
  const answered = typeof answer.code === 'string' ? answer.code : undefined;
  return new ApiError(code, status, params, fields, answered);
}

/** One retry on a flaky network, none after a time-out or a refusal (4xx). */
export function retryUnlessFinal(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && (error.code === 'timeout' || error.status >= 400)) return false;
  return failureCount < 1;
}
