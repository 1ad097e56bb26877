// Issue 5 ("The shop's app, part 2") in a real browser, tenant 2 (Brazil): an order with returnable
// glass from the card to the completed order and its PDF pre-receipt; exactly-once orders under a
// double tap and a lost create answer; the payment limit for an authorised (1003) and a blocked
// (1004) shop. Orders are checked in order/history through the API.
import { readFile } from 'node:fs/promises';
import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LanguageCode, Product } from '../src/domain/types.ts';
import { api } from './support/app.ts';
import { launchBrowser } from './support/browser.ts';
import { onOneRow } from './support/layout.ts';
import {
  addFromCard,
  cartAlert,
  cartLines,
  catalogue,
  chooseScheduledDate,
  clientProfile,
  confirmAddress,
  confirmAndComplete,
  confirmButton,
  describePdf,
  dismissAnnouncements,
  isPlain,
  localizedDescription,
  openCart,
  openShop,
  orderHistory,
  pricesSettled,
  publicTenant,
  sessionFor,
  startCheckoutServer,
  text,
  tick,
  unitsFor,
  horizontalOverflow,
  confirmButtonReachable,
} from './support/checkout.ts';
import type { RunningServer } from './support/server.ts';

const PT: LanguageCode = 'pt';
const JOURNEY_TIMEOUT_MS = 240_000;

describe("the shop's app, part 2: checkout (issue 5, tenant 2)", () => {
  let server: RunningServer;
  let browser: Browser;
  const tokens = new Map<string, string>();
  let products: Product[] = [];
  let glassButtonAction = '';

  beforeAll(async () => {
    [server, browser] = await Promise.all([startCheckoutServer(), launchBrowser()]);
    for (const client of ['1001', '1003', '1004']) {
      const token = await sessionFor(server, 2, client);
      tokens.set(client, token);
      await dismissAnnouncements(server, token);
    }
    products = await catalogue(server, token('1001'));
    glassButtonAction = (await publicTenant(server, 2)).glassBottleButtonAction ?? '';
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  function token(client: string): string {
    const found = tokens.get(client);
    if (!found) throw new Error(`no session for ${client}`);
    return found;
  }

  function plainProduct(index = 0): Product {
    const plain = products.filter(isPlain);
    const product = plain[index % plain.length];
    if (!product) throw new Error('no plain product in the catalogue');
    return product;
  }

  it(
    'glass products → packaging alert → fix → scheduled date → confirm → order number, in history, PDF pre-receipt (SPEC §2 /cart, /order/complete; §5 returnable packaging, scheduled order)',
    async () => {
      const glass = products.find(
        (product) =>
          product.isGlassBottle === true &&
          Boolean(product.glassBottleProductId) &&
          Boolean(product.boxProductId) &&
          (product.quantityLimit ?? null) === null &&
          !product.combo &&
          product.price > 0,
      );
      if (!glass) throw new Error('no returnable glass product in tenant 2’s catalogue');
      const profile = await clientProfile(server, token('1001'));
      const before = await orderHistory(server, token('1001'));
      const quantity = unitsFor(glass, profile.minimumOrder * 1.2);

      const { context, page, errors } = await openShop(browser, server, 2, '1001');
      await addFromCard(page, glass, quantity, PT);
      await openCart(page);
      // The phone shows the whole cart (no sideways scroll, WCAG 1.4.10) and the sticky monitor's
      // confirm button is not hidden under the bottom tab bar while the cart scrolls.
      await page.evaluate(() => window.scrollTo(0, 0));
      const overflow = await horizontalOverflow(page);
      expect
        .soft(overflow, `the cart is wider than the 360 px phone: ${overflow.culprits.join('; ')}`)
        .toMatchObject({ overflow: 0 });
      // A compact line: its quantity control, remove button and total share one row.
      const name = localizedDescription(glass, PT);
      const line = page.locator('main li').filter({ hasText: name }).first();
      const remove = line.getByRole('button', { name: text(PT, 'cart.removeLine', { name }) });
      const lineTotal = line
        .locator('dl')
        .filter({ has: page.getByText(text(PT, 'cart.lineTotal'), { exact: true }) });
      expect(await onOneRow(remove, lineTotal)).toBe(true);
      const reach = await confirmButtonReachable(page);
      expect
        .soft(reach, `confirm button covered by: ${reach.coveredBy}`)
        .toMatchObject({ reachable: true });

      // Too few bottles and crates: the alert names the requirement; the tenant's button fixes it.
      const packaging = cartAlert(page, 'packaging');
      await packaging.waitFor({ timeout: 30_000 });
      expect(await packaging.innerText()).toContain(text(PT, 'cart.packaging.title'));
      const fixKey = glassButtonAction === 'add' ? 'cart.packaging.add' : 'cart.packaging.adjust';
      await packaging.getByRole('button', { name: text(PT, fixKey), exact: true }).click();
      await packaging.waitFor({ state: 'detached', timeout: 15_000 });
      const skus = (await cartLines(page)).map((line) => line.product.sku);
      expect(skus).toEqual(
        expect.arrayContaining([glass.sku, glass.glassBottleProductId, glass.boxProductId]),
      );
      await pricesSettled(page);

      await confirmAddress(page);
      const date = await chooseScheduledDate(page);
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const numbers = await confirmAndComplete(page);
      expect(numbers).toHaveLength(1);
      const orderNumber = numbers[0] ?? '';
      await expect
        .poll(() => page.locator('main').innerText(), { timeout: 15_000 })
        .toContain(orderNumber);

      const after = await orderHistory(server, token('1001'));
      expect(after).toHaveLength(before.length + 1);
      const created = after.find((order) => order.orderNumber === orderNumber);
      expect(created?.orderProducts).toEqual(
        expect.arrayContaining([{ sku: glass.sku, quantity }]),
      );

      // The pre-receipt: a PDF whose /Subject names this order (src/server/modules/receipts).
      const download = page.waitForEvent('download', { timeout: 30_000 });
      await page
        .getByRole('button', { name: text(PT, 'orderComplete.downloadReceipt'), exact: true })
        .click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('order-pre-receipt.pdf');
      const bytes = await readFile(await file.path());
      expect(describePdf(bytes, orderNumber, PT)).toEqual({
        header: '%PDF-',
        endsWithEof: true,
        hasSubject: true,
      });
      expect(errors).toEqual([]);
      await context.close();
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'a double tap on confirm makes one order (PRODUCT.md exactly-once orders)',
    async () => {
      const product = plainProduct(3);
      const profile = await clientProfile(server, token('1001'));
      const before = await orderHistory(server, token('1001'));
      const creates: Request[] = [];

      const { context, page } = await openShop(browser, server, 2, '1001');
      page.on('request', (request) => {
        if (request.url().endsWith('/api/order/create')) creates.push(request);
      });
      await addFromCard(page, product, unitsFor(product, profile.minimumOrder * 1.2), PT);
      await openCart(page);
      await confirmAddress(page);
      await confirmButton(page).dblclick();
      await page.waitForURL(/\/order\/complete\?/, { timeout: 60_000 });
      const orderNumber = new URL(page.url()).searchParams.get('orderNumber');

      const after = await orderHistory(server, token('1001'));
      const added = after.filter(
        (order) => !before.some((old) => old.orderNumber === order.orderNumber),
      );
      expect(added.map((order) => order.orderNumber)).toEqual([orderNumber]);
      const keys = new Set(creates.map((request) => request.headers()['idempotency-key']));
      expect(keys.size).toBe(1);
      await context.close();
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'a create whose answer is lost is retried with the same Idempotency-Key: still one order (SECURITY.md T1)',
    async () => {
      const product = plainProduct(5);
      const profile = await clientProfile(server, token('1001'));
      const before = await orderHistory(server, token('1001'));

      const { context, page } = await openShop(browser, server, 2, '1001');
      const keys: string[] = [];
      let lostAnswer: unknown;
      await page.route('**/api/order/create', async (route) => {
        keys.push(route.request().headers()['idempotency-key'] ?? '');
        if (keys.length === 1) {
          // The server makes the order; its answer never reaches the app.
          const response = await route.fetch();
          lostAnswer = await response.json();
          await route.abort('connectionreset');
          return;
        }
        await route.continue();
      });
      await addFromCard(page, product, unitsFor(product, profile.minimumOrder * 1.2), PT);
      await openCart(page);
      await confirmAddress(page);
      const numbers = await confirmAndComplete(page);

      expect(keys.length).toBeGreaterThanOrEqual(2);
      expect(new Set(keys).size).toBe(1);
      expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
      const lost = (Array.isArray(lostAnswer) ? lostAnswer : [lostAnswer]) as {
        orderNumber: string;
      }[];
      expect(numbers).toEqual(lost.map((order) => order.orderNumber));
      const after = await orderHistory(server, token('1001'));
      const added = after.filter(
        (order) => !before.some((old) => old.orderNumber === order.orderNumber),
      );
      expect(added.map((order) => order.orderNumber)).toEqual(numbers);
      await context.close();
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    '1003 goes over the payment limit: confirm stops until the acceptance box is ticked, then orders (SPEC §5 credit limit)',
    async () => {
      const limit = await api<number>(server, token('1003'), 'payment/limit/paymentMethod');
      expect(limit).toBeGreaterThan(0);
      const product = plainProduct(7);
      const before = await orderHistory(server, token('1003'));

      const { context, page } = await openShop(browser, server, 2, '1003');
      await addFromCard(page, product, unitsFor(product, limit * 1.3), PT);
      await openCart(page);
      const credit = cartAlert(page, 'creditLimitAcceptance');
      await credit.waitFor({ timeout: 30_000 });
      const box = credit.getByRole('checkbox', { name: text(PT, 'cart.creditLimit.accept') });
      expect(await box.getAttribute('aria-required')).toBe('true');
      await confirmAddress(page);

      // Without the box: the pending message, still on the cart, no order.
      await confirmButton(page).click();
      await cartAlert(page, 'pending').waitFor({ timeout: 15_000 });
      expect(new URL(page.url()).pathname).toBe('/cart');

      await tick(box);
      await pricesSettled(page);
      const numbers = await confirmAndComplete(page);
      expect(numbers).toHaveLength(1);
      const after = await orderHistory(server, token('1003'));
      expect(after.map((order) => order.orderNumber)).toEqual(
        expect.arrayContaining([...before.map((order) => order.orderNumber), ...numbers]),
      );
      expect(after).toHaveLength(before.length + 1);
      await context.close();
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    '1004 over the payment limit is blocked: the blocked message, confirm disabled, no order (SPEC §4 monitor, §5 credit limit)',
    async () => {
      const limit = await api<number>(server, token('1004'), 'payment/limit/paymentMethod');
      const product = plainProduct(7);
      const before = await orderHistory(server, token('1004'));

      const { context, page } = await openShop(browser, server, 2, '1004');
      await addFromCard(page, product, unitsFor(product, limit * 1.3), PT);
      await openCart(page);
      const blocked = cartAlert(page, 'creditLimitBlocked');
      await blocked.waitFor({ timeout: 30_000 });
      expect(await blocked.innerText()).toContain(text(PT, 'cartAlerts.creditLimitNotAllowed'));
      expect(await cartAlert(page, 'creditLimitAcceptance').count()).toBe(0);
      await expect.poll(() => confirmButton(page).isDisabled(), { timeout: 15_000 }).toBe(true);
      expect(await orderHistory(server, token('1004'))).toHaveLength(before.length);
      await context.close();
    },
    JOURNEY_TIMEOUT_MS,
  );
});
