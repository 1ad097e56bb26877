// Issue 16 in real Chromium at 360 × 740 with 5,000 extra products in tenant 2's catalogue: the
// first screen (/home, then /products) makes no request for the whole catalogue (GET
// /api/products), /products asks for one page of 40 (and shows 20 of it), and the header's search asks the server.
// Prints the bytes each first screen moved over the wire (encoded bodies, as Chromium counts them).
// Issue 14's quick-order pad: two products added by SKU and by name, seen in the cart; pt and ar
// screenshots (.tmp/screenshots/quick-order).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeViolations, seriousViolations } from './support/axe.ts';
import { launchBrowser } from './support/browser.ts';
import {
  chatLink,
  markFeaturesSeen,
  newPhonePage,
  openSignedIn,
  sessionToken,
  startAppServer,
  visit,
} from './support/app.ts';
import { text } from './support/checkout.ts';
import type { RunningServer } from './support/server.ts';

const SCREENSHOTS = resolve('.tmp/screenshots/quick-order');
/** Seeding 5,000 products and axe scans are slow on shared 2-core machines. */
const SETUP_TIMEOUT_MS = 240_000;

interface Recorded {
  method: string;
  path: string;
  search: string;
  bytes: number;
}

/** Records every request the page makes, with the encoded size of its answer's body. */
function recordRequests(page: Page): { list: Recorded[]; settle: () => Promise<void> } {
  const list: Recorded[] = [];
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request: Request) => {
    pending.push(
      request.sizes().then((sizes) => {
        const url = new URL(request.url());
        list.push({
          method: request.method(),
          path: url.pathname,
          search: url.search,
          // Chromium reports -1 or 0 for an answer served from its cache: nothing moved.
          bytes: Math.max(0, sizes.responseBodySize),
        });
      }),
    );
  });
  return { list, settle: async () => void (await Promise.all(pending)) };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function report(label: string, requests: readonly Recorded[]): void {
  const api = requests.filter((r) => r.path.startsWith('/api/'));
  const total = requests.reduce((sum, r) => sum + r.bytes, 0);
  const apiTotal = api.reduce((sum, r) => sum + r.bytes, 0);
  process.stdout.write(
    `${label}: ${requests.length} requests, ${kB(total)} over the wire (API ${kB(apiTotal)}):\n` +
      api.map((r) => `  ${r.method} ${r.path}${r.search} ${kB(r.bytes)}\n`).join(''),
  );
}

describe('a 5,000-product catalogue the first screen does not notice (issue 16)', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const dataDir = mkdtempSync(join(tmpdir(), 'refill-e2e-scale-'));
    const seeded = spawnSync(
      process.execPath,
      ['scripts/seed.ts', '--tenant', '2', '--products', '5000'],
      { env: { ...process.env, DATA_DIR: dataDir, APP_ENV: 'test' }, encoding: 'utf8' },
    );
    if (seeded.status !== 0) throw new Error(`seed failed: ${seeded.stderr}`);
    [server, browser] = await Promise.all([startAppServer(dataDir), launchBrowser()]);
    for (const bottler of [2, 5]) {
      await markFeaturesSeen(server, await sessionToken(server, bottler, '1001'));
    }
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('/home and /products make no request for the whole catalogue; /products asks for a page of 40', async () => {
    const { context, page, errors } = await newPhonePage(browser, server);
    const home = recordRequests(page);
    const link = await chatLink(server, 2, '1001');
    await page.goto(link.url);
    await page.waitForURL(/\/home$/, { timeout: 30_000 });
    await page.locator('#preloader').waitFor({ state: 'detached', timeout: 30_000 });
    await page.locator('main h1').first().waitFor({ state: 'attached', timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await home.settle();
    report('/home, first visit from a chat link (5,000 extra products)', home.list);

    const products = recordRequests(page);
    await visit(page, '/products');
    await page.locator('main article').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await products.settle();
    report('/products, opened directly (5,000 extra products)', products.list);

    const all = [...home.list, ...products.list];
    expect(all.filter((r) => r.path === '/api/orchestration').length).toBeGreaterThan(0);
    // The whole catalogue is never asked for.
    expect(all.filter((r) => r.path === '/api/products')).toEqual([]);
    const pages = products.list.filter((r) => r.path === '/api/products/page');
    expect(pages.map((r) => new URLSearchParams(r.search).get('limit'))).toEqual(['40']);
    // The grid shows 20 of the 40 (decision 084): its end is out of reach of the first screen.
    expect(await page.locator('main article').count()).toBe(20);
    // Scrolled to its end, it shows the next 20 from the page it has, without another call.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.locator('main article').count(), { timeout: 30_000 }).toBe(40);
    await page.waitForLoadState('networkidle');
    await products.settle();
    expect(products.list.filter((r) => r.path === '/api/products/page')).toHaveLength(1);

    // The header's search asks the server for suggestions: still no catalogue download.
    const search = recordRequests(page);
    await page.getByRole('button', { name: text('pt', 'chrome.header.openSearch') }).click();
    const box = page.getByRole('combobox', { name: text('pt', 'chrome.search.label') });
    await box.pressSequentially('fizzola', { delay: 30 });
    await page.getByRole('option').first().waitFor({ timeout: 30_000 });
    await search.settle();
    expect(search.list.some((r) => r.path === '/api/products/search')).toBe(true);
    expect(search.list.filter((r) => r.path === '/api/products')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a cold /products asks for its calls before the app's own scripts have arrived, and once each", async () => {
    // Signed in once from a chat link; then the page opened again cold, with the service worker
    // blocked so that every request meets the routes below.
    const { context, page, errors } = await openSignedIn(browser, server, 2, '1001', {
      serviceWorkers: 'block',
    });
    // The sign-in's /home links its manifest and icon once its own start-up is over (decision
    // 082): let it, then leave it, so that none of its requests reaches the lists below (CI once
    // counted its icon as the cold /products').
    await expect
      .poll(() => page.locator('link[rel="manifest"], link[rel="icon"]').count(), {
        timeout: 30_000,
      })
      .toBe(2);
    await page.goto('about:blank');
    // The app's own entry (main.tsx: React, the router, i18next) is held back: only the page's
    // first script (early-entry.ts) can ask for anything meanwhile.
    const html = await (
      await fetch(`${server.url}/products`, { headers: { accept: 'text/html' } })
    ).text();
    const appEntry = /<script type="module" crossorigin src="(\/assets\/shop-[^"]+\.js)"/.exec(
      html,
    )?.[1];
    expect(appEntry).toBeTruthy();
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await context.route(`${server.url}${appEntry ?? ''}`, async (route) => {
      await released;
      await route.continue();
    });
    const calls: string[] = [];
    const scripts: string[] = [];
    const installable: string[] = [];
    const logos: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) calls.push(url.pathname);
      if (url.pathname.endsWith('.js')) scripts.push(url.pathname);
      if (/manifest|icon/.test(url.pathname)) installable.push(url.pathname);
      if (url.pathname.endsWith('/logo.svg')) logos.push(url.pathname);
    });
    // Not until `load`: the page's load waits for the held script.
    await page.goto('/products', { waitUntil: 'commit' });
    const asked = (path: string) => calls.includes(path);
    // The favorites too (decision 080): the tiles' hearts ask for them as soon as they mount.
    const early = [
      '/api/tenant/2',
      '/api/orchestration',
      '/api/products/page',
      '/api/products/favorites',
    ];
    await expect.poll(() => early.every(asked), { timeout: 30_000 }).toBe(true);
    // The page asked for the in-app shell's scripts itself (in-app.html, decision 081), not the
    // held entry.
    expect(scripts.some((path) => /^\/assets\/in-app-shell-[\w-]+\.js$/.test(path))).toBe(true);
    expect(await page.locator('main article').count()).toBe(0);
    // Nor the manifest and icons, which wait for the start-up to be over (decision 082).
    const headLinks = page.locator('link[rel="manifest"], link[rel="icon"]');
    expect(await headLinks.count()).toBe(0);
    expect(installable).toEqual([]);
    release();
    await page.locator('main article').first().waitFor({ timeout: 30_000 });
    // Then the bottler's manifest and icon, the only ones.
    await expect.poll(() => headLinks.count(), { timeout: 30_000 }).toBe(2);
    // The hearts' query has run once the tiles are in and the network is quiet.
    await page.waitForLoadState('networkidle');
    // The app took those answers: none of the four was asked twice.
    for (const path of early) {
      expect(
        calls.filter((call) => call === path),
        path,
      ).toHaveLength(1);
    }
    // The logo, asked for as soon as the tenant was known (decision 083), once: the header's
    // picture took it from the cache.
    expect(logos).toEqual(['/tenants/2/logo.svg']);
    expect(await page.locator('header img').evaluate((img: HTMLImageElement) => img.complete)).toBe(
      true,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/products lays out only the cards near the screen; the others keep their names for screen readers and scrolling moves nothing on screen', async () => {
    const { context, page, errors } = await openSignedIn(browser, server, 2, '1001');
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift' });
    });
    await visit(page, '/products');
    const cards = page.locator('main article');
    // The grid mounts its first 20 cards a few per task.
    await expect.poll(() => cards.count(), { timeout: 30_000 }).toBe(20);
    // Rendered = not inside a card whose layout the browser skips (CSS content-visibility: auto).
    const rendered = () =>
      cards.evaluateAll((articles) =>
        articles.map((article) => article.checkVisibility({ contentVisibilityAuto: true })),
      );
    const before = await rendered();
    expect(before[0]).toBe(true);
    expect(before.at(-1)).toBe(false);
    // A skipped card is still a named article for assistive technology.
    const lastName = await cards.last().getAttribute('aria-label');
    expect(lastName).toBeTruthy();
    expect(await page.getByRole('article', { name: lastName ?? '' }).count()).toBe(1);
    // Scrolling down lays the next cards out before they reach the screen: nothing visible moves.
    const shiftsBefore = await page.evaluate(
      () => (window as unknown as { shifts: number[] }).shifts.length,
    );
    for (let step = 0; step < 12; step++) {
      await page.mouse.wheel(0, 450);
      await page.waitForTimeout(100);
    }
    // Every card on the screen now is laid out (the ones scrolled past may be skipped again).
    const onScreen = () =>
      cards.evaluateAll((articles) =>
        articles
          .filter((article) => {
            const box = article.getBoundingClientRect();
            return box.bottom > 0 && box.top < window.innerHeight;
          })
          .map((article) => article.checkVisibility({ contentVisibilityAuto: true })),
      );
    const visible = await onScreen();
    expect(visible.length).toBeGreaterThan(2);
    expect(visible.every(Boolean)).toBe(true);
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts.slice(shiftsBefore).reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the quick-order pad adds one product by SKU and one by name; both are in the cart', async () => {
    const { context, page, errors } = await openSignedIn(browser, server, 2, '1001');
    await visit(page, '/quick-order');
    await page.getByRole('heading', { name: text('pt', 'pageTitles.quickOrder') }).waitFor();
    const productField = page.getByRole('combobox', { name: text('pt', 'quickOrder.product') });
    const quantityField = page.getByRole('textbox', { name: text('pt', 'quickOrder.quantity') });
    const statusElement = page.getByTestId('quick-order-status');
    // Without the bidi isolates the app may put around values (decision 047).
    const status = {
      textContent: async () =>
        ((await statusElement.textContent()) ?? '').replace(/[\u2066-\u2069]/g, ''),
    };

    // By SKU: type it, wait for its line in the list, Enter, a quantity, Enter.
    await productField.fill('101109');
    await page.getByRole('option', { name: /101109/ }).waitFor({ timeout: 30_000 });
    await productField.press('Enter');
    await expect
      .poll(() => quantityField.evaluate((el) => el === document.activeElement))
      .toBe(true);
    await quantityField.fill('3');
    await quantityField.press('Enter');
    await expect.poll(() => status.textContent()).toMatch(/3\s×\s.*Fizzola\sCola\s2\sL/);
    await expect
      .poll(() => productField.evaluate((el) => el === document.activeElement))
      .toBe(true);

    // By name: type part of it, take the suggestion with the arrow keys, Enter, quantity, Enter.
    await productField.fill('fizzola cola 350 ml lata');
    const option = page.getByRole('option', { name: /101101/ });
    await option.waitFor({ timeout: 30_000 });
    const names = await page.getByRole('option').allTextContents();
    const index = names.findIndex((name) => name.includes('101101'));
    for (let step = 0; step <= index; step += 1) await productField.press('ArrowDown');
    await productField.press('Enter');
    await quantityField.fill('2');
    await quantityField.press('Enter');
    await expect.poll(() => status.textContent()).toMatch(/2\s×\s/);
    await page.screenshot({ path: join(SCREENSHOTS, 'quick-order-pt.png') });
    const violations = await seriousViolations(page);
    expect(violations, describeViolations('quick order (pt)', violations)).toEqual([]);

    await expect
      .poll(() =>
        page.evaluate(() =>
          (
            JSON.parse(localStorage.getItem('cart') ?? '[]') as {
              product: { sku: string };
              quantity: number;
            }[]
          ).map((line) => [line.product.sku, line.quantity]),
        ),
      )
      .toEqual([
        ['101109', 3],
        ['101101', 2],
      ]);
    await page.getByRole('link', { name: text('pt', 'quickOrder.toCart') }).click();
    await page.waitForURL(/\/cart$/);
    await page.getByText('Fizzola Cola 2 L', { exact: false }).first().waitFor({ timeout: 30_000 });
    await page.getByText('Fizzola Cola 350 ml Lata', { exact: false }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the pad in Arabic (tenant 5) is laid out right to left and axe finds nothing serious', async () => {
    const { context, page, errors } = await openSignedIn(browser, server, 5, '1001', {
      language: 'ar',
    });
    await visit(page, '/quick-order');
    await page.getByRole('heading', { name: text('ar', 'pageTitles.quickOrder') }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const productField = page.getByRole('combobox', { name: text('ar', 'quickOrder.product') });
    await productField.fill('bra');
    await page.getByRole('option').first().waitFor({ timeout: 30_000 });
    await page.screenshot({ path: join(SCREENSHOTS, 'quick-order-ar.png') });
    const violations = await seriousViolations(page);
    expect(violations, describeViolations('quick order (ar)', violations)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
