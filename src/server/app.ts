/**
 * Builds the Fastify app without listening: main.ts listens, tests use `app.inject`.
 * Order matters: logger and compilers, security headers and compression (global hooks), the
 * error handler, health, OpenAPI, the API modules under /api, then the web app and fallback.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import compress from '@fastify/compress';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../contract/index.ts';
import type { Config } from './config.ts';
import type { ApiModule, App, AppDeps } from './deps.ts';
import type { Database } from './db/types.ts';
import { createTokenService } from './modules/auth/tokens.ts';
import { apiModules } from './modules/index.ts';
import { registerRateLimits } from './modules/rate-limits/rate-limits.ts';
import { registerBranding } from './plugins/branding.ts';
import { registerErrorHandler, serializeError } from './plugins/errors.ts';
import { registerHealthRoutes } from './plugins/health.ts';
import { createLogger } from './plugins/logger.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import {
  clientErrorHandler,
  frameworkErrors,
  MAX_PARAM_LENGTH,
  registerRequestLimits,
  safeValidatorCompiler,
} from './plugins/request-limits.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { loadServedTenants, type ServedTenants } from './served-tenants.ts';

export type { ApiModule, App, AppDeps };

export interface BuildAppOptions {
  config: Config;
  db: Database;
  now?: () => Date;
  /** Served tenants (default: every tenant file, resolved for config.APP_ENV). */
  tenants?: ServedTenants;
  /** A pino logger (default: one at config.LOG_LEVEL writing to stdout). */
  logger?: FastifyBaseLogger;
  /** Modules to mount under /api (default: modules/index.ts). */
  modules?: readonly ApiModule[];
  /** How long a request may take to arrive whole (default REQUEST_TIMEOUT_MS; tests shorten it). */
  requestTimeoutMs?: number;
}

const BODY_LIMIT_BYTES = 1024 * 1024;
/**
 * How long a request may take to arrive whole, headers and body: after it, 408 `requestTimeout`
 * and the socket is closed. Fastify's default is no limit, so a client that sent its headers and
 * a few bytes of a body held its socket for ever (headers alone already had Node's 60 s). Two
 * minutes lets an operator send a 20 MB catalogue file (IMPORT_MAX_BYTES) at ~1.4 Mbit/s. Node
 * checks at most every 30 s, so a stalled request goes within 2.5 minutes.
 */
export const REQUEST_TIMEOUT_MS = 120_000;

export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config, db } = options;
  const requestTimeoutMs = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const deps: AppDeps = {
    config,
    db,
    now: options.now ?? (() => new Date()),
    tenants: options.tenants ?? loadServedTenants(config),
    tokens: createTokenService({
      linkSecret: config.LINK_SECRET,
      sessionSecret: config.SESSION_SECRET,
    }),
  };

  const app = Fastify({
    loggerInstance: options.logger ?? createLogger(config.LOG_LEVEL),
    genReqId: () => randomUUID(),
    bodyLimit: BODY_LIMIT_BYTES,
    // Given to Node's server when it is made as well: set only afterwards (all Fastify does),
    // Node 24 never times a stalled body out.
    requestTimeout: requestTimeoutMs,
    http: {
      requestTimeout: requestTimeoutMs,
      connectionsCheckingInterval: Math.min(30_000, requestTimeoutMs / 4),
    },
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // request-limits.ts answers 503 in the contract's shape while closing.
    return503OnClosing: false,
    clientErrorHandler,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(safeValidatorCompiler);
  // Error answers of the contract go through serializeError, which writes only the contract's
  // fields and cannot fail; other answers are checked against their schema.
  app.setSerializerCompiler((route) =>
    route.schema === apiErrorSchema
      ? serializeError
      : serializerCompiler(route as Parameters<typeof serializerCompiler>[0]),
  );
  // The headers first: a refusal of the request limits (414, the shutdown's 503) carries them too.
  registerSecurityHeaders(app, {
    allowTagManager: [...deps.tenants.values()].some((tenant) => tenant.gtmId !== undefined),
  });
  registerRequestLimits(app);
  await app.register(compress, { global: true, encodings: ['br', 'gzip'] });
  registerErrorHandler(app);
  await registerHealthRoutes(app, db);
  await registerOpenApi(app, packageVersion());

  // Before the modules: the plugin sees each route as it is added (its onRoute hook).
  await registerRateLimits(app, deps);
  for (const module of options.modules ?? apiModules) {
    await app.register(async (instance) => module(instance, deps), { prefix: '/api' });
  }

  await registerBranding(app, deps.tenants);
  await registerWebApp(app, config.WEB_DIST);
  return app;
}

/** Fastify's `trustProxy` for TRUST_PROXY: nothing, a hop count, or a list of proxies. */
function trustProxyOption(
  value: Config['TRUST_PROXY'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (value === false) return false;
  // A hop count trusts that many proxies nearest the service, as proxy-addr does for a number.
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return [...value];
}

function packageVersion(): string {
  const text = readFileSync(new URL('../../package.json', import.meta.url), 'utf8');
  return (JSON.parse(text) as { version: string }).version;
}
