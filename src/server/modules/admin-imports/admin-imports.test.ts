/**
 * The catalogue as files through HTTP (issue 13): per-row errors for each rule, per-file refusals
 * (size, rows, encoding, header), separators, all-or-nothing apply, re-import changes nothing
 * (no catalogue version bump), export → import is the identity (property), and an imported price
 * is what the shop's simulation charges next. Tenant 2, demo data; rows this file creates use
 * skus starting `IMP-`, and changed demo prices are restored.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_COLUMNS, neutraliseCell } from '../../../domain/catalogue-rows.ts';
import { openTestApp, type TestApp } from '../../test/app-harness.ts';
import { testDatabases } from '../../test/databases.ts';
import { operatorAuth } from '../../test/operator-harness.ts';
import {
  first,
  seededProducts,
  simulate,
  type SeededProduct,
} from '../ordering/ordering.fixture.ts';

type Headers = Record<string, string>;

const csvCell = (text: string) =>
  /[",;\t\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
const csvOf = (rows: readonly (readonly string[])[], separator = ',') =>
  rows.map((row) => row.map(csvCell).join(separator)).join('\n') + '\n';

describe.each(testDatabases())('catalogue files on %s', (kind) => {
  let t: TestApp;
  let admin: Headers;
  let sales: Headers;
  let plain: SeededProduct;
  let glass: SeededProduct;
  let brandId: number;
  let categoryId: number;

  beforeAll(async () => {
    t = await openTestApp(kind, { tenants: [2, 7] });
    admin = await operatorAuth(t, { bottler: 2, role: 'admin' });
    sales = await operatorAuth(t, { bottler: 2, role: 'sales' });
    plain = first(await seededProducts(t, 2, 'plain'));
    glass = first(await seededProducts(t, 2, 'glass'));
    const [ref] = await t.db.query<{ brand_id: number; category_id: number }>(
      `select brand_id, category_id from products where tenant_id = 2 and sku = $1`,
      [plain.sku],
    );
    brandId = ref?.brand_id ?? 0;
    categoryId = ref?.category_id ?? 0;
  }, 300_000);
  afterAll(() => t?.close());

  const upload = (
    kindName: string,
    body: string | Buffer,
    mode: 'dryRun' | 'apply' = 'dryRun',
    headers: Headers = admin,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/catalogue-files/${kindName}/${mode}`,
      headers: { ...headers, 'content-type': 'text/csv' },
      payload: body,
    });
  /** The exported file's text after its UTF-8 BOM (which spreadsheets need to read 'São'). */
  const exported = async (kindName: string, headers: Headers = sales, locale = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/catalogue-files/${kindName}${locale === '' ? '' : `?locale=${locale}`}`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    return res.body.slice(1);
  };
  const version = async () => {
    const [row] = await t.db.query<{ version: string }>(
      `select version::text as version from catalogue_versions where tenant_id = 2`,
    );
    return row?.version;
  };
  const priceOf = async (sku: string) => {
    const [row] = await t.db.query<{ price: string }>(
      `select price::text as price from products where tenant_id = 2 and sku = $1`,
      [sku],
    );
    return row?.price;
  };
  const productHeader = ['sku', 'description', 'brandId', 'categoryId', 'price'];
  const product = (sku: string, extra: Record<string, string> = {}) => ({
    sku,
    description: `Produto ${sku}`,
    brandId: String(brandId),
    categoryId: String(categoryId),
    price: '5.00',
    ...extra,
  });
  const productsCsv = (rows: Record<string, string>[], separator = ',') => {
    const header = [...new Set(rows.flatMap((row) => Object.keys(row)))];
    return csvOf(
      [header, ...rows.map((row) => header.map((column) => row[column] ?? ''))],
      separator,
    );
  };

  it('lists a per-row error for each rule of products, with line and column', async () => {
    const csv = productsCsv([
      product('IMP-OK'),
      product('IMP-NEG', { price: '-1.00' }),
      product('IMP-DEC', { price: '1.005' }),
      product('IMP-NAN', { price: 'abc' }),
      product('IMP-BRAND', { brandId: '99999' }),
      product('IMP-CAT', { categoryId: '99999' }),
      product('IMP-BOTTLE', { glassBottleProductId: 'NOPE-P' }),
      product('IMP-BOX', { boxProductId: plain.sku }),
      product('IMP-OK'),
      product('IMP-LATER', { glassBottleProductId: 'IMP-NEWP' }),
      product('IMP-NEWP', { packaging: 'glass_bottle' }),
      product('IMP-EARLY', { glassBottleProductId: 'IMP-NEWP' }),
      product('', {}),
      product('IMP-BOOL', { isMSL: 'maybe' }),
    ]);
    const res = await upload('products', csv);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const found = body.errors.map(
      (e: { line: number; column: string; code: string }) => `${e.line}:${e.column}:${e.code}`,
    );
    expect(found).toEqual([
      '3:price:negative',
      '4:price:tooManyDecimals',
      '5:price:notNumber',
      '6:brandId:unknownBrand',
      '7:categoryId:unknownCategory',
      '8:glassBottleProductId:packagingMissing',
      '9:boxProductId:notPackaging',
      '10:sku:duplicateSku',
      '11:glassBottleProductId:packagingMissing',
      '14:sku:required',
      '15:isMSL:notBoolean',
    ]);
    expect(body).toMatchObject({ applied: false, mode: 'dryRun', errorCount: 11 });
    expect(body.counts).toMatchObject({ rows: 14, new: 3 });
    expect(await priceOf('IMP-OK')).toBeUndefined();
  });

  it('lists per-row errors of prices and tiers (unknown sku, order, duplicates, below list)', async () => {
    const prices = await upload(
      'prices',
      csvOf([
        ['sku', 'price'],
        ['NOPE-1', '1.00'],
        [plain.sku, '1.234'],
      ]),
    );
    expect(prices.json().errors.map((e: { code: string }) => e.code)).toEqual([
      'unknownProduct',
      'tooManyDecimals',
    ]);
    const list = Number(plain.price).toFixed(2);
    const tiers = await upload(
      'tiers',
      csvOf([
        ['sku', 'minimumQuantity', 'price', 'discountPercentage'],
        [plain.sku, '10', '0.01', ''],
        [plain.sku, '5', '0.01', ''],
        [plain.sku, '10', '0.01', ''],
        [plain.sku, '20', list, ''],
        [plain.sku, '30', '', ''],
        [plain.sku, '40', '', '150'],
        [plain.sku, '0', '0.01', ''],
      ]),
    );
    expect(
      tiers.json().errors.map((e: { line: number; code: string }) => `${e.line}:${e.code}`),
    ).toEqual([
      '3:tierNotAscending',
      '4:tierDuplicate',
      '5:tierNotBelowList',
      '6:tierPriceOrDiscount',
      '7:percentOutOfRange',
      '8:tooSmall',
    ]);
  });

  it('refuses a 50 MB file (413) and 200,001 rows (422) cleanly', async () => {
    const big = Buffer.alloc(50 * 1024 * 1024, 'a');
    const tooBig = await upload('prices', big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ code: 'payloadTooLarge' });
    const many = `sku,price\n${'X-1,1.00\n'.repeat(200_001)}`;
    const tooMany = await upload('prices', many);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toEqual({ code: 'importTooManyRows', params: { max: 200_000 } });
  }, 120_000);

  it("refuses a ';'-separated Latin-1 file with importEncoding, and reads it once UTF-8", async () => {
    const pricesText = `sku;price;priceWithoutDiscount\n${plain.sku};${plain.price.toFixed(2)};\n`;
    const accented = Buffer.concat([
      Buffer.from('sku;description;brandId;categoryId;price\n', 'latin1'),
      Buffer.from(`IMP-LAT;Guaran\u00e1;${brandId};${categoryId};3.00\n`, 'latin1'),
    ]);
    const refused = await upload('products', accented);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ code: 'importEncoding' });
    // the same file in UTF-8 with a BOM, separated by ';', then by tabs
    const utf8 = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(accented.toString('latin1'), 'utf8'),
    ]);
    const read = await upload('products', utf8);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ errorCount: 0, counts: { rows: 1, new: 1 } });
    const tabbed = await upload('prices', pricesText.replaceAll(';', '\t'));
    expect(tabbed.json()).toMatchObject({ errorCount: 0, counts: { rows: 1 } });
  });

  it('refuses a header without a required column or with an unknown one', async () => {
    const missing = await upload('products', 'sku,description\nA,B\n');
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      code: 'importHeader',
      params: { missing: 'brandId, categoryId, price' },
    });
    const unknown = await upload('prices', 'sku,price,colour\nA,1,red\n');
    expect(unknown.json()).toEqual({ code: 'importHeader', params: { unknown: 'colour' } });
  });

  it('applies all or nothing: one bad row writes nothing and keeps the version', async () => {
    const before = await version();
    const res = await upload(
      'products',
      productsCsv([product('IMP-A1'), product('IMP-A2', { price: '-2' }), product('IMP-A3')]),
      'apply',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ applied: false, errorCount: 1 });
    expect(await priceOf('IMP-A1')).toBeUndefined();
    expect(await version()).toBe(before);
  });

  it('applies, audits with the file hash, and a re-import changes nothing', async () => {
    const csv = productsCsv([
      product('IMP-B1P', { packaging: 'glass_bottle', price: '1.50' }),
      product('IMP-B2', {
        glassBottleProductId: 'IMP-B1P',
        isGlassBottle: 'true',
        glassBottles: '12',
        description_pt: '=HYPERLINK("x")',
      }),
    ]);
    const before = await version();
    const applied = await upload('products', csv, 'apply');
    expect(applied.json()).toMatchObject({
      applied: true,
      errorCount: 0,
      counts: { new: 2, changed: 0, unchanged: 0 },
    });
    const after = await version();
    expect(after).not.toBe(before);
    const [audit] = await t.db.query<{ action: string; after: Record<string, unknown> }>(
      `select action, after from audit_log where tenant_id = 2 and entity = 'catalogue'
        order by id desc limit 1`,
    );
    expect(audit).toMatchObject({
      action: 'catalogue.import',
      after: { kind: 'products', new: 2, fileSha256: applied.json().fileSha256 },
    });
    const again = await upload('products', csv, 'apply');
    expect(again.json()).toMatchObject({
      applied: true,
      counts: { new: 0, changed: 0, unchanged: 2 },
    });
    expect(await version()).toBe(after);
    // the export neutralises the formula cell
    expect(await exported('products')).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('replaces the tiers of the skus a tiers file names, and nothing else', async () => {
    const head = ['sku', 'minimumQuantity', 'price', 'discountPercentage'];
    const first = await upload(
      'tiers',
      csvOf([head, ['IMP-B2', '6', '4.50', ''], ['IMP-B2', '12', '', '20']]),
      'apply',
    );
    expect(first.json()).toMatchObject({ applied: true, counts: { new: 2 } });
    const tiers = await t.db.query<{ minimum_quantity: number; price: string }>(
      `select minimum_quantity, price::text as price from product_price_tiers
        where tenant_id = 2 and sku = 'IMP-B2' order by minimum_quantity`,
    );
    expect(tiers).toEqual([
      { minimum_quantity: 6, price: '4.50' },
      { minimum_quantity: 12, price: '4.00' },
    ]);
    const second = await upload('tiers', csvOf([head, ['IMP-B2', '24', '3.90', '']]), 'apply');
    expect(second.json()).toMatchObject({ applied: true, counts: { new: 1, removed: 2 } });
    const v = await version();
    const third = await upload('tiers', csvOf([head, ['IMP-B2', '24', '3.90', '']]), 'apply');
    expect(third.json()).toMatchObject({ counts: { unchanged: 1, removed: 0 } });
    expect(await version()).toBe(v);
  });

  it('gives a product a new console version when a file changes it or its tiers, and not otherwise', async () => {
    const rowVersion = async (sku: string) => {
      const [row] = await t.db.query<{ version: number }>(
        `select version from products where tenant_id = 2 and sku = $1`,
        [sku],
      );
      return row?.version ?? 0;
    };
    const prices = (price: string) =>
      csvOf([
        ['sku', 'price'],
        ['IMP-B2', price],
      ]);
    await upload('prices', prices('7.10'), 'apply');
    const start = await rowVersion('IMP-B2');
    await upload('prices', prices('7.20'), 'apply');
    expect(await rowVersion('IMP-B2')).toBe(start + 1);
    await upload('prices', prices('7.20'), 'apply');
    expect(await rowVersion('IMP-B2')).toBe(start + 1);
    const tiers = csvOf([
      ['sku', 'minimumQuantity', 'price'],
      ['IMP-B2', '48', '3.10'],
    ]);
    await upload('tiers', tiers, 'apply');
    expect(await rowVersion('IMP-B2')).toBe(start + 2);
    await upload('tiers', tiers, 'apply');
    expect(await rowVersion('IMP-B2')).toBe(start + 2);
    const products = productsCsv([product('IMP-B2', { price: '7.20', description: 'Renamed' })]);
    expect((await upload('products', products, 'apply')).json()).toMatchObject({
      counts: { changed: 1 },
    });
    expect(await rowVersion('IMP-B2')).toBe(start + 3);
  });

  it('export → import is the identity, formula-like cells included (property)', async () => {
    const chars = fc.constantFrom(
      ...['=', '+', '-', '@', "'", '\t', '\r', '\n', '"', ',', ';', 'a', 'Z', 'é', 'ก', ' ', '1'],
    );
    const text = fc
      .array(chars, { minLength: 1, maxLength: 12 })
      .map((parts) => parts.join(''))
      .filter((value) => value.trim() !== '');
    let round = 0;
    await fc.assert(
      fc.asyncProperty(text, text, fc.integer({ min: 0, max: 99_999 }), async (a, b, cents) => {
        round += 1;
        const sku = `IMP-PROP-${round}`;
        const row: Record<string, string> = {
          ...product(sku),
          description: a,
          description_ar: b,
          submenu: b,
          price: (cents / 100).toFixed(2),
        };
        const header = [...CATALOGUE_COLUMNS.products];
        const file = csvOf([header, header.map((column) => neutraliseCell(row[column] ?? ''))]);
        const applied = (await upload('products', file, 'apply')).json();
        expect(applied).toMatchObject({ applied: true, errorCount: 0 });
        const csv = await exported('products');
        const again = (await upload('products', csv)).json();
        expect(again.errorCount).toBe(0);
        expect(again.counts.changed + again.counts.new).toBe(0);
        const [stored] = await t.db.query<{ description: string; descriptions: object }>(
          `select description, descriptions, submenu from products where tenant_id = 2 and sku = $1`,
          [sku],
        );
        expect(stored).toMatchObject({ description: a, descriptions: { ar: b }, submenu: b });
      }),
      { numRuns: 12, seed: 42 },
    );
  }, 120_000);

  it("exports for the operator's spreadsheet: ';' and decimal commas in pt-BR, and that file re-imports unchanged", async () => {
    // a sku that looks like a decimal stays as written: only the decimal columns change
    const csv = productsCsv([
      product('12.50', { price: '3.49', tax: '0.1800', priceWithoutDiscount: '4.00' }),
    ]);
    expect((await upload('products', csv, 'apply')).json()).toMatchObject({ applied: true });
    const brazil = await exported('products', sales, 'pt-BR');
    const [header = '', ...rows] = brazil.trim().split('\n');
    expect(header).toBe(CATALOGUE_COLUMNS.products.join(';'));
    const row = rows.find((line) => line.startsWith('12.50;'))?.split(';') ?? [];
    const cell = (column: string) => row[CATALOGUE_COLUMNS.products.indexOf(column as never)];
    expect([cell('sku'), cell('price'), cell('priceWithoutDiscount'), cell('tax')]).toEqual([
      '12.50',
      '3,49',
      '4,00',
      '0,1800',
    ]);
    expect((await upload('products', brazil)).json()).toMatchObject({
      errorCount: 0,
      counts: { new: 0, changed: 0 },
    });
    // Mexico and Kenya write decimals with a point, so their spreadsheets want ','
    for (const locale of ['es-MX', 'en-KE']) {
      expect((await exported('tiers', sales, locale)).split('\n')[0]).toBe(
        CATALOGUE_COLUMNS.tiers.join(','),
      );
    }
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/catalogue-files/prices?locale=pt_BR',
      headers: sales,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation' });
  });

  it('an imported price is what the shop is charged on its next simulation', async () => {
    const original = plain.price.toFixed(2);
    const res = await upload(
      'prices',
      csvOf([
        ['sku', 'price'],
        [plain.sku, '7.77'],
      ]),
      'apply',
    );
    expect(res.json()).toMatchObject({ applied: true, counts: { changed: 1 } });
    const shop = await t.auth(2, '1001');
    const simulated = await simulate(t, shop, {
      products: [{ sku: plain.sku, quantity: 3 }],
      orderType: '',
    });
    expect(simulated.statusCode).toBe(200);
    expect(simulated.body).toMatchObject({ price: 23.31 });
    await upload(
      'prices',
      csvOf([
        ['sku', 'price'],
        [plain.sku, original],
      ]),
      'apply',
    );
    expect(await priceOf(plain.sku)).toBe(original);
    expect(glass.sku).toBeTruthy();
  });

  it('tenant 7 (PYG, no cents): a price with decimals is refused, a whole one is taken', async () => {
    const paraguay = await operatorAuth(t, { bottler: 7, role: 'admin' });
    const [product] = await seededProducts(t, 7, 'plain');
    if (!product) throw new Error('tenant 7 has no plain product');
    const file = (price: string) =>
      csvOf(
        [
          ['sku', 'price'],
          [product.sku, price],
        ],
        ';',
      );
    const refused = await upload('prices', file('5200,5'), 'dryRun', paraguay);
    expect(refused.json().errors).toEqual([
      { line: 2, column: 'price', code: 'tooManyDecimals', params: { max: 0 } },
    ]);
    const taken = await upload('prices', file('5200'), 'dryRun', paraguay);
    expect(taken.json()).toMatchObject({ errorCount: 0, counts: { rows: 1 } });
  });

  it('lets every role export and only admins import', async () => {
    const csv = csvOf([
      ['sku', 'price'],
      [plain.sku, plain.price.toFixed(2)],
    ]);
    expect((await upload('prices', csv, 'dryRun', sales)).statusCode).toBe(403);
    const finance = await operatorAuth(t, { bottler: 2, role: 'finance' });
    expect((await exported('tiers', finance)).split('\n')[0]).toBe(
      CATALOGUE_COLUMNS.tiers.join(','),
    );
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/catalogue-files/prices/dryRun',
      headers: admin,
      payload: { sku: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(productHeader).toHaveLength(5);
    // packaging products come first, so a glass product's bottle and box precede it
    const skus = (await exported('products', finance))
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(',')[0] ?? '');
    const firstPlain = skus.findIndex((sku) => !sku.endsWith('P'));
    expect(firstPlain).toBeGreaterThan(0);
    expect(
      skus
        .slice(firstPlain)
        .filter((sku) => /^[A-Z0-9-]+P$/.test(sku) && sku.startsWith('IMP-') === false),
    ).toEqual([]);
  });
});
