/**
 * Bingo (SPEC §3): this month's card (nine products to buy, two prizes) and three months of
 * history for client 1001. Months are the tenant's calendar months. Seeded for every tenant; the
 * tenant's bingo flag decides whether the app shows it.
 */
import type { Catalogue } from './catalogue.ts';
import { localDate, period, yearMonth } from './local-dates.ts';
import { createPrng } from './prng.ts';
import type { BingoCardRow, BingoHistoryRow, ProductRow } from './rows.ts';
import { tenantSeedProfile } from './tenant-profiles.ts';

export interface Bingo {
  cards: BingoCardRow[];
  history: BingoHistoryRow[];
}

const historyStatuses = ['complete', 'incomplete', 'complete'] as const;

export function generateBingo(tenantId: number, now: Date, catalogue: Catalogue): Bingo {
  const profile = tenantSeedProfile(tenantId);
  const prng = createPrng(`bingo-${tenantId}`);
  const today = localDate(now, profile.timeZone);
  const singles = catalogue.products.filter(
    (p) => !p.sku.endsWith('P') && !p.alcoholic && p.glass_bottles === 0 && p.unit_cost === p.price,
  );
  const cardProducts = prng.sample(singles, 9);
  const prizes = prng
    .sample(
      singles.filter((p) => !cardProducts.includes(p)),
      2,
    )
    .map((p, i) => prize(p, i === 0 ? 6 : 12));
  const current = yearMonth(today);
  return {
    cards: [
      {
        tenant_id: tenantId,
        year: current.year,
        month: current.month,
        products: cardProducts.map((p) => ({
          sku: p.sku,
          description: p.description,
          descriptions: p.descriptions,
          imgURL: p.image_url,
        })),
        prize_products: prizes,
        img_prize_url: '/api/img/bingo/prize.svg',
        img_check_url: '/api/img/bingo/check.svg',
      },
    ],
    history: historyStatuses.map((status, i) => ({
      tenant_id: tenantId,
      client_id: '1001',
      period: period(yearMonth(today, i + 1)),
      prize_products: prizes,
      status,
    })),
  };
}

function prize(product: ProductRow, qty: number): BingoCardRow['prize_products'][number] {
  return {
    sku: product.sku,
    qty,
    description: product.description,
    descriptions: product.descriptions,
  };
}
