// The tenant look in a real browser on the built app: self-hosted fonts load (no /error), the
// bottler's manifest is linked and served, its logo is an SVG, and the service worker takes
// over so a second visit's assets come from its cache. No CSP violation on the way. A tenant
// with fontSizeOverride gets SPEC §9's mapped text sizes, and only those.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSignedIn, settled, startAppServer } from './support/app.ts';
import { launchBrowser, phoneContext } from './support/browser.ts';
import type { RunningServer } from './support/server.ts';

describe('tenant look, installable app, service worker', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startAppServer();
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
    // Linked once the start-up is over (decision 082).
    await expect
      .poll(() => page.locator('link[rel="manifest"]').getAttribute('href'), { timeout: 30_000 })
      .toBe('/manifest.webmanifest?bottler=2');
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

  it('a first visit stays in the fallback face while Noto Sans loads, the next starts in it, and the tiles keep their place', async () => {
    // No service worker: a font it answered would pass the hold below. (A routed context has no
    // HTTP cache either, so /products asks for its fonts again.)
    const { context, page } = await openSignedIn(browser, server, 2, '1001', {
      serviceWorkers: 'block',
    });
    // The fonts are held back until the grid has been measured in the fallback: a slow network.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await context.route(/\.woff2$/, async (route) => {
      await released;
      await route.continue();
    });
    // Not until `load`: the screen now renders before it, so its held fonts hold `load` back.
    await page.goto('/products', { waitUntil: 'commit' });
    await settled(page);
    const tiles = page.locator('main article');
    await tiles.nth(3).waitFor({ state: 'visible', timeout: 30_000 });
    const boxes = (on: typeof page) =>
      on.locator('main article').evaluateAll((articles) =>
        articles.slice(0, 4).map((article) => {
          const name = article.querySelector('h3')?.getBoundingClientRect();
          const box = article.getBoundingClientRect();
          return {
            top: Math.round(box.top),
            height: Math.round(box.height),
            name: Math.round(name?.height ?? 0),
          };
        }),
      );
    // The boxes once two readings 250 ms apart agree (pictures and late answers have landed).
    const settledBoxes = async (on: typeof page) => {
      let last = await boxes(on);
      await expect
        .poll(
          async () => {
            const now = await boxes(on);
            const same = JSON.stringify(now) === JSON.stringify(last);
            last = now;
            return same;
          },
          { interval: 250, timeout: 10_000 },
        )
        .toBe(true);
      return last;
    };
    const notoLoaded = (on: typeof page) =>
      on.evaluate(() => document.fonts.check("600 16px 'Noto Sans'", 'Aa'));
    const switchedOn = (on: typeof page) =>
      on.evaluate(() => document.documentElement.hasAttribute('data-web-fonts'));
    const nameFont = (on: typeof page) =>
      on
        .locator('main article h3')
        .first()
        .evaluate((name) => getComputedStyle(name).fontFamily);
    const inFallback = await settledBoxes(page);
    expect(await notoLoaded(page)).toBe(false);
    release();
    // Loaded after the start-up for the next visit (decision 098), but not put in this page's
    // stack: the screen is not laid out again under the shop's eyes.
    await expect.poll(() => notoLoaded(page), { timeout: 20_000 }).toBe(true);
    await page.evaluate(() => document.fonts.ready);
    expect(await switchedOn(page)).toBe(false);
    expect(await nameFont(page)).not.toMatch(/^"?Noto Sans"?,/);
    expect(await settledBoxes(page)).toEqual(inFallback);
    await context.close();

    // With the service worker: once it controls the page, the faces loaded after the start-up
    // stay in its cache, and the next page has Noto Sans from its first layout, in the same boxes.
    const cached = await openSignedIn(browser, server, 2, '1001');
    await expect
      .poll(() => cached.page.evaluate(() => navigator.serviceWorker.controller !== null), {
        timeout: 20_000,
      })
      .toBe(true);
    const facesCached = () =>
      cached.page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys()) {
          for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
        }
        return [400, 600, 700].every((weight) =>
          urls.some((url) => url.includes(`/noto-sans-latin-${weight}-normal`)),
        );
      });
    // A page the worker controls from its start loads the faces through it, after the start-up.
    await cached.page.goto('/home');
    await settled(cached.page);
    await expect.poll(facesCached, { timeout: 20_000 }).toBe(true);
    // The first render waits for the cache's answer at most FONT_CACHE_GRACE_MS: on a busy
    // machine the Cache Storage can answer later (a clean-clone run did), and that page keeps the
    // fallback by design, so a page is opened again, at most three times, until one finds them.
    for (let visit = 0; visit < 3; visit += 1) {
      await cached.page.goto('/products');
      await settled(cached.page);
      if (await switchedOn(cached.page)) break;
    }
    await cached.page.locator('main article').nth(3).waitFor({ state: 'visible', timeout: 30_000 });
    expect(await switchedOn(cached.page)).toBe(true);
    expect(await nameFont(cached.page)).toMatch(/^"?Noto Sans"?,/);
    await cached.page.evaluate(() => document.fonts.ready);
    expect(await settledBoxes(cached.page)).toEqual(inFallback);
    await cached.context.close();
  });

  it('maps text sizes per SPEC §9 for a fontSizeOverride tenant: 12 px → 14 px, spacing and root unchanged', async () => {
    // The menu links of the chrome (tab bar, fixed menu) are 12 px text with 3rem tap targets.
    const measure = async (bottler: number) => {
      const { context, page } = await openSignedIn(browser, server, bottler, '1001');
      await settled(page);
      const measured = await page.evaluate(() => {
        const links = Array.from(document.querySelectorAll('nav li > a'));
        const distinct = (read: (style: CSSStyleDeclaration) => string) => [
          ...new Set(links.map((link) => read(getComputedStyle(link)))),
        ];
        return {
          root: getComputedStyle(document.documentElement).fontSize,
          body: getComputedStyle(document.body).fontSize,
          menuLinks: distinct((style) => style.fontSize),
          menuLinkMinHeight: distinct((style) => style.minHeight),
        };
      });
      await context.close();
      return measured;
    };
    // Tenant 2: fontSizeOverride off, today's sizes.
    expect(await measure(2)).toEqual({
      root: '16px',
      body: '16px',
      menuLinks: ['12px'],
      menuLinkMinHeight: ['48px'],
    });
    // Tenant 14: on. 12 → 14 and 16 → 18 (not the 13.5 px of a 112.5% root); the root and the
    // rem spacing stay the browser's.
    expect(await measure(14)).toEqual({
      root: '16px',
      body: '18px',
      menuLinks: ['14px'],
      menuLinkMinHeight: ['48px'],
    });
  });
});
