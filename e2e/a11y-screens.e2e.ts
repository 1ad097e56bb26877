// Accessibility scans (axe-core) of every screen of issues 4 and 6, in Portuguese (tenant 2) and
// Arabic, right to left (tenant 5, ?language=ar). No violation of impact serious or critical is
// allowed. Tenant 5 has bingo and marketing off, so those two are scanned in Portuguese only.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import {
  newPhonePage,
  openSignedIn,
  settled,
  startAppServer,
  visit,
  type OpenApp,
} from './support/app.ts';
import { describeViolations, seriousViolations } from './support/axe.ts';
import type { RunningServer } from './support/server.ts';

/** axe over a page of product cards (20, then a "show more" button) is slow on shared 2-core CI machines. */
const SCAN_TIMEOUT_MS = 180_000;

interface Language {
  name: 'pt' | 'ar';
  bottler: number;
  language?: string;
  /** A search term with results in the tenant's catalogue. */
  term: string;
}

const LANGUAGES: readonly Language[] = [
  { name: 'pt', bottler: 2, term: 'limão' },
  { name: 'ar', bottler: 5, language: 'ar', term: 'ليمون' },
];

interface Screen {
  name: string;
  /** Opens the screen on a signed-in page and waits for its content. */
  open: (page: Page, language: Language) => Promise<void>;
  /** Only tenant 2 has the feature (tenant 5: bingo and marketing off). */
  ptOnly?: boolean;
}

/** Opens a path and waits for the selector that shows the screen's content. */
function at(path: string | ((language: Language) => string), ready: string): Screen['open'] {
  return async (page, language) => {
    await visit(page, typeof path === 'string' ? path : path(language));
    await page.locator(ready).first().waitFor({ timeout: 30_000 });
  };
}

/** /category, then the first category tile that leads to a brands page. */
async function openBrands(page: Page): Promise<void> {
  await visit(page, '/category');
  const tiles = page.locator('main ul button');
  await tiles.first().waitFor({ timeout: 30_000 });
  const count = await tiles.count();
  for (let index = 0; index < count; index += 1) {
    if (index > 0) await visit(page, '/category');
    const category = (await tiles.nth(index).innerText()).trim();
    await tiles.nth(index).click();
    await page.waitForURL(/\/category\/brands\//, { timeout: 30_000 });
    if (!new URL(page.url()).pathname.startsWith('/category/brands/products/')) {
      // The brands screen is titled with the category; until it renders (a lazy route), the
      // category tiles can still be on the page.
      await page.locator('main h1', { hasText: category }).waitFor({ timeout: 30_000 });
      await tiles.first().waitFor({ timeout: 30_000 });
      return;
    }
  }
  throw new Error('no category with several brands');
}

const SIGNED_IN_SCREENS: readonly Screen[] = [
  { name: 'home', open: at('/home', 'main h1') },
  { name: 'category', open: at('/category', 'main ul button') },
  { name: 'brands', open: openBrands },
  {
    name: 'brand products',
    open: async (page) => {
      await openBrands(page);
      await page.locator('main ul button').first().click();
      await page.waitForURL(/\/category\/brands\/products\//, { timeout: 30_000 });
      await page.locator('main article').first().waitFor({ timeout: 30_000 });
    },
  },
  { name: 'products', open: at('/products', 'main article') },
  {
    name: 'search',
    open: at(({ term }) => `/search?redirect=${encodeURIComponent(term)}`, 'main article'),
  },
  { name: 'promotions', open: at('/promotions', 'main article') },
  { name: 'promotionslist', open: at('/promotionslist', 'main ul a') },
  { name: 'promotion images', open: at('/promotions/images', 'main ul img') },
  { name: 'suggested', open: at('/suggested', 'main article') },
  { name: 'favorites', open: at('/favorites', 'main article') },
  { name: 'error', open: at('/error', 'main h1') },
  { name: 'tracking', open: at('/order/tracking', 'main article ol') },
  { name: 'finance', open: at('/finance', 'main a[href="/finance/openInvoices"]') },
  { name: 'open invoices', open: at('/finance/openInvoices', 'main li[data-status]') },
  { name: 'bingo', open: at('/bingo', 'main table'), ptOnly: true },
  { name: 'notifications', open: at('/notifications', '[role="switch"]') },
  { name: 'marketing', open: at('/marketing', 'main a'), ptOnly: true },
];

async function expectNoSeriousViolations(page: Page, screen: string): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(screen, violations)).toEqual([]);
}

describe('accessibility: no serious or critical axe violation on any screen', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  describe.each(LANGUAGES)('$name (tenant $bottler)', (language) => {
    const query = `bottler=${language.bottler}${language.language ? `&language=${language.language}` : ''}`;

    it(`entry → unauthenticated (${language.name})`, async () => {
      const { context, page } = await newPhonePage(browser, server);
      // The chat redirect after 4000 ms is answered 204 by newPhonePage: the page stays.
      await page.goto(`/?${query}`);
      await page.waitForURL(/\/unauthenticated/, { timeout: 30_000 });
      // The splash's message is a <p>; the entry and logout spinners before it are role=status too.
      await page.locator('main p[role="status"]').waitFor();
      await page.locator('#preloader').waitFor({ state: 'detached' });
      await expectNoSeriousViolations(page, `unauthenticated (${language.name})`);
      await context.close();
    });

    it(`login (${language.name})`, async () => {
      const { context, page } = await newPhonePage(browser, server);
      await page.goto(`/login?${query}`);
      await page.locator('input[name="clientId"]').waitFor({ timeout: 30_000 });
      await page.locator('#preloader').waitFor({ state: 'detached' });
      await expectNoSeriousViolations(page, `login (${language.name})`);
      await context.close();
    });

    describe('signed in', () => {
      let app: OpenApp;
      beforeAll(async () => {
        app = await openSignedIn(browser, server, language.bottler, '1001', {
          language: language.language,
        });
      });
      afterAll(async () => {
        await app?.context.close();
      });

      if (language.bottler === 2) {
        it('home with the feature announcement (pt)', async () => {
          await app.page.locator('[role="dialog"]').waitFor({ timeout: 30_000 });
          await settled(app.page);
          await expectNoSeriousViolations(app.page, 'feature announcement (pt)');
          // Closing it marks it seen (server and stored config), so it stays closed afterwards.
          await app.page.keyboard.press('Escape');
          await app.page.locator('[role="dialog"]').waitFor({ state: 'detached' });
        });
      }

      const screens = SIGNED_IN_SCREENS.filter(
        (screen) => language.name === 'pt' || !screen.ptOnly,
      );
      it.each(screens.map((screen) => ({ ...screen, label: screen.name })))(
        `$label (${language.name})`,
        async (screen) => {
          await screen.open(app.page, language);
          await expectNoSeriousViolations(app.page, `${screen.name} (${language.name})`);
        },
        SCAN_TIMEOUT_MS,
      );
    });
  });
});
