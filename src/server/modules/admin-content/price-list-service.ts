/**
 * Price lists scheduled to start on a day of the tenant (issue 13, decision 057): the rows go to
 * `scheduled_prices` (migration 069) at that day's local midnight; nothing is written when it
 * starts — the catalogue cache applies started rows and reloads at the next start. Scheduling and
 * cancelling are audited in their transaction; the catalogue version moves with them (trigger).
 */
import type { AdminPriceList, PriceListBody } from '../../../contract/index.ts';
import { localDate, startOfLocalDay } from '../../../domain/dates.ts';
import type { Database } from '../../db/types.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { OperatorContext } from '../../plugins/operator-context.ts';
import { operatorActor } from '../admin-lists/audit-actor.ts';
import { recordAudit } from '../audit/audit-repository.ts';
import type { ContentCtx } from './content-kind.ts';

interface ListRow {
  starts_at: Date;
  products: number | string;
}

function toList(row: ListRow, ctx: ContentCtx): AdminPriceList {
  return {
    startDate: localDate(row.starts_at, ctx.tenant.timeZone),
    startsAt: row.starts_at.toISOString(),
    products: Number(row.products),
    state: row.starts_at <= ctx.now ? 'live' : 'scheduled',
  };
}

export async function listPriceLists(db: Database, ctx: ContentCtx) {
  const rows = await db.query<ListRow>(
    `select starts_at, count(*) as products from scheduled_prices where tenant_id = $1
      group by starts_at order by starts_at desc limit 200`,
    [ctx.tenantId],
  );
  return { items: rows.map((row) => toList(row, ctx)) };
}

export async function schedulePriceList(
  db: Database,
  ctx: OperatorContext,
  body: PriceListBody,
): Promise<AdminPriceList> {
  if (body.startDate <= localDate(ctx.now, ctx.tenant.timeZone)) {
    throw new HttpError(400, 'validation', undefined, {
      fields: [{ path: 'startDate', code: 'notFuture' }],
    });
  }
  const startsAt = startOfLocalDay(body.startDate, ctx.tenant.timeZone);
  const skus = body.rows.map((row) => row.sku);
  return db.transaction(async (tx) => {
    const known = new Set(
      (
        await tx.query<{ sku: string }>(
          'select sku from products where tenant_id = $1 and sku = any($2::text[])',
          [ctx.tenantId, skus],
        )
      ).map((row) => row.sku),
    );
    const fields = skus.flatMap((sku, i) =>
      known.has(sku) ? [] : [{ path: `rows.${i}.sku`, code: 'unknownProduct' }],
    );
    if (fields.length > 0) throw new HttpError(400, 'validation', undefined, { fields });
    await tx.query(
      `insert into scheduled_prices (tenant_id, sku, starts_at, price, price_without_discount)
       select $1, r.sku, $2, r.price, r.price_without_discount
         from jsonb_to_recordset($3::jsonb)
              as r(sku text, price numeric, price_without_discount numeric)
       on conflict (tenant_id, sku, starts_at) do update
         set price = excluded.price, price_without_discount = excluded.price_without_discount`,
      [
        ctx.tenantId,
        startsAt,
        JSON.stringify(
          body.rows.map((row) => ({
            sku: row.sku,
            price: row.price,
            price_without_discount: row.priceWithoutDiscount,
          })),
        ),
      ],
    );
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      actor: operatorActor(ctx),
      action: 'priceList.schedule',
      entity: 'priceList',
      entityId: body.startDate,
      before: null,
      after: body,
      at: ctx.now,
    });
    return toList({ starts_at: startsAt, products: body.rows.length }, ctx);
  });
}

export async function deletePriceList(
  db: Database,
  ctx: OperatorContext,
  startDate: string,
): Promise<{ ok: true }> {
  const startsAt = startOfLocalDay(startDate, ctx.tenant.timeZone);
  return db.transaction(async (tx) => {
    const removed = await tx.query<{ sku: string; price: string }>(
      `delete from scheduled_prices where tenant_id = $1 and starts_at = $2
       returning sku, price::text as price`,
      [ctx.tenantId, startsAt],
    );
    if (removed.length === 0) throw new HttpError(404, 'notFound');
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      actor: operatorActor(ctx),
      action: 'priceList.delete',
      entity: 'priceList',
      entityId: startDate,
      before: { startDate, rows: removed },
      after: null,
      at: ctx.now,
    });
    return { ok: true };
  });
}
