// Issue 6 ("The shop's app, part 3") in a real browser: order tracking with each tenant's steps
// and reorder, open invoices with the bar-code copy, the bingo card and history, and the
// notification switch kept on the server.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { onOneRow } from './support/layout.ts';
import {
  api,
  markFeaturesSeen,
  openSignedIn,
  sessionToken,
  startAppServer,
  visit,
} from './support/app.ts';
import type { RunningServer } from './support/server.ts';

interface HistoryEntry {
  orderNumber: string;
  status: string;
  canceled: boolean;
  orderProducts: { sku: string; quantity: number }[];
}

/** The visible steps of each order card: number → [step, state][]. */
async function orderCards(page: Page): Promise<Map<string, [string, string][]>> {
  await page.locator('main article ol li').first().waitFor({ timeout: 30_000 });
  const cards = await page.locator('main article').evaluateAll((articles) =>
    articles.map((article) => ({
      id: article.getAttribute('aria-labelledby') ?? '',
      steps: Array.from(article.querySelectorAll('ol li[data-step]')).map(
        (li) => [li.getAttribute('data-step') ?? '', li.getAttribute('data-state') ?? ''] as const,
      ),
    })),
  );
  return new Map(
    cards.map((card) => [card.id.replace(/^order-/, ''), card.steps.map(([s, st]) => [s, st])]),
  );
}

/** Year and month today in the tenant's time zone. */
function yearMonthIn(timeZone: string): { year: number; month: number } {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .split('-')
    .map(Number);
  return { year: year ?? 0, month: month ?? 0 };
}

describe("the shop's app, part 3 (issue 6)", () => {
  let server: RunningServer;
  let browser: Browser;
  let token: string;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
    token = await sessionToken(server, 2, '1001');
    await markFeaturesSeen(server, token);
    await markFeaturesSeen(server, await sessionToken(server, 14, '1001'));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('tenant 2 tracks orders at different steps, a cancelled one in two steps; reorder fills the cart and goes to checkout (SPEC §4)', async () => {
    const history = await api<HistoryEntry[]>(server, token, 'order/history');
    const { context, page, errors } = await openSignedIn(browser, server, 2, '1001');
    await visit(page, '/order/tracking');
    const cards = await orderCards(page);
    expect([...cards.keys()].sort()).toEqual(history.map((order) => order.orderNumber).sort());
    // At 360 px a card's facts stand two by two (order date beside channel), not in one column.
    const facts = page.locator('main article').first().locator('dl dt');
    expect(await onOneRow(facts.nth(0), facts.nth(1))).toBe(true);

    const fiveSteps = ['orderPlaced', 'financialAnalysis', 'picking', 'delivering', 'delivered'];
    const current = new Set<string>();
    for (const order of history) {
      const steps = cards.get(order.orderNumber) ?? [];
      if (order.canceled) {
        expect(steps).toEqual([
          ['orderPlaced', 'done'],
          ['cancelled', 'current'],
        ]);
      } else {
        expect(steps.map(([step]) => step)).toEqual(fiveSteps);
        current.add(steps.find(([, state]) => state === 'current')?.[0] ?? '');
      }
    }
    expect(history.some((order) => order.canceled)).toBe(true);
    // REGISTERED, BLOCKED, PREPARING, ROUTED, DELIVERED: each at its own step.
    expect(current.size).toBeGreaterThanOrEqual(4);

    // Reorder a delivered order: the cart becomes its products still in the catalogue; packaging
    // lines (skus ending 'P') are not reordered, the cart recomputes them (src/domain/reorder.ts).
    const delivered = history.find((order) => order.status === 'DELIVERED');
    if (!delivered) throw new Error('no delivered order seeded');
    const catalogue = new Set(
      (await api<{ sku: string }[]>(server, token, 'products')).map((product) => product.sku),
    );
    const expected = delivered.orderProducts
      .filter((line) => catalogue.has(line.sku) && !line.sku.endsWith('P'))
      .map((line) => [line.sku, line.quantity] as const)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    const card = page.locator('main article', {
      has: page.locator(`h2[id="order-${delivered.orderNumber}"]`),
    });
    await card.locator('button').last().click();
    await expect.poll(() => card.locator('p[role="status"]').innerText()).not.toBe('');
    await page.waitForURL(/\/cart/, { timeout: 30_000 });
    const cart = await page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('cart') ?? '[]') as {
          product: { sku: string };
          quantity: number;
        }[],
    );
    expect(cart.map((item) => [item.product.sku, item.quantity] as const).sort()).toEqual(expected);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    { bottler: 13, steps: ['orderPlaced', 'delivering', 'delivered'] },
    { bottler: 14, steps: ['orderPlaced', 'financialAnalysis', 'picking', 'delivering'] },
  ])(
    'tenant $bottler shows its own tracking steps (PRODUCT.md fixed points)',
    async ({ bottler, steps }) => {
      const { context, page } = await openSignedIn(browser, server, bottler, '1001');
      await visit(page, '/order/tracking');
      const cards = [...(await orderCards(page)).values()];
      const open = cards.filter((card) => !card.some(([step]) => step === 'cancelled'));
      expect(open.length).toBeGreaterThan(0);
      for (const card of open) expect(card.map(([step]) => step)).toEqual(steps);
      await context.close();
    },
  );

  it('open invoices: one expired, one overdue, one due tomorrow, one normal; a bar code is copied (SPEC §4 invoice status)', async () => {
    const { context, page } = await openSignedIn(browser, server, 2, '1001', {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await visit(page, '/finance/openInvoices');
    const invoices = page.locator('main li[data-status]');
    await invoices.first().waitFor({ timeout: 30_000 });
    const statuses = await invoices.evaluateAll((items) =>
      items.map((item) => item.getAttribute('data-status')),
    );
    expect(statuses.sort()).toEqual(['dueNextDay', 'expired', 'normal', 'overdue']);
    // Labels are text, not colour alone; a normal invoice has none.
    for (const status of ['expired', 'overdue', 'dueNextDay']) {
      const label = page.locator(`main li[data-status="${status}"] span[data-status]`);
      expect((await label.innerText()).trim()).not.toBe('');
    }

    const dueTomorrow = page.locator('main li[data-status="dueNextDay"]');
    const barCode = (await dueTomorrow.locator('code').innerText()).trim();
    expect(barCode).toMatch(/^\d{20,}$/);
    await dueTomorrow.locator('button').click();
    const confirmation = dueTomorrow.locator('[role="status"]');
    await expect.poll(() => confirmation.innerText(), { timeout: 10_000 }).not.toBe('');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(barCode);
    await context.close();
  });

  it('bingo shows this month’s card with the acquired products marked, and the history', async () => {
    const { year, month } = yearMonthIn('America/Sao_Paulo');
    type Card = { currentCard: { products: { sku: string }[]; acquiredProducts: string[] } };
    let card = await api<Card>(server, token, `bingo/period/${month}/${year}`);
    if (card.currentCard.acquiredProducts.length === 0) {
      // Early in the month the seeded orders may all be older: buy a card product now.
      const sku = card.currentCard.products[0]?.sku ?? '';
      await api(server, token, 'order/create', {
        method: 'POST',
        headers: { 'idempotency-key': `e2e-bingo-${Date.now()}` },
        body: {
          products: [{ sku, quantity: 80 }],
          orderType: '',
          userFlow: { deliveryAddressConfirmed: true },
        },
      });
      card = await api<Card>(server, token, `bingo/period/${month}/${year}`);
    }
    const acquired = card.currentCard.acquiredProducts;
    expect(acquired.length).toBeGreaterThan(0);

    const { context, page } = await openSignedIn(browser, server, 2, '1001');
    await visit(page, '/bingo');
    const cells = page.locator('main li[data-acquired]');
    await cells.first().waitFor({ timeout: 30_000 });
    expect(await cells.count()).toBe(card.currentCard.products.length);
    const marked = page.locator('main li[data-acquired="true"]');
    expect(await marked.count()).toBe(acquired.length);
    // Marked with the check image, and said in text (not by colour alone).
    for (const cell of await marked.all()) {
      expect(await cell.locator('img[src*="check"], svg').count()).toBe(1);
    }
    const unmarked = page.locator('main li[data-acquired="false"]');
    for (const cell of await unmarked.all()) {
      expect(await cell.locator('img[src*="check"], svg').count()).toBe(0);
    }
    const acquiredText = await marked.first().innerText();
    expect(acquiredText).not.toBe(await unmarked.first().innerText());
    const rows = page.locator('main table tbody tr');
    await rows.first().waitFor({ timeout: 30_000 });
    expect(await rows.count()).toBeGreaterThanOrEqual(3);
    await context.close();
  });

  it('the notification switch survives a reload (stored on the server)', async () => {
    const { context, page } = await openSignedIn(browser, server, 2, '1001');
    await visit(page, '/notifications');
    const toggle = page.getByRole('switch');
    await toggle.waitFor({ timeout: 30_000 });
    const before = await toggle.getAttribute('aria-checked');
    for (const wanted of [before === 'true' ? 'false' : 'true', before ?? 'false']) {
      const saved = page.waitForResponse(
        (response) =>
          response.url().includes('/api/optin/register/ecommerce') &&
          response.request().method() === 'POST',
      );
      await toggle.click();
      expect((await saved).ok()).toBe(true);
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe(wanted);
      await visit(page, '/notifications');
      await toggle.waitFor({ timeout: 30_000 });
      await expect
        .poll(() => toggle.getAttribute('aria-checked'), { timeout: 15_000 })
        .toBe(wanted);
      const status = await api<{ isNotificationEnable: boolean }>(server, token, 'optin/ecommerce');
      expect(String(status.isNotificationEnable)).toBe(wanted);
    }
    await context.close();
  });
});
