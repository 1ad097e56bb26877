/**
 * The console's bingo cards, one per month of the tenant (SPEC §3 Bingo; issue 13, decision 056).
 * An admin names the card's products by sku: their descriptions and images are copied from the
 * catalogue as the shop's `bingo/period` answers them; an unknown sku is a field error
 * (`skus.N`, `unknownProduct`) and prizes need a description in each of the tenant's languages.
 * Saving creates or replaces the month's card; every change is audited in its transaction.
 */
import type { AdminBingoCard, BingoCardBody } from '../../../contract/index.ts';
import type { Database, Queryable } from '../../db/types.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { OperatorContext } from '../../plugins/operator-context.ts';
import { contentChanges, requireTenantLanguages, type ContentCtx } from './content-kind.ts';

interface Month {
  year: number;
  month: number;
}

interface CardProduct {
  sku: string;
  description: string;
  descriptions: Record<string, string>;
  imgURL: string | null;
}

interface CardRow extends Month {
  products: CardProduct[];
  prize_products: { qty: number; description?: string; descriptions?: Record<string, string> }[];
  img_prize_url: string | null;
  img_check_url: string | null;
}

interface CardWrite {
  products: CardProduct[];
  prizes: CardRow['prize_products'];
  imgPrizeUrl: string | null;
  imgCheckUrl: string | null;
}

const COLUMNS = 'year, month, products, prize_products, img_prize_url, img_check_url';

const writeParams = (card: CardWrite) => [
  JSON.stringify(card.products),
  JSON.stringify(card.prizes),
  card.imgPrizeUrl,
  card.imgCheckUrl,
];

const first = <T>(rows: T[]) => rows[0];

const cards = contentChanges<Month, CardRow, CardWrite, AdminBingoCard>({
  entity: 'bingoCard',
  find: async (q, tenantId, { year, month }) =>
    first(
      await q.query<CardRow>(
        `select ${COLUMNS} from bingo_cards
          where tenant_id = $1 and year = $2 and month = $3 for update`,
        [tenantId, year, month],
      ),
    ),
  // Inserts with the month carried by the write (see saveBingoCard).
  insert: async (q, tenantId, card) => {
    const { year, month } = card as CardWrite & Month;
    const row = first(
      await q.query<CardRow>(
        `insert into bingo_cards
           (tenant_id, year, month, products, prize_products, img_prize_url, img_check_url)
         values ($1, $2, $3, $4::jsonb, $5::jsonb, $6, $7) returning ${COLUMNS}`,
        [tenantId, year, month, ...writeParams(card)],
      ),
    );
    if (!row) throw new Error('insert returned no bingo card');
    return row;
  },
  update: async (q, tenantId, { year, month }, card) =>
    first(
      await q.query<CardRow>(
        `update bingo_cards set products = $4::jsonb, prize_products = $5::jsonb,
                img_prize_url = $6, img_check_url = $7
          where tenant_id = $1 and year = $2 and month = $3 returning ${COLUMNS}`,
        [tenantId, year, month, ...writeParams(card)],
      ),
    ),
  remove: async (q, tenantId, { year, month }) =>
    (
      await q.query(
        'delete from bingo_cards where tenant_id = $1 and year = $2 and month = $3 returning year',
        [tenantId, year, month],
      )
    ).length > 0,
  view: toCard,
  idOf: (row) => ({ year: row.year, month: row.month }),
  auditId: ({ year, month }) => `${year}-${String(month).padStart(2, '0')}`,
});

function toCard(row: CardRow): AdminBingoCard {
  return {
    year: row.year,
    month: row.month,
    skus: row.products.map((product) => product.sku),
    prizes: row.prize_products.map((prize) => ({
      qty: prize.qty,
      descriptions: prize.descriptions ?? {},
    })),
    imgPrizeUrl: row.img_prize_url,
    imgCheckUrl: row.img_check_url,
  };
}

export async function listBingoCards(db: Database, ctx: ContentCtx) {
  const rows = await db.query<CardRow>(
    `select ${COLUMNS} from bingo_cards where tenant_id = $1 order by year desc, month desc
      limit 120`,
    [ctx.tenantId],
  );
  return { items: rows.map(toCard) };
}

/** The card's products from the catalogue, in the order given; 400 naming each unknown sku. */
async function cardProducts(q: Queryable, ctx: ContentCtx, skus: readonly string[]) {
  const rows = await q.query<CardProduct>(
    `select sku, description, descriptions, image_url as "imgURL"
       from products where tenant_id = $1 and sku = any($2::text[])`,
    [ctx.tenantId, skus],
  );
  const bySku = new Map(rows.map((row) => [row.sku, row]));
  const fields = skus.flatMap((sku, i) =>
    bySku.has(sku) ? [] : [{ path: `skus.${i}`, code: 'unknownProduct' }],
  );
  if (fields.length > 0) throw new HttpError(400, 'validation', undefined, { fields });
  return skus.map((sku) => bySku.get(sku) as CardProduct);
}

export async function saveBingoCard(
  db: Database,
  ctx: OperatorContext,
  month: Month,
  body: BingoCardBody,
): Promise<AdminBingoCard> {
  requireTenantLanguages(
    ctx,
    body.prizes.map((prize, i) => ({
      field: `prizes.${i}.descriptions`,
      texts: prize.descriptions,
    })),
  );
  const write: CardWrite & Month = {
    ...month,
    products: await cardProducts(db, ctx, body.skus),
    prizes: body.prizes.map((prize) => ({
      qty: prize.qty,
      description: prize.descriptions[ctx.tenant.language] ?? '',
      descriptions: prize.descriptions,
    })),
    imgPrizeUrl: body.imgPrizeUrl,
    imgCheckUrl: body.imgCheckUrl,
  };
  const [exists] = await db.query(
    'select 1 from bingo_cards where tenant_id = $1 and year = $2 and month = $3',
    [ctx.tenantId, month.year, month.month],
  );
  if (exists) return cards.update(db, ctx, month, write);
  try {
    return await cards.create(db, ctx, write);
  } catch (error) {
    // Two first saves of one month at once: the later INSERT meets the earlier's committed row,
    // and this save replaces it as a save of an existing card would (audited as an update).
    if ((error as { code?: unknown } | null)?.code !== UNIQUE_VIOLATION) throw error;
    return cards.update(db, ctx, month, write);
  }
}

/** PostgreSQL unique_violation (PGlite reports the same SQLSTATE). */
const UNIQUE_VIOLATION = '23505';

export const deleteBingoCard = (db: Database, ctx: OperatorContext, month: Month) =>
  cards.remove(db, ctx, month);
