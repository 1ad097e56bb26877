/**
 * Ordering calls: `POST order/simulate` and `POST order/create` (SPEC §7). Thin handlers: the
 * services decide (./simulate-service.ts, ./create-order-service.ts).
 */
import type { FastifyRequest } from 'fastify';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  calls,
} from '../../../contract/index.ts';
import type { ApiModule } from '../../deps.ts';
import { HttpError } from '../../plugins/errors.ts';
import { contextOf } from '../../plugins/request-context.ts';
import { callRoute } from '../../plugins/route.ts';
import { createOrder } from './create-order-service.ts';
import { simulateOrder } from './simulate-service.ts';

/** A missing key is its own code, before the schema check of the header (SECURITY T1). */
async function requireIdempotencyKey(request: FastifyRequest): Promise<void> {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (value === undefined || value === '') throw new HttpError(400, 'idempotencyKeyRequired');
}

export const orderingModule: ApiModule = async (app, deps) => {
  app.route({
    // The guard reads the open orders' total with the session: one statement in all (decision 065).
    ...callRoute(deps, calls.simulateOrder, { openOrders: true }),
    handler: async (request) => simulateOrder(deps, contextOf(request), request.body),
  });

  app.route({
    ...callRoute(deps, calls.createOrder),
    preValidation: requireIdempotencyKey,
    handler: async (request, reply) => {
      const ctx = contextOf(request);
      const key = request.headers[IDEMPOTENCY_KEY_HEADER];
      return createOrder(deps, ctx, key, request.body, () => {
        void reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      });
    },
  });
};
