// Issue 5 in a real browser: tenant 12 (keepLoggedAfterCheckout off) logs the chat shop out after
// its order and sends it back to the chat; tenant 5 in Arabic orders right to left with its
// amounts in dirhams (DH) equal to the server's order total.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../src/domain/types.ts';
import { drawnAsWritten } from './support/bidi.ts';
import { launchBrowser } from './support/browser.ts';
import {
  addFromCard,
  cartAlert,
  catalogue,
  chooseScheduledDate,
  clientProfile,
  confirmAddress,
  confirmAndComplete,
  confirmButton,
  dismissAnnouncements,
  isPlain,
  moneyIn,
  openCart,
  openShop,
  orderHistory,
  pricesSettled,
  publicTenant,
  sessionFor,
  startCheckoutServer,
  text,
  unitsFor,
} from './support/checkout.ts';
import type { RunningServer } from './support/server.ts';

describe("the shop's app, part 2: back to the chat, and Arabic (issue 5)", () => {
  let server: RunningServer;
  let browser: Browser;
  const tokens = new Map<number, string>();

  beforeAll(async () => {
    [server, browser] = await Promise.all([startCheckoutServer(), launchBrowser()]);
    for (const bottler of [12, 5]) {
      const token = await sessionFor(server, bottler, '1001');
      tokens.set(bottler, token);
      await dismissAnnouncements(server, token);
    }
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  function token(bottler: number): string {
    const found = tokens.get(bottler);
    if (!found) throw new Error(`no session for tenant ${bottler}`);
    return found;
  }

  it('tenant 12: after the order the chat shop is logged out and sent to the chat (SPEC §4 finish order; PRODUCT.md keepLoggedAfterCheckout off)', async () => {
    const tenant = await publicTenant(server, 12);
    expect(tenant.keepLoggedAfterCheckout).toBe(false);
    const chat = tenant.whatsAppNumber ?? '';
    expect(chat).toMatch(/^https:\/\/wa\.me\/\d+$/);
    const products = await catalogue(server, token(12));
    const product = products.filter(isPlain)[2];
    if (!product) throw new Error('no plain product');
    const { minimumOrder } = await clientProfile(server, token(12));
    const before = await orderHistory(server, token(12));

    const { context, page } = await openShop(browser, server, 12, '1001');
    // The chat is another site: answered locally, its address recorded.
    const external: string[] = [];
    await page.route(
      (url) => url.protocol === 'https:',
      async (route) => {
        external.push(route.request().url());
        await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>chat</p>' });
      },
    );
    await addFromCard(page, product, unitsFor(product, minimumOrder * 1.2), 'es');
    await openCart(page);
    await confirmAddress(page);
    const session = await page.evaluate(() => localStorage.getItem('authorization') ?? '');
    expect(session).not.toBe('');
    await confirmButton(page).click();
    // The order's number first, for SPEC §9's chat redirect delay: sent to the chat at once, the
    // shop never saw that its order went through.
    const placed = page
      .getByRole('status')
      .filter({ hasText: text('es', 'orderComplete.orderNumber') });
    await placed.waitFor({ timeout: 60_000 });
    const placedText = await placed.innerText();
    expect(page.url()).not.toMatch(/^https:/);
    await page.getByText(text('es', 'orderComplete.leaving')).waitFor();
    await page.screenshot({
      path: new URL('../.tmp/screenshots/leaving-for-the-chat-es.png', import.meta.url).pathname,
    });
    await page.waitForURL((url) => url.href.startsWith(chat), { timeout: 60_000 });
    expect(external.some((url) => url.startsWith(chat))).toBe(true);

    const after = await orderHistory(server, token(12));
    expect(after).toHaveLength(before.length + 1);
    const numbers = after.map((order) => order.orderNumber);
    const shown = numbers.find((number) => !before.some((order) => order.orderNumber === number));
    expect(shown).toBeDefined();
    expect(placedText).toContain(shown);
    // Logged out: the app forgot the session and the server revoked it.
    const state = await context.storageState();
    const stored = state.origins.find((origin) => origin.origin === server.url)?.localStorage;
    expect(stored?.find((item) => item.name === 'authorization')?.value ?? '').toBe('');
    const revoked = await fetch(`${server.url}/api/client`, {
      headers: { authorization: `Bearer ${session}` },
    });
    expect(revoked.status).toBe(401);
    await context.close();
  }, 180_000);

  it('tenant 5 in Arabic: right to left, amounts in DH, the total shown is the server’s order total (SPEC §1 currency, rtl)', async () => {
    const tenant = await publicTenant(server, 5);
    // Arabic amounts use the Arabic variant's locale (ar-MA with Latin digits), not fr-MA.
    const arabicLocale = tenant.languageVariants?.ar?.locale;
    expect(arabicLocale).toMatch(/^ar/);
    const money = moneyIn(tenant, 'ar');
    const products = await catalogue(server, token(5));
    const glass: Product | undefined = products.find(
      (product) =>
        product.isGlassBottle === true &&
        Boolean(product.glassBottleProductId) &&
        (product.quantityLimit ?? null) === null &&
        !product.combo &&
        product.price > 0,
    );
    if (!glass) throw new Error('no returnable glass product in tenant 5’s catalogue');
    const { minimumOrder } = await clientProfile(server, token(5));
    const before = await orderHistory(server, token(5));

    const { context, page, errors } = await openShop(browser, server, 5, '1001', {
      language: 'ar',
    });
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    await addFromCard(page, glass, unitsFor(glass, minimumOrder * 1.2), 'ar');
    await openCart(page);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');

    const packaging = cartAlert(page, 'packaging');
    await packaging.waitFor({ timeout: 30_000 });
    const fixKey =
      tenant.glassBottleButtonAction === 'add' ? 'cart.packaging.add' : 'cart.packaging.adjust';
    await packaging.getByRole('button', { name: text('ar', fixKey), exact: true }).click();
    await packaging.waitFor({ state: 'detached', timeout: 15_000 });
    await pricesSettled(page);
    await confirmAddress(page);
    await chooseScheduledDate(page);
    // The calendar's week starts as Morocco's does (Monday), not as Arabic's default (Saturday).
    const firstWeekday = page.locator('#cart-delivery th[scope="col"]').first();
    expect(await firstWeekday.getAttribute('aria-label')).toBe(
      new Intl.DateTimeFormat('ar-MA', { weekday: 'long' }).format(new Date(2026, 10, 23)),
    );
    const monitorTotal = (await page.getByTestId('monitor-total').innerText()).trim();
    expect(monitorTotal).toContain('DH');
    // Every amount of the cart's line reads as written, not flipped by the Arabic around it.
    const lineAmounts = page
      .locator('main dl > div')
      .filter({ has: page.getByText(text('ar', 'cart.lineTotal'), { exact: true }) })
      .locator('dd');
    expect(await lineAmounts.count()).toBeGreaterThan(0);
    for (const amount of await lineAmounts.all()) expect(await drawnAsWritten(amount)).toBe(true);

    const numbers = await confirmAndComplete(page);
    expect(numbers).toHaveLength(1);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const after = await orderHistory(server, token(5));
    expect(after).toHaveLength(before.length + 1);
    const order = after.find((entry) => entry.orderNumber === numbers[0]);
    if (!order) throw new Error(`order ${numbers[0]} is not in the history`);

    const totalShown = page
      .locator('main dl > div')
      .filter({ has: page.getByText(text('ar', 'orderComplete.total'), { exact: true }) })
      .locator('dd');
    await totalShown.waitFor({ timeout: 15_000 });
    const shown = (await totalShown.innerText()).trim();
    expect(shown).toContain('DH');
    expect(shown).toMatch(/^[\d\s\u00a0\u202f.,]+DH$|^DH[\s\u00a0\u202f]*[\d.,\s\u00a0\u202f]+$/);
    expect(shown).toBe(money(order.fullPrice));
    expect(await drawnAsWritten(totalShown)).toBe(true);
    // The cart showed the same total the server charged.
    expect(monitorTotal).toBe(money(order.fullPrice));
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
