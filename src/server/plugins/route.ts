/**
 * Route options for a contract call: method, path, schemas (validation, serialisation, OpenAPI)
 * and the guard its auth kind needs. A module mounts a call with
 *   app.route({ ...callRoute(deps, calls.categories), handler: async (request) => … })
 * and the handler only calls its service (thin handlers, ARCHITECTURE habit 6).
 */
import { fastifySchema, type CallDescriptor } from '../../contract/index.ts';
import type { AppDeps } from '../app.ts';
import { botKeyGuard, operatorKeyGuard, sessionGuard } from './request-context.ts';

export function callRoute<C extends CallDescriptor>(deps: AppDeps, call: C) {
  const guard =
    call.auth === 'session'
      ? sessionGuard(deps)
      : call.auth === 'botKey'
        ? botKeyGuard(deps)
        : call.auth === 'operatorKey'
          ? operatorKeyGuard(deps)
          : undefined; // 'none', and 'linkOrSession' which orchestration checks itself
  return {
    method: call.method,
    url: `/${call.path}`,
    schema: fastifySchema(call),
    ...(guard ? { preHandler: guard } : {}),
  };
}
