/**
 * Bingo (SPEC §3 "Bingo", §4 "Bingo card: incomplete or complete", §7 bingo/period, bingo/history).
 * A card's acquired products are computed from the shop's non-cancelled orders of that month (in
 * the tenant's time zone), never stored. A tenant with bingo off has no card and no history.
 */
import type { z } from 'zod';
import type { bingoCardWithStatusSchema } from '../../../contract/calls/after-order.ts';
import type { calls } from '../../../contract/index.ts';
import type { bingoHistoryEntrySchema, BingoPrize } from '../../../contract/order-entities.ts';
import { bingoCardStatus } from '../../../domain/bingo.ts';
import { resolveLanguage } from '../../../domain/locale.ts';
import type { LanguageCode } from '../../../domain/types.ts';
import type { Queryable } from '../../db/types.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import {
  findBingoCard,
  findBingoHistory,
  findClientLanguage,
  findSkusOrderedInMonth,
  type LocalizedTexts,
  type StoredPrize,
} from './bingo-repository.ts';

export type BingoCardResponse = z.infer<(typeof calls.bingoCard.response)[200]>;
type BingoCardWithStatus = z.infer<typeof bingoCardWithStatusSchema>;
type BingoHistoryEntry = z.infer<typeof bingoHistoryEntrySchema>;

function localized(
  texts: LocalizedTexts | undefined,
  fallback: string | undefined,
  lang: LanguageCode,
): string {
  return texts?.[lang] ?? fallback ?? '';
}

function prizesIn(prizes: readonly StoredPrize[], lang: LanguageCode): BingoPrize[] {
  return prizes.map((prize) => ({
    qty: prize.qty,
    description: localized(prize.descriptions, prize.description, lang),
  }));
}

/**
 * The language the shop reads: the one the app asked for, else its stored language, when the
 * tenant offers it; else the tenant's.
 */
async function languageOf(ctx: RequestContext, db: Queryable): Promise<LanguageCode> {
  const stored = await findClientLanguage(db, ctx.tenantId, ctx.clientId);
  return resolveLanguage({
    query: ctx.requestedLanguage,
    stored,
    tenantDefault: ctx.tenant.language,
    tenantLanguages: ctx.tenant.languages,
  });
}

export async function bingoCardOf(
  ctx: RequestContext,
  db: Queryable,
  period: { month: number; year: number },
): Promise<BingoCardResponse> {
  if (!ctx.tenant.features.bingo) return { currentCard: null };
  const card = await findBingoCard(db, ctx.tenantId, period.year, period.month);
  if (!card) return { currentCard: null };
  const [lang, ordered] = await Promise.all([
    languageOf(ctx, db),
    findSkusOrderedInMonth(db, ctx.tenantId, ctx.clientId, {
      ...period,
      timeZone: ctx.tenant.timeZone,
    }),
  ]);
  const cardSkus = card.products.map((product) => product.sku);
  const acquiredProducts = cardSkus.filter((sku) => ordered.includes(sku));
  const currentCard: BingoCardWithStatus = {
    products: card.products.map((product) => ({
      sku: product.sku,
      description: localized(product.descriptions, product.description, lang),
      imgURL: product.imgURL ?? '',
    })),
    acquiredProducts,
    prizeProducts: prizesIn(card.prizeProducts, lang),
    ...(card.imgPrizeUrl ? { imgPrizeURL: card.imgPrizeUrl } : {}),
    ...(card.imgCheckUrl ? { imgCheckURL: card.imgCheckUrl } : {}),
    status: bingoCardStatus(cardSkus, acquiredProducts),
  };
  return { currentCard };
}

export async function bingoHistoryOf(
  ctx: RequestContext,
  db: Queryable,
): Promise<BingoHistoryEntry[]> {
  if (!ctx.tenant.features.bingo) return [];
  const [lang, rows] = await Promise.all([
    languageOf(ctx, db),
    findBingoHistory(db, ctx.tenantId, ctx.clientId),
  ]);
  return rows.map((row) => ({
    period: row.period,
    prizeProducts: prizesIn(row.prizeProducts, lang),
    status: row.status === 'complete' ? 'complete' : 'incomplete',
  }));
}
