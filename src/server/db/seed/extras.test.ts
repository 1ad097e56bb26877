import { describe, expect, it } from 'vitest';
import { generateBingo } from './bingo.ts';
import { generateCatalogue } from './catalogue.ts';
import { generateCombos } from './combos.ts';
import { generateClientActivity } from './favorites.ts';
import { generateMarketing } from './marketing.ts';
import { demoTenantIds, tenantSeedProfile } from './tenant-profiles.ts';
import { loadTenants, tenantFeatures } from '../../../tenants/index.ts';
import { MENU_ENTRY_FEATURE } from '../../../tenants/features.ts';

const now = new Date('2026-03-31T23:30:00Z');
const tenants = demoTenantIds.map((id) => [id] as const);

describe('combos (SPEC §3 Combo; PRODUCT.md combos of each kind)', () => {
  it.each(tenants)(
    'tenant %i: a family combo of 2 families, a quantity combo of 3 ranges, a generic one',
    (tenantId) => {
      const catalogue = generateCatalogue(tenantId);
      const c = generateCombos(tenantId, catalogue);
      expect(c.combos.map((x) => x.kind)).toEqual(['family', 'quantity', 'generic']);
      expect(c.families).toHaveLength(2);
      const skus = new Set(catalogue.products.map((p) => p.sku));
      for (const family of c.families) {
        const members = c.products.filter(
          (p) => p.combo_id === 1 && p.family_id === family.family_id,
        );
        expect(members.length).toBeGreaterThanOrEqual(family.minimum);
      }
      expect(c.priceRanges.filter((r) => r.combo_id === 2).map((r) => r.minimum_quantity)).toEqual([
        6, 12, 24,
      ]);
      for (const kind of [2, 3])
        expect(c.products.filter((p) => p.combo_id === kind).length).toBeGreaterThan(1);
      for (const p of c.products) expect(skus.has(p.sku)).toBe(true);
    },
  );
});

describe('bingo', () => {
  it.each(tenants)(
    "tenant %i: this month's card (tenant time zone) and three months of history",
    (tenantId) => {
      const bingo = generateBingo(tenantId, now, generateCatalogue(tenantId));
      const { timeZone } = tenantSeedProfile(tenantId);
      const month = timeZone.startsWith('America') ? 3 : 4; // 23:30 UTC on 31 March is April in the east
      expect(bingo.cards).toHaveLength(1);
      expect(bingo.cards[0]).toMatchObject({ year: 2026, month });
      expect(bingo.cards[0]?.products).toHaveLength(9);
      expect(bingo.cards[0]?.prize_products.length).toBeGreaterThan(0);
      expect(bingo.history.map((h) => h.period)).toEqual(
        month === 3 ? ['2026-02', '2026-01', '2025-12'] : ['2026-03', '2026-02', '2026-01'],
      );
    },
  );
});

describe('marketing and client activity', () => {
  it.each(tenants)(
    'tenant %i: the seeded ecommerce menu map hides no entry whose feature is on (marketing of tenant 2)',
    (tenantId) => {
      const { ecommerceConfig } = generateMarketing(tenantId, now);
      const tenant = loadTenants().get(tenantId);
      if (tenant === undefined) throw new Error(`no tenant ${tenantId}`);
      const features = tenantFeatures(tenant);
      const hidden = Object.entries(MENU_ENTRY_FEATURE).filter(
        ([entry, feature]) =>
          feature !== undefined && features[feature] && ecommerceConfig.menu[entry] === false,
      );
      expect(hidden).toEqual([]);
    },
  );

  it.each(tenants)(
    'tenant %i: banners, featured banner, promotion images, announcement, menu',
    (tenantId) => {
      const m = generateMarketing(tenantId, now);
      expect(m.banners.length).toBeGreaterThanOrEqual(3);
      expect(m.featuredBanners).toHaveLength(1);
      expect(m.promotionImages.length).toBeGreaterThanOrEqual(3);
      expect(m.featureAnnouncements.length).toBeGreaterThanOrEqual(1);
      expect(Object.keys(m.featureAnnouncements[0]?.translations ?? {})).toEqual([
        ...tenantSeedProfile(tenantId).languages,
      ]);
      for (const url of [
        ...m.banners.flatMap((b) => [b.src, b.redirect ?? '/']),
        m.featuredBanners[0]?.button_url,
      ]) {
        expect(url).toMatch(/^\/[a-z]/);
      }
    },
  );

  it.each(tenants)(
    'tenant %i: 1001 has favorites and suggested products from the catalogue',
    (tenantId) => {
      const catalogue = generateCatalogue(tenantId);
      const skus = new Set(catalogue.products.map((p) => p.sku));
      const a = generateClientActivity(tenantId, now, catalogue);
      expect(a.favorites.length).toBeGreaterThanOrEqual(5);
      expect(a.suggested.length).toBeGreaterThanOrEqual(5);
      for (const row of [...a.favorites, ...a.suggested]) {
        expect(row.client_id).toBe('1001');
        expect(skus.has(row.sku)).toBe(true);
      }
    },
  );
});
