/**
 * `POST order/simulate` (SPEC §3 simulation response, §7, §8 "Simulation status 406 limitOrder"):
 * the cart priced by the server's engine from its own catalogue, combos, tax and the client row.
 * Refusals carry a code (406 limitOrder above the payment limit for a client not authorised over
 * it; 422 orderingDisabled (not 403: the app logs out on 403, SPEC §7); 422 productUnavailable, quantityLimitExceeded, comboMinimumNotMet,
 * emptyOrder). Create-only checks (minimum order, acceptance box, client prices) are not refusals
 * here: the cart shows them.
 */
import {
  statusOfError,
  type SimulateBody,
  type SimulationResponse,
} from '../../../contract/index.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { toApiError, toSimulationResponse } from './order-response.ts';
import { priceOrder } from '../../../domain/pricing/price-engine.ts';
import { loadPricingData } from './pricing-repository.ts';

export async function simulateOrder(
  deps: Pick<AppDeps, 'db' | 'now'>,
  ctx: RequestContext,
  body: SimulateBody,
): Promise<SimulationResponse> {
  const lines = body.products;
  // Read by the guard with the session (decision 065; routes.ts asks it for the open orders).
  const reads = ctx.reads;
  if (reads?.openOrdersTotal === undefined) throw new Error('simulate needs the open-orders read');
  const { account, catalogueVersion, openOrdersTotal: openTotal } = reads;
  if (account === undefined) throw new HttpError(404, 'notFound');
  if (!account.client.isOrderOptionActive) throw new HttpError(422, 'orderingDisabled');
  const data = await loadPricingData(deps, ctx.tenant, lines, catalogueVersion);
  const result = priceOrder({
    mode: 'simulate',
    lines,
    ...data,
    tax: ctx.tenant.tax,
    tenant: ctx.tenant,
    client: account.client,
    userFlow: body.userFlow,
    openOrdersTotal: openTotal,
  });
  if (!result.ok) {
    const error = toApiError(result);
    throw new HttpError(statusOfError(error.code), error.code, error.params);
  }
  return toSimulationResponse(result.simulation);
}
