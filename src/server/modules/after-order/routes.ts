/**
 * After-order calls of SPEC §7 owned here: open invoices, bingo, notification opt-in, and the
 * app's logs and service tracking. Handlers are thin: context from the session guard, then the
 * service. Tenant and client come only from `contextOf(request)` (SECURITY T4).
 */
import { calls, MAX_FREE_DATA_BYTES } from '../../../contract/index.ts';
import type { ApiModule } from '../../deps.ts';
import { contextOf } from '../../plugins/request-context.ts';
import { callRoute } from '../../plugins/route.ts';
import { bingoCardOf, bingoHistoryOf } from './bingo-service.ts';
import { recordClientLog, recordTrackingEvent } from './client-events-service.ts';
import { openInvoicesOf } from './invoices-service.ts';
import { optInStatusOf, registerOptIn } from './opt-in-service.ts';

/**
 * Body limit of `logs` and `service/tracking`: room for the contract's data cap plus the JSON
 * around it. A body over the cap but under this limit is a 400 validation error; over it, 413.
 */
export const CLIENT_EVENT_BODY_LIMIT = 2 * MAX_FREE_DATA_BYTES;

export const afterOrderModule: ApiModule = async (app, deps) => {
  app.route({
    ...callRoute(deps, calls.openInvoices),
    handler: async (request) => openInvoicesOf(contextOf(request), deps.db),
  });

  app.route({
    ...callRoute(deps, calls.bingoCard),
    handler: async (request) => bingoCardOf(contextOf(request), deps.db, request.params),
  });

  app.route({
    ...callRoute(deps, calls.bingoHistory),
    handler: async (request) => bingoHistoryOf(contextOf(request), deps.db),
  });

  app.route({
    ...callRoute(deps, calls.optInRegister),
    handler: async (request) => registerOptIn(contextOf(request), deps.db, request.body.userOptIn),
  });

  app.route({
    ...callRoute(deps, calls.optInStatus),
    handler: async (request) => optInStatusOf(contextOf(request), deps.db),
  });

  app.route({
    ...callRoute(deps, calls.logs),
    bodyLimit: CLIENT_EVENT_BODY_LIMIT,
    handler: async (request) => recordClientLog(contextOf(request), deps.db, request.body.data),
  });

  app.route({
    ...callRoute(deps, calls.serviceTracking),
    bodyLimit: CLIENT_EVENT_BODY_LIMIT,
    handler: async (request) => recordTrackingEvent(contextOf(request), deps.db, request.body),
  });
};
