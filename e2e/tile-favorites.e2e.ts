// Issue 14 in a real browser at 360 × 740: at least three compact product tiles fully in the
// first screen of /products, a tile's stepper adding in place, a favourite set on a tile listed
// in /favorites after a reload, and axe finding nothing serious on /products and /home in pt and
// ar. Keeps "after" screenshots of both screens in both languages (.tmp/screenshots/tile-after).
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeViolations, seriousViolations } from './support/axe.ts';
import { launchBrowser } from './support/browser.ts';
import {
  markFeaturesSeen,
  openSignedIn,
  sessionToken,
  startAppServer,
  visit,
  type OpenApp,
} from './support/app.ts';
import { text } from './support/checkout.ts';
import type { RunningServer } from './support/server.ts';

const SCREENSHOTS = resolve('.tmp/screenshots/tile-after');
/** axe over a page of tiles is slow on shared 2-core machines. */
const SCAN_TIMEOUT_MS = 120_000;

const LANGUAGES = [
  { name: 'pt', bottler: 2, language: undefined },
  { name: 'ar', bottler: 5, language: 'ar' },
] as const;

/** Tiles whose whole box is on screen and not covered by the header or the bottom menu. */
async function tilesFullyOnScreen(page: Page): Promise<number> {
  return page
    .locator('main article')
    .evaluateAll((tiles) =>
      tiles.filter((tile) => {
        const box = tile.getBoundingClientRect();
        if (box.top < 0 || box.bottom > window.innerHeight || box.height === 0) return false;
        const x = box.left + box.width / 2;
        // The points just inside its top and bottom edges belong to the tile itself.
        return [box.top + 2, box.bottom - 2].every((y) =>
          tile.contains(document.elementFromPoint(x, y)),
        );
      }),
    )
    .then((tiles) => tiles.length);
}

describe('the compact tile and favourites (issue 14)', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
    // The feature announcements would cover the pages: seen once, by API.
    for (const { bottler } of LANGUAGES) {
      for (const client of ['1001', '1003']) {
        await markFeaturesSeen(server, await sessionToken(server, bottler, client));
      }
    }
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows at least three whole tiles in the first screen of /products; the stepper adds in place', async () => {
    const { context, page, errors } = await openSignedIn(browser, server, 2, '1003');
    await visit(page, '/products');
    const tiles = page.locator('main article');
    await tiles.first().waitFor({ timeout: 30_000 });
    await page.locator('main article img').first().waitFor();
    expect(await tilesFullyOnScreen(page)).toBeGreaterThanOrEqual(3);
    const heights = await tiles.evaluateAll((all) =>
      all.slice(0, 6).map((tile) => tile.getBoundingClientRect().height),
    );
    for (const height of heights) expect(height).toBeLessThanOrEqual(150);

    // The first tile's Add button becomes its plus button: one unit, then two, in the cart.
    const first = tiles.first();
    const name = (await first.getAttribute('aria-label')) ?? '';
    await first.getByRole('button', { name: text('pt', 'tile.addNamed', { name }) }).click();
    const quantity = first.getByRole('textbox', {
      name: text('pt', 'tile.quantityInCart', { name }),
    });
    await expect.poll(() => quantity.inputValue()).toBe('1');
    await first.getByRole('button', { name: text('pt', 'product.increase', { name }) }).click();
    await expect.poll(() => quantity.inputValue()).toBe('2');
    await expect
      .poll(() =>
        page.evaluate(() =>
          (JSON.parse(localStorage.getItem('cart') ?? '[]') as { quantity: number }[]).map(
            (line) => line.quantity,
          ),
        ),
      )
      .toEqual([2]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a favourite set on a tile is listed in /favorites after a reload', async () => {
    const { context, page, errors } = await openSignedIn(browser, server, 2, '1003');
    await visit(page, '/products');
    const tile = page.locator('main article').nth(2);
    await tile.waitFor({ timeout: 30_000 });
    const name = (await tile.getAttribute('aria-label')) ?? '';
    const heart = tile.getByRole('button', { name: text('pt', 'favorites.toggle', { name }) });
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' &&
        response.url().includes('/api/products/favorites/') &&
        response.status() === 200,
    );
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await saved;

    await visit(page, '/favorites');
    await page.reload();
    await page.getByRole('article', { name, exact: true }).waitFor({ timeout: 30_000 });
    const again = page
      .getByRole('article', { name, exact: true })
      .getByRole('button', { name: text('pt', 'favorites.toggle', { name }) });
    await expect.poll(() => again.getAttribute('aria-pressed')).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });

  describe.each(LANGUAGES)('axe and screenshots in $name', ({ name, bottler, language }) => {
    let app: OpenApp;
    beforeAll(async () => {
      app = await openSignedIn(browser, server, bottler, '1001', { language });
    });
    afterAll(async () => {
      await app?.context.close();
    });

    it(
      `/products (${name})`,
      async () => {
        await visit(app.page, '/products');
        await app.page.locator('main article img').first().waitFor({ timeout: 30_000 });
        await app.page.screenshot({ path: `${SCREENSHOTS}/${name}-products.png` });
        const violations = await seriousViolations(app.page);
        expect(violations, describeViolations(`products (${name})`, violations)).toEqual([]);
      },
      SCAN_TIMEOUT_MS,
    );

    it(
      `/home (${name})`,
      async () => {
        await visit(app.page, '/home');
        await app.page.locator('main img').first().waitFor({ timeout: 30_000 });
        await app.page.screenshot({ path: `${SCREENSHOTS}/${name}-home.png` });
        const violations = await seriousViolations(app.page);
        expect(violations, describeViolations(`home (${name})`, violations)).toEqual([]);
      },
      SCAN_TIMEOUT_MS,
    );
  });
});
