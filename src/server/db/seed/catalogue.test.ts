import { describe, expect, it } from 'vitest';
import { generateCatalogue, generateLargeCatalogue } from './catalogue.ts';
import { generatedImageSvg, productImageForSku, productSvg } from '../../modules/artwork/images.ts';
import { demoTenantIds, tenantSeedProfile } from './tenant-profiles.ts';

const tenants = demoTenantIds.map((id) => [id] as const);

describe('demo catalogue (PRODUCT.md "Demo data")', () => {
  it.each(tenants)('tenant %i: at least 6 categories, 15 brands and 150 products', (tenantId) => {
    const { categories, brands, products } = generateCatalogue(tenantId);
    expect(categories.length).toBeGreaterThanOrEqual(6);
    expect(brands.length).toBeGreaterThanOrEqual(15);
    expect(products.filter((p) => !p.sku.endsWith('P')).length).toBeGreaterThanOrEqual(150);
  });

  it.each(tenants)(
    'tenant %i: cans, PET and returnable glass with packaging skus ending P',
    (tenantId) => {
      const { products } = generateCatalogue(tenantId);
      const kinds = new Set(products.map((p) => p.packaging));
      expect([...kinds].sort()).toEqual(['bottle_box', 'can', 'glass', 'glass_bottle', 'pet']);
      for (const p of products) {
        const isPackaging = p.packaging === 'glass_bottle' || p.packaging === 'bottle_box';
        expect(p.sku.endsWith('P'), p.sku).toBe(isPackaging);
      }
      expect(
        products.filter((p) => p.is_bottle_box).every((p) => p.packaging === 'bottle_box'),
      ).toBe(true);
    },
  );

  it.each(tenants)(
    'tenant %i: every glass product points to existing bottle and crate products',
    (tenantId) => {
      const { products } = generateCatalogue(tenantId);
      const bySku = new Map(products.map((p) => [p.sku, p]));
      const glass = products.filter((p) => p.is_glass_bottle);
      expect(glass.length).toBeGreaterThan(10);
      for (const p of glass) {
        expect(p.glass_bottles).toBeGreaterThan(0);
        expect(bySku.get(p.glass_bottle_product_sku ?? '')?.packaging, p.sku).toBe('glass_bottle');
        expect(bySku.get(p.box_product_sku ?? '')?.is_bottle_box, p.sku).toBe(true);
      }
    },
  );

  it.each(tenants)(
    'tenant %i: tiers, quantity limits, alcoholic and must-stock items',
    (tenantId) => {
      const { products, priceTiers } = generateCatalogue(tenantId);
      const sellable = products.filter((p) => !p.sku.endsWith('P'));
      const tiered = new Set(priceTiers.map((t) => t.sku));
      expect(tiered.size / sellable.length).toBeGreaterThan(0.25);
      expect(sellable.filter((p) => p.quantity_limit !== null).length).toBeGreaterThanOrEqual(5);
      expect(sellable.filter((p) => p.alcoholic).length).toBeGreaterThanOrEqual(5);
      expect(sellable.filter((p) => p.is_msl).length).toBeGreaterThanOrEqual(10);
      expect(
        sellable.filter((p) => p.is_promo && p.price_without_discount > p.price).length,
      ).toBeGreaterThan(5);
    },
  );

  it.each(tenants)(
    'tenant %i: tier prices fall as the minimum quantity rises (SPEC §5 tier prices)',
    (tenantId) => {
      const { products, priceTiers } = generateCatalogue(tenantId);
      const price = new Map(products.map((p) => [p.sku, p.price]));
      const bySku = new Map<string, typeof priceTiers>();
      for (const t of priceTiers) bySku.set(t.sku, [...(bySku.get(t.sku) ?? []), t]);
      for (const [sku, tiers] of bySku) {
        const sorted = [...tiers].sort((a, b) => a.minimum_quantity - b.minimum_quantity);
        let previous = price.get(sku) ?? 0;
        for (const tier of sorted) {
          expect(tier.price, sku).toBeLessThan(previous);
          expect(tier.price).toBeGreaterThan(0);
          previous = tier.price;
        }
      }
    },
  );

  it.each(tenants)("tenant %i: names in exactly the tenant's languages", (tenantId) => {
    const { languages } = tenantSeedProfile(tenantId);
    const { products, categories } = generateCatalogue(tenantId);
    for (const row of [...products.map((p) => p.descriptions), ...categories.map((c) => c.names)]) {
      expect(Object.keys(row)).toEqual([...languages]);
    }
    for (const p of products) expect(p.description).toBe(p.descriptions[languages[0] ?? 'en']);
  });

  it.each([
    // Number and unit held together by a no-break space in every language (issue 14, item 10).
    [2, 'Refrigerante Fizzola Cola 350\u00a0ml Lata'],
    [1, 'Gaseosa Fizzola Cola 350\u00a0ml Lata'],
    [13, 'Soft drink Fizzola Cola 350\u00a0ml Can'],
    [14, 'น้ำอัดลม Fizzola โคล่า 350\u00a0มล. กระป๋อง'],
    [5, 'Boisson gazeuse Fizzola Cola 350\u00a0ml Canette'],
  ])('tenant %i describes sku 101101 as %s', (tenantId, description) => {
    const product = generateCatalogue(tenantId).products.find((p) => p.sku === '101101');
    expect(product?.description).toBe(description);
  });

  it('gives Arabic names alongside French for tenant 5', () => {
    const product = generateCatalogue(5).products.find((p) => p.sku === '101101');
    expect(product?.descriptions.ar).toBe('مشروب غازي فيزولا كولا 350\u00a0مل علبة');
  });

  it('prices CLP and PYG in whole units', () => {
    for (const tenantId of [1, 7, 11]) {
      for (const p of generateCatalogue(tenantId).products)
        expect(Number.isInteger(p.price), p.sku).toBe(true);
    }
  });

  it('is deterministic', () => {
    expect(generateCatalogue(2)).toEqual(generateCatalogue(2));
    expect(generateLargeCatalogue(2, 300)).toEqual(generateLargeCatalogue(2, 300));
  });

  it('leaves the must-stock list to the demo catalogue, whatever the size (decision 068)', () => {
    expect(generateLargeCatalogue(2, 5000).products.filter((p) => p.is_msl)).toEqual([]);
    expect(
      generateLargeCatalogue(2, 5000).products.filter((p) => p.is_promo).length,
    ).toBeGreaterThan(0);
  });

  it('builds a large catalogue of unique skus', () => {
    const { products } = generateLargeCatalogue(3, 5000);
    expect(new Set(products.map((p) => p.sku)).size).toBe(5000);
  });
});

describe('generated product images', () => {
  it('can draw every product of the demo and benchmark catalogues from its sku', () => {
    const skus = [
      ...generateCatalogue(2).products.map((p) => p.sku),
      ...generateLargeCatalogue(2, 50).products.map((p) => p.sku),
    ];
    for (const sku of skus) expect(productImageForSku(sku), sku).toBeDefined();
    for (const p of generateCatalogue(2).products)
      expect(p.image_url).toBe(`/api/img/product/${p.sku}.webp`);
  });

  it.each([
    ['101101', 'can'],
    ['101106', 'pet'],
    ['101111', 'glass'],
    ['GB290P', 'glass'],
    ['BX1000P', 'box'],
  ])('sku %s is drawn as a %s', (sku, kind) => {
    expect(productImageForSku(sku)?.kind).toBe(kind);
  });

  it('escapes the label and refuses unknown paths', () => {
    const svg = productSvg({ kind: 'can', color: '#c8102e', label: '<b>&"' });
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain('&lt;b&gt;&amp;&quot;');
    expect(svg).not.toContain('<b>');
    expect(productSvg({ kind: 'pet', color: 'red;"><script>', label: 'x' })).toContain('#888888');
    expect(generatedImageSvg('product', '../etc')).toBeUndefined();
    expect(generatedImageSvg('banner', 'summer-deals-mobile')).toMatch(/^<svg /);
    expect(generatedImageSvg('brand', '19')).toMatch(/^<svg /);
    expect(generatedImageSvg('category', '9')).toBeUndefined();
  });
});
