/**
 * `POST order/create` (SPEC §7; PRODUCT.md "the server is the authority on money", "exactly-once
 * orders"; SECURITY T1, T2, T3, T14, T15).
 *
 * 1. The catalogue and combos are read (shared cache), outside the order transaction.
 * 2. One transaction, one durable commit (decision 037): look up and lock the Idempotency-Key
 *    (./idempotency.ts: a stored answer is replayed, a running one is 409), lock the client row (orders of one client are serialised, so two concurrent
 *    orders cannot both pass one limit), decide from the locked row — ordering on, delivery dates,
 *    prices re-computed by the engine, limits against the client's open orders plus this one — then
 *    allocate the order numbers, insert orders, lines and status events, write each order's
 *    `order.created` outbox event (orders/order-transitions.ts), and store the answer with the key;
 *    COMMIT. The driver resolves only once the commit is durable (PGlite is synced).
 * Every business refusal (4xx) is stored as the key's answer too; faults are not (the transaction
 * rolls back, key included, so a retry can run).
 *
 * Decided here:
 * - creditLimitAccepted is only the shop's acknowledgement; authorisation comes from the client
 *   row. An over-limit order of an authorised client that ticked the box is created BLOCKED
 *   (credit analysis: "finance review applies", SPEC §5), after a REGISTERED event.
 * - The payment limit holds for the client's open orders (REGISTERED, BLOCKED, PREPARING, ROUTED)
 *   plus this order; a scheduled order with several dates counts every one of its orders.
 * - Channel 40 (the messaging-app channel: this app is opened from the chat or standalone).
 */
import {
  statusOfError,
  type CreateOrderBody,
  type OrderCreateResponse,
  type OrderCreated,
} from '../../../contract/index.ts';
import { fromCents } from '../../../domain/money.ts';
import { isOrderableLine } from '../../../domain/order-body.ts';
import type { CartItem } from '../../../domain/types.ts';
import type { AppDeps } from '../../deps.ts';
import type { Queryable } from '../../db/types.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { runIdempotently, type StoredAnswer } from './idempotency.ts';
import { availableDeliveryDates } from '../../../domain/delivery-calendar.ts';
import {
  AVAILABLE_WINDOW_DAYS,
  planDelivery,
  type DeliveryPlan,
} from '../../../domain/order-delivery.ts';
import { deliveryCalendarFor } from '../../../tenants/index.ts';
import { placeOrder } from './place-order.ts';
import { insertRecurrentSchedule } from './order-repository.ts';
import { orderCreated } from './order-response.ts';
import { toApiError } from './order-response.ts';
import { priceOrder } from '../../../domain/pricing/price-engine.ts';
import type { PricingResult } from '../../../domain/pricing/price-engine-types.ts';
import { loadPricingData, type PricingData } from './pricing-repository.ts';
import {
  findClient,
  type ClientAccount,
  type ClientScope as TenantClientScope,
} from '../clients/client-repository.ts';
import { openOrdersTotal } from './pricing-repository.ts';

const refusal = (code: Parameters<typeof statusOfError>[0], params?: object): StoredAnswer => ({
  status: statusOfError(code),
  body: params === undefined || Object.keys(params).length === 0 ? { code } : { code, params },
});

interface Decision {
  ctx: RequestContext;
  scope: TenantClientScope;
  body: CreateOrderBody;
  data: PricingData;
}

function liquidItems(decision: Decision): CartItem[] {
  const items: CartItem[] = [];
  for (const line of decision.body.products) {
    const product = decision.data.catalogue.get(line.sku);
    if (product && isOrderableLine(line)) items.push({ product, quantity: line.quantity });
  }
  return items;
}

/** Prices the order; with several scheduled dates, each further order counts against the limit. */
function priceFor(
  decision: Decision,
  account: ClientAccount,
  openTotal: number,
  orders: number,
): PricingResult {
  const { ctx, body, data } = decision;
  const price = (open: number): PricingResult =>
    priceOrder({
      mode: 'create',
      lines: body.products,
      ...data,
      tax: ctx.tenant.tax,
      tenant: ctx.tenant,
      client: account.client,
      userFlow: body.userFlow,
      openOrdersTotal: open,
      clientTotal: body.totalPrice,
    });
  const single = price(openTotal);
  if (!single.ok || orders <= 1) return single;
  return price(openTotal + fromCents(single.totals.price * (orders - 1)));
}

async function writeOrders(
  tx: Queryable,
  decision: Decision,
  account: ClientAccount,
  plan: DeliveryPlan,
  priced: Extract<PricingResult, { ok: true }>,
): Promise<OrderCreated[]> {
  const { ctx, scope, body } = decision;
  let recurrentScheduleId: number | undefined;
  if (plan.recurrent) {
    recurrentScheduleId = await insertRecurrentSchedule(tx, scope, {
      ...plan.recurrent,
      products: body.products.filter(isOrderableLine).map((line) => ({
        sku: line.sku,
        quantity: line.quantity,
        combo: line.combo ?? 0,
        familyId: line.familyId ?? 0,
      })),
      createdAt: ctx.now,
    });
  }
  const created: OrderCreated[] = [];
  for (const date of plan.dates) {
    const { orderNumber, status } = await placeOrder(tx, {
      tenant: ctx.tenant,
      scope,
      account,
      priced,
      now: ctx.now,
      deliveryDate: date,
      orderType: plan.orderType,
      recurrent: { scheduleId: recurrentScheduleId },
      conversationId: ctx.conversationId,
      requireNpsOnBot: body.requireNPSOnBot === true,
      confirmed: {
        origin: ctx.origin,
        creditLimitAccepted: body.userFlow?.creditLimit?.creditLimitAccepted === true,
        glassBottlesAccepted: body.userFlow?.glassBottlesAccepted === true,
        deliveryAddressConfirmed: body.userFlow?.deliveryAddressConfirmed === true,
      },
    });
    created.push(
      orderCreated(
        { orderNumber, status, createdAt: ctx.now, deliveryDate: date, priced },
        account.client,
        ctx.tenant,
      ),
    );
  }
  return created;
}

/** Decides the answer from the locked client row and writes the orders (inside the transaction). */
async function decideAndWrite(tx: Queryable, decision: Decision): Promise<StoredAnswer> {
  const { ctx, scope } = decision;
  const account = await findClient(tx, scope, { forUpdate: true });
  if (account === undefined) return refusal('notFound');
  if (!account.client.isOrderOptionActive) return refusal('orderingDisabled');

  const { tenant, now } = ctx;
  const available = availableDeliveryDates({
    calendar: deliveryCalendarFor(tenant, now, AVAILABLE_WINDOW_DAYS),
    timeZone: tenant.timeZone,
    now,
    days: AVAILABLE_WINDOW_DAYS,
  });
  const offer = {
    available,
    scheduledDelivery: tenant.features.scheduledDelivery,
    recurrentDelivery: tenant.features.recurrentDelivery,
    periods: tenant.recurrentOrderOptionalPeriods,
  };
  const plan = planDelivery(offer, decision.body, liquidItems(decision));
  if ('ok' in plan) return refusal(plan.code, plan.params);

  const openTotal = await openOrdersTotal(tx, scope);
  const priced = priceFor(decision, account, openTotal, plan.dates.length);
  if (!priced.ok) {
    const error = toApiError(priced);
    return refusal(error.code, error.params);
  }
  const created = await writeOrders(tx, decision, account, plan, priced);
  return { status: 200, body: plan.answersList ? created : created[0] };
}

export async function createOrder(
  deps: Pick<AppDeps, 'db' | 'now'>,
  ctx: RequestContext,
  idempotencyKey: string,
  body: CreateOrderBody,
  onReplay?: () => void,
): Promise<OrderCreateResponse> {
  const scope: TenantClientScope = { tenantId: ctx.tenantId, clientId: ctx.clientId };
  // Read before the transaction: the shared catalogue cache, and the combos the lines name.
  const data = await loadPricingData(deps, ctx.tenant, body.products);
  const decision: Decision = { ctx, scope, body, data };
  // A stored answer is replayed as it was written by this service (the serializer checks it again).
  return (await runIdempotently({
    db: deps.db,
    scope,
    key: idempotencyKey,
    body,
    now: ctx.now,
    ...(onReplay ? { onReplay } : {}),
    execute: (tx) => decideAndWrite(tx, decision),
  })) as OrderCreateResponse;
}
