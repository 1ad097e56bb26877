// Issue 14 ("a cart that a shop owner reads at a glance") in a real browser at 360×740: shop 1003
// of tenant 2 (low payment limit, over-limit authorised) with 20 × a crate of returnable glass at
// a tier price. The checkout bar stays within a fifth of the screen; nothing covers its confirm
// button (after scrolling, with the scroll-to-top button and a toast shown); its breakdown shows
// product, deposit, discount and tax lines that add up to the total the server simulated; the list
// of what blocks the order shows exactly the blockers and never "ready" over the limit; axe finds
// nothing serious in pt (tenant 2) and ar (tenant 5). Screenshots go to .tmp/screenshots/cart-after.
import { mkdir } from 'node:fs/promises';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderBreakdown } from '../src/contract/index.ts';
import { toCents } from '../src/domain/money.ts';
import type { Product } from '../src/domain/types.ts';
import { describeViolations, seriousViolations } from './support/axe.ts';
import { launchBrowser } from './support/browser.ts';
import {
  addFromCard,
  catalogue,
  confirmButton,
  confirmButtonReachable,
  dismissAnnouncements,
  monitor,
  openCart,
  openShop,
  pricesSettled,
  sessionFor,
  startCheckoutServer,
  text,
} from './support/checkout.ts';
import type { RunningServer } from './support/server.ts';

const JOURNEY_TIMEOUT_MS = 240_000;
const VIEWPORT_HEIGHT = 740;
const SCREENSHOTS = new URL('../.tmp/screenshots/cart-after/', import.meta.url);
const CRATES = 20;

interface Simulated {
  price: number;
  breakdown?: OrderBreakdown;
}

/** A crate of returnable glass (bottles and a box per unit) whose tier price applies at 20. */
function tierGlassCrate(products: readonly Product[]): Product {
  const found = products.find(
    (product) =>
      product.isGlassBottle === true &&
      (product.glassBottles ?? 1) > 1 &&
      Boolean(product.glassBottleProductId) &&
      Boolean(product.boxProductId) &&
      (product.quantityLimit ?? null) === null &&
      !product.combo &&
      (product.pricePromotions ?? []).some(
        (tier) => tier.minimumQuantity <= CRATES && tier.price > 0 && tier.price < product.price,
      ),
  );
  if (!found) throw new Error('no returnable glass crate with a tier price in the catalogue');
  return found;
}

/** Keeps the last 200 answer of order/simulate the page received. */
function lastSimulation(page: Page): () => Promise<Simulated> {
  let last: Promise<Simulated> | undefined;
  page.on('response', (response: Response) => {
    if (response.url().endsWith('/api/order/simulate') && response.status() === 200) {
      last = response.json() as Promise<Simulated>;
    }
  });
  return () => {
    if (!last) throw new Error('no simulation answer yet');
    return last;
  };
}

/** "R$ 1.237,80", "−R$ 99,80", "+DH 16,00" → integer cents (the tenants here have 2 decimals). */
const centsOf = (shown: string): number => Number(shown.replace(/\D/g, ''));

/** The rows of the list of blockers that still block, by code. */
function blockingRows(page: Page): Promise<string[]> {
  return page
    .locator('[id^="cart-alert-"][role="group"]:not([data-tone="done"])')
    .evaluateAll((rows) => rows.map((row) => row.id.replace('cart-alert-', '')));
}

async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: new URL(name, SCREENSHOTS).pathname });
}

describe('the cart at a glance (issue 14, 360×740)', () => {
  let server: RunningServer;
  let browser: Browser;
  const products = new Map<number, Product[]>();

  beforeAll(async () => {
    [server, browser] = await Promise.all([startCheckoutServer(), launchBrowser()]);
    for (const bottler of [2, 5]) {
      const token = await sessionFor(server, bottler, '1003');
      await dismissAnnouncements(server, token);
      products.set(bottler, await catalogue(server, token));
    }
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it(
    'pt, tenant 2, shop 1003: slim bar, breakdown = the server total, exact blockers, confirm never covered, axe clean',
    async () => {
      const crate = tierGlassCrate(products.get(2) ?? []);
      const { context, page, errors } = await openShop(browser, server, 2, '1003');
      const simulation = lastSimulation(page);
      await addFromCard(page, crate, CRATES, 'pt');
      await openCart(page);
      await monitor(page).scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, 'cart-pt.png');

      // The bar is at most a fifth of the screen.
      const bar = await monitor(page).boundingBox();
      expect(bar).not.toBeNull();
      expect(bar?.height ?? Infinity).toBeLessThanOrEqual(VIEWPORT_HEIGHT * 0.2);

      // Over its limit with packaging missing and the address unconfirmed: exactly those rows
      // block, and the "ready" message is nowhere.
      expect(await blockingRows(page)).toEqual([
        'creditLimitAcceptance',
        'packaging',
        'deliveryAddress',
      ]);
      expect(await page.getByText(text('pt', 'monitor.ready')).count()).toBe(0);
      expect(await page.getByText(/O pedido máximo é/).count()).toBe(0);

      // The breakdown: product, deposit, discount and tax lines adding up to the server's total.
      const answer = await simulation();
      await monitor(page)
        .getByRole('button', { name: text('pt', 'cart.bar.details') })
        .click();
      const dialog = page.getByRole('dialog', { name: text('pt', 'cart.breakdown.title') });
      await dialog.waitFor();
      expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
      const shown = Object.fromEntries(
        await dialog
          .locator('[data-line]')
          .evaluateAll((rows) =>
            rows.map((row) => [
              row.getAttribute('data-line') ?? '',
              row.querySelector('dd')?.textContent ?? '',
            ]),
          ),
      ) as Record<string, string>;
      expect(Object.keys(shown)).toEqual(['products', 'deposits', 'discounts', 'tax', 'total']);
      const cents = Object.fromEntries(
        Object.entries(shown).map(([line, amount]) => [line, centsOf(amount)]),
      ) as Record<string, number>;
      const taxIncluded = answer.breakdown?.taxIncluded === true;
      expect(await dialog.innerText()).toContain(
        text('pt', taxIncluded ? 'cart.breakdown.taxIncluded' : 'cart.breakdown.taxAdded'),
      );
      const sum =
        (cents.products ?? 0) +
        (cents.deposits ?? 0) -
        (cents.discounts ?? 0) +
        (taxIncluded ? 0 : (cents.tax ?? 0));
      expect(sum).toBe(toCents(answer.price));
      expect(cents.total).toBe(toCents(answer.price));
      expect(cents.tax).toBe(toCents(answer.breakdown?.tax ?? -1));
      expect(Math.min(cents.deposits ?? 0, cents.discounts ?? 0, cents.tax ?? 0)).toBeGreaterThan(
        0,
      );
      expect(centsOf(await page.getByTestId('monitor-total').innerText())).toBe(
        toCents(answer.price),
      );
      await screenshot(page, 'cart-pt-breakdown.png');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      // Scrolled, with the scroll-to-top button shown, the confirm button is on top at its centre.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
      await page.getByRole('button', { name: text('pt', 'chrome.scrollTop') }).waitFor();
      expect(await confirmButtonReachable(page)).toEqual({
        reachable: true,
        coveredBy: expect.any(String),
      });

      // A toast (confirm with an unticked box) stays clear of the bar too.
      await confirmButton(page).click();
      const toast = page
        .getByRole('status')
        .filter({ hasText: text('pt', 'cartAlerts.pendingConfirm') });
      await toast.waitFor();
      const reach = await confirmButtonReachable(page);
      expect(reach, `confirm button covered by: ${reach.coveredBy}`).toMatchObject({
        reachable: true,
      });
      const [toastBox, barBox] = await Promise.all([
        toast.locator('span').first().boundingBox(),
        monitor(page).boundingBox(),
      ]);
      expect((toastBox?.y ?? Infinity) + (toastBox?.height ?? 0)).toBeLessThanOrEqual(
        barBox?.y ?? 0,
      );
      await screenshot(page, 'cart-pt-toast.png');

      await pricesSettled(page);
      const violations = await seriousViolations(page);
      expect(violations, describeViolations('cart (pt)', violations)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'ar, tenant 5, shop 1003: the same bar and list right to left, no "ready" over the limit, axe clean',
    async () => {
      const crate = tierGlassCrate(products.get(5) ?? []);
      const { context, page, errors } = await openShop(browser, server, 5, '1003', {
        language: 'ar',
      });
      await addFromCard(page, crate, CRATES, 'ar');
      await openCart(page);
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      const bar = await monitor(page).boundingBox();
      expect(bar?.height ?? Infinity).toBeLessThanOrEqual(VIEWPORT_HEIGHT * 0.2);
      expect(await blockingRows(page)).toEqual([
        'creditLimitAcceptance',
        'packaging',
        'deliveryAddress',
      ]);
      expect(await page.getByText(text('ar', 'monitor.ready')).count()).toBe(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, 'cart-ar.png');

      const violations = await seriousViolations(page);
      expect(violations, describeViolations('cart (ar)', violations)).toEqual([]);
      await monitor(page)
        .getByRole('button', { name: text('ar', 'cart.bar.details') })
        .click();
      const dialog = page.getByRole('dialog', { name: text('ar', 'cart.breakdown.title') });
      await dialog.waitFor();
      await screenshot(page, 'cart-ar-breakdown.png');
      const inDialog = await seriousViolations(page);
      expect(inDialog, describeViolations('cart breakdown (ar)', inDialog)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
    JOURNEY_TIMEOUT_MS,
  );
});
