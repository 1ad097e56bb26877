/**
 * What the service refuses before a route sees the request, each in the error contract's shape:
 * - requests Node's HTTP parser cannot read (headers too large → 431, timeouts → 408: headers
 *   after 60 s, the whole request after app.ts's REQUEST_TIMEOUT_MS; anything else → 400),
 *   answered by `clientErrorHandler` on the raw socket;
 * - an address longer than MAX_URL_LENGTH, or a path parameter past the router's limit → 414
 *   `uriTooLong`; a path the router cannot decode → 400 `badRequest` (`frameworkErrors`), and so
 *   is a call's query that does not decode;
 * - a body in any content type but JSON → 415 (Fastify's text/plain parser is removed);
 * - any request once the server is shutting down → 503 `serviceUnavailable` with Retry-After (in
 *   place of Fastify's `return503OnClosing`, whose body is not the contract's);
 * - strings that break the contract's text rule (NUL and other control characters, lone
 *   surrogates, JSON nested too deep) in any validated part → 400 `validation`, before the
 *   call's own schema (`safeValidatorCompiler`).
 */
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { MAX_URL_LENGTH, findUnsafeInput, type ApiErrorCode } from '../../contract/index.ts';
import { HttpError } from './errors.ts';

const STATUS_TEXT: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/** Fastify's `clientErrorHandler`: what a request the HTTP parser refused is answered with. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code]: [number, ApiErrorCode] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'headersTooLarge']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'requestTimeout']
        : [400, 'badRequest'];
  const body = JSON.stringify({ code });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\nContent-Length: ${body.length}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route or hook runs, in the
 * contract's shape (an undecodable `%zz` in the path → 400, a parameter past the router's
 * maxParamLength → 414).
 */
export function frameworkErrors(
  error: { code?: string },
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const [status, code]: [number, ApiErrorCode] =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? [414, 'uriTooLong']
      : error.code === 'FST_ERR_BAD_URL'
        ? [400, 'badRequest']
        : [500, 'internal'];
  void reply.code(status).send({ code });
}

/** The zod validator of fastify-type-provider-zod, after the contract's text rule. */
export const safeValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return (data: unknown) => {
    const unsafe = findUnsafeInput(data);
    if (!unsafe) return validate(data);
    return {
      error: [
        {
          keyword: unsafe.code,
          instancePath: unsafe.path === '' ? '' : `/${unsafe.path.split('.').join('/')}`,
          schemaPath: '',
          params: {},
          message: unsafe.code,
        },
      ],
    } as unknown as ReturnType<typeof validate>;
  };
};

/** Path parameters up to this length reach the call's schema (400); longer ones are 414. */
export const MAX_PARAM_LENGTH = 2048;

/** Refuses over-long addresses, and every request once the server is closing. */
export function registerRequestLimits(app: FastifyInstance): void {
  // Every call takes JSON only: a text body is 415, not a string handed to the schema.
  app.removeContentTypeParser('text/plain');
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request) => {
    if (closing) {
      throw new HttpError(503, 'serviceUnavailable', undefined, { retryAfterSeconds: 1 });
    }
    if (request.url.length > MAX_URL_LENGTH) throw new HttpError(414, 'uriTooLong');
    if (!request.url.startsWith('/api/')) return;
    if (request.url.length > MAX_PARAM_LENGTH && hasLongSegment(request.url)) {
      throw new HttpError(414, 'uriTooLong');
    }
    if (!queryDecodes(request.url)) throw new HttpError(400, 'badRequest');
  });
}

/**
 * Whether a segment of the address's path is longer than a parameter may be. The router throws
 * 414 for such a parameter at the end of a path, but one in the middle (`bingo/period/{long}/2026`)
 * only fails to match, and the address fell through to the web app's 404.
 */
function hasLongSegment(url: string): boolean {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  return path.split('/').some((segment) => segment.length > MAX_PARAM_LENGTH);
}

/**
 * Whether the address's query decodes: a percent sequence that is not UTF-8 (`%ED%A0%80`) or a
 * stray `%` is refused as the router refuses one in the path, instead of being taken as the
 * literal text (what Fastify's query parser does with what it cannot decode).
 */
function queryDecodes(url: string): boolean {
  const query = url.indexOf('?');
  if (query === -1 || !url.includes('%', query)) return true;
  try {
    decodeURIComponent(url.slice(query + 1));
    return true;
  } catch {
    return false;
  }
}
