/**
 * SQL of the bingo calls (SECURITY T4: every query names the tenant; client data also the client).
 */
import type { Queryable } from '../../db/types.ts';

/** Localized texts as stored: the tenant's default language in the plain field, every language in the map. */
export type LocalizedTexts = Readonly<Record<string, string>>;

export interface StoredCardProduct {
  sku: string;
  description?: string;
  descriptions?: LocalizedTexts;
  imgURL?: string | null;
}

export interface StoredPrize {
  qty: number;
  description?: string;
  descriptions?: LocalizedTexts;
}

export interface BingoCardRow {
  products: StoredCardProduct[];
  prizeProducts: StoredPrize[];
  imgPrizeUrl: string | null;
  imgCheckUrl: string | null;
}

export interface BingoHistoryRow {
  period: string;
  prizeProducts: StoredPrize[];
  status: string;
}

/** The tenant's card of one month, if any. */
export async function findBingoCard(
  db: Queryable,
  tenantId: number,
  year: number,
  month: number,
): Promise<BingoCardRow | undefined> {
  const [row] = await db.query<BingoCardRow>(
    `select products, prize_products as "prizeProducts",
            img_prize_url as "imgPrizeUrl", img_check_url as "imgCheckUrl"
       from bingo_cards
      where tenant_id = $1 and year = $2 and month = $3`,
    [tenantId, year, month],
  );
  return row;
}

/**
 * Distinct skus of the client's non-cancelled orders created in that calendar month of the
 * tenant's time zone (`timeZone` is an IANA name from the tenant config).
 */
export async function findSkusOrderedInMonth(
  db: Queryable,
  tenantId: number,
  clientId: string,
  period: { year: number; month: number; timeZone: string },
): Promise<string[]> {
  const rows = await db.query<{ sku: string }>(
    `select distinct l.sku
       from orders o
       join order_lines l on l.tenant_id = o.tenant_id and l.order_number = o.order_number
      where o.tenant_id = $1 and o.client_id = $2 and o.status <> 'CANCELLED'
        and (o.created_at at time zone $3::text) >= make_timestamp($4::int, $5::int, 1, 0, 0, 0)
        and (o.created_at at time zone $3::text)
            < make_timestamp($4::int, $5::int, 1, 0, 0, 0) + interval '1 month'`,
    [tenantId, clientId, period.timeZone, period.year, period.month],
  );
  return rows.map((row) => row.sku);
}

/** The client's bingo history, newest period first. */
export async function findBingoHistory(
  db: Queryable,
  tenantId: number,
  clientId: string,
): Promise<BingoHistoryRow[]> {
  return db.query<BingoHistoryRow>(
    `select period, prize_products as "prizeProducts", status
       from bingo_history
      where tenant_id = $1 and client_id = $2
      order by period desc
      limit 120`,
    [tenantId, clientId],
  );
}

/** The client's stored language (null when never set or the client is unknown). */
export async function findClientLanguage(
  db: Queryable,
  tenantId: number,
  clientId: string,
): Promise<string | null> {
  const [row] = await db.query<{ language: string | null }>(
    'select language from clients where tenant_id = $1 and external_id = $2',
    [tenantId, clientId],
  );
  return row?.language ?? null;
}
