import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.ts';
import { openTestDatabase, testDatabases } from '../../test/databases.ts';
import { FIRST_ORDER_NUMBER, nextOrderNumber } from './order-repository.ts';

describe.each(testDatabases())('order numbers on %s (decision 036)', (kind) => {
  let db: Database;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
  });
  afterAll(() => db.close());

  const next = (tenantId: number) => db.transaction((tx) => nextOrderNumber(tx, tenantId));

  it('starts at FIRST_ORDER_NUMBER and counts up per tenant, each tenant on its own', async () => {
    expect(await next(3)).toBe(String(FIRST_ORDER_NUMBER));
    expect(await next(3)).toBe(String(FIRST_ORDER_NUMBER + 1));
    expect(await next(4)).toBe(String(FIRST_ORDER_NUMBER));
    expect(await next(3)).toBe(String(FIRST_ORDER_NUMBER + 2));
  });

  it("continues after the tenant's counter row and after its highest numbered order", async () => {
    await db.query('insert into order_number_sequences (tenant_id, next_value) values (6, 100500)');
    expect(await next(6)).toBe('100500');
    await db.query(
      `insert into clients (tenant_id, external_id, name) values (7, 'c7', 'Shop');
       insert into orders (tenant_id, order_number, client_id, channel, status, created_at,
                           expected_delivery_date, total, total_without_tax,
                           price_without_discount, discount, promo_discount, vat)
       values (7, '200000', 'c7', 40, 'REGISTERED', now(), '2026-11-20', 1, 1, 1, 0, 0, 0)`,
    );
    expect(await next(7)).toBe('200001');
  });

  it('a rolled-back order leaves a gap; numbers are never given twice', async () => {
    const before = Number(await next(8));
    await expect(
      db.transaction(async (tx) => {
        await nextOrderNumber(tx, 8);
        throw new Error('order refused after numbering');
      }),
    ).rejects.toThrow('order refused');
    const numbers = await Promise.all(Array.from({ length: 20 }, () => next(8)));
    expect(new Set(numbers).size).toBe(20);
    expect(Math.min(...numbers.map(Number))).toBe(before + 2);
  });

  it.runIf(kind === 'postgres')(
    "one order's open transaction does not hold back the tenant's next number",
    async () => {
      await next(9);
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let first = '';
      const open = db.transaction(async (tx) => {
        first = await nextOrderNumber(tx, 9);
        await gate;
      });
      while (first === '') await new Promise((resolve) => setImmediate(resolve));
      // A row-lock counter would make this wait for `open` to commit: fail instead of waiting.
      const second = await db.transaction(async (tx) => {
        await tx.query(`set local lock_timeout = '1s'`);
        return nextOrderNumber(tx, 9);
      });
      release();
      await open;
      expect(Number(second)).toBe(Number(first) + 1);
    },
  );
});
