/**
 * Search on the server and the catalogue in pages (issue 16, decisions 054 and 055), through HTTP
 * on every test database: the same matching as the app's search (SPEC §5), the tenant's priced
 * products only (SECURITY T4), /products order, filters, page size, and refusals by code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../../contract/index.ts';
import { browseOrder, CATALOGUE_PAGE_SIZE } from '../../../domain/catalogue-pages.ts';
import { findProducts } from '../../../domain/search.ts';
import { openTestApp, type TestApp } from '../../test/app-harness.ts';
import { testDatabases } from '../../test/databases.ts';
import { getTenantCatalogue } from './catalogue-cache.ts';

describe.each(testDatabases())('products/search and products/page on %s', (kind) => {
  let t: TestApp;
  const get = async (url: string, bottler = 2, client = '1001') =>
    t.app.inject({ method: 'GET', url: `/api/${url}`, headers: await t.auth(bottler, client) });
  const search = async (query: string, bottler = 2) => {
    const res = await get(`products/search?${query}`, bottler);
    expect(res.statusCode).toBe(200);
    return calls.productSearch.response[200].parse(res.json());
  };
  const page = async (query: string, bottler = 2) => {
    const res = await get(`products/page?${query}`, bottler);
    expect(res.statusCode).toBe(200);
    return calls.productsPage.response[200].parse(res.json());
  };

  beforeAll(async () => {
    t = await openTestApp(kind, { tenants: [2, 5] });
    await t.db.query(
      `insert into products (tenant_id, sku, description, brand_id, category_id, price, is_msl)
       values (2, 'T2ONLY', 'Zebrafruta exclusiva', 1, 1, 4.5, true),
              (2, 'T2FREE', 'Zebrafruta sem preço', 1, 1, 0, false)`,
    );
  }, 120_000);
  afterAll(() => t.close());

  it('finds what the app’s search finds (SPEC §5), with suggestions, in pages', async () => {
    const catalogue = await getTenantCatalogue({ db: t.db, now: t.clock.now }, 2);
    const expected = findProducts(catalogue.products, 'cola 2l', 'pt').map((p) => p.sku);
    expect(expected.length).toBeGreaterThan(0);
    const answer = await search('q=cola%202l&language=pt');
    expect(answer.total).toBe(expected.length);
    expect(answer.products.map((p) => p.sku)).toEqual(expected.slice(0, CATALOGUE_PAGE_SIZE));

    const second = await search('q=cola&limit=2&offset=2');
    const all = findProducts(catalogue.products, 'cola', 'pt').map((p) => p.sku);
    expect(second.products.map((p) => p.sku)).toEqual(all.slice(2, 4));
    expect(second.total).toBe(all.length);
    expect(second.suggestions.length).toBeGreaterThan(0);
    expect(second.suggestions.every((s) => /cola/i.test(s))).toBe(true);
  });

  it('under 3 characters finds nothing; accents and case do not matter; a sku is found', async () => {
    expect(await search('q=co')).toMatchObject({ total: 0, products: [], suggestions: [] });
    const plain = await search('q=ZEBRAFRUTA');
    expect(plain.products.map((p) => p.sku)).toEqual(['T2ONLY']); // the unpriced one is not kept
    expect((await search('q=t2only')).products.map((p) => p.sku)).toEqual(['T2ONLY']);
  });

  it('tenant 5 never finds tenant 2’s products (SECURITY T4)', async () => {
    expect((await search('q=zebrafruta', 5)).total).toBe(0);
    expect((await page('skus=T2ONLY', 5)).products).toEqual([]);
  });

  it('pages the priced catalogue in /products order, 40 by default', async () => {
    const catalogue = await getTenantCatalogue({ db: t.db, now: t.clock.now }, 2);
    const order = browseOrder(catalogue.products).map((p) => p.sku);
    const first = await page('');
    expect(first.total).toBe(order.length);
    expect(first.products.map((p) => p.sku)).toEqual(order.slice(0, 40));
    const later = await page('offset=40&limit=5');
    expect(later.products.map((p) => p.sku)).toEqual(order.slice(40, 45));
    expect(order).not.toContain('T2FREE');
    // Returnable packaging comes last.
    expect(order.at(-1)?.endsWith('P')).toBe(true);
  });

  it('filters by category and brand, promotions, or skus in their order', async () => {
    const catalogue = await getTenantCatalogue({ db: t.db, now: t.clock.now }, 2);
    const sample = browseOrder(catalogue.products).find((p) => !p.sku.startsWith('T2'));
    if (!sample) throw new Error('empty catalogue');
    const byBrand = await page(
      `category=${encodeURIComponent(sample.category.toUpperCase())}&brand=${encodeURIComponent(sample.brand)}&limit=200`,
    );
    expect(byBrand.total).toBeGreaterThan(0);
    expect(
      byBrand.products.every((p) => p.category === sample.category && p.brand === sample.brand),
    ).toBe(true);
    const promos = await page('promotions=true&limit=200');
    expect(promos.total).toBeGreaterThan(0);
    expect(promos.total).toBeLessThan((await page('')).total);
    expect(
      promos.products.every(
        (p) => p.isPromo || p.isPromotionType || (p.pricePromotions?.length ?? 0) > 0,
      ),
    ).toBe(true);
    const skus = await page('skus=T2ONLY,NOPE,T2FREE,' + sample.sku);
    expect(skus.products.map((p) => p.sku)).toEqual(['T2ONLY', sample.sku]);
  });

  it('refuses a bad page or sku by code, not a 500', async () => {
    for (const query of ['limit=201', 'offset=-1', 'skus=a%20b', 'language=xx']) {
      const res = await get(`products/page?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
    expect((await get('products/search?q=' + 'a'.repeat(101))).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/products/search?q=coca' })).statusCode,
    ).toBe(401);
  });
});
