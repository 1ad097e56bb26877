import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../../domain/dates.ts';
import { fromCents, toCents } from '../../../domain/money.ts';
import { OPERATOR_KEY_HEADER } from '../../../contract/index.ts';
import type { ResolvedTenantConfig } from '../../../tenants/index.ts';
import { loadServedTenants, type ServedTenants } from '../../served-tenants.ts';
import { openTestApp, TEST_NOW, type TestApp } from '../../test/app-harness.ts';
import { testDatabases } from '../../test/databases.ts';
import { insertRecurrentSchedule } from '../ordering/order-repository.ts';
import {
  create,
  first,
  newKey,
  quantityFor,
  seededProducts,
  type SeededProduct,
} from '../ordering/ordering.fixture.ts';
import {
  latestDueOccurrence,
  RECURRENT_JOB_ORIGIN,
  MAX_LATE_DAYS,
  runDueRecurrentOrders,
} from './recurrent-orders.ts';

describe('latestDueOccurrence', () => {
  it.each([
    ['2026-11-20', 30, '2026-11-19', undefined],
    ['2026-11-19', 30, '2026-11-19', '2026-11-19'],
    ['2026-11-10', 30, '2026-11-19', '2026-11-10'],
    ['2026-10-20', 30, '2026-11-19', '2026-11-19'],
    ['2026-10-19', 30, '2026-11-19', '2026-11-18'],
    ['2026-09-01', 30, '2026-11-19', '2026-10-31'],
    ['2026-01-01', 15, '2026-01-16', '2026-01-16'],
  ])('next %s every %i days, due by %s → %s', (next, period, dueBy, expected) => {
    expect(latestDueOccurrence(next, period, dueBy)).toBe(expected);
  });
});

interface OrderRow {
  order_number: string;
  client_id: string;
  status: string;
  channel: number;
  order_type: string;
  expected_delivery_date: string;
  scheduled_delivery_date: string | null;
  recurrent_occurrence: string;
  total: string;
  created_at: Date;
  user_flow: Record<string, unknown>;
}

interface ScheduleRow {
  next_date: string;
  active: boolean;
  last_run_at: Date | null;
  last_occurrence: string | null;
  last_order_number: string | null;
  last_error: string | null;
}

/**
 * Tenant 2 (São Paulo; Mon–Sat, lead 1 day, cut-off 18:00; Fri 2026-11-20 a holiday) and tenant 8
 * (São Paulo, Mon–Fri), both offering recurrent delivery. At TEST_NOW (Wed 2026-11-18 12:00
 * local) an order can be delivered from Thu 2026-11-19 on: occurrences up to that date are due.
 */
describe.each(testDatabases())('runDueRecurrentOrders on %s', (kind) => {
  let t: TestApp;
  let served: ServedTenants;
  let tenant2: ServedTenants;
  let plain: SeededProduct[];
  let cheapest: SeededProduct;

  const tenant = (id: number): ResolvedTenantConfig => {
    const found = served.get(id);
    if (found === undefined) throw new Error(`tenant ${id} not served`);
    return found;
  };
  const run = (now: Date | string = TEST_NOW, tenants: ServedTenants = tenant2) =>
    runDueRecurrentOrders(t.db, { now: new Date(now), tenants });

  /** A standing schedule as order/create stores it, next due on `nextDate`. */
  async function schedule(options: {
    nextDate: string;
    lines: { sku: string; quantity: number }[];
    clientId?: string;
    tenantId?: number;
    periodDays?: number;
  }): Promise<number> {
    const periodDays = options.periodDays ?? 30;
    return insertRecurrentSchedule(
      t.db,
      { tenantId: options.tenantId ?? 2, clientId: options.clientId ?? '1001' },
      {
        periodDays,
        startDate: addDays(options.nextDate, -periodDays),
        nextDate: options.nextDate,
        products: options.lines.map((line) => ({ ...line, combo: 0, familyId: 0 })),
        createdAt: TEST_NOW,
      },
    );
  }

  async function scheduleRow(id: number, tenantId = 2): Promise<ScheduleRow> {
    const [row] = await t.db.query<ScheduleRow>(
      `select next_date, active, last_run_at, last_occurrence, last_order_number, last_error
         from recurrent_schedules where tenant_id = $1 and id = $2`,
      [tenantId, id],
    );
    if (row === undefined) throw new Error(`no schedule ${id}`);
    return row;
  }

  /** The orders the job created for a schedule (app orders have no occurrence). */
  const jobOrders = (id: number, tenantId = 2) =>
    t.db.query<OrderRow>(
      `select order_number, client_id, status, channel, order_type, expected_delivery_date,
              scheduled_delivery_date, recurrent_occurrence, total, created_at, user_flow
         from orders
        where tenant_id = $1 and recurrent_schedule_id = $2 and recurrent_occurrence is not null
        order by order_number`,
      [tenantId, id],
    );

  const orderLines = (orderNumber: string, tenantId = 2) =>
    t.db.query<{ sku: string; quantity: number; unit_price: string; line_total: string }>(
      `select sku, quantity, unit_price, line_total from order_lines
        where tenant_id = $1 and order_number = $2 order by line_no`,
      [tenantId, orderNumber],
    );

  const priceOf = async (sku: string, tenantId = 2): Promise<number> => {
    const [row] = await t.db.query<{ price: string }>(
      'select price from products where tenant_id = $1 and sku = $2',
      [tenantId, sku],
    );
    return Number(row?.price);
  };

  const cartOf = (product: SeededProduct, amount: number) => [
    { sku: product.sku, quantity: quantityFor(product, amount) },
  ];

  beforeAll(async () => {
    t = await openTestApp(kind, { tenants: [2, 8] });
    served = loadServedTenants(t.config);
    tenant2 = new Map([[2, tenant(2)]]);
    plain = await seededProducts(t, 2, 'plain');
    cheapest = first(plain);
    expect(plain.length).toBeGreaterThanOrEqual(3);
  });
  afterAll(() => t.close());

  // Each test sees only the schedules it makes (the demo seed has one per tenant, too).
  beforeEach(async () => {
    await t.db.query('update recurrent_schedules set active = false');
  });

  it('creates the next order of a schedule placed in the app, at today’s prices, once', async () => {
    const lines = cartOf(cheapest, 200);
    const quantity = first(lines).quantity;
    const placed = await create(
      t,
      await t.auth(2, '1001'),
      { products: lines, orderType: 'recurrentOrder', recurrentPeriod: 30 },
      newKey(),
    );
    expect(placed.statusCode).toBe(200);
    const [{ id } = { id: 0 }] = await t.db.query<{ id: number }>(
      `select recurrent_schedule_id as id from orders where tenant_id = 2 and order_number = $1`,
      [placed.body.orderNumber as string],
    );
    // First order delivered Thu 2026-11-19, so the next is due for Sat 2026-12-19.
    expect((await scheduleRow(id)).next_date).toBe('2026-12-19');

    const oldPrice = await priceOf(cheapest.sku);
    const newPrice = fromCents(toCents(oldPrice) + 37);
    await t.db.query('update products set price = $3 where tenant_id = $1 and sku = $2', [
      2,
      cheapest.sku,
      newPrice,
    ]);
    try {
      // Thu 2026-12-17 12:00 local: the earliest delivery is Fri 18, not yet the 19th.
      expect(await run('2026-12-17T15:00:00Z')).toEqual({ created: 0, skipped: 0, failed: 0 });
      expect(await jobOrders(id)).toEqual([]);

      const now = new Date('2026-12-18T15:00:00Z');
      expect(await run(now)).toEqual({ created: 1, skipped: 0, failed: 0 });
      const orders = await jobOrders(id);
      expect(orders).toHaveLength(1);
      const order = first(orders);
      expect(order).toMatchObject({
        client_id: '1001',
        status: 'REGISTERED',
        channel: 40,
        order_type: 'recurrentOrder',
        expected_delivery_date: '2026-12-19',
        scheduled_delivery_date: '2026-12-19',
        recurrent_occurrence: '2026-12-19',
        total: fromCents(toCents(newPrice) * quantity).toFixed(2),
        created_at: now,
        user_flow: expect.objectContaining({ origin: RECURRENT_JOB_ORIGIN }),
      });
      expect(await orderLines(order.order_number)).toEqual([
        {
          sku: cheapest.sku,
          quantity,
          unit_price: newPrice.toFixed(2),
          line_total: fromCents(toCents(newPrice) * quantity).toFixed(2),
        },
      ]);
      const events = await t.db.query<{ status: string }>(
        'select status from order_status_events where tenant_id = 2 and order_number = $1',
        [order.order_number],
      );
      expect(events).toEqual([{ status: 'REGISTERED' }]);
      expect(await scheduleRow(id)).toEqual({
        next_date: '2027-01-18',
        active: true,
        last_run_at: now,
        last_occurrence: '2026-12-19',
        last_order_number: order.order_number,
        last_error: null,
      });

      // Run again (same instant, and an hour later): nothing more.
      expect(await run(now)).toEqual({ created: 0, skipped: 0, failed: 0 });
      expect(await run('2026-12-18T16:00:00Z')).toEqual({ created: 0, skipped: 0, failed: 0 });
      expect(await jobOrders(id)).toHaveLength(1);
    } finally {
      await t.db.query('update products set price = $3 where tenant_id = $1 and sku = $2', [
        2,
        cheapest.sku,
        oldPrice,
      ]);
    }
  });

  it('creates one order when several runs race for the same schedule', async () => {
    const id = await schedule({ nextDate: '2026-11-19', lines: cartOf(cheapest, 200) });
    const results = await Promise.all([run(), run(), run(), run()]);
    expect(results.reduce((sum, result) => sum + result.created, 0)).toBe(1);
    expect(results.every((result) => result.skipped === 0 && result.failed === 0)).toBe(true);
    expect(await jobOrders(id)).toHaveLength(1);
    expect((await scheduleRow(id)).next_date).toBe('2026-12-19');
  });

  it('never orders an occurrence twice, even when next_date is moved back', async () => {
    const id = await schedule({ nextDate: '2026-11-19', lines: cartOf(cheapest, 200) });
    expect(await run()).toMatchObject({ created: 1 });
    await t.db.query(`update recurrent_schedules set next_date = '2026-11-19' where id = $1`, [id]);
    expect(await run()).toEqual({ created: 0, skipped: 1, failed: 0 });
    expect(await jobOrders(id)).toHaveLength(1);
    expect(await scheduleRow(id)).toMatchObject({
      next_date: '2026-12-19',
      last_error: 'alreadyOrdered',
    });
  });

  it('skips the latest due occurrence of a schedule periods behind: no burst of late orders', async () => {
    // Due 2026-09-01, 2026-10-01 and 2026-10-31 while nothing ran; 2026-11-30 is not due yet.
    const id = await schedule({ nextDate: '2026-09-01', lines: cartOf(cheapest, 200) });
    expect(await run()).toEqual({ created: 0, skipped: 1, failed: 0 });
    expect(await jobOrders(id)).toHaveLength(0);
    expect(await scheduleRow(id)).toMatchObject({ next_date: '2026-11-30', last_error: 'missed' });
    expect(await run()).toEqual({ created: 0, skipped: 0, failed: 0 });
  });

  it(`still orders an occurrence up to ${MAX_LATE_DAYS} days late, delivered on the first possible date`, async () => {
    // Due by 2026-11-19 at TEST_NOW: 2026-11-17 is two days late, 2026-11-16 three.
    const late = await schedule({ nextDate: '2026-11-17', lines: cartOf(cheapest, 200) });
    const tooLate = await schedule({ nextDate: '2026-11-16', lines: cartOf(cheapest, 200) });
    expect(await run()).toEqual({ created: 1, skipped: 1, failed: 0 });
    const [order] = await jobOrders(late);
    expect(order).toMatchObject({
      recurrent_occurrence: '2026-11-17',
      expected_delivery_date: '2026-11-19',
    });
    expect(await jobOrders(tooLate)).toHaveLength(0);
    expect(await scheduleRow(tooLate)).toMatchObject({ last_error: 'missed' });
  });

  it('delivers on the next available date when the occurrence is not a delivery day', async () => {
    // Sun 2026-11-22: tenant 2 delivers Mon–Sat, so Mon 23. Due once Sat 21 (12:00 local).
    const id = await schedule({ nextDate: '2026-11-22', lines: cartOf(cheapest, 200) });
    expect(await run('2026-11-20T15:00:00Z')).toMatchObject({ created: 0 });
    expect(await run('2026-11-21T15:00:00Z')).toMatchObject({ created: 1 });
    expect(await jobOrders(id)).toMatchObject([
      { recurrent_occurrence: '2026-11-22', expected_delivery_date: '2026-11-23' },
    ]);
    expect((await scheduleRow(id)).next_date).toBe('2026-12-22');
  });

  it('leaves out lines whose product is gone or no longer sold, and says so', async () => {
    const retired = plain[2] as SeededProduct;
    const kept = plain[1] as SeededProduct;
    const id = await schedule({
      nextDate: '2026-11-19',
      lines: [
        { sku: 'NO-SUCH-SKU', quantity: 3 },
        ...cartOf(kept, 200),
        { sku: retired.sku, quantity: 2 },
      ],
    });
    await t.db.query('update products set active = false where tenant_id = 2 and sku = $1', [
      retired.sku,
    ]);
    try {
      expect(await run()).toEqual({ created: 1, skipped: 0, failed: 0 });
    } finally {
      await t.db.query('update products set active = true where tenant_id = 2 and sku = $1', [
        retired.sku,
      ]);
    }
    const order = first(await jobOrders(id));
    expect((await orderLines(order.order_number)).map((line) => line.sku)).toEqual([kept.sku]);
    expect(await scheduleRow(id)).toMatchObject({
      last_order_number: order.order_number,
      last_error: `productUnavailable:NO-SUCH-SKU,${retired.sku}`,
    });
  });

  it('leaves out stored lines that are not order lines (the jsonb is checked, not trusted)', async () => {
    const kept = plain[1] as SeededProduct;
    const id = await schedule({ nextDate: '2026-11-19', lines: cartOf(kept, 200) });
    const [stored] = await t.db.query<{ products: unknown[] }>(
      'select products from recurrent_schedules where tenant_id = 2 and id = $1',
      [id],
    );
    const junk = [
      'junk',
      { sku: 7 },
      { sku: kept.sku, quantity: 0 },
      { sku: kept.sku, quantity: -2 },
    ];
    await t.db.query(
      'update recurrent_schedules set products = $2::jsonb where tenant_id = 2 and id = $1',
      [id, JSON.stringify([...(stored?.products ?? []), ...junk])],
    );
    expect(await run()).toEqual({ created: 1, skipped: 0, failed: 0 });
    const order = first(await jobOrders(id));
    expect((await orderLines(order.order_number)).map((line) => line.sku)).toEqual([kept.sku]);
  });

  it('skips the occurrence, moving on, when no line is left', async () => {
    const id = await schedule({
      nextDate: '2026-11-19',
      lines: [{ sku: 'NO-SUCH-SKU', quantity: 3 }],
    });
    expect(await run()).toEqual({ created: 0, skipped: 1, failed: 0 });
    expect(await jobOrders(id)).toEqual([]);
    expect(await scheduleRow(id)).toMatchObject({
      next_date: '2026-12-19',
      last_run_at: TEST_NOW,
      last_occurrence: '2026-11-19',
      last_order_number: null,
      last_error: 'emptyOrder:NO-SUCH-SKU',
    });
  });

  it.each([
    ['1002', 'ordering is off', 200, 'orderingDisabled'],
    ['1004', 'over its payment limit, not authorised', 400, 'limitOrder:limit='],
    [
      '1003',
      'over its payment limit, authorised, no one ticks the box',
      400,
      'creditLimitNotAccepted',
    ],
    ['1001', 'below its minimum order', 1, 'belowMinimumOrder:minimumOrder=150'],
  ])(
    'skips the occurrence of client %s (%s) as order/create would refuse it',
    async (clientId, _why, amount, error) => {
      const lines = amount === 1 ? [{ sku: cheapest.sku, quantity: 1 }] : cartOf(cheapest, amount);
      const id = await schedule({ nextDate: '2026-11-19', lines, clientId });
      const other = await schedule({ nextDate: '2026-11-19', lines: cartOf(cheapest, 200) });
      // The refusal is recorded; the run goes on with the other schedule.
      expect(await run()).toEqual({ created: 1, skipped: 1, failed: 0 });
      expect(await jobOrders(id)).toEqual([]);
      expect(await jobOrders(other)).toHaveLength(1);
      const row = await scheduleRow(id);
      expect(row.next_date).toBe('2026-12-19');
      expect(row.last_error?.startsWith(error)).toBe(true);
    },
  );

  it('runs only the schedules of the tenants it is given', async () => {
    const plain8 = first(await seededProducts(t, 8, 'plain'));
    const id8 = await schedule({
      tenantId: 8,
      nextDate: '2026-11-19',
      lines: cartOf(plain8, 200),
    });
    const id2 = await schedule({ nextDate: '2026-11-19', lines: cartOf(cheapest, 200) });
    expect(await run()).toEqual({ created: 1, skipped: 0, failed: 0 });
    expect(await jobOrders(id2)).toHaveLength(1);
    expect(await jobOrders(id8, 8)).toEqual([]);
    expect(await scheduleRow(id8, 8)).toMatchObject({
      next_date: '2026-11-19',
      last_run_at: null,
    });

    expect(await run(TEST_NOW, served)).toEqual({ created: 1, skipped: 0, failed: 0 });
    expect(await jobOrders(id8, 8)).toMatchObject([
      { client_id: '1001', expected_delivery_date: '2026-11-19' },
    ]);
  });

  it('leaves inactive schedules alone', async () => {
    const id = await schedule({ nextDate: '2026-11-19', lines: cartOf(cheapest, 200) });
    await t.db.query('update recurrent_schedules set active = false where id = $1', [id]);
    expect(await run()).toEqual({ created: 0, skipped: 0, failed: 0 });
    expect(await scheduleRow(id)).toMatchObject({ next_date: '2026-11-19', last_run_at: null });
  });
  it('stops the schedule when the operator cancels its first order, not one delivery', async () => {
    const placed = await create(
      t,
      await t.auth(2, '1001'),
      { products: cartOf(cheapest, 200), orderType: 'recurrentOrder', recurrentPeriod: 30 },
      newKey(),
    );
    expect(placed.statusCode).toBe(200);
    const firstOrder = placed.body.orderNumber as string;
    const [{ id } = { id: 0 }] = await t.db.query<{ id: number }>(
      `select recurrent_schedule_id as id from orders where tenant_id = 2 and order_number = $1`,
      [firstOrder],
    );
    const cancel = (orderNumber: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/operator/orders/${orderNumber}/status`,
        headers: { [OPERATOR_KEY_HEADER]: t.config.OPERATOR_KEY ?? '' },
        payload: { bottler: 2, status: 'CANCELLED' },
      });

    // The job places the 2026-12-19 delivery; the operator cancels that one: the schedule runs on.
    expect(await run('2026-12-18T15:00:00Z')).toMatchObject({ created: 1 });
    const [delivery] = await jobOrders(id);
    expect((await cancel(delivery?.order_number ?? '')).statusCode).toBe(200);
    expect(await scheduleRow(id)).toMatchObject({ active: true, next_date: '2027-01-18' });

    // Cancelling the first order cancels the arrangement: 2027-01-18 is not ordered.
    expect((await cancel(firstOrder)).statusCode).toBe(200);
    expect(await scheduleRow(id)).toMatchObject({ active: false });
    expect(await run('2027-01-17T15:00:00Z')).toEqual({ created: 0, skipped: 0, failed: 0 });
    expect(await jobOrders(id)).toHaveLength(1);
  });
  it('stops between schedules once its signal is aborted (the server is stopping)', async () => {
    const id = await schedule({ nextDate: '2026-11-19', lines: cartOf(cheapest, 200) });
    const stopping = new AbortController();
    stopping.abort();
    const result = await runDueRecurrentOrders(t.db, {
      now: TEST_NOW,
      tenants: tenant2,
      signal: stopping.signal,
    });
    expect(result).toEqual({ created: 0, skipped: 0, failed: 0 });
    expect(await scheduleRow(id)).toMatchObject({ next_date: '2026-11-19', last_run_at: null });
    expect(await run()).toEqual({ created: 1, skipped: 0, failed: 0 });
  });
});
