// The walking skeleton in a real browser: the server as `npm start` runs it (embedded database,
// demo seed, built app), Chromium on a phone viewport.
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
