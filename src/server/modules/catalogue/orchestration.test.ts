/**
 * GET orchestration (SPEC §4 start-up authentication; §5 orchestration products) with a chat
 * link token, a session token, an expired and a tampered token, on every test database.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orchestrationResponseSchema } from '../../../contract/index.ts';
import { createTokenService } from '../auth/tokens.ts';
import { loadServedTenants, tokenEnvironment } from '../../served-tenants.ts';
import { openTestApp, TEST_NOW, type TestApp } from '../../test/app-harness.ts';
import { testDatabases } from '../../test/databases.ts';
import { getTenantCatalogue, orchestrationProductsGzip } from './catalogue-cache.ts';

describe.each(testDatabases())('GET orchestration on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind, { tenants: [2, 5] });
  }, 120_000);
  afterAll(() => t.close());

  const linkToken = async (bottler: number, clientId: string, ttlSeconds?: number) => {
    const tenant = loadServedTenants(t.config).get(bottler);
    if (!tenant) throw new Error('not served');
    const tokens = createTokenService({
      linkSecret: t.config.LINK_SECRET,
      sessionSecret: t.config.SESSION_SECRET,
    });
    const signed = await tokens.signLinkToken({
      bottler,
      clientId,
      env: tokenEnvironment(tenant),
      now: t.clock.now(),
      ...(ttlSeconds === undefined ? {} : { ttlSeconds }),
    });
    return signed.token;
  };
  const orchestration = (token: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: '/api/orchestration',
      headers: { authorization: `Bearer ${token}`, ...headers },
    });

  it('a link token is exchanged: client, MSL products with quantity 1 and a session token', async () => {
    const res = await orchestration(await linkToken(2, '1001'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
    const body = orchestrationResponseSchema.parse(res.json());
    expect(body.validatePayload).toEqual({
      result: { authError: false },
      payload: { bottler: 2, clientId: '1001', authError: false },
    });
    expect(body.client.external_id).toBe('1001');
    expect(body.client.bottler).toBe(2);
    expect(body.products.length).toBeGreaterThan(0);
    // SPEC §5: only priced isMSL products, each with quantity 1.
    for (const product of body.products) {
      expect(product.isMSL).toBe(true);
      expect(product.price).toBeGreaterThan(0);
      expect(product.quantity).toBe(1);
    }
    expect(body.token).toBeTruthy();
    // The session token it returned opens the shop's other calls.
    const next = await t.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(next.statusCode).toBe(200);
  });

  it('keeps only priced MSL products (SPEC §5): an unpriced MSL product is left out', async () => {
    await t.db.query(
      `insert into products (tenant_id, sku, description, brand_id, category_id, price, is_msl)
       values (5, 'FREE5', 'Unpriced', 1, 1, 0, true), (5, 'MSL5', 'Priced', 1, 1, 3, true)`,
    );
    const res = await orchestration(await t.sessionToken(5, '1001'));
    const skus = orchestrationResponseSchema.parse(res.json()).products.map((p) => p.sku);
    expect(skus).toContain('MSL5');
    expect(skus).not.toContain('FREE5');
  });

  it('a session token answers without a new token, with an ETag; If-None-Match → 304', async () => {
    const token = await t.sessionToken(2, '1001');
    const res = await orchestration(token);
    expect(res.statusCode).toBe(200);
    const body = orchestrationResponseSchema.parse(res.json());
    expect(body.token).toBeUndefined();
    const etag = String(res.headers.etag);
    // The products' digest, then the head's (catalogueEtag).
    expect(etag).toMatch(/^W\/"o-[\w-]{16}-[\w-]{16}"$/);
    const again = await orchestration(token, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    // Another shop's answer differs (its client), so its ETag does too.
    const other = await orchestration(await t.sessionToken(2, '1003'), { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
    expect(other.json().client.external_id).toBe('1003');
  });

  it('tenant 5’s token sees tenant 5’s client and products only', async () => {
    const res = await orchestration(await t.sessionToken(5, '1001'));
    const body = orchestrationResponseSchema.parse(res.json());
    expect(body.validatePayload.payload.bottler).toBe(5);
    expect(body.client.bottler).toBe(5);
    expect(body.products.every((p) => p.description_pt === undefined)).toBe(true);
  });

  it('an expired link token is 401 tokenExpired with the bottler', async () => {
    const token = await linkToken(2, '1001', 60);
    t.clock.set(new Date(TEST_NOW.getTime() + 2 * 3600_000));
    try {
      const res = await orchestration(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'tokenExpired', params: { bottler: 2 } });
    } finally {
      t.clock.set(TEST_NOW);
    }
  });

  it('an expired session token is 401 tokenExpired with the bottler', async () => {
    const token = await t.sessionToken(5, '1001');
    t.clock.set(new Date(TEST_NOW.getTime() + 13 * 3600_000));
    try {
      const res = await orchestration(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'tokenExpired', params: { bottler: 5 } });
    } finally {
      t.clock.set(TEST_NOW);
    }
  });

  it.each(['link', 'session'] as const)(
    'a tampered %s token is 401 unauthorized',
    async (which) => {
      const token = which === 'link' ? await linkToken(2, '1001') : await t.sessionToken(2, '1001');
      const [header, payload, signature = ''] = token.split('.');
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'));
      const forged = Buffer.from(JSON.stringify({ ...claims, sub: '1003' })).toString('base64url');
      const res = await orchestration(`${header}.${forged}.${signature}`);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'unauthorized' });
    },
  );

  it('a link token of a client that does not exist is 401 authError', async () => {
    const res = await orchestration(await linkToken(2, '9999'));
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('authError');
  });

  it.each([
    [2, '1001'],
    [2, '1003'],
    [5, '1001'],
  ])(
    'a gzip-accepting app of tenant %i client %s gets gzip decoding to the plain JSON',
    async (bottler, clientId) => {
      const token = await t.sessionToken(bottler, clientId);
      const plain = await orchestration(token);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const zipped = await orchestration(token, { 'accept-encoding': 'gzip, deflate, br' });
      expect(zipped.statusCode).toBe(200);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toBe('accept-encoding');
      expect(zipped.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(zipped.headers.etag).toBe(plain.headers.etag);
      expect(zipped.headers['cache-control']).toBe('private, no-cache');
      expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.payload);
      const body = orchestrationResponseSchema.parse(JSON.parse(plain.payload));
      expect(body.client.external_id).toBe(clientId);
      expect(body.client.bottler).toBe(bottler);
    },
  );

  it('the products are deflated once per catalogue version and reused by every gzip answer', async () => {
    const first = await orchestration(await t.sessionToken(2, '1001'), {
      'accept-encoding': 'gzip',
    });
    const second = await orchestration(await t.sessionToken(2, '1003'), {
      'accept-encoding': 'gzip',
    });
    const block = orchestrationProductsGzip(
      await getTenantCatalogue({ db: t.db, now: t.clock.now }, 2),
    );
    expect(
      orchestrationProductsGzip(await getTenantCatalogue({ db: t.db, now: t.clock.now }, 2)),
    ).toBe(block);
    expect(first.rawPayload.includes(block.deflated)).toBe(true);
    expect(second.rawPayload.includes(block.deflated)).toBe(true);
  });

  it('a link-token exchange in gzip is still no-store without an ETag', async () => {
    const res = await orchestration(await linkToken(2, '1001'), { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
    const body = orchestrationResponseSchema.parse(
      JSON.parse(gunzipSync(res.rawPayload).toString()),
    );
    expect(body.token).toBeTruthy();
    expect(body.products.length).toBeGreaterThan(0);
  });

  it.each([
    ['gzip;q=0', undefined],
    ['identity', undefined],
    ['br', 'br'],
    ['br;q=1, gzip;q=0', 'br'],
    ['br;q=1, gzip;q=0.5', 'gzip'],
    ['*', 'gzip'],
  ])('Accept-Encoding %j is answered with content-encoding %s', async (accept, encoding) => {
    const token = await t.sessionToken(2, '1001');
    const plain = await orchestration(token);
    const res = await orchestration(token, { 'accept-encoding': accept });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    const decoded =
      encoding === 'gzip'
        ? gunzipSync(res.rawPayload)
        : encoding === 'br'
          ? brotliDecompressSync(res.rawPayload)
          : res.rawPayload;
    expect(decoded.toString('utf8')).toBe(plain.payload);
  });

  it('a gzip-accepting revalidation is 304 without a body', async () => {
    const token = await t.sessionToken(2, '1001');
    const headers = { 'accept-encoding': 'gzip' };
    const etag = String((await orchestration(token, headers)).headers.etag);
    const again = await orchestration(token, { ...headers, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
  });

  it('no token is 401 unauthorized', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/orchestration' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'unauthorized' });
  });
});
