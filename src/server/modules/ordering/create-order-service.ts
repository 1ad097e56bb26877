/**
 * `POST order/create` (SPEC §7; PRODUCT.md "the server is the authority on money", "exactly-once
 * orders"; SECURITY T1, T2, T3, T14, T15).
 *
 * 1. The catalogue and combos are read (shared cache), outside the order transaction.
 * 2. One transaction, one durable commit (decision 037), two statements inside (decision 066):
 *    - `open_order_create` (migration 076): look up and lock the Idempotency-Key (./idempotency.ts:
 *      a stored answer is replayed, a running one is 409), lock the client row (orders of one
 *      client are serialised, so two concurrent orders cannot both pass one limit) and read the
 *      total of its open orders after that lock;
 *    - decide from the locked row — ordering on, delivery dates, prices re-computed by the
 *      engine, limits against the client's open orders plus this one — then ONE statement numbers
 *      the orders, inserts them with their lines, status events and `order.created` outbox events
 *      (orders/order-transitions.ts) and stores the answer with the key (order-repository.ts);
 *      it commits the transaction (`commitWith`: on PostgreSQL the COMMIT goes with it, decision
 *      090). The driver resolves only once the commit is durable (PGlite is synced).
 *    A refusal is stored with the key by a statement of its own (./idempotency.ts).
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
import { addressToConfirm } from '../../../domain/checkout-blockers.ts';
import { fromCents } from '../../../domain/money.ts';
import { isOrderableLine } from '../../../domain/order-body.ts';
import type { CartItem } from '../../../domain/types.ts';
import type { AppDeps } from '../../deps.ts';
import type { Transaction } from '../../db/types.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { runIdempotently, type ExecutedAnswer, type StoredAnswer } from './idempotency.ts';
import type { KeyToStore } from './idempotency-repository.ts';
import { availableDeliveryDates, earliestDeliveryDate } from '../../../domain/delivery-calendar.ts';
import { localDate } from '../../../domain/dates.ts';
import {
  AVAILABLE_WINDOW_DAYS,
  planDelivery,
  type DeliveryPlan,
} from '../../../domain/order-delivery.ts';
import { deliveryCalendarFor } from '../../../tenants/index.ts';
import { createdOrderStatus, placeOrders } from './place-order.ts';
import { insertRecurrentSchedule, openOrderCreate, type OrderOpening } from './order-repository.ts';
import { orderCreated } from './order-response.ts';
import { toApiError } from './order-response.ts';
import { priceOrder } from '../../../domain/pricing/price-engine.ts';
import type { PricingResult } from '../../../domain/pricing/price-engine-types.ts';
import { loadPricingData, type PricingData } from './pricing-repository.ts';
import type {
  ClientAccount,
  ClientScope as TenantClientScope,
} from '../clients/client-repository.ts';
import type { ResolvedTenantConfig } from '../../../tenants/index.ts';

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

/** The last available dates computed per delivery calendar (the tenant's, per settings version). */
const availableCache = new WeakMap<object, { key: string; dates: string[] }>();

/**
 * The tenant's available delivery dates at `now` (AVAILABLE_WINDOW_DAYS), computed once per
 * calendar and day (issue 16: the calendar and its holidays were ~15% of create's CPU). They
 * change only with the local day, the cutoff hour and the calendar itself (a settings change
 * gives a new tenant object, and so a new calendar object).
 */
function availableDatesAt(tenant: ResolvedTenantConfig, now: Date): string[] {
  const calendar = tenant.deliveryCalendar;
  const key = [
    tenant.timeZone,
    now.toISOString().slice(0, 10),
    earliestDeliveryDate(calendar, tenant.timeZone, now),
    localDate(now, tenant.timeZone),
  ].join('|');
  const cached = availableCache.get(calendar);
  if (cached?.key === key) return cached.dates;
  const dates = availableDeliveryDates({
    calendar: deliveryCalendarFor(tenant, now, AVAILABLE_WINDOW_DAYS),
    timeZone: tenant.timeZone,
    now,
    days: AVAILABLE_WINDOW_DAYS,
  });
  availableCache.set(calendar, { key, dates });
  return dates;
}

async function writeOrders(
  tx: Transaction,
  decision: Decision,
  account: ClientAccount,
  plan: DeliveryPlan,
  priced: Extract<PricingResult, { ok: true }>,
  key: KeyToStore,
): Promise<ExecutedAnswer> {
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
  const status = createdOrderStatus(priced);
  const answerOf = (orderNumber: string, deliveryDate: string): OrderCreated =>
    orderCreated(
      { orderNumber, status, createdAt: ctx.now, deliveryDate, priced },
      account.client,
      ctx.tenant,
    );
  // The answer is stored by the statement that writes the orders, which draws their numbers.
  const placed = await placeOrders(
    tx,
    {
      tenant: ctx.tenant,
      scope,
      account,
      priced,
      now: ctx.now,
      deliveryDates: plan.dates,
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
    },
    {
      key,
      status: 200,
      list: plan.answersList,
      parts: plan.dates.map((date) => answerOf('', date)),
    },
  );
  const created = placed.map((order, i) => answerOf(order.orderNumber, plan.dates[i] ?? ''));
  return { status: 200, body: plan.answersList ? created : created[0], stored: true };
}

/** Decides the answer from the locked client row and writes the orders (inside the transaction). */
async function decideAndWrite(
  decision: Decision,
  tx: Transaction,
  opened: OrderOpening['client'],
  key: KeyToStore,
): Promise<ExecutedAnswer> {
  if (opened === undefined) return refusal('notFound');
  const { account, openOrdersTotal } = opened;
  if (!account.client.isOrderOptionActive) return refusal('orderingDisabled');

  const { tenant, now } = decision.ctx;
  // SPEC §5: the shop confirms its delivery address when the tenant asks and it has one; the cart
  // asks, and a body that skips it is refused rather than delivered to an unconfirmed address.
  if (
    addressToConfirm(tenant.isDeliveryAddressConfirmationActive, account.client.address) !==
      undefined &&
    decision.body.userFlow?.deliveryAddressConfirmed !== true
  ) {
    return refusal('deliveryAddressNotConfirmed');
  }
  const offer = {
    available: availableDatesAt(tenant, now),
    scheduledDelivery: tenant.features.scheduledDelivery,
    recurrentDelivery: tenant.features.recurrentDelivery,
    periods: tenant.recurrentOrderOptionalPeriods,
  };
  const plan = planDelivery(offer, decision.body, liquidItems(decision));
  if ('ok' in plan) return refusal(plan.code, plan.params);

  const priced = priceFor(decision, account, openOrdersTotal, plan.dates.length);
  if (!priced.ok) {
    const error = toApiError(priced);
    return refusal(error.code, error.params);
  }
  return writeOrders(tx, decision, account, plan, priced, key);
}

export async function createOrder(
  deps: Pick<AppDeps, 'db' | 'now'>,
  ctx: RequestContext,
  idempotencyKey: string,
  body: CreateOrderBody,
  onReplay?: () => void,
): Promise<OrderCreateResponse> {
  const scope: TenantClientScope = { tenantId: ctx.tenantId, clientId: ctx.clientId };
  // Read before the transaction: the shared catalogue cache (at the version the guard read with
  // the session, decision 065), and the combos the lines name.
  const data = await loadPricingData(deps, ctx.tenant, body.products, ctx.reads?.catalogueVersion);
  const decision: Decision = { ctx, scope, body, data };
  // A stored answer is replayed as it was written by this service (the serializer checks it again).
  return (await runIdempotently({
    db: deps.db,
    scope,
    key: idempotencyKey,
    body,
    now: ctx.now,
    ...(onReplay ? { onReplay } : {}),
    open: async (tx, requestHash) => {
      const { found, client } = await openOrderCreate(
        tx,
        scope,
        idempotencyKey,
        requestHash,
        ctx.now,
      );
      return { found, opened: client };
    },
    execute: (tx, opened, key) => decideAndWrite(decision, tx, opened, key),
  })) as OrderCreateResponse;
}
