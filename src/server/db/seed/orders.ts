/**
 * Past orders of the demo clients (PRODUCT.md): 1001 has nine, over every status (one
 * cancelled) and channels 11, 12 and 40, one scheduled and one from a recurrent schedule; the
 * others a couple each. Lines come from the tenant's catalogue at its tier prices; returnable
 * glass brings its empty bottles and crates as zero-priced packaging lines (exchanged, not sold).
 * Times are relative to `now`; delivery dates are calendar days in the tenant's time zone.
 */
import { toAmount, withoutTaxCents } from './amounts.ts';
import type { Catalogue } from './catalogue.ts';
import { addDays, hoursBefore, localDate } from './local-dates.ts';
import { createPrng, type Prng } from './prng.ts';
import type {
  OrderChannel,
  OrderLineRow,
  OrderNumberSequenceRow,
  OrderRow,
  OrderStatus,
  OrderStatusEventRow,
  PriceTierRow,
  ProductRow,
  RecurrentScheduleRow,
} from './rows.ts';
import { tenantSeedProfile } from './tenant-profiles.ts';

export interface DemoOrders {
  orders: OrderRow[];
  lines: OrderLineRow[];
  events: OrderStatusEventRow[];
  recurrentSchedules: RecurrentScheduleRow[];
  sequence: OrderNumberSequenceRow;
}

interface OrderSpec {
  client: string;
  hoursAgo: number;
  status: OrderStatus;
  channel: OrderChannel;
  type?: 'scheduledOrder' | 'recurrentOrder';
  small?: boolean;
}

export const firstOrderNumber = 100001;

const specs: readonly OrderSpec[] = [
  { client: '1001', hoursAgo: 75 * 24, status: 'DELIVERED', channel: 40 },
  { client: '1002', hoursAgo: 40 * 24, status: 'DELIVERED', channel: 11 },
  { client: '1001', hoursAgo: 52 * 24 + 3, status: 'DELIVERED', channel: 11 },
  { client: '1001', hoursAgo: 33 * 24 + 5, status: 'DELIVERED', channel: 12 },
  { client: '1004', hoursAgo: 25 * 24 + 2, status: 'DELIVERED', channel: 11, small: true },
  { client: '1003', hoursAgo: 20 * 24 + 6, status: 'DELIVERED', channel: 40, small: true },
  {
    client: '1001',
    hoursAgo: 16 * 24 + 4,
    status: 'DELIVERED',
    channel: 40,
    type: 'recurrentOrder',
  },
  { client: '1001', hoursAgo: 12 * 24 + 7, status: 'CANCELLED', channel: 40 },
  { client: '1004', hoursAgo: 8 * 24 + 1, status: 'CANCELLED', channel: 40, small: true },
  { client: '1001', hoursAgo: 50, status: 'PREPARING', channel: 12, type: 'scheduledOrder' },
  { client: '1001', hoursAgo: 26, status: 'ROUTED', channel: 11 },
  { client: '1001', hoursAgo: 3, status: 'BLOCKED', channel: 40 },
  { client: '1003', hoursAgo: 2, status: 'REGISTERED', channel: 40, small: true },
  { client: '1001', hoursAgo: 1, status: 'REGISTERED', channel: 40 },
];

/** The path an order walks through; cancelled orders stop after being received. */
const statusChain: readonly OrderStatus[] = [
  'REGISTERED',
  'BLOCKED',
  'PREPARING',
  'ROUTED',
  'DELIVERED',
];
const hoursAfterCreation = [0, 1, 4, 18, 30] as const;

export function generateOrders(tenantId: number, now: Date, catalogue: Catalogue): DemoOrders {
  const profile = tenantSeedProfile(tenantId);
  const prng = createPrng(`orders-${tenantId}`);
  const tiers = tiersBySku(catalogue.priceTiers);
  const bySku = new Map(catalogue.products.map((p) => [p.sku, p]));
  const sellable = catalogue.products.filter(
    (p) => !p.sku.endsWith('P') && p.active && p.price > 0 && p.quantity_limit !== 0,
  );
  const cheap = sellable.filter((p) => !p.is_glass_bottle && p.unit_cost === p.price);
  const result: DemoOrders = {
    orders: [],
    lines: [],
    events: [],
    recurrentSchedules: [],
    sequence: { tenant_id: tenantId, next_value: firstOrderNumber + specs.length },
  };

  specs.forEach((spec, i) => {
    const orderNumber = String(firstOrderNumber + i);
    const createdAt = hoursBefore(now, spec.hoursAgo);
    const createdDay = localDate(createdAt, profile.timeZone);
    const picks = spec.small
      ? prng.sample(cheap, 2).map((product) => ({ product, quantity: prng.int(1, 3) }))
      : prng
          .sample(sellable, prng.int(3, 5))
          .map((product) => ({ product, quantity: quantityFor(product, prng) }));
    const lines = orderLines(tenantId, orderNumber, picks, tiers, bySku);
    const totals = orderTotals(picks, tiers, profile.taxRate);
    const expected = addDays(createdDay, spec.channel === 11 ? 2 : 1);
    let scheduleId: number | null = null;
    if (spec.type === 'recurrentOrder') {
      scheduleId = result.recurrentSchedules.length + 1;
      result.recurrentSchedules.push({
        tenant_id: tenantId,
        id: scheduleId,
        client_id: spec.client,
        period_days: 30,
        start_date: expected,
        next_date: addDays(expected, 30),
        products: picks.map((p) => ({ sku: p.product.sku, quantity: p.quantity })),
        active: true,
        created_at: createdAt,
      });
    }
    result.orders.push({
      tenant_id: tenantId,
      order_number: orderNumber,
      client_id: spec.client,
      channel: spec.channel,
      status: spec.status,
      created_at: createdAt,
      expected_delivery_date: spec.type === 'scheduledOrder' ? addDays(createdDay, 3) : expected,
      scheduled_delivery_date: spec.type === 'scheduledOrder' ? addDays(createdDay, 3) : null,
      order_type: spec.type ?? '',
      recurrent_schedule_id: scheduleId,
      ...totals,
      require_nps_on_bot: false,
      payment_mode: null,
      user_flow: spec.channel === 40 ? { utmSource: 'chat', utmMedium: 'chat' } : {},
    });
    result.lines.push(...lines);
    result.events.push(...statusEvents(tenantId, orderNumber, spec.status, createdAt));
  });
  return result;
}

function quantityFor(product: ProductRow, prng: Prng): number {
  const max = Math.min(product.quantity_limit ?? 9999, product.glass_bottles > 0 ? 4 : 24);
  return prng.int(1, Math.max(1, max));
}

function tiersBySku(tiers: readonly PriceTierRow[]): Map<string, PriceTierRow[]> {
  const map = new Map<string, PriceTierRow[]>();
  for (const tier of tiers) map.set(tier.sku, [...(map.get(tier.sku) ?? []), tier]);
  return map;
}

/** SPEC §5 tier prices: the highest tier whose minimumQuantity is at or below the quantity. */
export function unitPriceCents(
  product: ProductRow,
  quantity: number,
  tiers: ReadonlyMap<string, readonly PriceTierRow[]>,
): number {
  let best: PriceTierRow | undefined;
  for (const tier of tiers.get(product.sku) ?? []) {
    if (
      tier.minimum_quantity <= quantity &&
      (!best || tier.minimum_quantity > best.minimum_quantity)
    )
      best = tier;
  }
  return Math.round((best?.price ?? product.price) * 100);
}

interface ChosenLine {
  product: ProductRow;
  quantity: number;
}

function orderLines(
  tenantId: number,
  orderNumber: string,
  picks: readonly ChosenLine[],
  tiers: ReadonlyMap<string, readonly PriceTierRow[]>,
  bySku: ReadonlyMap<string, ProductRow>,
): OrderLineRow[] {
  const lines: OrderLineRow[] = [];
  const line = (
    sku: string,
    description: string,
    quantity: number,
    unitCents: number,
    packaging: boolean,
  ): void => {
    lines.push({
      tenant_id: tenantId,
      order_number: orderNumber,
      line_no: lines.length + 1,
      sku,
      description,
      quantity,
      unit_price: toAmount(unitCents),
      line_total: toAmount(unitCents * quantity),
      combo_id: null,
      family_id: null,
      is_packaging: packaging,
    });
  };
  for (const { product, quantity } of picks) {
    line(
      product.sku,
      product.description,
      quantity,
      unitPriceCents(product, quantity, tiers),
      false,
    );
  }
  for (const { product, quantity } of picks) {
    const bottle = product.glass_bottle_product_sku
      ? bySku.get(product.glass_bottle_product_sku)
      : undefined;
    const box = product.box_product_sku ? bySku.get(product.box_product_sku) : undefined;
    if (bottle) line(bottle.sku, bottle.description, quantity * product.glass_bottles, 0, true);
    if (box) line(box.sku, box.description, quantity, 0, true);
  }
  return lines;
}

function orderTotals(
  picks: readonly ChosenLine[],
  tiers: ReadonlyMap<string, readonly PriceTierRow[]>,
  taxRate: number,
): Pick<
  OrderRow,
  'total' | 'total_without_tax' | 'price_without_discount' | 'discount' | 'promo_discount' | 'vat'
> {
  let total = 0;
  let list = 0;
  let promo = 0;
  for (const { product, quantity } of picks) {
    const priceCents = Math.round(product.price * 100);
    const listCents = Math.round(product.price_without_discount * 100);
    total += unitPriceCents(product, quantity, tiers) * quantity;
    list += listCents * quantity;
    promo += (listCents - priceCents) * quantity;
  }
  const withoutTax = withoutTaxCents(total, taxRate);
  return {
    total: toAmount(total),
    total_without_tax: toAmount(withoutTax),
    price_without_discount: toAmount(list),
    discount: toAmount(list - promo - total),
    promo_discount: toAmount(promo),
    vat: toAmount(total - withoutTax),
  };
}

function statusEvents(
  tenantId: number,
  orderNumber: string,
  status: OrderStatus,
  createdAt: Date,
): OrderStatusEventRow[] {
  const path: OrderStatus[] =
    status === 'CANCELLED'
      ? ['REGISTERED', 'CANCELLED']
      : statusChain.slice(0, statusChain.indexOf(status) + 1);
  return path.map((s, i) => ({
    tenant_id: tenantId,
    order_number: orderNumber,
    seq: i + 1,
    status: s,
    at: new Date(createdAt.getTime() + (hoursAfterCreation[i] ?? 0) * 3_600_000),
  }));
}
