/**
 * One error contract for everything the service says (ARCHITECTURE habit 4, issue 10). Expected
 * client mistakes get a 4xx with a code of the contract's list (src/contract/errors.ts) that the
 * web app translates; anything else is a fault: logged with its details, answered with a bare 500
 * `{code: 'internal'}`. No error body ever carries a message, a stack, a Fastify error name or a
 * file path: `errorBody` is the only shape an error answer can take, and error answers are
 * serialised by `serializeError`, which cannot fail.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  API_ERROR_STATUS,
  isApiErrorCode,
  type ApiError,
  type ApiErrorCode,
  type FieldError,
} from '../../contract/index.ts';

type ErrorParams = Readonly<Record<string, string | number>>;

/** An expected outcome a route or service reports over HTTP: `{code, params?}`. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: ApiErrorCode;
  readonly params: ErrorParams | undefined;
  /** Sent as `Retry-After` (seconds) with a 429, a 409 in flight or a 503. */
  readonly retryAfterSeconds: number | undefined;
  /** Where a request went wrong (e.g. a bulk call's bad rows, `rows.3.clientCode`): at most 100. */
  readonly fields: readonly FieldError[] | undefined;
  constructor(
    statusCode: number,
    code: ApiErrorCode,
    params?: ErrorParams,
    options: { retryAfterSeconds?: number; fields?: readonly FieldError[] } = {},
  ) {
    super(code);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = code;
    this.params = params;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.fields = options.fields?.slice(0, 100);
  }
}

export interface ValidationField {
  /** Where the field is: body, querystring, params or headers. */
  in: string;
  /** Dotted path inside that part, e.g. `items.0.quantity` ('' = the part itself). */
  path: string;
  /** zod issue code (e.g. `too_small`, `invalid_type`) or a text rule (`controlCharacter`). */
  code: string;
}

/** Codes for the error codes Fastify and its body parser raise. */
const CODE_BY_FASTIFY_CODE: Readonly<Record<string, ApiErrorCode>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformedJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'malformedJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payloadTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'badRequest',
  FST_ERR_CTP_INVALID_TYPE: 'badRequest',
};

/** A 4xx status raised by a plugin, as the contract's code for it (else 400 badRequest). */
const CODE_BY_STATUS: Readonly<Record<number, ApiErrorCode>> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  408: 'requestTimeout',
  413: 'payloadTooLarge',
  414: 'uriTooLong',
  415: 'unsupportedMediaType',
  429: 'tooManyRequests',
  431: 'headersTooLarge',
};

/** The status and code a Fastify or plugin 4xx is answered with. */
export function contractErrorOf(error: FastifyError): { status: number; code: ApiErrorCode } {
  const byCode = CODE_BY_FASTIFY_CODE[error.code];
  if (byCode) return { status: API_ERROR_STATUS[byCode], code: byCode };
  // The JSON parser's own SyntaxError (a body that is not JSON) carries status 400 and no code.
  if (error instanceof SyntaxError) return { status: 400, code: 'malformedJson' };
  const byStatus = error.statusCode === undefined ? undefined : CODE_BY_STATUS[error.statusCode];
  if (byStatus) return { status: API_ERROR_STATUS[byStatus], code: byStatus };
  return { status: 400, code: 'badRequest' };
}

export function errorHandler(
  this: FastifyInstance,
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof HttpError) {
    if (error.retryAfterSeconds !== undefined) {
      void reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
    }
    const body: ApiError =
      error.params === undefined
        ? { code: error.code }
        : { code: error.code, params: { ...error.params } };
    if (error.fields !== undefined) body.fields = [...error.fields];
    return reply.code(error.statusCode).send(body);
  }

  if (Array.isArray(error.validation)) {
    const part = error.validationContext ?? 'body';
    const fields: ValidationField[] = error.validation.slice(0, 100).map((issue) => ({
      in: part,
      path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.').slice(0, 200),
      code: String(issue.keyword).slice(0, 64),
    }));
    return reply.code(400).send({ code: 'validation', fields });
  }

  const status = error.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    const answer = contractErrorOf(error);
    request.log.info({ code: error.code, status }, 'client error');
    if (answer.status === 429) {
      const retryAfter = reply.getHeader('retry-after');
      if (retryAfter === undefined) void reply.header('retry-after', '1');
    }
    return reply.code(answer.status).send({ code: answer.code });
  }

  if (status === 503) {
    return reply.code(503).header('retry-after', '1').send({ code: 'serviceUnavailable' });
  }

  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send({ code: 'internal' });
}

/**
 * Serialises an error answer (any status >= 400). It writes only the contract's fields, so a stray
 * property (a message, a stack) never reaches the wire, and it cannot throw: a body that is not a
 * contract error is logged by the caller's handler and replaced by `{code: 'internal'}`.
 */
export function serializeError(payload: unknown): string {
  const body = (payload ?? {}) as Partial<ApiError> & Record<string, unknown>;
  if (!isApiErrorCode(body.code)) return '{"code":"internal"}';
  const clean: ApiError = { code: body.code };
  if (body.params && typeof body.params === 'object') clean.params = body.params;
  if (Array.isArray(body.fields)) {
    clean.fields = body.fields.map((field: { path?: unknown; code?: unknown }) => ({
      path: String(field.path ?? ''),
      code: String(field.code ?? ''),
    }));
  }
  return JSON.stringify(clean);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(errorHandler);
}
