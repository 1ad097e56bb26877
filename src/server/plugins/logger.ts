/**
 * The server's pino logger. Secrets never reach the log (SECURITY T7, T16): credentials in
 * headers and bodies are redacted, and requests are logged by path only — a query string can
 * carry a link token (`?userToken=…`), so it is never logged.
 */
import type { FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from '../config.ts';

const SECRET_FIELDS = ['password', 'userToken', 'token', 'authorization'];

/** pino redact paths: secret headers, and secret fields at the top level and one level down. */
export const REDACT_PATHS: readonly string[] = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-bot-key"]',
  'req.headers["x-operator-key"]',
  'headers.authorization',
  'headers.cookie',
  'headers["x-bot-key"]',
  'headers["x-operator-key"]',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

/** The path of a URL without its query string or fragment. */
export function pathOnly(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

export const serializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      path: pathOnly(request.url),
      remoteAddress: request.ip,
    };
  },
};

export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: [...REDACT_PATHS], censor: '[redacted]' },
      serializers,
    },
    destination,
  );
}
