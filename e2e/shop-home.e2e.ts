// Issue 14, second pass, at 360×740 in Chromium: a home that sells (buy-again, today's deals,
// kits and categories rails of the compact tile, from small server answers), kept as screenshots
// of home, products, cart and order complete in pt and ar (.tmp/screenshots/shop-after, or
// SCREENSHOT_SET=before for the pictures before a change); axe finds nothing serious on them.
import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../src/domain/types.ts';
import { localizedDescription } from './support/checkout.ts';
import { describeViolations, seriousViolations } from './support/axe.ts';
import { launchBrowser } from './support/browser.ts';
import {
  addFromCard,
  catalogue,
  clientProfile,
  confirmAddress,
  confirmAndComplete,
  dismissAnnouncements,
  go,
  isPlain,
  openCart,
  openShop,
  orderHistory,
  sessionFor,
  startCheckoutServer,
  text,
  unitsFor,
} from './support/checkout.ts';
import type { RunningServer } from './support/server.ts';

const JOURNEY_TIMEOUT_MS = 300_000;
const SCREENSHOTS = resolve('.tmp/screenshots', process.env.SCREENSHOT_SET ?? 'shop-after');

const LANGUAGES = [
  { name: 'pt', bottler: 2, language: undefined },
  { name: 'ar', bottler: 5, language: 'ar' },
] as const;

/** The shop's locale file of `language` (the tab bar's short labels). */
function messagesOf(language: string): { menuTab: Record<string, string> } {
  return JSON.parse(readFileSync(resolve('src/web/locales', `${language}.json`), 'utf8')) as {
    menuTab: Record<string, string>;
  };
}

async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: resolve(SCREENSHOTS, name), fullPage: false });
}

/** Home after its wait: the skeleton gone and the page's own content there. */
async function homeShown(page: Page): Promise<void> {
  await page.locator('main [data-testid="skeleton"]').waitFor({ state: 'detached' });
  await page.locator('main section').first().waitFor();
}

describe('the home that sells and the shop at a glance (issue 14)', () => {
  let server: RunningServer;
  let browser: Browser;
  const products = new Map<number, Product[]>();
  const minimum = new Map<number, number>();
  /** Names (in the journey's language) of the products each shop 1001 has ordered. */
  const ordered = new Map<number, string[]>();
  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    [server, browser] = await Promise.all([startCheckoutServer(), launchBrowser()]);
    for (const bottler of [11, 13, 14]) {
      await dismissAnnouncements(server, await sessionFor(server, bottler, '1001'));
    }
    for (const { bottler } of LANGUAGES) {
      const token = await sessionFor(server, bottler, '1001');
      await dismissAnnouncements(server, token);
      products.set(bottler, await catalogue(server, token));
      minimum.set(bottler, (await clientProfile(server, token)).minimumOrder);
      const skus = new Set(
        (await orderHistory(server, token)).flatMap((order) =>
          order.orderProducts.map((line) => line.sku),
        ),
      );
      const lang = LANGUAGES.find((entry) => entry.bottler === bottler)?.name ?? 'pt';
      ordered.set(
        bottler,
        (products.get(bottler) ?? [])
          .filter((product) => skus.has(product.sku))
          .map((product) => localizedDescription(product, lang)),
      );
    }
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it.each(LANGUAGES)(
    '$name: home, products, cart and order complete, axe clean',
    async ({ name, bottler, language }) => {
      const catalogueCalls: string[] = [];
      const { context, page, errors } = await openShop(browser, server, bottler, '1001', {
        ...(language ? { language } : {}),
        beforeOpen: async ({ page: opened }) => {
          opened.on('request', (request) => catalogueCalls.push(request.url()));
        },
      });
      await homeShown(page);
      // The home sells: categories, buy again (from this shop's own orders), today's deals and
      // kits, each a titled rail; the product rails hold the compact tile.
      const rail = (key: string) =>
        page.getByRole('region', { name: text(name, `homeRails.${key}`), exact: true });
      for (const key of ['categories', 'buyAgain', 'deals', 'kits']) await rail(key).waitFor();
      expect(await rail('buyAgain').locator('article').count()).toBeGreaterThan(0);
      expect(await rail('deals').locator('article').count()).toBeGreaterThan(0);
      expect(await rail('kits').getByRole('link').count()).toBeGreaterThan(1);
      // The first buy-again product is one this shop has ordered, and can be added in place.
      const [first] = await rail('buyAgain')
        .locator('article')
        .evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('aria-label') ?? ''));
      expect(ordered.get(bottler)).toContain(first);
      // Rails scroll sideways inside the page: the page itself does not.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      // The rails came from their own small answer (the header's catalogue download is issue 16's).
      expect(catalogueCalls.filter((url) => url.endsWith('/api/home/rails'))).toHaveLength(1);
      await screenshot(page, `home-${name}.png`);
      const home = await seriousViolations(page);
      expect(home, describeViolations(`home (${name})`, home)).toEqual([]);

      await go(page, '/products');
      await page.locator('main article').first().waitFor();
      await screenshot(page, `products-${name}.png`);

      const plain = (products.get(bottler) ?? []).find(isPlain);
      if (!plain) throw new Error(`no plain product for tenant ${bottler}`);
      await addFromCard(page, plain, unitsFor(plain, (minimum.get(bottler) ?? 0) * 1.2), name);
      await openCart(page);
      await confirmAddress(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `cart-${name}.png`);

      await confirmAndComplete(page);
      await page
        .getByRole('heading', { name: text(name, 'orderComplete.title'), exact: true })
        .waitFor({ timeout: 60_000 });
      await screenshot(page, `order-complete-${name}.png`);
      // At the end of the page the floating "back to top" button covers none of the footer's text.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const covered = await page.evaluate(
        (label) => {
          const button = document.querySelector(`button[aria-label="${label}"]`);
          if (!button) return [];
          const b = button.getBoundingClientRect();
          return Array.from(document.querySelectorAll('footer span'))
            .map((span) => ({ text: span.textContent ?? '', r: span.getBoundingClientRect() }))
            .filter(
              ({ r }) =>
                r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom,
            )
            .map(({ text }) => text);
        },
        text(name, 'chrome.scrollTop'),
      );
      expect(covered).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
      const complete = await seriousViolations(page);
      expect(complete, describeViolations(`order complete (${name})`, complete)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    "the tab bar's labels fit on one line at 360 px in all six languages, every short label in a quarter of the width",
    async () => {
      const TENANT_OF = { pt: 2, es: 11, en: 13, th: 14, fr: 5, ar: 5 } as const;
      for (const [language, bottler] of Object.entries(TENANT_OF)) {
        const { context, page } = await openShop(browser, server, bottler, '1001', { language });
        const tabs = page.getByRole('navigation', { name: text(language, 'chrome.nav.primary') });
        await tabs.getByRole('link').first().waitFor();
        // The tenant's own tabs, then every short label of the language in a fifth of 360 px
        // quarter of 360 px (four tabs, most tenants), in the tab's own style.
        const labels = await tabs.locator('a > span:nth-child(2)').evaluateAll(
          (spans, all) => {
            const fits = (span: HTMLElement) => {
              const style = getComputedStyle(span);
              const line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5;
              return (
                span.scrollWidth <= span.clientWidth &&
                Math.round(span.getBoundingClientRect().height / line) === 1
              );
            };
            const own = spans.map((span) => ({
              text: span.textContent ?? '',
              fits: fits(span as HTMLElement),
            }));
            const probe = spans[0] as HTMLElement;
            const item = probe.closest('li') as HTMLElement;
            item.style.flex = `0 0 ${360 / 4}px`;
            const narrow = all.map((label) => {
              probe.textContent = label;
              return { text: label, fits: fits(probe) };
            });
            return [...own, ...narrow];
          },
          Object.values(messagesOf(language).menuTab),
        );
        expect(labels.length).toBeGreaterThan(13);
        expect(
          labels.filter((label) => !label.fits),
          language,
        ).toEqual([]);
        await context.close();
      }
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'th: order dates carry a four-digit year, never "25/11/69" (tenant 14)',
    async () => {
      const { context, page } = await openShop(browser, server, 14, '1001');
      await go(page, '/order/tracking');
      const cards = page.locator('main dd');
      await cards.first().waitFor();
      const dates = (await cards.allInnerTexts()).filter((value) => /\d+\/\d+\/\d+/.test(value));
      expect(dates.length).toBeGreaterThan(0);
      for (const value of dates) expect(value).toMatch(/^\d{2}\/\d{2}\/2\d{3}$/);
      await context.close();
    },
    JOURNEY_TIMEOUT_MS,
  );

  it.each(LANGUAGES)(
    '$name: /error keeps the header and the menu for a signed-in shop',
    async ({ name, bottler, language }) => {
      const { context, page } = await openShop(browser, server, bottler, '1001', {
        ...(language ? { language } : {}),
      });
      await page.goto('/error');
      await page.getByRole('heading', { name: text(name, 'errorPage.title') }).waitFor();
      // The start-up preloader covers every page for its first 1000 ms (SPEC §9).
      await page.locator('#preloader').waitFor({ state: 'detached' });
      await page.getByRole('banner').waitFor();
      const tabs = page.getByRole('navigation', { name: text(name, 'chrome.nav.primary') });
      expect(await tabs.getByRole('link').count()).toBeGreaterThan(2);
      await screenshot(page, `error-${name}.png`);
      const violations = await seriousViolations(page);
      expect(violations, describeViolations(`/error (${name})`, violations)).toEqual([]);
      await context.close();
    },
    JOURNEY_TIMEOUT_MS,
  );
});
