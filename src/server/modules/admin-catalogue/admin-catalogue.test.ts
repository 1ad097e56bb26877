/**
 * The console's catalogue through HTTP (issue 13): products listed, searched and filtered; one
 * product with its tiers; update and create with every owned field, the tier list replaced as
 * one, references checked, stale versions refused (409), every change audited; brands and
 * categories; the image upload and its public, immutable answer. And what the shop sees: the
 * catalogue version moves, the next `products` answer and `order/simulate` carry the change.
 * Each test file has its own database (openTestApp), so tenant 2's rows may change here.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct } from '../../../contract/index.ts';
import { openTestApp, type TestApp } from '../../test/app-harness.ts';
import { auditRows } from '../../test/console-ops-support.ts';
import { testDatabases } from '../../test/databases.ts';
import { operatorAuth } from '../../test/operator-harness.ts';
import {
  first,
  seededProducts,
  simulate,
  type SeededProduct,
} from '../ordering/ordering.fixture.ts';

type Headers = Record<string, string>;
const BASE = '/api/admin/catalogue';

/** The writable fields of a product as read, ready to send back. */
function editable(product: AdminProduct) {
  const {
    sku: _sku,
    description: _description,
    brand: _brand,
    category: _category,
    priceWithoutTax: _priceWithoutTax,
    imageUrl: _imageUrl,
    tiers,
    ...fields
  } = product;
  return {
    ...fields,
    tiers: tiers.map((tier) =>
      tier.discountPercentage === null
        ? { minimumQuantity: tier.minimumQuantity, price: tier.price }
        : { minimumQuantity: tier.minimumQuantity, discountPercentage: tier.discountPercentage },
    ),
  };
}

describe.each(testDatabases())('console catalogue on %s', (kind) => {
  let t: TestApp;
  let admin2: Headers;
  let sales2: Headers;
  let finance2: Headers;
  let admin5: Headers;
  let plain: SeededProduct;
  let glass: SeededProduct;
  beforeAll(async () => {
    t = await openTestApp(kind, { tenants: [2, 5, 7] });
    admin2 = await operatorAuth(t, { bottler: 2, role: 'admin' });
    sales2 = await operatorAuth(t, { bottler: 2, role: 'sales' });
    finance2 = await operatorAuth(t, { bottler: 2, role: 'finance' });
    admin5 = await operatorAuth(t, { bottler: 5, role: 'admin' });
    plain = first(await seededProducts(t, 2, 'plain'));
    glass = first(await seededProducts(t, 2, 'glass'));
  }, 300_000);
  afterAll(() => t?.close());

  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
  const send = (method: 'PUT' | 'POST', url: string, headers: Headers, payload: object) =>
    t.app.inject({ method, url, headers, payload });
  const read = async (sku: string, headers: Headers = admin2) =>
    (await get(`${BASE}/products/${sku}`, headers)).json<AdminProduct>();
  const catalogueVersion = async (tenantId: number) => {
    const [row] = await t.db.query<{ version: string }>(
      `select version from catalogue_versions where tenant_id = $1`,
      [tenantId],
    );
    return Number(row?.version);
  };

  it('lists by sku, pages, searches sku and descriptions, filters', async () => {
    const page = (await get(`${BASE}/products?limit=3`, sales2)).json();
    expect(page.items).toHaveLength(3);
    const skus = page.items.map((item: { sku: string }) => item.sku);
    expect([...skus].sort()).toEqual(skus);
    const next = (await get(`${BASE}/products?limit=3&cursor=${page.nextCursor}`, sales2)).json();
    expect(next.items[0].sku > skus[2]).toBe(true);

    const bySku = (await get(`${BASE}/products?q=${plain.sku}`, finance2)).json();
    expect(bySku.items.map((item: { sku: string }) => item.sku)).toContain(plain.sku);
    const one = await read(plain.sku);
    const word = (one.descriptions.es ?? one.description).split(' ')[0] ?? '';
    const byText = (await get(`${BASE}/products?q=${encodeURIComponent(word)}`, admin2)).json();
    expect(byText.items.length).toBeGreaterThan(0);
    // Case and accents do not matter: a description with an accented word, typed plain.
    const [accented] = await t.db.query<{ sku: string; word: string }>(
      `select sku, (regexp_match(description, '[^ ]*[À-ÿ][^ ]*'))[1] as word from products
        where tenant_id = 2 and description ~ '[À-ÿ]' order by sku limit 1`,
    );
    const typed = (accented?.word ?? '').normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
    expect(typed).not.toBe('');
    const folded = (await get(`${BASE}/products?q=${encodeURIComponent(typed)}&limit=200`, admin2))
      .json()
      .items.map((item: { sku: string }) => item.sku);
    expect(folded).toContain(accented?.sku);
    // Texts are searched, not the language keys of the map: every hit has "pt" in its text.
    const hits = (await get(`${BASE}/products?q=pt&limit=200`, admin2)).json().items as {
      sku: string;
    }[];
    for (const hit of hits) {
      const found = await read(hit.sku);
      const texts = [found.sku, found.description, ...Object.values(found.descriptions)];
      expect(
        texts.some((text) => text?.toLowerCase().includes('pt')),
        hit.sku,
      ).toBe(true);
    }
    const inCategory = (
      await get(
        `${BASE}/products?category=${one.categoryId}&brand=${one.brandId}&limit=200`,
        admin2,
      )
    ).json();
    expect(inCategory.items.length).toBeGreaterThan(0);
    expect(
      inCategory.items.every(
        (item: { category: string; brand: string }) =>
          item.category === one.category && item.brand === one.brand,
      ),
    ).toBe(true);
    const inactive = (await get(`${BASE}/products?active=false`, admin2)).json();
    expect(inactive.items).toEqual([]);
    expect((await get(`${BASE}/products?active=maybe`, admin2)).statusCode).toBe(400);
    expect((await get(`${BASE}/products?cursor=bad!`, admin2)).statusCode).toBe(400);
  });

  it('shows one product with its tiers and version; 404 for a sku of no product', async () => {
    const product = await read(glass.sku, finance2);
    expect(product).toMatchObject({
      sku: glass.sku,
      price: glass.price,
      isGlassBottle: true,
      glassBottleProductSku: glass.bottleSku,
      boxProductSku: glass.boxSku,
      version: 1,
    });
    expect((await get(`${BASE}/products/NOPE-1`, admin2)).statusCode).toBe(404);
  });

  it("a changed price and tier is what the shop's next products call and simulation charge", async () => {
    const shop = await t.auth(2, '1001');
    const before = await read(plain.sku);
    const version = await catalogueVersion(2);
    const cart = (quantity: number) => ({
      products: [{ sku: plain.sku, quantity }],
      orderType: '',
    });
    const line = async (quantity: number) => {
      const { body } = await simulate(t, shop, cart(quantity));
      return (body.orderDetails as { sku: string; price: number }[]).find(
        (detail) => detail.sku === plain.sku,
      );
    };
    expect((await line(6))?.price).toBe(plain.price);

    const price = plain.price + 1.25;
    const res = await send('PUT', `${BASE}/products/${plain.sku}`, admin2, {
      ...editable(before),
      price,
      isMsl: true,
      priceWithoutDiscount: price + 1,
      tiers: [
        { minimumQuantity: 6, price: plain.price },
        { minimumQuantity: 12, discountPercentage: 10 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json<AdminProduct>();
    expect(saved.version).toBe(before.version + 1);
    expect(saved.price).toBe(price);
    expect(saved.tiers).toEqual([
      { minimumQuantity: 6, price: plain.price, discountPercentage: null },
      {
        minimumQuantity: 12,
        price: Math.round(price * 100 * 0.9) / 100,
        discountPercentage: 10,
      },
    ]);
    expect(await catalogueVersion(2)).toBeGreaterThan(version);

    const products = (await get('/api/products', shop)).json<
      { sku: string; price: number; pricePromotions?: { minimumQuantity: number }[] }[]
    >();
    const shown = products.find((product) => product.sku === plain.sku);
    expect(shown?.price).toBe(price);
    expect(shown?.pricePromotions?.map((tier) => tier.minimumQuantity)).toEqual([6, 12]);
    // The orchestration answer (must-stock products) carries it too.
    const started = await t.app.inject({ method: 'GET', url: '/api/orchestration', headers: shop });
    const mustStock = started.json<{ products: { sku: string; price: number }[] }>().products;
    expect(mustStock.find((product) => product.sku === plain.sku)?.price).toBe(price);
    expect((await line(1))?.price).toBe(price);
    expect((await line(6))?.price).toBe(plain.price);
    expect((await line(12))?.price).toBe(saved.tiers[1]?.price);

    const [entry] = (await auditRows(t.db, 'product', plain.sku)).slice(-1);
    expect(entry).toMatchObject({
      tenant_id: 2,
      action: 'product.update',
      operator_email: 'admin@2.refill.test',
      before: { price: before.price, version: before.version },
      after: { price, version: before.version + 1 },
    });
  });

  it('a stale version answers 409 staleVersion and changes nothing', async () => {
    const current = await read(plain.sku);
    const res = await send('PUT', `${BASE}/products/${plain.sku}`, admin2, {
      ...editable(current),
      version: current.version - 1,
      price: 99,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'staleVersion', params: { version: current.version } });
    expect((await read(plain.sku)).price).toBe(current.price);
  });

  it.each([
    [
      'tiers out of order',
      {
        tiers: [
          { minimumQuantity: 12, price: 1 },
          { minimumQuantity: 6, price: 1.5 },
        ],
      },
    ],
    [
      'a repeated tier',
      {
        tiers: [
          { minimumQuantity: 6, price: 1 },
          { minimumQuantity: 6, price: 0.5 },
        ],
      },
    ],
    ['a tier of one unit', { tiers: [{ minimumQuantity: 1, price: 1 }] }],
    ['a tier at the list price', { price: 2, tiers: [{ minimumQuantity: 6, price: 2 }] }],
    [
      'a tier with price and discount',
      { tiers: [{ minimumQuantity: 6, price: 1, discountPercentage: 5 }] },
    ],
    ['a 100 % discount', { tiers: [{ minimumQuantity: 6, discountPercentage: 100 }] }],
    ['a negative price', { price: -1 }],
    ['three decimals', { price: 1.005 }],
    ['no description in the default language', { descriptions: { es: 'Solo español' } }],
    ['an unknown field', { colour: 'red' }],
    ['a text price', { price: '3.50' }],
  ])('%s: 400 validation, unchanged', async (_case, change) => {
    const current = await read(plain.sku);
    const res = await send('PUT', `${BASE}/products/${plain.sku}`, admin2, {
      ...editable(current),
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation');
    expect(await read(plain.sku)).toEqual(current);
  });

  it('tenant 7 (PYG, no cents): a price, unit cost or tier with cents is refused by name, a whole one is taken', async () => {
    const admin7 = await operatorAuth(t, { bottler: 7, role: 'admin' });
    const paraguayan = first(await seededProducts(t, 7, 'plain'));
    const current = await read(paraguayan.sku, admin7);
    const url = `${BASE}/products/${paraguayan.sku}`;
    for (const [change, field] of [
      [{ price: 5200.5 }, 'body.price'],
      [{ unitCost: 3100.25 }, 'body.unitCost'],
      [
        { tiers: [{ minimumQuantity: 12, price: Math.floor(current.price * 0.9) + 0.5 }] },
        'body.tiers.0.price',
      ],
    ] as const) {
      const res = await send('PUT', url, admin7, { ...editable(current), ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'validation', params: { field } });
    }
    expect(await read(paraguayan.sku, admin7)).toEqual(current);
    const whole = await send('PUT', url, admin7, {
      ...editable(current),
      price: 5200,
      tiers: [{ minimumQuantity: 12, discountPercentage: 3 }],
    });
    expect(whole.statusCode).toBe(200);
    // 5,200 less 3 % is 5,044: a tier from a discount is rounded to the whole guaraní.
    expect(whole.json()).toMatchObject({ price: 5200, tiers: [{ price: 5044 }] });
  });

  it.each([
    ['brandId', { brandId: 999_999 }],
    ['categoryId', { categoryId: 999_999 }],
    ['glassBottleProductSku', { isGlassBottle: true, glassBottleProductSku: 'NOPE-P' }],
    ['boxProductSku', { boxProductSku: 'NOPE-P' }],
  ])('a reference to no %s of the tenant: 422 referenceInvalid', async (field, change) => {
    const current = await read(plain.sku);
    const res = await send('PUT', `${BASE}/products/${plain.sku}`, admin2, {
      ...editable(current),
      ...change,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ code: 'referenceInvalid', params: { field } });
  });

  it('a bottle product must be a glass bottle, a box product a bottle box', async () => {
    const current = await read(glass.sku);
    const swapped = await send('PUT', `${BASE}/products/${glass.sku}`, admin2, {
      ...editable(current),
      glassBottleProductSku: current.boxProductSku,
      boxProductSku: current.glassBottleProductSku,
    });
    expect(swapped.json()).toEqual({
      code: 'referenceInvalid',
      params: { field: 'glassBottleProductSku' },
    });
    const notPackaging = await send('PUT', `${BASE}/products/${glass.sku}`, admin2, {
      ...editable(current),
      glassBottleProductSku: plain.sku,
    });
    expect(notPackaging.statusCode).toBe(422);
    const kept = await send('PUT', `${BASE}/products/${glass.sku}`, admin2, editable(current));
    expect(kept.statusCode).toBe(200);
  });

  it('sales and finance read but may not change (403); tenant 5 cannot reach tenant 2', async () => {
    const current = await read(plain.sku);
    for (const headers of [sales2, finance2]) {
      const res = await send('PUT', `${BASE}/products/${plain.sku}`, headers, editable(current));
      expect(res.statusCode).toBe(403);
    }
    expect((await read(plain.sku)).version).toBe(current.version);
    const { version: _version, ...fields } = editable(current);
    const created = await send('POST', `${BASE}/products`, admin2, {
      ...fields,
      sku: 'ONLY2-TEST',
      tiers: [],
    });
    expect(created.statusCode).toBe(200);
    expect((await get(`${BASE}/products/ONLY2-TEST`, admin5)).statusCode).toBe(404);
    const theirs = await send('PUT', `${BASE}/products/ONLY2-TEST`, admin5, {
      ...editable(created.json<AdminProduct>()),
      descriptions: { fr: 'Piraté', ar: 'x' },
    });
    expect(theirs.statusCode).toBe(404);
    expect((await read('ONLY2-TEST')).descriptions).not.toHaveProperty('fr');
  });

  it('creates a product; a sku in use answers 409 productExists', async () => {
    const template = await read(plain.sku);
    const body = {
      ...editable(template),
      sku: 'NEW-CAT-1',
      descriptions: { pt: 'Novo refrigerante 1 L', es: 'Gaseosa nueva 1 L' },
      price: 4.2,
      priceWithoutDiscount: null,
      tiers: [{ minimumQuantity: 10, discountPercentage: 5 }],
    };
    const { version: _version, ...createBody } = body;
    const res = await send('POST', `${BASE}/products`, admin2, createBody);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      sku: 'NEW-CAT-1',
      description: 'Novo refrigerante 1 L',
      version: 1,
      tiers: [{ minimumQuantity: 10, price: 3.99, discountPercentage: 5 }],
    });
    const shop = await t.auth(2, '1001');
    const products = (await get('/api/products', shop)).json<{ sku: string }[]>();
    expect(products.map((product) => product.sku)).toContain('NEW-CAT-1');
    const again = await send('POST', `${BASE}/products`, admin2, createBody);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('productExists');
    // Two creates of one new sku at once: one is created, the other told it exists (never 500).
    const both = await Promise.all([
      send('POST', `${BASE}/products`, admin2, { ...createBody, sku: 'NEW-CAT-2' }),
      send('POST', `${BASE}/products`, admin2, { ...createBody, sku: 'NEW-CAT-2' }),
    ]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await auditRows(t.db, 'product', 'NEW-CAT-1'))[0]).toMatchObject({
      action: 'product.create',
      before: null,
    });
  });

  it('lists, creates and renames brands and categories, with versions', async () => {
    for (const kind of ['brands', 'categories'] as const) {
      const list = (await get(`${BASE}/${kind}`, sales2)).json();
      expect(list.items.length).toBeGreaterThan(0);
      const created = await send('POST', `${BASE}/${kind}`, admin2, {
        names: { pt: `Nova ${kind}`, es: `Nueva ${kind}` },
      });
      expect(created.statusCode).toBe(200);
      const { id, version } = created.json();
      expect(created.json()).toMatchObject({ name: `Nova ${kind}`, productCount: 0 });
      const version0 = await catalogueVersion(2);
      const renamed = await send('PUT', `${BASE}/${kind}/${id}`, admin2, {
        names: { pt: `Renomeada ${kind}` },
        version,
      });
      expect(renamed.json()).toMatchObject({ name: `Renomeada ${kind}`, version: version + 1 });
      expect(await catalogueVersion(2)).toBeGreaterThan(version0);
      const stale = await send('PUT', `${BASE}/${kind}/${id}`, admin2, {
        names: { pt: 'Outra' },
        version,
      });
      expect(stale.statusCode).toBe(409);
      const noDefault = await send('POST', `${BASE}/${kind}`, admin2, { names: { es: 'X' } });
      expect(noDefault.statusCode).toBe(400);
      const theirs = await send('PUT', `${BASE}/${kind}/${id}`, admin5, {
        names: { fr: 'Piratée', ar: 'x' },
        version: version + 1,
      });
      expect(theirs.statusCode).toBe(404);
      expect(
        (await send('POST', `${BASE}/${kind}`, sales2, { names: { pt: 'x' } })).statusCode,
      ).toBe(403);
    }
  });

  it('uploads an image: a WebP square of at most 600 px, served as immutable', async () => {
    const png = await sharp({
      create: { width: 1200, height: 800, channels: 4, background: '#c0392b' },
    })
      .png()
      .toBuffer();
    const current = await read(plain.sku);
    const res = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/products/${plain.sku}/versions/${current.version}/image`,
      headers: { ...admin2, 'content-type': 'image/png' },
      payload: png,
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json<AdminProduct>();
    expect(saved.version).toBe(current.version + 1);
    expect(saved.imageUrl).toMatch(
      new RegExp(`^/api/product-images/2/${plain.sku}/[0-9a-f]{64}\\.webp$`),
    );
    const image = await t.app.inject({ method: 'GET', url: saved.imageUrl ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 600, height: 600 });

    const shop = await t.auth(2, '1001');
    const products = (await get('/api/products', shop)).json<{ sku: string; imageUrl: string }[]>();
    expect(products.find((product) => product.sku === plain.sku)?.imageUrl).toBe(saved.imageUrl);
    const wrongTenant = saved.imageUrl?.replace('/2/', '/5/') ?? '';
    expect((await t.app.inject({ method: 'GET', url: wrongTenant })).statusCode).toBe(404);
  });

  it('refuses what is not an image (by decoding), too large, stale, or sent by sales', async () => {
    const current = await read(plain.sku);
    const upload = (body: Buffer, headers: Headers, version = current.version) =>
      t.app.inject({
        method: 'PUT',
        url: `${BASE}/products/${plain.sku}/versions/${version}/image`,
        headers,
        payload: body,
      });
    const text = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const notImage = await upload(text, { ...admin2, 'content-type': 'image/png' });
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json()).toEqual({ code: 'notAnImage' });
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await upload(gif, { ...admin2, 'content-type': 'image/png' })).json().code).toBe(
      'notAnImage',
    );
    const huge = Buffer.alloc(5 * 1024 * 1024 + 1, 1);
    const tooLarge = await upload(huge, { ...admin2, 'content-type': 'image/jpeg' });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().code).toBe('imageTooLarge');
    const svgType = await upload(text, { ...admin2, 'content-type': 'image/svg+xml' });
    expect(svgType.statusCode).toBe(415);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const stale = await upload(
      png,
      { ...admin2, 'content-type': 'image/png' },
      current.version - 1,
    );
    expect(stale.statusCode).toBe(409);
    expect((await upload(png, { ...sales2, 'content-type': 'image/png' })).statusCode).toBe(403);
    expect((await read(plain.sku)).imageUrl).toBe(current.imageUrl);
  });
});
