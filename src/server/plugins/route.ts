/**
 * Route options for a contract call: method, path, schemas (validation, serialisation, OpenAPI)
 * and the guard its auth kind needs (a console call: operator-context.ts, with the call's roles). A module mounts a call with
 *   app.route({ ...callRoute(deps, calls.categories), handler: async (request) => … })
 * and the handler only calls its service (thin handlers, ARCHITECTURE habit 6). A call that
 * declares a `rateLimit` in the contract is counted after its guard (modules/rate-limits).
 */
import { fastifySchema, type CallDescriptor } from '../../contract/index.ts';
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
