/**
 * Helpers for the checkout journeys of issue 5 (cart, combos, delivery, checkout, completed order):
 * a server with bot keys for tenants 2, 5 and 12, shops opened signed in from a chat link, the
 * catalogue and order history read through the API, the app's own texts (src/web/locales) to
 * find controls by their accessible names, and the UI steps every journey shares (add a product
 * from its search card, tick the cart's boxes, choose a scheduled date, confirm).
 */
import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import type { LanguageCode, Product } from '../../src/domain/types.ts';
import { preReceiptSubject } from '../../src/server/modules/receipts/pre-receipt-document.ts';
import { PRE_RECEIPT_LABELS_BY_LANGUAGE } from '../../src/server/modules/receipts/pre-receipt-labels.ts';
import { spacedSize } from '../../src/domain/product-size.ts';
import { localizedDescription as describedIn } from '../../src/domain/search.ts';
import { isolateValue } from '../../src/domain/bidi.ts';
import { formatMoney } from '../../src/domain/locale.ts';
import { BOT_KEYS, api, newPhonePage, settled, type OpenApp } from './app.ts';
import { startServer, type RunningServer } from './server.ts';

/**
 * app.ts's keys (tenants 2, 5, 13, 14) plus tenant 12 (keepLoggedAfterCheckout off) and tenant 11
 * (five tab-bar entries).
 */
export const CHECKOUT_BOT_KEYS: Readonly<Record<string, string>> = {
  ...BOT_KEYS,
  '11': 'e2e-bot-key-11-0123456789abcdef',
  '12': 'e2e-bot-key-12-0123456789abcdef',
};

/** The real server (demo seed on first start), test environment, with the keys above. */
export function startCheckoutServer(): Promise<RunningServer> {
  return startServer({
    APP_ENV: 'test',
    BOT_KEYS: JSON.stringify(CHECKOUT_BOT_KEYS),
    LINK_SECRET: 'e2e-checkout-link-secret-0123456789abcdefghij',
    SESSION_SECRET: 'e2e-checkout-session-secret-0123456789abcdefg',
  });
}

/** A chat deep link (`POST /api/bot/links`) and its link token. */
export async function linkFor(
  server: RunningServer,
  bottler: number,
  clientId: string,
): Promise<{ url: string; token: string }> {
  const key = CHECKOUT_BOT_KEYS[String(bottler)];
  if (key === undefined) throw new Error(`no bot key for tenant ${bottler}`);
  const response = await fetch(`${server.url}/api/bot/links`, {
    method: 'POST',
    headers: { 'x-bot-key': key, 'content-type': 'application/json' },
    body: JSON.stringify({ clientId }),
  });
  if (!response.ok) throw new Error(`bot/links answered ${response.status}`);
  return (await response.json()) as { url: string; token: string };
}

/** A session token for API checks: the link token exchanged at `GET /api/orchestration`. */
export async function sessionFor(
  server: RunningServer,
  bottler: number,
  clientId: string,
): Promise<string> {
  const link = await linkFor(server, bottler, clientId);
  const response = await fetch(`${server.url}/api/orchestration`, {
    headers: { authorization: `Bearer ${link.token}` },
  });
  if (!response.ok) throw new Error(`orchestration answered ${response.status}`);
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error('orchestration gave no session token');
  return body.token;
}

/** Marks the tenant's feature announcements seen, so no modal covers the pages. */
export async function dismissAnnouncements(server: RunningServer, token: string): Promise<void> {
  const config = await api<{ features?: { id: string | number }[] }>(
    server,
    token,
    'ecommerce/config',
  ).catch(() => ({ features: [] }));
  for (const feature of config.features ?? []) {
    await api(server, token, 'user', { method: 'PUT', body: { featureSeen: feature.id } });
  }
}

/** Opens the app from a fresh chat link (optionally `&language=`) on a phone and waits for /home. */
export async function openShop(
  browser: Browser,
  server: RunningServer,
  bottler: number,
  clientId: string,
  options: { language?: string; beforeOpen?: (app: OpenApp) => Promise<void> } = {},
): Promise<OpenApp> {
  const opened = await newPhonePage(browser, server);
  await options.beforeOpen?.(opened);
  const link = await linkFor(server, bottler, clientId);
  await opened.page.goto(options.language ? `${link.url}&language=${options.language}` : link.url);
  await opened.page.waitForURL(/\/home$/, { timeout: 45_000 });
  await opened.page.waitForFunction(() => localStorage.getItem('authorization'), undefined, {
    timeout: 30_000,
  });
  return opened;
}

export interface HistoryEntry {
  orderNumber: string;
  fullPrice: number;
  status: string;
  orderProducts: { sku: string; quantity: number }[];
}

export function orderHistory(server: RunningServer, token: string): Promise<HistoryEntry[]> {
  return api<HistoryEntry[]>(server, token, 'order/history');
}

export function catalogue(server: RunningServer, token: string): Promise<Product[]> {
  return api<Product[]>(server, token, 'products');
}

export interface ClientProfile {
  minimumOrder: number;
  paymentLimit: number;
  address?: string;
  isFinishOrderOverLimitAuthorized: boolean;
}

export function clientProfile(server: RunningServer, token: string): Promise<ClientProfile> {
  return api<ClientProfile>(server, token, 'client');
}

/** The fields of the public tenant (`GET /api/tenant/N`) the journeys read. */
export interface PublicTenant {
  whatsAppNumber?: string;
  keepLoggedAfterCheckout?: boolean;
  currency?: string;
  locale?: string;
  languageVariants?: Record<string, { locale?: string }>;
  glassBottleButtonAction?: string;
}

export async function publicTenant(server: RunningServer, bottler: number): Promise<PublicTenant> {
  const response = await fetch(`${server.url}/api/tenant/${bottler}`);
  return (await response.json()) as PublicTenant;
}

/** Amounts written as the shop sees them: the tenant's currency in the language's locale. */
export function moneyIn(tenant: PublicTenant, language: LanguageCode) {
  const locale = tenant.languageVariants?.[language]?.locale ?? tenant.locale;
  return (amount: number) => formatMoney(amount, { currency: tenant.currency, locale, language });
}

/** A plain product: priced, no limit, no combo, no returnable glass, not packaging. */
export function isPlain(product: Product): boolean {
  return (
    product.price > 0 &&
    (product.quantityLimit ?? null) === null &&
    !product.combo &&
    !product.isGlassBottle &&
    !product.isBottleBox &&
    !product.sku.endsWith('P')
  );
}

/** Units of `product` whose price at its base price comes to at least `amount`. */
export function unitsFor(product: Product, amount: number): number {
  return Math.max(1, Math.ceil(amount / product.price));
}

// --- The app's own texts, to find controls by their accessible names -----------------------

type Messages = Record<string, unknown>;
const messages = new Map<string, Messages>();

function messagesOf(language: string): Messages {
  let found = messages.get(language);
  if (!found) {
    const file = new URL(`../../src/web/locales/${language}.json`, import.meta.url);
    found = JSON.parse(readFileSync(file, 'utf8')) as Messages;
    messages.set(language, found);
  }
  return found;
}

/** The translated text of `key` in `language`, with `{{name}}` values filled in. */
export function text(language: string, key: string, values: Record<string, string> = {}): string {
  let node: unknown = messagesOf(language);
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Messages)[part] : undefined;
  }
  if (typeof node !== 'string') throw new Error(`no text ${key} in ${language}`);
  // The app isolates values of another script in Arabic (domain/bidi.ts); so does the expected text.
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const value = values[name];
    return value === undefined ? `{{${name}}}` : isolateValue(value, language as LanguageCode);
  });
}

// --- UI steps ----------------------------------------------------------------------------

/** A product's name as the shop shows it: its language's description, sizes spaced. */
export function localizedDescription(product: Product, language: LanguageCode): string {
  return spacedSize(describedIn(product, language));
}

/** Opens an in-app path (the app starts again from the stored session) and waits for it. */
export async function go(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settled(page);
}

/** The product's card on its search page (`/search?redirect={sku}`), found by its name. */
export async function productCard(page: Page, product: Product, language: string) {
  await go(page, `/search?redirect=${encodeURIComponent(product.sku)}`);
  const name = localizedDescription(
    product,
    language as Parameters<typeof localizedDescription>[1],
  );
  const card = page.getByRole('article', { name, exact: true });
  await card.waitFor({ timeout: 30_000 });
  return card;
}

/**
 * Adds `quantity` units from the product's tile (issue 14: its stepper is the add button): taps
 * "Add" when the product is not in the cart yet, then types the new total into the tile's
 * quantity and leaves the field; waits for the cart.
 */
export async function addFromCard(
  page: Page,
  product: Product,
  quantity: number,
  language: string,
): Promise<void> {
  const card = await productCard(page, product, language);
  const name = localizedDescription(
    product,
    language as Parameters<typeof localizedDescription>[1],
  );
  const before = await cartLines(page);
  const had = before.find((line) => line.product.sku === product.sku)?.quantity ?? 0;
  const inCart = (wanted: number) =>
    page.waitForFunction(
      ([sku, count]) =>
        (JSON.parse(localStorage.getItem('cart') ?? '[]') as CartLine[]).some(
          (line) => line.product.sku === sku && line.quantity === count,
        ),
      [product.sku, wanted] as const,
      { timeout: 15_000 },
    );
  if (had === 0) {
    await card.getByRole('button', { name: text(language, 'tile.addNamed', { name }) }).click();
    await inCart(1);
  }
  const input = card.getByRole('textbox', {
    name: text(language, 'tile.quantityInCart', { name }),
  });
  await input.fill(String(had + quantity));
  await input.blur();
  await inCart(had + quantity);
}

export interface CartLine {
  product: Product;
  quantity: number;
}

/** The cart as the app keeps it in localStorage (`cart`). */
export async function cartLines(page: Page): Promise<CartLine[]> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('cart');
    const data: unknown = raw === null ? [] : JSON.parse(raw);
    return (Array.isArray(data) ? data : []) as CartLine[];
  });
}

/** The cart's alert of a blocker (cart-alerts.tsx ids `cart-alert-{name}`). */
export function cartAlert(page: Page, name: string) {
  return page.locator(`#cart-alert-${name}`);
}

/** The cart's checkout bar (the aside holding the total). */
export function monitor(page: Page) {
  return page.locator('aside').filter({ has: page.getByTestId('monitor-total') });
}

/** The checkout bar's confirm button. */
export function confirmButton(page: Page) {
  return monitor(page).getByTestId('checkout-confirm');
}

/**
 * Waits until the cart's prices are current: React's effects have run (two frames) and the
 * monitor's polite status no longer says "updating prices" (SPEC §4 recalculation debounce).
 */
export async function pricesSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
      ),
  );
  await monitor(page)
    .locator('p[aria-live="polite"]')
    .filter({ hasText: /\S/ })
    .waitFor({ state: 'detached', timeout: 30_000 });
}

/** Opens /cart and waits until the server's simulation priced it (the loading text is gone). */
export async function openCart(page: Page): Promise<void> {
  await go(page, '/cart');
  await page.locator('[data-testid="monitor-total"]').waitFor({ timeout: 30_000 });
  await page
    .getByText(text(await pageLanguage(page), 'cart.loading'))
    .waitFor({ state: 'detached', timeout: 30_000 });
  await pricesSettled(page);
}

export async function pageLanguage(page: Page): Promise<string> {
  return (await page.locator('html').getAttribute('lang')) ?? 'pt';
}

/**
 * Ticks a checkbox from the keyboard (focus, Space), as a keyboard or switch user does. Taps are
 * not used for the cart's boxes: with 10+ units the header's cart badge makes the page wider than
 * the phone (see `horizontalOverflow`), the phone zooms out and a tap's point lands beside the box.
 */
export async function tick(box: Locator): Promise<void> {
  await box.focus();
  await box.press('Space');
  await box
    .page()
    .waitForFunction(
      (element) => (element as HTMLInputElement).checked,
      await box.elementHandle(),
      { timeout: 10_000 },
    );
}

/** How many CSS px the page is wider than the phone's viewport (0 when it fits), and what sticks out. */
export async function horizontalOverflow(
  page: Page,
): Promise<{ overflow: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const culprits = Array.from(document.querySelectorAll('body *'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.right <= width + 0.5) return false;
        // Fixed bars follow the (widened) viewport: they show the overflow, they do not cause it.
        for (let node: Element | null = element; node; node = node.parentElement) {
          if (getComputedStyle(node).position === 'fixed') return false;
        }
        return true;
      })
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${String(element.className)} (right ${Math.round(element.getBoundingClientRect().right)} px): ${(element.textContent ?? '').trim().slice(0, 40)}`,
      );
    return { overflow: document.documentElement.scrollWidth - width, culprits };
  });
}

/** Whether the confirm button's centre can be tapped where it is now (not covered by the tab bar). */
export async function confirmButtonReachable(
  page: Page,
): Promise<{ reachable: boolean; coveredBy: string }> {
  return confirmButton(page).evaluate((button) => {
    const box = button.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return {
      reachable: top !== null && button.contains(top),
      coveredBy: top === null ? 'nothing (off screen)' : top.outerHTML.slice(0, 100),
    };
  });
}

/** Ticks the delivery address confirmation when the cart asks for it. */
export async function confirmAddress(page: Page): Promise<void> {
  const box = cartAlert(page, 'deliveryAddress').getByRole('checkbox');
  if ((await box.count()) > 0) await tick(box);
  await pricesSettled(page);
}

/** Ticks "scheduled delivery" and taps the first offered day; returns that date (YYYY-MM-DD). */
export async function chooseScheduledDate(page: Page): Promise<string> {
  const language = await pageLanguage(page);
  const delivery = page.locator('#cart-delivery');
  await tick(
    delivery.getByRole('checkbox', {
      name: text(language, 'delivery.scheduled.label'),
      exact: true,
    }),
  );
  const dates = delivery.getByRole('group', {
    name: text(language, 'delivery.scheduled.datesLegend'),
  });
  // The month calendar: the first day the bottler delivers on, tapped, then drawn as chosen.
  const first = dates
    .locator('td[data-day]:not([data-disabled]):not([data-outside]) button')
    .first();
  await first.waitFor({ timeout: 30_000 });
  await first.click();
  const chosen = dates.locator('td[data-day][aria-selected="true"]');
  await chosen.waitFor({ timeout: 15_000 });
  await pricesSettled(page);
  return (await chosen.getAttribute('data-day')) ?? '';
}

/** Taps confirm and waits for /order/complete; returns its order numbers. */
export async function confirmAndComplete(page: Page): Promise<string[]> {
  await confirmButton(page).click();
  await page.waitForURL(/\/order\/complete\?/, { timeout: 60_000 });
  return new URL(page.url()).searchParams.getAll('orderNumber');
}

/** Adds `product` × `quantity`, opens the cart, ticks the address and confirms: one order. */
export async function orderOnce(
  page: Page,
  product: Product,
  quantity: number,
  language: string,
): Promise<string[]> {
  await addFromCard(page, product, quantity, language);
  await openCart(page);
  await confirmAddress(page);
  return confirmAndComplete(page);
}

/** The PDF's bytes hold a header, an end marker and the `(Commande <n>)` subject. */
/** `language`: the shop's, in which the server writes the PDF (its /Subject "Pedido 100123"). */
export function describePdf(bytes: Buffer, orderNumber: string, language: LanguageCode) {
  const latin = bytes.toString('latin1');
  const subject = preReceiptSubject(orderNumber, PRE_RECEIPT_LABELS_BY_LANGUAGE[language]);
  return {
    header: latin.slice(0, 5),
    endsWithEof: /%%EOF\s*$/.test(latin),
    hasSubject: latin.includes(`(${subject})`),
  };
}
