/**
 * Client 1001's favorites and suggested products (PRODUCT.md), plus notification opt-ins and an
 * earlier NPS answer, so the favorites, suggested, notifications and survey screens have data.
 */
import type { Catalogue } from './catalogue.ts';
import { createPrng } from './prng.ts';
import type { FavoriteRow, NpsAnswerRow, OptInRow, SuggestedProductRow } from './rows.ts';

export interface ClientActivity {
  favorites: FavoriteRow[];
  suggested: SuggestedProductRow[];
  optIns: OptInRow[];
  npsAnswers: NpsAnswerRow[];
}

export function generateClientActivity(
  tenantId: number,
  now: Date,
  catalogue: Catalogue,
): ClientActivity {
  const prng = createPrng(`favorites-${tenantId}`);
  const sellable = catalogue.products.filter((p) => !p.sku.endsWith('P') && p.price > 0);
  const favorites = prng.sample(sellable, 8);
  const suggested = prng.sample(
    sellable.filter((p) => p.is_msl || p.is_promo),
    8,
  );
  const day = 86_400_000;
  return {
    favorites: favorites.map((p, i) => ({
      tenant_id: tenantId,
      client_id: '1001',
      sku: p.sku,
      created_at: new Date(now.getTime() - (30 - i) * day),
    })),
    suggested: suggested.map((p, i) => ({
      tenant_id: tenantId,
      client_id: '1001',
      sku: p.sku,
      rank: i + 1,
    })),
    optIns: [
      {
        tenant_id: tenantId,
        client_id: '1001',
        is_notification_enable: true,
        updated_at: new Date(now.getTime() - 40 * day),
      },
      {
        tenant_id: tenantId,
        client_id: '1003',
        is_notification_enable: false,
        updated_at: new Date(now.getTime() - 10 * day),
      },
    ],
    npsAnswers: [
      {
        tenant_id: tenantId,
        client_id: '1001',
        order_number: null,
        score: 9,
        feedback: null,
        created_at: new Date(now.getTime() - 33 * day),
      },
    ],
  };
}
