/**
 * Route options for a contract call: method, path, schemas (validation, serialisation, OpenAPI)
 * and the guard its auth kind needs (a console call: operator-context.ts, with the call's roles). A module mounts a call with
 *   app.route({ ...callRoute(deps, calls.categories), handler: async (request) => … })
 * and the handler only calls its service (thin handlers, ARCHITECTURE habit 6). A call that
 * declares a `rateLimit` in the contract is counted after its guard (modules/rate-limits).
 */
import { z } from 'zod';
import {
  binarySchema,
  errorResponses,
  fastifySchema,
  fileAnswer,
  type CallDescriptor,
} from '../../contract/index.ts';
import type { AppDeps } from '../deps.ts';
import { rateLimitConfig } from '../modules/rate-limits/rate-limits.ts';
import { erpKeyGuard } from './erp-context.ts';
import { operatorGuard } from './operator-context.ts';
import { botKeyGuard, operatorKeyGuard, sessionGuard, type GuardReads } from './request-context.ts';

/** `reads`: what a shop call's guard reads besides the session (request-context.ts). */
export function callRoute<C extends CallDescriptor>(
  deps: AppDeps,
  call: C,
  reads: GuardReads = {},
) {
  const guard =
    call.auth === 'session'
      ? sessionGuard(deps, reads)
      : call.auth === 'botKey'
        ? botKeyGuard(deps)
        : call.auth === 'operatorKey'
          ? operatorKeyGuard(deps)
          : call.auth === 'operatorSession'
            ? operatorGuard(deps, call.roles, { duringTotpSetup: call.duringTotpSetup === true })
            : call.auth === 'erpApiKey'
              ? erpKeyGuard(deps, call.scopes)
              : undefined; // 'none', and 'linkOrSession' which orchestration checks itself
  return {
    method: call.method,
    url: `/${call.path}`,
    schema: fastifySchema(call),
    ...(guard ? { preHandler: guard } : {}),
    // Counted after the guard, per the call's declared limit (the call's path names its counter).
    ...(call.rateLimit ? rateLimitConfig(call.path, call.rateLimit) : {}),
  };
}

/** A 304's entry in /openapi.json: no body (`type: 'null'`), and why it comes. */
const notModifiedAnswer = {
  304: z.null().describe("Not modified: the ETag in If-None-Match is the file's"),
};

/**
 * The `schema` of a route that answers a file, not JSON: a generated image, an uploaded product
 * image, a tenant's logo, icons and app manifest. It is not a contract call, since the app shows
 * the file and never parses it, but /openapi.json still lists every answer: the file under its
 * own type, 304 where it sends an ETag, 400 for an address that does not read (or that its params
 * refuse), 404 when there is no such file, and what any call can get.
 */
export function fileRouteSchema<P extends z.ZodType>(route: {
  summary: string;
  produces: string;
  tag: 'images' | 'app';
  params?: P;
  etag?: true;
}) {
  const response: Record<number, z.ZodType> = {
    ...errorResponses(400, 404, 414, 429, 431, 500, 503),
    200: fileAnswer(binarySchema, route.produces),
  };
  if (route.etag) Object.assign(response, notModifiedAnswer);
  // `params` is typed as given, so the handler reads its params. Without them the key is left
  // out: Fastify warns (FSTWRN001, on every start) about a `params` key that holds undefined.
  return {
    summary: route.summary,
    tags: [route.tag],
    ...(route.params === undefined ? {} : { params: route.params }),
    response,
  } as { summary: string; tags: string[]; params: P; response: typeof response };
}
