// Issue 14, items 6, 7, 8, 10, 11 at 360×740 in Chromium: no raw packaging code in any language,
// /bingo for tenant 5 (bingo off) goes home, the header's cart badge inside the viewport (107
// items, Portuguese and Arabic), at most two navigation surfaces on a phone, the favicon and the
// manifest the page asks for, and axe finding nothing serious in pt and ar on the changed screens.
// "After" screenshots go to .tmp/screenshots/fixes-after/.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import {
  api,
  markFeaturesSeen,
  openSignedIn,
  sessionToken,
  settled,
  startAppServer,
  visit,
  type OpenApp,
} from './support/app.ts';
import { describeViolations, seriousViolations } from './support/axe.ts';
import { text } from './support/checkout.ts';
import type { RunningServer } from './support/server.ts';

const SHOTS = '.tmp/screenshots/fixes-after';
const RAW_PACKAGING_CODES = ['can', 'pet', 'glass', 'glass_bottle', 'bottle_box'];
const SCAN_TIMEOUT_MS = 180_000;

interface Shop {
  name: string;
  bottler: number;
  language?: string;
}

// Spanish has no tenant with a bot key here; its packaging names are checked by
// src/web/features/catalogue/promotion-filters.test.ts.
const LANGUAGES: readonly Shop[] = [
  { name: 'pt', bottler: 2 },
  { name: 'en', bottler: 13 },
  { name: 'th', bottler: 14 },
  { name: 'fr', bottler: 5 },
  { name: 'ar', bottler: 5, language: 'ar' },
];
const PT: Shop = { name: 'pt', bottler: 2 };
const AR: Shop = { name: 'ar', bottler: 5, language: 'ar' };

let server: RunningServer;
let browser: Browser;
const opened: OpenApp[] = [];

async function open(shop: Shop, clientId = '1001'): Promise<Page> {
  const app = await openSignedIn(browser, server, shop.bottler, clientId, {
    ...(shop.language ? { language: shop.language } : {}),
  });
  opened.push(app);
  return app.page;
}

/** The navigation surfaces a shop sees: hamburger, fixed row, tab bar (decision 032). */
async function visibleNavSurfaces(page: Page): Promise<string[]> {
  return page.locator('[data-nav-surface]').evaluateAll((elements) =>
    elements
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
      })
      .map((element) => element.getAttribute('data-nav-surface') ?? ''),
  );
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  server = await startAppServer();
  browser = await launchBrowser();
  for (const [bottler, client] of [
    [2, '1001'],
    [2, '1002'],
    [5, '1001'],
    [13, '1001'],
    [14, '1001'],
  ] as const) {
    await markFeaturesSeen(server, await sessionToken(server, bottler, client));
  }
}, 180_000);

afterAll(async () => {
  for (const app of opened) await app.context.close();
  await browser?.close();
  await server?.stop();
});

describe('packaging names (item 7)', () => {
  it.each(LANGUAGES)(
    '$name: /promotions shows no raw packaging code, and its filters share one compact row',
    async (shop) => {
      const page = await open(shop);
      await visit(page, '/promotions');
      await page.locator('main select').first().waitFor({ timeout: 30_000 });
      const options = await page.locator('main select option').allInnerTexts();
      expect(options.filter((text) => RAW_PACKAGING_CODES.includes(text.trim()))).toEqual([]);
      const filters = await page.locator('main [role="group"]').first().boundingBox();
      expect(filters?.height ?? Infinity).toBeLessThanOrEqual(100);
      if (shop.name === 'pt' || shop.name === 'ar') {
        await page.screenshot({ path: `${SHOTS}/${shop.name}-promotions.png` });
      }
    },
    120_000,
  );
});

describe('the tab title (SPEC §2)', () => {
  it('names the page when it is opened directly, its screen still to load', async () => {
    const page = await open(PT);
    for (const [path, key] of [
      ['/favorites', 'favorites'],
      ['/order/tracking', 'orderTracking'],
      ['/products', 'products'],
    ] as const) {
      await visit(page, path);
      const title = text('pt', `pageTitles.${key}`);
      await expect
        .poll(() => page.title(), { timeout: 15_000 })
        .toMatch(new RegExp(` - ${title}$`));
    }
  }, 120_000);
});

describe('a screen whose code does not arrive', () => {
  it('says so in the app frame, the menu still works, and "try again" brings it', async () => {
    // No service worker: every request meets the route below, as on a first visit.
    const app = await openSignedIn(browser, server, PT.bottler, '1001', {
      serviceWorkers: 'block',
    });
    opened.push(app);
    const { page } = app;
    await settled(page);
    const lost = /\/assets\/favorites-screen-[^/]*\.js$/;
    await page.route(lost, (route) => route.fulfill({ status: 404, body: '' }));
    const tab = page.getByRole('link', { name: text('pt', 'menuTab.favorites') }).last();
    await tab.click();
    await page.waitForURL(/\/favorites$/);
    const failed = page.getByRole('heading', { level: 1, name: text('pt', 'screenFailed.title') });
    await failed.waitFor({ timeout: 30_000 });
    expect(await page.getByRole('alert').allInnerTexts()).toContain(
      text('pt', 'screenFailed.text'),
    );
    await page.screenshot({ path: `${SHOTS}/pt-screen-failed.png` });
    // The menu around it still leads on: another screen shows in place of the message.
    await page
      .getByRole('link', { name: text('pt', 'menuTab.products') })
      .last()
      .click();
    await page.waitForURL(/\/products$/);
    await page
      .getByRole('heading', { level: 1, name: text('pt', 'pageTitles.products') })
      .waitFor({ timeout: 30_000 });
    // Back on the lost screen, with its code reachable again: "try again" loads the page anew.
    await page.goBack();
    await failed.waitFor({ timeout: 30_000 });
    await page.unroute(lost);
    await page.getByRole('button', { name: text('pt', 'noResponse.retry') }).click();
    await page
      .getByRole('heading', { level: 1, name: text('pt', 'pageTitles.favorites') })
      .waitFor({ timeout: 30_000 });
    expect(await failed.count()).toBe(0);
  }, 120_000);
});

describe('flags (item 6)', () => {
  it('/bingo for tenant 5 (bingo off) goes home', async () => {
    const page = await open(AR);
    await page.goto('/bingo');
    await page.waitForURL(/\/home$/, { timeout: 30_000 });
    await page.locator('main h1').first().waitFor({ state: 'attached' });
  }, 120_000);

  it("tenant 2's marketing page is reachable from a menu", async () => {
    const page = await open(PT);
    await visit(page, '/home');
    await page
      .getByRole('button', { name: /Abrir menu|menu/i })
      .first()
      .click();
    await page.locator('[data-nav-surface="drawer"] a[href="/marketing"]').waitFor();
  }, 120_000);

  it('shop 1002 (ordering off) is told so on /home, with no button that loops back home', async () => {
    const page = await open(PT, '1002');
    await visit(page, '/home');
    await page.getByRole('note').waitFor({ timeout: 30_000 });
    expect(await page.getByRole('link', { name: 'Ver produtos' }).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/pt-home-1002.png` });
  }, 120_000);
});

describe('navigation surfaces and the cart badge (item 8)', () => {
  it.each([PT, AR])(
    '$name: at most two navigation surfaces, and a badge of 107 inside the viewport',
    async (shop) => {
      const page = await open(shop);
      const token = await page.evaluate(() => localStorage.getItem('authorization') ?? '');
      const products = await api<{ sku: string; price: number }[] | { products?: unknown[] }>(
        server,
        token.replace(/^"|"$/g, ''),
        'products',
      );
      const list = (Array.isArray(products) ? products : (products.products ?? [])) as {
        sku: string;
        price: number;
      }[];
      const product = list.find((entry) => entry.price > 0 && !entry.sku.endsWith('P'));
      expect(product).toBeDefined();
      await page.evaluate(
        (item) => localStorage.setItem('cart', JSON.stringify([{ product: item, quantity: 107 }])),
        product,
      );
      for (const path of ['/home', '/products', '/cart']) {
        await visit(page, path);
        expect(await visibleNavSurfaces(page), path).toHaveLength(2);
      }
      await visit(page, '/home');
      const badge = page.locator('header [data-testid="cart-badge"]');
      await badge.waitFor({ timeout: 30_000 });
      expect(await badge.innerText()).toBe('107');
      const box = await badge.boundingBox();
      const header = await page.locator('header').boundingBox();
      expect(box).not.toBeNull();
      if (box && header) {
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(360);
        expect(box.y).toBeGreaterThanOrEqual(0);
        // Not clipped by the header (which hides what overflows it).
        expect(box.x).toBeGreaterThanOrEqual(header.x);
        expect(box.x + box.width).toBeLessThanOrEqual(header.x + header.width);
      }
      await page.screenshot({ path: `${SHOTS}/${shop.name}-home.png` });
      await visit(page, '/products');
      await page.screenshot({ path: `${SHOTS}/${shop.name}-products.png` });
      await visit(page, '/cart');
      await page.screenshot({ path: `${SHOTS}/${shop.name}-cart.png` });
    },
    180_000,
  );

  it.each([PT, AR])(
    '$name: from 48rem up the fixed row shows under the header, beside the hamburger and the tab bar',
    async (shop) => {
      const page = await open(shop);
      await page.setViewportSize({ width: 1024, height: 768 });
      await visit(page, '/home');
      const row = page.locator('[data-nav-surface="fixed"]');
      await row.waitFor({ state: 'visible', timeout: 30_000 });
      expect((await visibleNavSurfaces(page)).sort()).toEqual(['drawer', 'fixed', 'primary']);
      const header = await page.locator('header').boundingBox();
      const box = await row.boundingBox();
      expect(header).not.toBeNull();
      expect(box?.y).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0) - 1);
      expect(await row.getByRole('link').count()).toBeGreaterThan(0);
      await page.screenshot({ path: `${SHOTS}/${shop.name}-home-wide.png` });
      // Turned back to a phone: the row goes, two surfaces again.
      await page.setViewportSize({ width: 360, height: 740 });
      await row.waitFor({ state: 'detached', timeout: 30_000 });
      expect(await visibleNavSurfaces(page)).toHaveLength(2);
    },
    120_000,
  );
});

describe('favicon and manifest (item 11)', () => {
  it('the icon and manifest the page links answer 200, the tenant ones once it is known', async () => {
    const page = await open(PT);
    await visit(page, '/home');
    // Linked once the start-up is over (decision 082), a second after the first render.
    const linked = () =>
      page
        .locator('link[rel="icon"], link[rel="manifest"]')
        .evaluateAll((elements) => elements.map((element) => element.getAttribute('href') ?? ''));
    await expect
      .poll(linked, { timeout: 30_000 })
      .toEqual(['/manifest.webmanifest?bottler=2', '/tenants/2/icon-192.png']);
    const links = await linked();
    for (const path of [...links, '/favicon.ico', '/manifest.webmanifest']) {
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(200);
    }
  }, 120_000);
});

describe('axe on the changed screens (pt and ar)', () => {
  it.each([PT, AR])(
    '$name: home, promotions and the hamburger drawer have no serious violation',
    async (shop) => {
      const page = await open(shop);
      for (const path of ['/home', '/promotions']) {
        await visit(page, path);
        await page.locator('main h1').first().waitFor({ state: 'attached' });
        if (path === '/promotions') await page.locator('main select').first().waitFor();
        const violations = await seriousViolations(page);
        expect(violations, describeViolations(`${shop.name} ${path}`, violations)).toEqual([]);
      }
      await page.locator('[data-nav-surface="drawer"] button').click();
      await page.locator('[data-nav-surface="drawer"] nav a').first().waitFor();
      const violations = await seriousViolations(page);
      expect(violations, describeViolations(`${shop.name} drawer`, violations)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/${shop.name}-drawer.png` });
    },
    SCAN_TIMEOUT_MS,
  );

  it(
    'pt: /home of a shop with ordering off has no serious violation',
    async () => {
      const page = await open(PT, '1002');
      await visit(page, '/home');
      await page.getByRole('note').waitFor({ timeout: 30_000 });
      const violations = await seriousViolations(page);
      expect(violations, describeViolations('pt /home 1002', violations)).toEqual([]);
    },
    SCAN_TIMEOUT_MS,
  );
});
