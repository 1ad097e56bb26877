// The tenant look in a real browser on the built app: self-hosted fonts load (no /error), the
// bottler's manifest is linked and served, its logo is an SVG, and the service worker takes
// over so a second visit's assets come from its cache. No CSP violation on the way.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, phoneContext } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';

describe('tenant look, installable app, service worker', () => {
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

  it('loads the Noto Sans fonts, links the manifest and registers the service worker', async () => {
    const context = await phoneContext(browser, server.url);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) problems.push(message.text());
    });
    // Our own resources must all load (other screens' data may 404 without a session).
    const ours = /\/(assets\/|sw\.js|manifest\.webmanifest|tenants\/)/;
    page.on('requestfailed', (request) => {
      if (ours.test(request.url())) problems.push(`failed ${request.url()}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400 && ours.test(response.url())) {
        problems.push(`${response.status()} ${response.url()}`);
      }
    });
    await page.goto('/?bottler=2');
    await page.waitForURL(/\/unauthenticated/);
    await expect
      .poll(() => page.evaluate(() => document.fonts.check("400 16px 'Noto Sans'", 'Aa')))
      .toBe(true);
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe(
      '/manifest.webmanifest?bottler=2',
    );
    const manifest = await (await fetch(`${server.url}/manifest.webmanifest?bottler=2`)).json();
    expect(manifest.start_url).toBe('/?bottler=2');
    const logo = await fetch(`${server.url}/tenants/2/logo.svg`);
    expect(logo.headers.get('content-type')).toMatch(/^image\/svg\+xml/);

    await expect
      .poll(() =>
        page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL),
      )
      .toBe(`${server.url}/sw.js`);
    expect(page.url()).toMatch(/\/unauthenticated/);
    expect(problems).toEqual([]);

    // Second visit: the hashed entry script comes from the worker's cache.
    const second = await context.newPage();
    const fromWorker: string[] = [];
    second.on('response', (response) => {
      if (response.url().includes('/assets/') && response.fromServiceWorker()) {
        fromWorker.push(response.url());
      }
    });
    await second.goto('/?bottler=2');
    await second.waitForURL(/\/unauthenticated/);
    expect(fromWorker.some((url) => url.endsWith('.js'))).toBe(true);
    await context.close();
  });
});
