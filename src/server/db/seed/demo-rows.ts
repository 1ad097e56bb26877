/**
 * Every demo row of one tenant, in foreign-key order (table name → rows). Pure: the same tenant,
 * `now` and password hash give the same rows.
 */
import { generateBingo } from './bingo.ts';
import { generateCatalogue } from './catalogue.ts';
import { generateClients } from './clients.ts';
import { generateCombos } from './combos.ts';
import { generateClientActivity } from './favorites.ts';
import { generateInvoices } from './invoices.ts';
import { generateMarketing } from './marketing.ts';
import { generateOrders } from './orders.ts';

export type TableRows = readonly [table: string, rows: readonly object[]];

export function demoRowsForTenant(
  tenantId: number,
  now: Date,
  passwordHash: string | null,
): TableRows[] {
  const catalogue = generateCatalogue(tenantId);
  const marketing = generateMarketing(tenantId, now);
  const combos = generateCombos(tenantId, catalogue);
  const orders = generateOrders(tenantId, now, catalogue);
  const activity = generateClientActivity(tenantId, now, catalogue);
  const bingo = generateBingo(tenantId, now, catalogue);
  return [
    ['categories', catalogue.categories],
    ['brands', catalogue.brands],
    ['products', catalogue.products],
    ['product_price_tiers', catalogue.priceTiers],
    ['clients', generateClients(tenantId, passwordHash)],
    ['banners', marketing.banners],
    ['featured_banners', marketing.featuredBanners],
    ['promotion_images', marketing.promotionImages],
    ['ecommerce_config', [marketing.ecommerceConfig]],
    ['feature_announcements', marketing.featureAnnouncements],
    ['combos', combos.combos],
    ['combo_families', combos.families],
    ['combo_products', combos.products],
    ['combo_price_ranges', combos.priceRanges],
    ['favorites', activity.favorites],
    ['suggested_products', activity.suggested],
    ['opt_ins', activity.optIns],
    ['nps_answers', activity.npsAnswers],
    ['recurrent_schedules', orders.recurrentSchedules],
    ['order_number_sequences', [orders.sequence]],
    ['orders', orders.orders],
    ['order_lines', orders.lines],
    ['order_status_events', orders.events],
    ['invoices', generateInvoices(tenantId, now, orders.orders)],
    ['bingo_cards', bingo.cards],
    ['bingo_history', bingo.history],
  ];
}
