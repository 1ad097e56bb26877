// Issue 5 in a real browser, tenant 2 (Brazil): the quantity combo's price ranges move with the
// units chosen; the family combo adds only when every family is at its minimum and replaces its
// earlier lines in the cart; the NPS survey comes every 2nd order and not again within 15 days
// (the browser's clock is Playwright's; the rule and its memory live in the browser).
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComboFamily, ComboPriceRange } from '../src/contract/index.ts';
import type { Product } from '../src/domain/types.ts';
import { api } from './support/app.ts';
import { launchBrowser } from './support/browser.ts';
import {
  addFromCard,
  confirmAddress,
  confirmButton,
  openCart,
  cartLines,
  catalogue,
  clientProfile,
  dismissAnnouncements,
  go,
  isPlain,
  openShop,
  orderOnce,
  sessionFor,
  startCheckoutServer,
  text,
  tick,
  unitsFor,
} from './support/checkout.ts';
import type { RunningServer } from './support/server.ts';

const PT = 'pt';
const DAY_MS = 86_400_000;

interface QuantityAnswer {
  kind: 'quantity';
  quantityCombo: { products: Product[]; ranges: Record<string, ComboPriceRange> };
}
interface FamilyAnswer {
  kind: 'family';
  families: ComboFamily[];
}

/** A combo screen's row of one product (its heading is the product's description). */
function comboRow(page: Page, product: Product): Locator {
  return page
    .locator('main li')
    .filter({ has: page.getByRole('heading', { name: product.description, exact: true }) });
}

/** "R$ 3,49 por unidade" → 3.49 (pt-BR amounts). */
function amountIn(textShown: string): number {
  const match = /(\d{1,3}(?:\.\d{3})*,\d{2})/.exec(textShown);
  if (!match?.[1]) throw new Error(`no amount in "${textShown}"`);
  return Number(match[1].replace(/\./g, '').replace(',', '.'));
}

describe("the shop's app, part 2: combos and the NPS survey (issue 5, tenant 2)", () => {
  let server: RunningServer;
  let browser: Browser;
  let token: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startCheckoutServer(), launchBrowser()]);
    token = await sessionFor(server, 2, '1001');
    await dismissAnnouncements(server, token);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('quantity combo: more units move the active range and lower the unit price; family combo adds at its minimum and replaces its lines (SPEC §4 combo, §5 combo minimum)', async () => {
    const quantity = await api<QuantityAnswer>(server, token, 'combo/products/2');
    const family = await api<FamilyAnswer>(server, token, 'combo/products/1');
    expect(quantity.kind).toBe('quantity');
    expect(family.kind).toBe('family');
    const ranges = Object.values(quantity.quantityCombo.ranges)
      .map((range) => range.minimumQuantity)
      .sort((a, b) => a - b);
    expect(ranges.length).toBeGreaterThanOrEqual(2);
    const first = ranges[0] ?? 1;
    const can = quantity.quantityCombo.products[0];
    if (!can) throw new Error('the quantity combo has no product');

    const { context, page, errors } = await openShop(browser, server, 2, '1001');
    await go(page, '/combo-quantity/2');
    const row = comboRow(page, can);
    await row.waitFor({ timeout: 30_000 });
    const input = row.getByRole('textbox', { name: text(PT, 'product.quantity') });
    const activeRange = page.locator('main table tr[aria-current="true"] th');
    const unitPrice = row.locator('p').filter({ hasText: /\d,\d{2}/ });
    const add = page.getByRole('button', { name: text(PT, 'combos.add'), exact: true });

    // One unit short of the first range: no range, add disabled.
    await input.fill(String(first - 1));
    await input.blur();
    await expect.poll(() => activeRange.count()).toBe(0);
    expect(await add.isDisabled()).toBe(true);
    const basePrice = amountIn(await unitPrice.innerText());

    // Each range: the plus button reaches it (first range), the input the others.
    const prices: number[] = [];
    for (const [index, minimum] of ranges.entries()) {
      if (index === 0) {
        await row
          .getByRole('button', { name: text(PT, 'product.increase', { name: can.description }) })
          .click();
      } else {
        await input.fill(String(minimum));
        await input.blur();
      }
      await expect
        .poll(() => activeRange.innerText(), { timeout: 10_000 })
        .toContain(
          text(PT, `combos.quantity.fromUnits_${new Intl.PluralRules('pt').select(minimum)}`, {
            count: String(minimum),
          }),
        );
      expect(await add.isDisabled()).toBe(false);
      prices.push(amountIn(await unitPrice.innerText()));
    }
    // The unit price falls at every range (tier price and range discount both grow).
    expect(prices[0]).toBeLessThan(basePrice);
    for (let index = 1; index < prices.length; index += 1) {
      expect(prices[index]).toBeLessThan(prices[index - 1] ?? 0);
    }
    const top = ranges.at(-1) ?? first;
    await add.click();
    await page.waitForURL(/\/cart$/, { timeout: 30_000 });
    const afterQuantity = await cartLines(page);
    expect(
      afterQuantity.map((line) => [line.product.sku, line.product.combo, line.quantity]),
    ).toEqual([[can.sku, 2, top]]);

    // Family combo: every family at its minimum before add; more than the minimum is refused.
    const [drinks, water] = family.families;
    const drinkA = drinks?.products[0];
    const drinkB = drinks?.products[1];
    const bottle = water?.products[0];
    if (!drinks || !water || !drinkA || !drinkB || !bottle) {
      throw new Error('the family combo needs two families, the first with two products');
    }
    await go(page, '/combo/1');
    const addFamily = page.getByRole('button', { name: text(PT, 'combos.add'), exact: true });
    const setUnits = async (product: Product, units: number) => {
      const field = comboRow(page, product).getByRole('textbox', {
        name: text(PT, 'product.quantity'),
      });
      await field.fill(String(units));
      await field.blur();
    };
    await comboRow(page, drinkA).waitFor({ timeout: 30_000 });
    await setUnits(drinkA, Math.max(0, drinks.minimum - 1));
    await setUnits(bottle, water.minimum);
    expect(await addFamily.isDisabled()).toBe(true);
    await setUnits(drinkA, drinks.minimum);
    await expect.poll(() => addFamily.isDisabled()).toBe(false);
    // The family is full: no more of its products.
    const moreB = comboRow(page, drinkB).getByRole('button', {
      name: text(PT, 'product.increase', { name: drinkB.description }),
    });
    expect(await moreB.isDisabled()).toBe(true);
    await addFamily.click();
    await page.waitForURL(/\/cart$/, { timeout: 30_000 });
    const comboOne = async () =>
      (await cartLines(page))
        .filter((line) => line.product.combo === 1)
        .map((line) => [line.product.sku, line.product.familyId, line.quantity])
        .sort();
    expect(await comboOne()).toEqual(
      [
        [drinkA.sku, drinks.familyId, drinks.minimum],
        [bottle.sku, water.familyId, water.minimum],
      ].sort(),
    );

    // Reopened, the screen starts from the cart; another choice replaces the earlier lines.
    await go(page, '/combo/1');
    await comboRow(page, drinkA).waitFor({ timeout: 30_000 });
    await setUnits(drinkA, 0);
    await setUnits(drinkB, drinks.minimum);
    await expect.poll(() => addFamily.isDisabled()).toBe(false);
    await addFamily.click();
    await page.waitForURL(/\/cart$/, { timeout: 30_000 });
    expect(await comboOne()).toEqual(
      [
        [drinkB.sku, drinks.familyId, drinks.minimum],
        [bottle.sku, water.familyId, water.minimum],
      ].sort(),
    );
    // The quantity combo's lines are untouched.
    const still = (await cartLines(page)).filter((line) => line.product.combo === 2);
    expect(still.map((line) => [line.product.sku, line.quantity])).toEqual([[can.sku, top]]);

    // The cart with both combos (and a plain product up to the minimum order) is ordered.
    const plain = (await catalogue(server, token)).filter(isPlain)[13];
    if (!plain) throw new Error('no plain product');
    const { minimumOrder } = await clientProfile(server, token);
    await addFromCard(page, plain, unitsFor(plain, minimumOrder * 1.2), PT);
    await openCart(page);
    await confirmAddress(page);
    await confirmButton(page).click();
    await page.waitForURL(/\/check\?/, { timeout: 30_000 });
    await page.waitForFunction(
      () =>
        location.pathname === '/order/complete' ||
        (document.getElementById('cart-title') === null &&
          document.querySelector('main [role="alert"]') !== null),
      undefined,
      { timeout: 60_000 },
    );
    const refused = page.locator('main [role="alert"]');
    expect({
      path: new URL(page.url()).pathname,
      refusal: (await refused.count()) > 0 ? await refused.first().innerText() : '',
    }).toEqual({ path: '/order/complete', refusal: '' });
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('the NPS survey comes after the 2nd order, not at the 4th within 15 days, again at the 6th after 15 days (SPEC §5 survey, §9 NPS)', async () => {
    const products = await catalogue(server, token);
    const product = products.filter(isPlain)[11];
    if (!product) throw new Error('no plain product');
    const { minimumOrder } = await clientProfile(server, token);
    const units = unitsFor(product, minimumOrder * 1.2);
    // The browser's clock starts 20 days ago and never runs ahead of the server's.
    const start = Date.now() - 20 * DAY_MS;
    const { context, page } = await openShop(browser, server, 2, '1001', {
      beforeOpen: ({ page: fresh }) => fresh.clock.install({ time: start }),
    });
    const survey = page.getByRole('heading', { name: text(PT, 'nps.title'), exact: true });
    const orderAndAsked = async (): Promise<boolean> => {
      await orderOnce(page, product, units, PT);
      await page
        .getByRole('heading', { name: text(PT, 'orderComplete.title'), exact: true })
        .waitFor({ timeout: 30_000 });
      return (await survey.count()) > 0;
    };

    const asked: boolean[] = [];
    asked.push(await orderAndAsked(), await orderAndAsked());
    expect(asked).toEqual([false, true]);
    // Answer: 9 thanks the shop (no feedback form).
    await tick(page.getByRole('radio', { name: '9', exact: true }));
    await page.getByRole('button', { name: text(PT, 'nps.send'), exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: text(PT, 'nps.thanks') })
      .waitFor({ timeout: 15_000 });

    // 14 days later: the 4th order is an Nth one, but the last answer is too recent.
    await page.clock.setSystemTime(start + 14 * DAY_MS);
    asked.push(await orderAndAsked(), await orderAndAsked());
    expect(asked).toEqual([false, true, false, false]);

    // 15 days after the answer: the 6th order asks again.
    await page.clock.setSystemTime(start + 15 * DAY_MS + 60_000);
    asked.push(await orderAndAsked(), await orderAndAsked());
    expect(asked).toEqual([false, true, false, false, false, true]);
    await context.close();
  }, 420_000);
});
