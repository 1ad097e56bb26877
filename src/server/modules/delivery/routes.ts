/**
 * Delivery calls: the dates a shop may pick for a scheduled or recurrent order.
 *
 *   GET /api/scheduled/order/available/date/:period  (session) → ['YYYY-MM-DD', …]
 *     period ∈ the tenant's recurrentOrderOptionalPeriods (⊂ 15, 30, 45, 60), else 400 validation;
 *     [] when the tenant has neither scheduled nor recurrent delivery on.
 */
import { calls } from '../../../contract/index.ts';
import type { ApiModule } from '../../deps.ts';
import { contextOf } from '../../plugins/request-context.ts';
import { callRoute } from '../../plugins/route.ts';
import { availableDatesFor } from './service.ts';

export const deliveryModule: ApiModule = async (app, deps) => {
  app.route({
    ...callRoute(deps, calls.availableDates),
    handler: async (request) => availableDatesFor(contextOf(request), request.params.period),
  });
};
