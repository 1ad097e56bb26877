// The walking skeleton in a real browser: the server as `npm start` runs it (embedded database,
// demo seed, built app), Chromium on a phone viewport.
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, phoneContext } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';

describe('walking skeleton', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('answers /healthz and /readyz', async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });

  it('sends the page and its scripts as the build compressed them (brotli 11, gzip 9: decision 075)', async () => {
    const dist = join(import.meta.dirname, '../dist/web');
    // Node's fetch would decompress the body; a raw answer shows the bytes on the wire.
    const raw = async (path: string, acceptEncoding: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((done, fail) => {
        request(
          `${server.url}/${path}`,
          { headers: { 'accept-encoding': acceptEncoding, accept: 'text/html,*/*' } },
          (res) => {
            const parts: Buffer[] = [];
            res.on('data', (part: Buffer) => parts.push(part));
            res.on('end', () => done({ headers: res.headers, body: Buffer.concat(parts) }));
          },
        )
          .on('error', fail)
          .end();
      });
    const page = await raw('products', 'gzip, deflate, br, zstd');
    expect(page.headers['content-encoding']).toBe('br');
    // /products is drawn in the in-app shell: the page that asks for its scripts (decision 081).
    expect(page.body.equals(readFileSync(join(dist, 'in-app.html.br')))).toBe(true);
    const html = brotliDecompressSync(page.body).toString('utf8');
    const script = /src="\/(assets\/shop-[\w-]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const file = readFileSync(join(dist, script ?? ''));
    const br = await raw(script ?? '', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.equals(readFileSync(join(dist, `${script}.br`)))).toBe(true);
    expect(brotliDecompressSync(br.body).equals(file)).toBe(true);
    const gz = await raw(script ?? '', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(file)).toBe(true);
    const plain = await raw(script ?? '', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(file)).toBe(true);
  });

  it('a visitor without a session sees the entry spinner, then the unauthenticated screen in the tenant language', async () => {
    const context = await phoneContext(browser, server.url);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/?bottler=2');
    await page.waitForURL(/\/unauthenticated/);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('pt');
    // The splash's message is a <p>: the entry spinner before it has a text too.
    const message = page.locator('main p[role="status"]');
    await message.waitFor({ timeout: 30_000 });
    expect((await message.innerText()).trim()).not.toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lays Arabic out right to left (tenant 5, ?language=ar)', async () => {
    const context = await phoneContext(browser, server.url);
    const page = await context.newPage();
    await page.goto('/?bottler=5&language=ar');
    await page.waitForURL(/\/unauthenticated/);
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    await context.close();
  });
});
