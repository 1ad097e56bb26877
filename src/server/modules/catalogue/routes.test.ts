/**
 * Catalogue calls through HTTP (SPEC §7) on every test database: success and shape (parsed with
 * the contract's schemas), 401 without or with a bad token, tenant and client isolation
 * (SECURITY T4), feature flags, ETags, and the generated images route.
 */
import sharp from 'sharp';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, type Product } from '../../../contract/index.ts';
import { openTestApp, TEST_NOW, type TestApp } from '../../test/app-harness.ts';
import { testDatabases } from '../../test/databases.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { loadServedTenants } from '../../served-tenants.ts';
import { combos } from './combo-service.ts';
import * as service from './service.ts';

const CALLS = [
  ['category', calls.categories],
  ['brands/refrigerantes', calls.brands],
  ['products', calls.products],
  ['ecommerce/banner', calls.banners],
  ['ecommerce/banner/featured', calls.featuredBanner],
  ['ecommerce/config', calls.ecommerceConfig],
  ['promotions', calls.promotions],
  ['combo', calls.combos],
  ['combo/products/1', calls.comboProducts],
  ['combo/products/2', calls.comboProducts],
  ['combo/products/3', calls.comboProducts],
  ['products/favorites', calls.favorites],
  ['order/suggested', calls.suggested],
  ['home/rails', calls.homeRails],
  ['payment/limit/paymentMethod', calls.paymentLimit],
] as const;

describe.each(testDatabases())('catalogue calls on %s', (kind) => {
  let t: TestApp;
  const get = async (url: string, bottler = 2, client = '1001', extra = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/${url}`,
      headers: { ...(await t.auth(bottler, client)), ...extra },
    });

  beforeAll(async () => {
    t = await openTestApp(kind, { tenants: [2, 5] });
    // Rows only tenant 2 has, to prove tenant 5 never sees them.
    await t.db.query(
      `insert into products (tenant_id, sku, description, brand_id, category_id, price, is_msl)
       values (2, 'T2ONLY', 'Tenant two only', 1, 1, 4.5, true)`,
    );
    await t.db.query(
      `insert into banners (tenant_id, id, idx, src, alt_text) values (2, 99, 9, '/api/img/banner/t2-only.svg', 'T2 only')`,
    );
    await t.db.query(
      `insert into combos (tenant_id, id, kind, name) values (2, 77, 'generic', 'T2 only combo')`,
    );
    await t.db.query(
      `insert into favorites (tenant_id, client_id, sku) values (2, '1003', 'T2ONLY')`,
    );
  }, 120_000);
  afterAll(() => t.close());

  it.each(CALLS)('GET %s answers 200 in the contract shape', async (url, call) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(call.response[200].safeParse(res.json()).success).toBe(true);
  });

  it.each(CALLS)('GET %s without a token is 401 unauthorized', async (url) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/${url}` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'unauthorized' });
  });

  it.each(CALLS)('GET %s with a tampered token is 401 unauthorized', async (url) => {
    const token = await t.sessionToken(2, '1001');
    const tampered = token.slice(0, -3) + (token.endsWith('AAA') ? 'BBB' : 'AAA');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/${url}`,
      headers: { authorization: `Bearer ${tampered}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthorized');
  });

  it('an expired session token is 401 tokenExpired with the bottler', async () => {
    const headers = await t.auth(2, '1001');
    t.clock.set(new Date(TEST_NOW.getTime() + 13 * 3600_000));
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/category', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'tokenExpired', params: { bottler: 2 } });
    } finally {
      t.clock.set(TEST_NOW);
    }
  });

  describe('products', () => {
    it('are the tenant’s priced products only (SPEC §5 price above 0), with an ETag and 304', async () => {
      const res = await get('products');
      const products = res.json() as Product[];
      expect(products.length).toBeGreaterThan(150);
      expect(products.every((p) => p.price > 0)).toBe(true);
      expect(products.map((p) => p.sku)).toContain('T2ONLY');
      expect(products.find((p) => p.sku === '101101')?.description_pt).toBeTruthy();
      const etag = String(res.headers.etag);
      // A digest of the body (catalogueEtag), not the tenant and version: see catalogue-etag.test.ts.
      expect(etag).toMatch(/^W\/"p-[\w-]{16}"$/);
      const again = await get('products', 2, '1001', { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
    });

    it('a gzip request gets the catalogue compressed once per version, decoding to the same JSON', async () => {
      const plain = await get('products');
      const zipped = await get('products', 2, '1001', { 'accept-encoding': 'gzip' });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toContain('accept-encoding');
      expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
      expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    });

    it('a price change gives a new version: new ETag, new price (cache invalidation)', async () => {
      const before = await get('products');
      await t.db.query(`update products set price = 5.55 where tenant_id = 2 and sku = 'T2ONLY'`);
      const after = await get('products', 2, '1001', {
        'if-none-match': String(before.headers.etag),
      });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect((after.json() as Product[]).find((p) => p.sku === 'T2ONLY')?.price).toBe(5.55);
    });

    it('tenant 5 never sees tenant 2’s products (SECURITY T4)', async () => {
      const res = await get('products', 5);
      const products = res.json() as Product[];
      expect(products.map((p) => p.sku)).not.toContain('T2ONLY');
      expect(products.some((p) => p.description_pt !== undefined)).toBe(false);
      expect(products.find((p) => p.sku === '101101')?.description_fr).toBeTruthy();
      // Tenant 2's tag confirms nothing of tenant 5's answer.
      const two = String((await get('products')).headers.etag);
      expect(res.headers.etag).not.toBe(two);
      expect((await get('products', 5, '1001', { 'if-none-match': two })).statusCode).toBe(200);
    });
  });

  describe('categories and brands', () => {
    it('brands/{category in lowercase} lists the brands of that category (SPEC §7)', async () => {
      const categories = (await get('category')).json() as { name: string }[];
      const first = categories[0]?.name ?? '';
      expect(first).not.toBe('');
      const res = await get(`brands/${encodeURIComponent(first.toLowerCase())}`);
      expect(res.statusCode).toBe(200);
      expect((res.json() as unknown[]).length).toBeGreaterThan(0);
    });

    it('an unknown category has no brands (an empty list, not an error)', async () => {
      const res = await get('brands/no-such-category');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    });

    it('a category name longer than the contract allows is refused with a code, not a 500', async () => {
      const res = await get(`brands/${'x'.repeat(101)}`);
      // The router lets parameters up to 2,048 characters through, so the contract's max(100) answers.
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'validation',
        fields: [{ path: 'category', code: 'too_big' }],
      });
    });

    it('tenant 5 gets its own category names (fr)', async () => {
      const names = ((await get('category', 5)).json() as { name: string }[]).map((c) => c.name);
      const tenant2 = ((await get('category', 2)).json() as { name: string }[]).map((c) => c.name);
      expect(names).not.toEqual(tenant2);
    });
  });

  it('answers tenant content in the language the app asks for (Accept-Language), when offered', async () => {
    const names = async (language: string) =>
      (
        (await get('category', 5, '1001', { 'accept-language': language })).json() as {
          name: string;
        }[]
      ).map((c) => c.name);
    expect(await names('ar')).toContain('عبوات مرتجعة');
    expect(await names('fr')).toContain('Emballages consignés');
    // Not offered by tenant 5: its stored or default language.
    expect(await names('pt')).not.toContain('Vasilhames retornáveis');
  });

  describe('banners and promotions', () => {
    it('tenant 5 never sees tenant 2’s banners', async () => {
      const alt2 = ((await get('ecommerce/banner', 2)).json() as { altText: string }[]).map(
        (b) => b.altText,
      );
      const alt5 = ((await get('ecommerce/banner', 5)).json() as { altText: string }[]).map(
        (b) => b.altText,
      );
      expect(alt2).toContain('T2 only');
      expect(alt5).not.toContain('T2 only');
    });

    it('the featured banner has an image', async () => {
      const res = await get('ecommerce/banner/featured');
      expect(res.json().image).toMatch(/^\/api\/img\//);
    });

    it('the featured banner falls back to the default image when it has none', async () => {
      await t.db.query('update featured_banners set image = null where tenant_id = 5');
      const res = await get('ecommerce/banner/featured', 5);
      expect(res.json().image).toBe(service.DEFAULT_FEATURED_IMAGE);
    });

    it('a dated banner appears at its start and leaves at its end, with no write then', async () => {
      const hour = 3_600_000;
      const start = new Date(TEST_NOW.getTime() + hour);
      const end = new Date(TEST_NOW.getTime() + 3 * hour);
      await t.db.query(
        `insert into banners (tenant_id, id, idx, src, alt_text, starts_at, ends_at)
         values (2, 98, 8, '/api/img/banner/dated.svg', 'Dated', $1, $2)`,
        [start, end],
      );
      await t.db.query(
        `insert into featured_banners (tenant_id, id, description, starts_at)
         values (2, 0, 'Dated featured', $1)`,
        [start],
      );
      const alts = async () =>
        ((await get('ecommerce/banner', 2)).json() as { altText: string }[]).map((b) => b.altText);
      const featured = async () =>
        ((await get('ecommerce/banner/featured', 2)).json() as { description: string }).description;
      try {
        expect(await alts()).not.toContain('Dated');
        expect(await featured()).not.toBe('Dated featured');
        t.clock.set(start);
        expect(await alts()).toContain('Dated');
        expect(await featured()).toBe('Dated featured');
        t.clock.set(end);
        expect(await alts()).not.toContain('Dated');
        expect(await featured()).toBe('Dated featured'); // open end
      } finally {
        t.clock.set(TEST_NOW);
        await t.db.query('delete from banners where tenant_id = 2 and id = 98');
        await t.db.query('delete from featured_banners where tenant_id = 2 and id = 0');
      }
    });

    it('a banner whose period ends before it starts is refused by the database', async () => {
      await expect(
        t.db.query(
          `insert into banners (tenant_id, id, idx, src, starts_at, ends_at)
           values (2, 97, 7, '/x.svg', $1, $2)`,
          [TEST_NOW, new Date(TEST_NOW.getTime() - 1)],
        ),
      ).rejects.toThrow(/banners_period/);
    });

    it('promotions are the tenant’s promotion images', async () => {
      const res = await get('promotions');
      expect((res.json() as unknown[]).length).toBe(3);
    });
  });

  describe('ecommerce config', () => {
    it('a feature marked seen disappears from this client’s config only', async () => {
      const ids = async (client: string) =>
        ((await get('ecommerce/config', 2, client)).json().features as { id: string }[]).map(
          (f) => f.id,
        );
      expect(await ids('1002')).toContain('favorites-2026');
      await t.db.query(
        `insert into client_features_seen (tenant_id, client_id, feature_id) values (2, '1002', 'favorites-2026')`,
      );
      expect(await ids('1002')).not.toContain('favorites-2026');
      expect(await ids('1004')).toContain('favorites-2026');
    });

    it('a tenant with feature announcements off has none; its menu hides features it has off', async () => {
      const config = (await get('ecommerce/config', 5)).json();
      expect(config.features).toEqual([]);
      expect(config.menu.bingo).toBe(false);
      expect(config.menu.products).toBe(true);
      const config2 = (await get('ecommerce/config', 2)).json();
      expect(config2.menu.bingo).toBe(true);
    });
  });

  describe('combos', () => {
    it('lists the tenant’s combos, one of each kind', async () => {
      const list = (await get('combo')).json() as { id: number; kind: string }[];
      expect(list.map((c) => c.kind)).toEqual(
        expect.arrayContaining(['family', 'quantity', 'generic']),
      );
      expect(list.map((c) => c.id)).toContain(77);
      const list5 = (await get('combo', 5)).json() as { id: number }[];
      expect(list5.map((c) => c.id)).not.toContain(77);
    });

    it('another tenant’s combo id is 404 notFound (SECURITY T4)', async () => {
      expect((await get('combo/products/77', 2)).statusCode).toBe(200);
      const res = await get('combo/products/77', 5);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'notFound' });
    });

    it.each(['0', 'abc', '-1'])('combo/products/%s is 400 validation', async (id) => {
      const res = await get(`combo/products/${id}`);
      expect(res.statusCode).toBe(400);
    });

    it('family combo: families with their minimum and products of that family', async () => {
      const body = (await get('combo/products/1')).json();
      expect(body.kind).toBe('family');
      expect(body.families).toHaveLength(2);
      for (const family of body.families) {
        expect(family.products.length).toBeGreaterThan(0);
        for (const p of family.products) {
          expect(p.combo).toBe(1);
          expect(p.familyId).toBe(family.familyId);
        }
      }
    });

    it('quantity combo: ranges keyed by minimumQuantity, entry price at the first range (SPEC §5)', async () => {
      const { quantityCombo } = (await get('combo/products/2')).json();
      expect(Object.keys(quantityCombo.ranges)).toEqual(['6', '12', '24']);
      expect(quantityCombo.nextRange.minimumQuantity).toBe(12);
      const { totalRegularPrice, totalPrice, totalDiscount } = quantityCombo.priceInfo;
      expect(totalPrice).toBeLessThan(totalRegularPrice);
      expect(Math.round((totalRegularPrice - totalPrice) * 100)).toBe(
        Math.round(totalDiscount * 100),
      );
    });

    it('no combos when the tenant has the combo service off (an empty list)', async () => {
      const ctx = contextFor(2, '1001');
      const off = { ...ctx, tenant: { ...ctx.tenant, isComboServiceAvailable: false } };
      expect(await combos({ db: t.db, now: t.clock.now }, ctx)).not.toEqual([]);
      expect(await combos({ db: t.db, now: t.clock.now }, off)).toEqual([]);
    });
  });

  describe('favorites and suggested (the calling client’s only)', () => {
    it('favorites are the calling client’s', async () => {
      const skus = async (client: string) =>
        ((await get('products/favorites', 2, client)).json().data.items as Product[]).map(
          (p) => p.sku,
        );
      const mine = await skus('1001');
      const theirs = await skus('1003');
      expect(mine.length).toBeGreaterThan(0);
      expect(theirs).toEqual(['T2ONLY']);
      expect(mine).not.toContain('T2ONLY');
      expect(await skus('1004')).toEqual([]);
    });

    it('suggested items come from the client’s own history, so shops differ', async () => {
      const suggested = async (client: string) =>
        ((await get('order/suggested', 2, client)).json().data.items as Product[]).map(
          (p) => p.sku,
        );
      const ownSkus = async (client: string) =>
        (
          await t.db.query<{ sku: string }>(
            `select distinct l.sku from order_lines l join orders o
               on o.tenant_id = l.tenant_id and o.order_number = l.order_number
              where o.tenant_id = 2 and o.client_id = $1 and o.status <> 'CANCELLED'`,
            [client],
          )
        ).map((r) => r.sku);
      const a = await suggested('1001');
      const b = await suggested('1003');
      expect(a).not.toEqual(b);
      expect(await ownSkus('1001')).toContain(a[0]);
      expect(await ownSkus('1003')).toContain(b[0]);
    });

    it('home rails: buy again from the calling shop’s own history, deals with a saving, at most 10', async () => {
      const rails = async (bottler: number, client: string) =>
        (await get('home/rails', bottler, client)).json() as {
          buyAgain: Product[];
          deals: Product[];
        };
      const ownSkus = async (client: string) =>
        (
          await t.db.query<{ sku: string }>(
            `select distinct l.sku from order_lines l join orders o
               on o.tenant_id = l.tenant_id and o.order_number = l.order_number
              where o.tenant_id = 2 and o.client_id = $1 and o.status <> 'CANCELLED'`,
            [client],
          )
        ).map((r) => r.sku);
      const a = await rails(2, '1001');
      const b = await rails(2, '1003');
      expect(a.buyAgain.length).toBeGreaterThan(0);
      expect(a.buyAgain.map((p) => p.sku)).not.toEqual(b.buyAgain.map((p) => p.sku));
      const mine = await ownSkus('1001');
      for (const product of a.buyAgain) expect(mine).toContain(product.sku);
      expect(a.deals.length).toBeGreaterThan(0);
      expect(a.deals.length).toBeLessThanOrEqual(10);
      for (const deal of a.deals) {
        const tierBelow = (deal.pricePromotions ?? []).some(
          (tier) => tier.price > 0 && tier.price < deal.price,
        );
        expect(tierBelow || (deal.priceWithoutDiscount ?? 0) > deal.price).toBe(true);
      }
      // Tenant 5 never sees tenant 2's products; shop 1002 (order option off) gets empty rails.
      const other = await rails(5, '1001');
      expect([...other.buyAgain, ...other.deals].map((p) => p.sku)).not.toContain('T2ONLY');
      expect(await rails(2, '1002')).toEqual({ buyAgain: [], deals: [] });
    });

    it('home rails: a price change shows in today’s deals on the next call (the deals are kept per catalogue version)', async () => {
      const deals = async () =>
        ((await get('home/rails')).json() as { deals: Product[] }).deals.map((p) => p.sku);
      const before = await deals();
      const [row] = await t.db.query<{ sku: string; price: string }>(
        `select sku, price from products
          where tenant_id = 2 and price > 0 and sku not like '%P' and not (sku = any($1))
          order by sku limit 1`,
        [before],
      );
      if (!row) throw new Error('no product outside today’s deals');
      const { sku, price } = row;
      // Ten times its price before the discount: a 90 % saving, the best deal of the catalogue.
      await t.db.query(
        'update products set price_without_discount = $3 where tenant_id = $1 and sku = $2',
        [2, sku, Number(price) * 10],
      );
      try {
        expect((await deals())[0]).toBe(sku);
      } finally {
        await t.db.query(
          'update products set price_without_discount = null where tenant_id = $1 and sku = $2',
          [2, sku],
        );
      }
      expect(await deals()).toEqual(before);
    });

    it('buy again and suggested: a product the shop can no longer order leaves both on the next call (the orderable products are kept per catalogue version)', async () => {
      const usual = async () => ({
        buyAgain: ((await get('home/rails')).json() as { buyAgain: Product[] }).buyAgain.map(
          (p) => p.sku,
        ),
        suggested: ((await get('order/suggested')).json().data.items as Product[]).map(
          (p) => p.sku,
        ),
      });
      const before = await usual();
      const sku = before.buyAgain[0];
      if (sku === undefined) throw new Error('shop 1001 has no usual products');
      expect(before.suggested).toContain(sku);
      // A quantity limit of 0 closes its ordering (SPEC §5).
      await t.db.query('update products set quantity_limit = 0 where tenant_id = $1 and sku = $2', [
        2,
        sku,
      ]);
      try {
        const after = await usual();
        expect(after.buyAgain).not.toContain(sku);
        expect(after.suggested).not.toContain(sku);
      } finally {
        await t.db.query(
          'update products set quantity_limit = null where tenant_id = $1 and sku = $2',
          [2, sku],
        );
      }
      expect(await usual()).toEqual(before);
    });

    it.each([
      ['favorites', 'favorites'],
      ['suggested', 'suggested'],
    ] as const)('%s off for the tenant → an empty list', async (feature, call) => {
      const ctx = contextFor(2, '1001');
      const off = {
        ...ctx,
        tenant: { ...ctx.tenant, features: { ...ctx.tenant.features, [feature]: false } },
      };
      expect(
        (await service[call]({ db: t.db, now: t.clock.now }, ctx)).data.items.length,
      ).toBeGreaterThan(0);
      expect((await service[call]({ db: t.db, now: t.clock.now }, off)).data.items).toEqual([]);
    });
  });

  it('payment/limit/paymentMethod is the client’s payment limit, per client', async () => {
    const limit = async (client: string) =>
      (await get('payment/limit/paymentMethod', 2, client)).json();
    const [row] = await t.db.query<{ payment_limit: string }>(
      `select payment_limit from clients where tenant_id = 2 and external_id = '1003'`,
    );
    expect(await limit('1003')).toBe(Number(row?.payment_limit));
    expect(await limit('1001')).not.toBe(await limit('1003'));
  });

  describe('GET /api/img/:kind/:name.svg', () => {
    it('serves a generated SVG, cacheable, under a CSP that runs nothing', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/img/product/101101.svg' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; style-src 'unsafe-inline'",
      );
      expect(res.body.startsWith('<svg')).toBe(true);
    });

    it('is kept a day, then revalidated in the background: a changed drawing reaches the shop, the same one is a 304', async () => {
      const url = '/api/img/product/101101.svg';
      const res = await t.app.inject({ method: 'GET', url });
      // Never `immutable`: the address names the product, not the drawing.
      expect(res.headers['cache-control']).toBe(
        'public, max-age=86400, stale-while-revalidate=604800',
      );
      const etag = String(res.headers.etag);
      const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const other = await t.app.inject({
        method: 'GET',
        url: '/api/img/product/101102.svg',
        headers: { 'if-none-match': etag },
      });
      expect(other.statusCode).toBe(200);
      expect(other.headers.etag).not.toBe(etag);
    });

    it.each([
      ['/api/img/product/NOPE.svg', 404],
      ['/api/img/combo/101109-105105.svg', 200],
      ['/api/img/combo/101109-NOPE.svg', 404],
      ['/api/img/secret/1.svg', 400],
      ['/api/img/banner/a_b.svg', 400],
      ['/api/img/banner/%3Cscript%3E.svg', 400],
    ])('%s → %i', async (url, status) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(status);
    });
  });

  describe('GET /api/img/product/:name.webp (decision 085)', () => {
    it('serves the packshot as a WebP 192 px tall, cacheable, under the same CSP', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/img/product/101101.webp' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; style-src 'unsafe-inline'",
      );
      expect(res.headers['cache-control']).toBe(
        'public, max-age=86400, stale-while-revalidate=604800',
      );
      const picture = res.rawPayload;
      expect(picture.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(picture.subarray(8, 12).toString('latin1')).toBe('WEBP');
      const { format, height, width } = await sharp(picture).metadata();
      expect([format, height]).toEqual(['webp', 192]);
      // The packshot's 120 x 160 drawing, scaled whole.
      expect(width).toBe(144);
      expect(picture.length).toBeLessThan(5_000);
    });

    it('answers 304 to its own ETag, and another picture has another', async () => {
      const url = '/api/img/product/101101.webp';
      const etag = String((await t.app.inject({ method: 'GET', url })).headers.etag);
      const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      const svg = await t.app.inject({ method: 'GET', url: '/api/img/product/101101.svg' });
      expect(svg.headers.etag).not.toBe(etag);
      const other = await t.app.inject({ method: 'GET', url: '/api/img/product/101102.webp' });
      expect(other.statusCode).toBe(200);
      expect(other.headers.etag).not.toBe(etag);
    });

    it.each([
      ['/api/img/category/1.webp', 288],
      ['/api/img/combo/101109-105105.webp', 288],
    ])('serves %s as a WebP %i px tall (decision 088)', async (url, expected) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect((await sharp(res.rawPayload).metadata()).height).toBe(expected);
    });

    it.each([
      ['/api/img/product/NOPE.webp', 404],
      ['/api/img/combo/101109-NOPE.webp', 404],
      ['/api/img/brand/1.webp', 400],
      ['/api/img/banner/summer-deals-mobile.webp', 400],
      ['/api/img/product/%3Cscript%3E.webp', 400],
    ])('%s → %i', async (url, status) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(status);
    });
  });

  /** The context the session guard builds for a shop (for service-level flag tests). */
  function contextFor(bottler: number, clientId: string): RequestContext {
    const tenant = loadServedTenants(t.config).get(bottler);
    if (!tenant) throw new Error(`tenant ${bottler} is not served`);
    return {
      tenant,
      tenantId: bottler,
      clientId,
      sessionId: 'test',
      origin: 'chat',
      now: TEST_NOW,
    };
  }
});
