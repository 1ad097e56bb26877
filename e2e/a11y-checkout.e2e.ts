// Accessibility scans (axe-core) of every screen of issue 5 — combos list and the three combo
// screens, the cart with items and alerts, /check while the order is being sent, and the completed
// order (with the NPS survey where the tenant asks it) — in Portuguese (tenant 2) and Arabic,
// right to left (tenant 5, ?language=ar). No violation of impact serious or critical is allowed.
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../src/domain/types.ts';
import type { OpenApp } from './support/app.ts';
import { describeViolations, seriousViolations } from './support/axe.ts';
import { launchBrowser } from './support/browser.ts';
import {
  addFromCard,
  cartAlert,
  catalogue,
  chooseScheduledDate,
  clientProfile,
  confirmAddress,
  confirmButton,
  dismissAnnouncements,
  go,
  monitor,
  openCart,
  openShop,
  pricesSettled,
  sessionFor,
  startCheckoutServer,
  text,
  unitsFor,
} from './support/checkout.ts';
import type { RunningServer } from './support/server.ts';

const SCAN_TIMEOUT_MS = 180_000;

interface Language {
  name: 'pt' | 'ar';
  bottler: number;
  language?: string;
}

const LANGUAGES: readonly Language[] = [
  { name: 'pt', bottler: 2 },
  { name: 'ar', bottler: 5, language: 'ar' },
];

async function expectNoSeriousViolations(page: Page, screen: string): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(screen, violations)).toEqual([]);
}

/** Opens a path and waits for the element that shows the screen's content. */
async function at(page: Page, path: string, ready: string): Promise<void> {
  await go(page, path);
  await page.locator(ready).first().waitFor({ timeout: 30_000 });
}

describe('accessibility of the checkout screens (issue 5): no serious or critical axe violation', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startCheckoutServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  describe.each(LANGUAGES)('$name (tenant $bottler)', (language) => {
    let app: OpenApp;
    let glass: Product;
    /** The held order/create request while /check is scanned. */
    let held: Route | undefined;
    let release: () => void = () => undefined;

    beforeAll(async () => {
      const token = await sessionFor(server, language.bottler, '1001');
      await dismissAnnouncements(server, token);
      const products = await catalogue(server, token);
      const found = products.find(
        (product) =>
          product.isGlassBottle === true &&
          (product.quantityLimit ?? null) === null &&
          !product.combo &&
          product.price > 0,
      );
      if (!found) throw new Error('no returnable glass product');
      glass = found;
      const { minimumOrder } = await clientProfile(server, token);
      app = await openShop(browser, server, language.bottler, '1001', {
        language: language.language,
      });
      // The next order completes the 2nd: the survey shows on /order/complete where it is on.
      await app.page.evaluate(
        (key) => localStorage.setItem(key, JSON.stringify({ ordersCount: 1 })),
        `refill.nps.${language.bottler}.1001`,
      );
      await addFromCard(app.page, glass, unitsFor(glass, minimumOrder * 1.2), language.name);
    });
    afterAll(async () => {
      release();
      await app?.context.close();
    });

    it(
      `combos (${language.name})`,
      async () => {
        await at(app.page, '/combos', 'main ul a');
        await expectNoSeriousViolations(app.page, `combos (${language.name})`);
      },
      SCAN_TIMEOUT_MS,
    );

    it.each([
      { screen: 'family combo', path: '/combo/1' },
      { screen: 'quantity combo', path: '/combo-quantity/2' },
      { screen: 'generic combo', path: '/combo-generic/3' },
    ])(
      `$screen (${language.name})`,
      async ({ screen, path }) => {
        await at(app.page, path, 'main li input');
        await expectNoSeriousViolations(app.page, `${screen} (${language.name})`);
      },
      SCAN_TIMEOUT_MS,
    );

    it(
      `cart with a combo, glass, alerts and the delivery dates (${language.name})`,
      async () => {
        // The generic kit goes to the cart as a combo section.
        await go(app.page, '/combo-generic/3');
        const addKit = app.page.getByRole('button', {
          name: text(language.name, 'combos.add'),
          exact: true,
        });
        await addKit.waitFor({ timeout: 45_000 });
        await addKit.click();
        await app.page.waitForURL(/\/cart$/, { timeout: 30_000 });
        await openCart(app.page);
        await cartAlert(app.page, 'packaging').waitFor({ timeout: 30_000 });
        await chooseScheduledDate(app.page);
        // WCAG 2.2 2.4.11: a keyboard user reaching the packaging checkbox sees it above the
        // sticky monitor (html's scroll-padding makes room for the monitor's height), and the scan
        // runs from there.
        const checkbox = cartAlert(app.page, 'packaging').locator('input[type="checkbox"]');
        await checkbox.focus();
        const checkboxBox = await checkbox.boundingBox();
        const monitorBox = await monitor(app.page).boundingBox();
        expect(checkboxBox && monitorBox).toBeTruthy();
        if (checkboxBox && monitorBox) {
          expect(checkboxBox.y + checkboxBox.height).toBeLessThanOrEqual(monitorBox.y);
        }
        await expectNoSeriousViolations(app.page, `cart (${language.name})`);
      },
      SCAN_TIMEOUT_MS,
    );

    it(
      `/check while the order is sent (${language.name})`,
      async () => {
        const page = app.page;
        // The cart is ordered as it is, kit included; the glass still needs its packaging.
        await pricesSettled(page);
        await cartAlert(page, 'packaging').locator('button').first().click();
        await cartAlert(page, 'packaging').waitFor({ state: 'detached', timeout: 15_000 });
        await pricesSettled(page);
        await confirmAddress(page);
        const released = new Promise<void>((resolve) => {
          release = resolve;
        });
        await page.route('**/api/order/create', async (route) => {
          held = route;
          await released;
          await route.continue();
        });
        await confirmButton(page).click();
        await page.waitForURL(/\/check\?/, { timeout: 30_000 });
        await expect.poll(() => held !== undefined, { timeout: 30_000 }).toBe(true);
        await page
          .getByRole('status')
          .filter({ hasText: text(language.name, 'checkout.sending') })
          .waitFor({ timeout: 30_000 });
        await expectNoSeriousViolations(page, `check (${language.name})`);
      },
      SCAN_TIMEOUT_MS,
    );

    it(
      `order complete (${language.name})`,
      async () => {
        const page = app.page;
        release();
        await page.waitForURL(/\/order\/complete\?/, { timeout: 60_000 });
        // By its name: until the lazy screen renders, /check can still be on the page.
        await page
          .getByRole('heading', { name: text(language.name, 'orderComplete.title'), exact: true })
          .waitFor({ timeout: 30_000 });
        await page.unroute('**/api/order/create');
        await expectNoSeriousViolations(page, `order complete (${language.name})`);
      },
      SCAN_TIMEOUT_MS,
    );
  });
});
