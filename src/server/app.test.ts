import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp, type ApiModule, type App } from './app.ts';
import type { Database } from './db/types.ts';
import { HttpError } from './plugins/errors.ts';
import { createLogger } from './plugins/logger.ts';
import { MAX_URL_LENGTH } from '../contract/index.ts';
import { testConfig } from './test/config.ts';
import { openTestDatabase, testDatabases } from './test/databases.ts';

/** Routes that exercise the error handler and the logger. */
const probeModule: ApiModule = async (app) => {
  app.post(
    '/probe/echo',
    {
      schema: { body: z.object({ quantity: z.number().int().min(1), items: z.array(z.string()) }) },
    },
    async (request) => ({ got: request.body.quantity }),
  );
  app.get('/probe/boom', async () => {
    throw new Error('connection to db://admin:hunter2@internal failed');
  });
  app.get('/probe/expected', async () => {
    throw new HttpError(422, 'belowMinimumOrder', { minimumOrder: 50 });
  });
  app.post('/probe/log', async (request) => {
    request.log.info({ headers: request.headers, body: request.body }, 'probe');
    return { ok: true };
  });
};

describe.each(testDatabases())('app on %s', (kind) => {
  let db: Database;
  let app: App;
  let webDist: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    webDist = mkdtempSync(join(tmpdir(), 'refill-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Refill test</title>');
    writeFileSync(join(webDist, 'in-app.html'), '<!doctype html><title>Refill in-app test</title>');
    mkdirSync(join(webDist, 'admin'));
    writeFileSync(
      join(webDist, 'admin', 'index.html'),
      '<!doctype html><title>Console test</title>',
    );
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(
      join(webDist, 'assets', 'app-3f2a1b.js'),
      `console.log(${JSON.stringify('x'.repeat(5000))});`,
    );
    app = await buildApp({
      config: testConfig({ WEB_DIST: webDist }),
      db,
      logger: createLogger('info', { write: (line: string) => void logLines.push(line) }),
      modules: [probeModule],
    });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('GET /healthz answers 200 {status: ok}', async () => {
    const res = await app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers 200 while the database answers', async () => {
    const res = await app.inject('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('sends the baseline security headers (SECURITY.md, T7, T8)', async () => {
    const res = await app.inject('/healthz');
    const csp = String(res.headers['content-security-policy']);
    const directives = Object.fromEntries(
      csp.split(';').map((d) => {
        const [name = '', ...values] = d.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'https:']);
    const maxAge = Number(
      /max-age=(\d+)/.exec(String(res.headers['strict-transport-security']))?.[1],
    );
    expect(maxAge).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('sends them on a refusal made before any route too (an over-long address, 414)', async () => {
    const res = await app.inject(`/api/brands/${'a'.repeat(MAX_URL_LENGTH)}`);
    expect(res.statusCode).toBe(414);
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it.each([['/api/nothing-here'], ['/api'], ['/api/orders/123?userToken=abc']])(
    'answers an unknown API path %s with 404 {code: notFound}, even for a browser',
    async (url) => {
      const res = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'notFound' });
    },
  );

  it('answers malformed JSON with 400 {code: malformedJson}', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"quantity": 1,',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'malformedJson' });
  });

  it('answers a schema violation with 400 {code: validation, fields}', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      payload: { quantity: 0, items: ['a', 7] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'validation',
      fields: [
        { in: 'body', path: 'quantity', code: 'too_small' },
        { in: 'body', path: 'items.1', code: 'invalid_type' },
      ],
    });
  });

  it('passes a valid body to the route', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      payload: { quantity: 3, items: [] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ got: 3 });
  });

  it('answers a body over the limit with 413 {code: payloadTooLarge}', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ quantity: 1, items: ['x'.repeat(1024 * 1024)] }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 'payloadTooLarge' });
  });

  it('answers an unexpected error with a bare 500 and logs the details', async () => {
    const res = await app.inject('/api/probe/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'internal' });
    expect(res.body).not.toContain('hunter2');
    expect(logLines.some((l) => l.includes('hunter2') && l.includes('"level":50'))).toBe(true);
  });

  it('answers an HttpError with its status, code and params', async () => {
    const res = await app.inject('/api/probe/expected');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ code: 'belowMinimumOrder', params: { minimumOrder: 50 } });
  });

  it('never logs query strings, credentials or tokens (SECURITY T7, T16)', async () => {
    logLines.length = 0;
    await app.inject({
      method: 'POST',
      url: '/api/probe/log?userToken=LINKTOKEN123',
      headers: {
        authorization: 'Bearer SESSIONTOKEN456',
        'x-bot-key': 'BOTKEY789',
        'x-operator-key': 'OPERATORKEY000',
      },
      payload: {
        clientId: '1001',
        password: 'PASSWORD111',
        nested: { token: 'TOKEN222', userToken: 'TOKEN333' },
      },
    });
    const log = logLines.join('\n');
    expect(log).toContain('"path":"/api/probe/log"');
    expect(log).toContain('1001');
    for (const secret of [
      'LINKTOKEN123',
      'SESSIONTOKEN456',
      'BOTKEY789',
      'OPERATORKEY000',
      'PASSWORD111',
      'TOKEN222',
      'TOKEN333',
    ]) {
      expect(log).not.toContain(secret);
    }
  });

  it.each([
    ['/home', 'Refill in-app test'],
    ['/order/complete', 'Refill in-app test'],
    ['/?userToken=abc', 'Refill in-app test'],
    ['/login?userToken=abc', 'Refill test'],
    ['/Unauthenticated/', 'Refill test'],
  ])('serves the page of the app route %s (SPA fallback: %s), never cached', async (url, title) => {
    const res = await app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain(`<title>${title}</title>`);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it.each([['/admin'], ['/admin/'], ['/admin/orders'], ['/admin/set-password?token=abc']])(
    "serves the console's admin/index.html for %s (issue 12), never cached",
    async (url) => {
      const res = await app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<title>Console test</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each([['/admin/'], ['/admin/index.html']])(
    "serves the console's page at %s to a client that does not ask for HTML, as before 081",
    async (url) => {
      const res = await app.inject({ url, headers: { accept: '*/*' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Console test</title>');
    },
  );

  it("serves the shop's page for a path that only starts like the console's", async () => {
    const res = await app.inject({ url: '/administrator', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Refill in-app test</title>');
  });

  it.each([['text/html'], ['*/*'], ['']])(
    'serves / as the in-app page (a chat link goes on into the app: decision 081), accept %j',
    async (accept) => {
      const res = await app.inject({ url: '/', headers: { accept } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Refill in-app test</title>');
    },
  );

  it('serves hashed assets with a year-long immutable cache, compressed', async () => {
    const res = await app.inject({
      url: '/assets/app-3f2a1b.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('answers a missing asset with 404, not index.html', async () => {
    const res = await app.inject({ url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'notFound' });
  });

  it('serves the OpenAPI document at /openapi.json', async () => {
    const res = await app.inject('/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/probe/echo');
    expect(Object.keys(doc.paths)).not.toContain('/healthz');
  });

  it('serves the API explorer at /docs', async () => {
    const res = await app.inject({ url: '/docs', headers: { accept: 'text/html' } });
    expect([200, 302]).toContain(res.statusCode);
  });
});

describe.each(testDatabases())('readiness on %s', (kind) => {
  it('GET /readyz answers 503 once the database is gone', async () => {
    const db = await openTestDatabase(kind);
    const app = await buildApp({ config: testConfig(), db });
    try {
      expect((await app.inject('/readyz')).statusCode).toBe(200);
      await db.close();
      const res = await app.inject('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable' });
      expect((await app.inject('/healthz')).statusCode).toBe(200);
    } finally {
      await app.close();
      await db.close();
    }
  });
});

describe('without a web build', () => {
  const failing: Database = {
    kind: 'pglite',
    query: () => Promise.reject(new Error('down')),
    transaction: () => Promise.reject(new Error('down')),
    ping: () => Promise.reject(new Error('down')),
    close: () => Promise.resolve(),
  };
  let app: App;
  beforeAll(async () => {
    app = await buildApp({ config: testConfig({ WEB_DIST: '/nonexistent/dist' }), db: failing });
  });
  afterAll(() => app.close());

  it('answers an app route with a 503 page saying to run npm run build', async () => {
    const res = await app.inject({ url: '/home', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('npm run build');
  });

  it('answers /readyz with 503 when the database ping fails', async () => {
    expect((await app.inject('/readyz')).statusCode).toBe(503);
  });
});
