/**
 * Issue 16 "a catalogue of 50,000 products that the first screen does not notice": with 50,000
 * extra products in tenant 2, the first screen's calls stay within fixed byte budgets. The
 * orchestration carries SPEC §5's set — the priced must-stock products, the bottler's curated list
 * (decision 068), so it is the same answer at 160 or 50,000 products — and the product lists come
 * 40 a page (decision 055): a page weighs the same at 160 or 50,000 products.
 */
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, orchestrationResponseSchema } from '../../../contract/index.ts';
import { seedLargeCatalogue } from '../../db/seed/index.ts';
import { openTestApp, TEST_NOW, type TestApp } from '../../test/app-harness.ts';
import { testDatabases } from '../../test/databases.ts';

const PRODUCTS = 50_000;
/** Orchestration, gzipped: SPEC §5's must-stock products (the demo's 22 for tenant 2). */
const ORCHESTRATION_BUDGET_BYTES = 8_000;
/** One page of 40 products, gzipped. */
const PAGE_BUDGET_BYTES = 8_000;
/** A search answer's first page and suggestions, gzipped. */
const SEARCH_BUDGET_BYTES = 8_000;

describe.each(testDatabases())(
  `the first screen's calls with ${PRODUCTS} products on %s`,
  (kind) => {
    let t: TestApp;
    let headers: Record<string, string>;
    const gzipGet = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-encoding': 'gzip' } });
    const orchestrationProducts = async () => {
      const res = await gzipGet('/api/orchestration');
      expect(res.statusCode).toBe(200);
      return orchestrationResponseSchema.parse(JSON.parse(gunzipSync(res.rawPayload).toString()))
        .products;
    };
    let orchestrationBefore: Awaited<ReturnType<typeof orchestrationProducts>>;

    beforeAll(async () => {
      t = await openTestApp(kind, { tenants: [2] });
      headers = await t.auth(2, '1001');
      orchestrationBefore = await orchestrationProducts();
      await seedLargeCatalogue(t.db, { tenantId: 2, products: PRODUCTS, now: TEST_NOW });
    }, 600_000);
    afterAll(() => t.close());

    it('orchestration carries the priced must-stock products only, within its byte budget', async () => {
      const res = await gzipGet('/api/orchestration');
      expect(res.statusCode).toBe(200);
      const body = orchestrationResponseSchema.parse(
        JSON.parse(gunzipSync(res.rawPayload).toString()),
      );
      process.stdout.write(
        `orchestration at ${PRODUCTS} extra products on ${kind}: ${body.products.length} must-stock products, ` +
          `${res.rawPayload.length} bytes gzip\n`,
      );
      expect(body.products.every((p) => p.isMSL === true && p.price > 0)).toBe(true);
      expect(body.products.length).toBeGreaterThan(0);
      expect(body.products).toEqual(orchestrationBefore);
      expect(res.rawPayload.length).toBeLessThanOrEqual(ORCHESTRATION_BUDGET_BYTES);
    });

    it('the first page of /products and a search answer stay within their byte budgets', async () => {
      const page = await gzipGet('/api/products/page?limit=40');
      expect(page.statusCode).toBe(200);
      const body = calls.productsPage.response[200].parse(
        JSON.parse(gunzipSync(page.rawPayload).toString()),
      );
      expect(body.products).toHaveLength(40);
      expect(body.total).toBeGreaterThan(PRODUCTS);
      const search = await gzipGet('/api/products/search?q=cola&limit=40');
      expect(search.statusCode).toBe(200);
      process.stdout.write(
        `products/page (40 of ${body.total}) ${page.rawPayload.length} bytes gzip; ` +
          `products/search?q=cola ${search.rawPayload.length} bytes gzip\n`,
      );
      expect(page.rawPayload.length).toBeLessThanOrEqual(PAGE_BUDGET_BYTES);
      expect(search.rawPayload.length).toBeLessThanOrEqual(SEARCH_BUDGET_BYTES);
    });
  },
);
