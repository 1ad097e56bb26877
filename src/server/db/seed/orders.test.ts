import { describe, expect, it } from 'vitest';
import { generateCatalogue } from './catalogue.ts';
import { localDate } from './local-dates.ts';
import { generateOrders } from './orders.ts';
import { orderStatuses } from './rows.ts';
import { demoTenantIds, tenantSeedProfile } from './tenant-profiles.ts';

const now = new Date('2026-03-10T12:00:00Z');
const tenants = demoTenantIds.map((id) => [id] as const);
const cents = (n: number): number => Math.round(n * 100);

describe('demo orders (PRODUCT.md client 1001: 6+ orders over every status and channel)', () => {
  it.each(tenants)(
    'tenant %i: 1001 has 6+ orders over every status, one cancelled, channels 11/12/40',
    (tenantId) => {
      const { orders } = generateOrders(tenantId, now, generateCatalogue(tenantId));
      const mine = orders.filter((o) => o.client_id === '1001');
      expect(mine.length).toBeGreaterThanOrEqual(6);
      expect(new Set(mine.map((o) => o.status))).toEqual(new Set(orderStatuses));
      expect(mine.filter((o) => o.status === 'CANCELLED')).toHaveLength(1);
      expect(new Set(mine.map((o) => o.channel))).toEqual(new Set([11, 12, 40]));
      for (const client of ['1003', '1004']) {
        expect(orders.filter((o) => o.client_id === client).length).toBeGreaterThanOrEqual(2);
      }
    },
  );

  it.each(tenants)(
    'tenant %i: totals are the sums of the lines, lines come from the catalogue',
    (tenantId) => {
      const catalogue = generateCatalogue(tenantId);
      const skus = new Set(catalogue.products.map((p) => p.sku));
      const { orders, lines } = generateOrders(tenantId, now, catalogue);
      for (const order of orders) {
        const own = lines.filter((l) => l.order_number === order.order_number);
        expect(own.length).toBeGreaterThan(0);
        for (const line of own) {
          expect(skus.has(line.sku)).toBe(true);
          expect(line.is_packaging).toBe(line.sku.endsWith('P'));
          expect(cents(line.line_total)).toBe(cents(line.unit_price) * line.quantity);
        }
        expect(own.reduce((sum, l) => sum + cents(l.line_total), 0)).toBe(cents(order.total));
        expect(cents(order.total_without_tax) + cents(order.vat)).toBe(cents(order.total));
        expect(cents(order.total) + cents(order.discount) + cents(order.promo_discount)).toBe(
          cents(order.price_without_discount),
        );
      }
    },
  );

  it('uses the highest tier reached for the unit price (SPEC §5 tier prices)', () => {
    const catalogue = generateCatalogue(2);
    const { lines } = generateOrders(2, now, catalogue);
    const bySku = new Map(catalogue.products.map((p) => [p.sku, p]));
    for (const line of lines.filter((l) => !l.is_packaging)) {
      const reached = catalogue.priceTiers
        .filter((t) => t.sku === line.sku && t.minimum_quantity <= line.quantity)
        .sort((a, b) => b.minimum_quantity - a.minimum_quantity)[0];
      expect(line.unit_price).toBe(reached?.price ?? bySku.get(line.sku)?.price);
    }
  });

  it('places every order before now, dates relative to now in the tenant time zone', () => {
    const later = new Date(now.getTime() + 7 * 86_400_000);
    const a = generateOrders(1, now, generateCatalogue(1));
    const b = generateOrders(1, later, generateCatalogue(1));
    for (const [i, order] of a.orders.entries()) {
      expect(order.created_at.getTime()).toBeLessThan(now.getTime());
      expect(b.orders[i]?.created_at.getTime()).toBe(order.created_at.getTime() + 7 * 86_400_000);
      expect(
        order.expected_delivery_date > localDate(order.created_at, tenantSeedProfile(1).timeZone),
      ).toBe(true);
    }
    for (const event of a.events) expect(event.at.getTime()).toBeLessThanOrEqual(now.getTime());
  });

  it('records the status path of each order, cancelled after received', () => {
    const { orders, events } = generateOrders(2, now, generateCatalogue(2));
    for (const order of orders) {
      const path = events.filter((e) => e.order_number === order.order_number).map((e) => e.status);
      expect(path[0]).toBe('REGISTERED');
      expect(path.at(-1)).toBe(order.status);
      if (order.status === 'CANCELLED') expect(path).toEqual(['REGISTERED', 'CANCELLED']);
    }
  });

  it('links the recurrent order to its schedule and moves the sequence past the seeded numbers', () => {
    const { orders, recurrentSchedules, sequence } = generateOrders(2, now, generateCatalogue(2));
    const recurrent = orders.filter((o) => o.order_type === 'recurrentOrder');
    expect(recurrent).toHaveLength(1);
    expect(recurrentSchedules.map((s) => s.id)).toEqual([recurrent[0]?.recurrent_schedule_id]);
    expect(sequence.next_value).toBeGreaterThan(
      Math.max(...orders.map((o) => Number(o.order_number))),
    );
  });

  it('is deterministic for the same now', () => {
    expect(generateOrders(5, now, generateCatalogue(5))).toEqual(
      generateOrders(5, now, generateCatalogue(5)),
    );
  });
});
