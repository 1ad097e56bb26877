// The console's operations journeys (issue 12) in Chromium on the real server (tenant 2): an
// admin sees an order a shop has just placed appear on the board without a reload, releases a
// BLOCKED order from the credit queue (the shop's order/history shows it moving on), cancels
// another with a reason, changes a shop's payment limit (the shop's next simulation uses it),
// creates a link and opens it as the shop; a sales operator sees the limit read-only and the call
// is refused; the NPS dashboard shows an answer just given. Then every console screen, in pt and
// ar at 360×740 and 1280×800: axe (no serious/critical) and a screenshot.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../src/domain/types.ts';
import { api, sessionToken, startAppServer } from './support/app.ts';
import { drawnAsWritten } from './support/bidi.ts';
import { launchBrowser } from './support/browser.ts';
import { isPlain, unitsFor } from './support/checkout.ts';
import {
  VIEWPORTS,
  adminCall,
  checkScreen,
  consoleText,
  heading,
  openConsole,
  operatorToken,
  signIn,
  type ConsolePage,
  type ViewportName,
} from './support/console.ts';
import type { RunningServer } from './support/server.ts';

const t = (key: string, values?: Record<string, string>) => consoleText('pt', key, values);

let orders = 0;

interface Created {
  orderNumber: string;
}

/** Places an order as the shop through its API; answers its number. */
async function placeOrder(
  server: RunningServer,
  token: string,
  amount: number,
  userFlow: Record<string, unknown> = {},
): Promise<string> {
  const products = await api<Product[]>(server, token, 'products');
  const product = products.find(isPlain);
  if (!product) throw new Error('no plain product in the catalogue');
  const created = await api<Created | Created[]>(server, token, 'order/create', {
    method: 'POST',
    headers: { 'idempotency-key': `e2e-console-${Date.now()}-${(orders += 1)}` },
    body: {
      products: [{ sku: product.sku, quantity: unitsFor(product, amount) }],
      orderType: '',
      userFlow: { deliveryAddressConfirmed: true, glassBottlesAccepted: true, ...userFlow },
    },
  });
  const first = Array.isArray(created) ? created[0] : created;
  if (!first) throw new Error('order/create answered no order');
  return first.orderNumber;
}

async function historyStatus(server: RunningServer, token: string, orderNumber: string) {
  const history = await api<{ orderNumber: string; status: string }[]>(
    server,
    token,
    'order/history',
  );
  return history.find((entry) => entry.orderNumber === orderNumber)?.status;
}

async function open(page: Page, path: string, title: string): Promise<void> {
  await page.goto(path);
  await heading(page, title);
}

describe('console operations (issue 12)', () => {
  let server: RunningServer;
  let browser: Browser;
  let admin: ConsolePage;
  let shop1001: string;
  let cancelled = '';

  beforeAll(async () => {
    server = await startAppServer();
    browser = await launchBrowser();
    shop1001 = await sessionToken(server, 2, '1001');
    admin = await openConsole(browser, server);
    await signIn(admin.page, 'admin@2.refill.test');
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows an order the shop has just placed on the board, without a reload', async () => {
    const { page } = admin;
    await page.getByRole('table').waitFor();
    const orderNumber = await placeOrder(server, shop1001, 200);
    await page.getByRole('link', { name: orderNumber, exact: true }).waitFor({ timeout: 30_000 });
    await expect
      .poll(() => page.getByTestId('new-orders').innerText(), { timeout: 30_000 })
      .toBe(consoleText('pt', 'orders.newOrders_one', { count: '1' }));
    cancelled = orderNumber;
  });

  it('cancels that order with a reason; the shop sees it cancelled', async () => {
    const { page } = admin;
    await page.getByRole('link', { name: cancelled, exact: true }).click();
    await heading(page, t('order.title', { number: cancelled }));
    await page.getByRole('button', { name: t('order.cancel') }).click();
    await page.getByLabel(t('order.reason')).fill('A loja pediu por telefone');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('order.confirmCancel') })
      .click();
    await page.getByTestId('status-history').getByText('A loja pediu por telefone').waitFor();
    await expect.poll(() => historyStatus(server, shop1001, cancelled)).toBe('CANCELLED');
  });

  it("releases a BLOCKED order from the credit queue; the shop's history shows it moving on", async () => {
    const adminToken = await operatorToken(server, 'finance@2.refill.test');
    const limits = await adminCall(server, adminToken, 'admin/clients/1002/limits', {
      method: 'PUT',
      body: { paymentLimit: 1, overLimitAuthorized: true },
    });
    expect(limits.status).toBe(200);
    // The demo shop 1002 has ordering off: the order desk turns it on.
    const desk = await operatorToken(server, 'admin@2.refill.test');
    const profile = await adminCall(server, desk, 'admin/clients/1002/profile', {
      method: 'PUT',
      body: { orderingEnabled: true },
    });
    expect(profile.status).toBe(200);
    const shop1002 = await sessionToken(server, 2, '1002');
    const blocked = await placeOrder(server, shop1002, 200, {
      creditLimit: { creditLimitAccepted: true },
    });
    expect(await historyStatus(server, shop1002, blocked)).toBe('BLOCKED');

    const { page } = admin;
    await open(page, '/admin/credit', t('credit.title'));
    await page.getByRole('button', { name: t('credit.approveOrder', { number: blocked }) }).click();
    await page.getByText(t('credit.approved', { number: blocked })).waitFor();
    // On its way: registered, or already in preparation (the shop's history names the step).
    await expect
      .poll(() => historyStatus(server, shop1002, blocked))
      .toMatch(/^(REGISTERED|PREPARING)$/);
  });

  it("changes a shop's payment limit; the shop's next simulation uses it", async () => {
    const shop1003 = await sessionToken(server, 2, '1003');
    const products = await api<Product[]>(server, shop1003, 'products');
    const product = products.find(isPlain) as Product;
    const body = {
      products: [{ sku: product.sku, quantity: unitsFor(product, 300) }],
      orderType: '',
    };
    const simulate = () =>
      fetch(`${server.url}/api/order/simulate`, {
        method: 'POST',
        headers: { authorization: `Bearer ${shop1003}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await simulate()).status).toBe(200);

    const { page } = admin;
    await open(page, '/admin/clients/1003', (await adminClientName(server, '1003')) ?? '');
    const limit = page.getByLabel(t('clients.paymentLimit'));
    await limit.fill('10');
    // Not authorised over the limit: the simulation refuses above it.
    await page.getByLabel(t('clients.overLimitAuthorized')).setChecked(false);
    await page.getByRole('button', { name: t('clients.saveLimits') }).click();
    await page.getByText(t('common.saved')).first().waitFor();
    expect((await simulate()).status).toBe(406);
  });

  it('creates a link and opens it as the shop', async () => {
    const { page } = admin;
    await open(page, '/admin/clients/1001', (await adminClientName(server, '1001')) ?? '');
    await page.getByRole('button', { name: t('clients.sendLink') }).click();
    const field = page.getByLabel(t('clients.chatLink'));
    await field.waitFor();
    await page.getByRole('img', { name: t('clients.qrTitle') }).waitFor();
    const url = await field.inputValue();
    const shop = await browser.newContext({ viewport: VIEWPORTS.phone });
    const shopPage = await shop.newPage();
    await shopPage.goto(url);
    await shopPage.waitForURL(/\/home$/, { timeout: 60_000 });
    await shop.close();
  });

  it('shows a sales operator the payment limit read-only, and the call is refused (403)', async () => {
    const sales = await openConsole(browser, server, { viewport: 'phone' });
    await signIn(sales.page, 'sales@2.refill.test');
    await open(sales.page, '/admin/clients/1001', (await adminClientName(server, '1001')) ?? '');
    const limit = sales.page.getByLabel(t('clients.paymentLimit'));
    expect(await limit.getAttribute('readonly')).not.toBeNull();
    expect(await sales.page.getByRole('button', { name: t('clients.saveLimits') }).count()).toBe(0);
    const token = await operatorToken(server, 'sales@2.refill.test');
    const refused = await adminCall(server, token, 'admin/clients/1001/limits', {
      method: 'PUT',
      body: { paymentLimit: 99999 },
    });
    expect(refused).toEqual({ status: 403, body: { code: 'forbidden' } });
    await sales.context.close();
  });

  it('shows on the NPS dashboard an answer the shop just gave', async () => {
    await api(server, shop1001, 'user/session', {
      method: 'PUT',
      body: { key: 'npsScore', value: 9 },
    });
    const comment = `Entrega rápida ${Date.now()}`;
    await api(server, shop1001, 'user/session', {
      method: 'POST',
      body: { key: 'npsFeedback', value: comment },
    });
    const { page } = admin;
    await open(page, '/admin/nps', t('nps.title'));
    await page.getByRole('cell', { name: comment }).waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('nps-score').innerText()).not.toBe('—');
    expect(admin.errors).toEqual([]);
  });

  it('passes axe on every console screen in pt and ar, at 360 px and on a laptop (screenshots kept)', async () => {
    const withPackaging = await orderWithPackaging(server);
    for (const language of ['pt', 'ar'] as const) {
      for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
        const view = await openConsole(browser, server, { language, viewport });
        const { page } = view;
        const tt = (key: string, values?: Record<string, string>) =>
          consoleText(language, key, values);
        await page.goto('/admin/sign-in');
        await heading(page, tt('signIn.title'));
        await checkScreen(page, 'sign-in', language, viewport);
        await signIn(page, 'admin@2.refill.test', { language });
        await checkScreen(page, 'orders', language, viewport);
        if (viewport === 'laptop') {
          // The board's totals line up by their last digit (end-aligned), as in a spreadsheet.
          const ends = await page.locator('main table tbody tr').evaluateAll((rows) =>
            rows.map((row) => {
              const amount = row.lastElementChild?.querySelector('span')?.getBoundingClientRect();
              if (amount === undefined) return Number.NaN;
              return Math.round(document.dir === 'rtl' ? amount.left : amount.right);
            }),
          );
          expect(ends.length).toBeGreaterThan(1);
          expect(new Set(ends).size, `total ends: ${ends.join(', ')}`).toBe(1);
        }
        const screens: [string, string, string][] = [
          ['order', `/admin/orders/${cancelled}`, tt('order.title', { number: cancelled })],
          ['credit', '/admin/credit', tt('credit.title')],
          ['schedules', '/admin/schedules', tt('schedules.title')],
          ['clients', '/admin/clients', tt('clients.title')],
          ['client', '/admin/clients/1001', (await adminClientName(server, '1001')) ?? ''],
          ['nps', '/admin/nps', tt('nps.title')],
          [
            'order-packaging',
            `/admin/orders/${withPackaging}`,
            tt('order.title', { number: withPackaging }),
          ],
          ['operators', '/admin/operators', tt('operators.title')],
          ['audit', '/admin/audit', tt('audit.title')],
          ['security', '/admin/security', tt('security.title')],
        ];
        for (const [name, path, title] of screens) {
          await open(page, path, title);
          await page.locator('[role="status"].muted').first().waitFor({ state: 'detached' });
          await checkScreen(page, name, language, viewport);
          // Amounts read as written in Arabic too: 'R$ 382,60', not '$R 382,60'.
          for (const amount of await page.locator('main span.num', { hasText: 'R$' }).all()) {
            expect(await drawnAsWritten(amount), `${name}: ${await amount.innerText()}`).toBe(true);
          }
          if (viewport === 'phone') {
            // Each cell a row of two: its column's name, then the whole of its content (a
            // returnable's "· vasilhame" fell to a line of its own, under the name's column).
            const split = await page.locator('main td[data-label]').evaluateAll((cells) =>
              cells
                .filter((cell) => getComputedStyle(cell).display === 'grid')
                .filter((cell) => getComputedStyle(cell).gridTemplateRows.split(' ').length > 1)
                .map((cell) => `${cell.dataset.label}: ${cell.textContent}`),
            );
            expect(split, name).toEqual([]);
          }
          if (name === 'nps') {
            // The weekly chart's dates are drawn in their order: '02/11/2026', not the
            // '022026/11/' Arabic's bidi marks made of them in the left-to-right chart.
            const tickTexts = page.locator('.recharts-xAxis-tick-labels text');
            // The chart draws once its box is measured, after the screen's heading.
            await tickTexts.first().waitFor({ timeout: 30_000 });
            const ticks = await tickTexts.evaluateAll((texts) =>
              texts.map((text) => {
                const svgText = text as SVGTextElement;
                const value = svgText.textContent ?? '';
                const xs: number[] = [];
                for (let index = 0; index < svgText.getNumberOfChars(); index += 1) {
                  if (/\p{N}/u.test(value[index] ?? '')) {
                    xs.push(svgText.getStartPositionOfChar(index).x);
                  }
                }
                return { value, inOrder: xs.every((x, at) => at === 0 || x > (xs[at - 1] ?? x)) };
              }),
            );
            expect(ticks.length).toBeGreaterThan(0);
            expect(ticks.filter((tick) => !tick.inOrder)).toEqual([]);
          }
          if (name === 'client') {
            // A Latin address is laid out left to right from its first letter in Arabic too
            // (the rtl page showed its end and cut off its beginning).
            const address = page.getByLabel(tt('clients.address'), { exact: true });
            expect(await address.inputValue()).toMatch(/^[A-Za-z]/);
            expect(await address.evaluate((input) => getComputedStyle(input).direction)).toBe(
              'ltr',
            );
          }
        }
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(
          language === 'ar' ? 'rtl' : 'ltr',
        );
        expect(view.errors).toEqual([]);
        await view.context.close();
      }
    }
  }, 900_000);
});

/** A demo order with a returnable's packaging line (the seed's orders carry some). */
async function orderWithPackaging(server: RunningServer): Promise<string> {
  const token = await operatorToken(server, 'admin@2.refill.test');
  const list = await adminCall(server, token, 'admin/orders?limit=100');
  for (const { orderNumber } of (list.body as { items: { orderNumber: string }[] }).items) {
    const detail = await adminCall(server, token, `admin/orders/${orderNumber}`);
    const lines = (detail.body as { lines: { isPackaging: boolean }[] }).lines;
    if (lines.some((line) => line.isPackaging)) return orderNumber;
  }
  throw new Error('no demo order with a packaging line');
}

let names: Map<string, string> | undefined;
/** A client's name as the console shows it (the client screen's heading). */
async function adminClientName(
  server: RunningServer,
  clientId: string,
): Promise<string | undefined> {
  if (!names) {
    const token = await operatorToken(server, 'finance@2.refill.test');
    const answer = await adminCall(server, token, 'admin/clients?limit=200');
    const items = (answer.body as { items: { clientId: string; name: string }[] }).items;
    names = new Map(items.map((item) => [item.clientId, item.name]));
  }
  return names.get(clientId);
}
