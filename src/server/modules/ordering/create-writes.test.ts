/**
 * What one order/create writes, and in how many statements (issue 16, decision 066): the order
 * transaction opens with one statement (key lock, client lock, open orders: migration 076) and
 * writes the orders, their lines, status events, outbox events and the key's answer with one
 * more. All of it or none of it: a refusal writes only the key's answer, a fault writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Transaction } from '../../db/types.ts';
import { loadServedTenants } from '../../served-tenants.ts';
import { openTestApp, type TestApp } from '../../test/app-harness.ts';
import { testDatabases } from '../../test/databases.ts';
import { orderEventData, shopLanguage } from '../outbox/event-data.ts';
import { loadOrderSnapshot } from '../outbox/outbox-repository.ts';
import {
  countOrders,
  create,
  first,
  newKey,
  quantityFor,
  seededProducts,
  type SeededProduct,
} from './ordering.fixture.ts';
import type { OrderStatus, OrderType } from '../../../contract/index.ts';

interface Written {
  orders: number;
  lines: number;
  statuses: number;
  events: number;
  keys: number;
}

describe.each(testDatabases())('order/create writes on %s', (kind) => {
  let t: TestApp;
  let plain: SeededProduct[];

  /** Rows of client `clientId` of tenant 2, by table. */
  async function written(clientId: string): Promise<Written> {
    const [row] = await t.db.query<Written>(
      `select (select count(*)::int from orders where tenant_id = 2 and client_id = $1) as orders,
              (select count(*)::int from order_lines l join orders o using (tenant_id, order_number)
                where o.tenant_id = 2 and o.client_id = $1) as lines,
              (select count(*)::int from order_status_events s
                 join orders o using (tenant_id, order_number)
                where o.tenant_id = 2 and o.client_id = $1) as statuses,
              (select count(*)::int from outbox_events
                where tenant_id = 2 and client_id = $1 and type = 'order.created') as events,
              (select count(*)::int from idempotency_keys
                where tenant_id = 2 and client_id = $1) as keys`,
      [clientId],
    );
    if (row === undefined) throw new Error('no counts');
    return row;
  }

  /** 30 lines of distinct plain products, about `each` apiece. */
  const thirtyLines = (each: number) =>
    plain.slice(0, 30).map((p) => ({ sku: p.sku, quantity: quantityFor(p, each) }));

  beforeAll(async () => {
    t = await openTestApp(kind, { tenants: [2] });
    plain = await seededProducts(t, 2, 'plain');
    expect(plain.length).toBeGreaterThanOrEqual(30);
  });
  afterAll(() => t.close());

  it('a 30-line create is two statements in one transaction, the second committing it, and writes every row of the order', async () => {
    const headers = await t.auth(2, '1001');
    const before = await written('1001');
    const statements: string[] = [];
    let transactions = 0;
    const db = t.db as { transaction: Database['transaction'] };
    const original = db.transaction;
    db.transaction = <T>(work: (tx: Transaction) => Promise<T>): Promise<T> => {
      transactions += 1;
      return original.call<Database, [(tx: Transaction) => Promise<T>], Promise<T>>(t.db, (tx) => {
        const counting: Transaction = {
          query: (sql, params) => {
            statements.push(sql);
            return tx.query(sql, params);
          },
          commitWith: (sql, params) => {
            statements.push(`commitWith: ${sql}`);
            return tx.commitWith(sql, params);
          },
        };
        return work(counting);
      });
    };
    let res: Awaited<ReturnType<typeof create>>;
    try {
      res = await create(t, headers, { products: thirtyLines(10), orderType: '' }, newKey());
    } finally {
      db.transaction = original;
    }
    expect(res.statusCode).toBe(200);
    expect(transactions).toBe(1);
    expect(statements).toHaveLength(2);
    expect(statements[0]).toContain('open_order_create');
    // The statement that writes the orders and stores the key's answer ends the transaction: on
    // PostgreSQL its COMMIT goes with it (decision 090).
    expect(statements[1]).toMatch(/^commitWith: .*place_orders/);

    const after = await written('1001');
    expect(after).toEqual({
      orders: before.orders + 1,
      lines: before.lines + 30,
      statuses: before.statuses + 1,
      events: before.events + 1,
      keys: before.keys + 1,
    });
  });

  it("the order.created event says what writeOrderEvent would say from the order's row", async () => {
    const tenant = loadServedTenants(t.config).get(2);
    if (tenant === undefined) throw new Error('tenant 2 is not served');
    const res = await create(
      t,
      await t.auth(2, '1001'),
      {
        products: thirtyLines(10),
        orderType: 'scheduledOrder',
        scheduledDeliveryDate: ['2026-11-23', '2026-11-21'],
      },
      newKey(),
    );
    expect(res.statusCode).toBe(200);
    const answers = res.body as unknown as { orderNumber: string; orderFormatted: string }[];
    expect(answers).toHaveLength(2);
    for (const answer of answers) {
      expect(answer.orderFormatted).toBe(`#${answer.orderNumber}`);
      const snapshot = await loadOrderSnapshot(t.db, 2, answer.orderNumber);
      if (snapshot === undefined) throw new Error('order not written');
      const events = await t.db.query<{ data: unknown; conversation_id: string | null }>(
        `select data, conversation_id from outbox_events
          where tenant_id = 2 and type = 'order.created' and data->>'orderNumber' = $1`,
        [answer.orderNumber],
      );
      expect(events).toEqual([
        {
          conversation_id: null,
          data: orderEventData(tenant, shopLanguage(tenant, snapshot.clientLanguage), {
            orderNumber: answer.orderNumber,
            status: snapshot.status as OrderStatus,
            orderType: snapshot.orderType as OrderType,
            total: snapshot.total,
            deliveryDate: snapshot.expectedDeliveryDate,
          }),
        },
      ]);
    }
    // The stored answer is the one sent: a replay gives the same list, numbers included.
    const [stored] = await t.db.query<{ response_body: unknown }>(
      `select response_body from idempotency_keys
        where tenant_id = 2 and client_id = '1001' and response_body->0->>'orderNumber' = $1`,
      [answers[0]?.orderNumber ?? ''],
    );
    expect(stored?.response_body).toEqual(res.body);
  });

  it('a refusal stores only its answer with the key: no order, line, status or event', async () => {
    const headers = await t.auth(2, '1004');
    const before = await written('1004');
    const key = newKey();
    const payload = { products: [{ sku: first(plain).sku, quantity: 9999 }], orderType: '' };
    const refused = await create(t, headers, payload, key);
    expect(refused.statusCode).toBe(406);
    expect(await written('1004')).toEqual({ ...before, keys: before.keys + 1 });
    expect(await create(t, headers, payload, key)).toEqual(refused);
  });

  it('a fault in the write leaves nothing, key included; the retry with the key then creates', async () => {
    const headers = await t.auth(2, '1003');
    const before = await written('1003');
    await t.db.query(
      `create function test_fail_outbox() returns trigger language plpgsql as $$
       begin raise exception 'injected outbox fault'; end $$`,
    );
    await t.db.query(
      `create trigger test_fail_outbox before insert on outbox_events
         for each row when (new.client_id = '1003') execute function test_fail_outbox()`,
    );
    const key = newKey();
    const payload = { products: thirtyLines(1), orderType: '' };
    try {
      const failed = await create(t, headers, payload, key);
      expect(failed.statusCode).toBe(500);
      expect(await written('1003')).toEqual(before);
    } finally {
      await t.db.query('drop trigger test_fail_outbox on outbox_events');
      await t.db.query('drop function test_fail_outbox()');
    }
    const retried = await create(t, headers, payload, key);
    expect(retried.statusCode).toBe(200);
    expect(await written('1003')).toMatchObject({
      orders: before.orders + 1,
      events: before.events + 1,
      keys: before.keys + 1,
    });
  });

  // One connection on PGlite: nothing runs while another transaction holds it.
  it.skipIf(kind === 'pglite')(
    'an order committed while a create waits for the client lock counts against its limit (SECURITY T3)',
    async () => {
      const headers = await t.auth(2, '1004');
      const cheapest = first(plain);
      const payload = { products: [{ sku: cheapest.sku, quantity: quantityFor(cheapest, 200) }] };
      let release = (): void => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked = (): void => undefined;
      const holding = new Promise<void>((resolve) => (locked = resolve));
      const before = await countOrders(t, 2, '1004');
      // Another order of the same client, committed while the create below waits for the row.
      const other = t.db.transaction(async (tx) => {
        await tx.query(
          `select 1 from clients where tenant_id = 2 and external_id = '1004' for update`,
        );
        await tx.query(
          `insert into orders (tenant_id, order_number, client_id, channel, status,
                               expected_delivery_date, total, total_without_tax,
                               price_without_discount)
           values (2, 'T3-HELD', '1004', 40, 'REGISTERED', '2026-11-19', 200, 200, 200)`,
        );
        locked();
        await held;
      });
      await holding;
      const creating = create(t, headers, { ...payload, orderType: '' }, newKey());
      // Wait until the create is queued behind the client row's lock, then commit the other order.
      for (let i = 0; ; i += 1) {
        const waiting = await t.db.query(
          `select 1 from pg_stat_activity
            where wait_event_type = 'Lock' and query like '%open_order_create%'`,
        );
        if (waiting.length > 0) break;
        if (i > 500) throw new Error('the create never waited for the client lock');
        await new Promise((resolve) => setImmediate(resolve));
      }
      release();
      await other;
      const res = await creating;
      expect(res.statusCode).toBe(406);
      expect(res.body.code).toBe('limitOrder');
      expect(await countOrders(t, 2, '1004')).toBe(before + 1);
    },
  );
});
