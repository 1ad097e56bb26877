/**
 * One error handler for the whole app (ARCHITECTURE habit 4). Expected client mistakes get a
 * 4xx with a code the web app translates; anything else is a fault: logged with its details,
 * answered with a bare 500 `{code: 'internal'}` that reveals nothing.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** An expected outcome a route or service reports over HTTP: `{code, params?}`. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly params: Readonly<Record<string, unknown>> | undefined;
  constructor(statusCode: number, code: string, params?: Record<string, unknown>) {
    super(code);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = code;
    this.params = params;
  }
}

export interface ValidationField {
  /** Where the field is: body, querystring, params or headers. */
  in: string;
  /** Dotted path inside that part, e.g. `items.0.quantity` ('' = the part itself). */
  path: string;
  /** zod issue code (e.g. `too_small`, `invalid_type`). */
  code: string;
}

/** Codes for the 4xx statuses raised by Fastify and its plugins. */
const CODE_BY_STATUS: Readonly<Record<number, string>> = {
  400: 'badRequest',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  405: 'methodNotAllowed',
  406: 'notAcceptable',
  408: 'requestTimeout',
  409: 'conflict',
  413: 'payloadTooLarge',
  414: 'uriTooLong',
  415: 'unsupportedMediaType',
  422: 'unprocessable',
  429: 'tooManyRequests',
  431: 'headersTooLarge',
};

const CODE_BY_FASTIFY_CODE: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformedJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'malformedJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payloadTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'badRequest',
};

export function errorHandler(
  this: FastifyInstance,
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof HttpError) {
    return reply
      .code(error.statusCode)
      .send(
        error.params === undefined
          ? { code: error.code }
          : { code: error.code, params: error.params },
      );
  }

  if (Array.isArray(error.validation)) {
    const part = error.validationContext ?? 'body';
    const fields: ValidationField[] = error.validation.map((issue) => ({
      in: part,
      path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      code: issue.keyword,
    }));
    return reply.code(400).send({ code: 'validation', fields });
  }

  const status = error.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    request.log.info({ code: error.code }, 'client error');
    const code = CODE_BY_FASTIFY_CODE[error.code] ?? CODE_BY_STATUS[status] ?? 'badRequest';
    return reply.code(status).send({ code });
  }

  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send({ code: 'internal' });
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(errorHandler);
}
