// The console's catalogue (issue 13) in Chromium on the real server (tenant 2): an admin finds a
// product, changes its price and adds a tier, saves; the shop (a chat link of the same tenant)
// shows the new price on the product's card and the tier's offer. The admin uploads a picture
// (previewed, then served from the image library as WebP). A sales operator sees the form
// read-only (fields disabled, no save). Then the catalogue's screens in pt and ar at 360×740 and
// on a laptop: axe (no serious/critical) and a screenshot.
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../src/domain/types.ts';
import { api, openSignedIn, sessionToken, startAppServer, visit } from './support/app.ts';
import { launchBrowser } from './support/browser.ts';
import { isPlain } from './support/checkout.ts';
import {
  SCREENSHOT_DIR,
  VIEWPORTS,
  checkScreen,
  consoleText,
  heading,
  openConsole,
  signIn,
  type ConsolePage,
  type ViewportName,
} from './support/console.ts';
import type { RunningServer } from './support/server.ts';

const t = (key: string, values?: Record<string, string>) => consoleText('pt', key, values);
/** Where the screenshots are also copied for a person to look at. */
const SHOTS = '/tmp/shots-console-catalogue';

/** "12,34" as pt-BR writes an amount (the card's price contains it, with the currency). */
const ptAmount = (amount: number) =>
  new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    amount,
  );

async function openProduct(page: Page, sku: string, title: string): Promise<void> {
  await page.goto(`/admin/catalogue?q=${encodeURIComponent(sku)}`);
  await heading(page, t('catalogue.title'));
  await page.getByRole('link', { name: sku, exact: true }).click();
  await heading(page, title);
}

describe('console catalogue (issue 13)', () => {
  let server: RunningServer;
  let browser: Browser;
  let admin: ConsolePage;
  let product: Product;

  beforeAll(async () => {
    server = await startAppServer();
    browser = await launchBrowser();
    const shop = await sessionToken(server, 2, '1001');
    const products = await api<Product[]>(server, shop, 'products');
    const plain = products.find((item) => isPlain(item) && !item.pricePromotions?.length);
    if (!plain) throw new Error('no plain product without tiers in the catalogue');
    product = plain;
    admin = await openConsole(browser, server);
    await signIn(admin.page, 'admin@2.refill.test');
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("changes a product's price and adds a tier; the shop's card shows them", async () => {
    const { page } = admin;
    await page.getByRole('link', { name: t('nav.catalogue') }).click();
    await heading(page, t('catalogue.title'));
    await openProduct(page, product.sku, product.description);

    const price = Math.round((product.price + 1.1) * 100) / 100;
    await page.getByLabel(t('catalogue.price'), { exact: true }).fill(String(price));
    await page.getByRole('button', { name: t('catalogue.addTier') }).click();
    const tier = page.getByTestId('tier-0');
    await tier.getByLabel(t('catalogue.minimumQuantity')).fill('6');
    await tier.getByLabel(t('catalogue.tierPrice')).fill(String(product.price));
    // The preview follows the form before saving.
    await expect
      .poll(() => page.getByTestId('product-preview').innerText())
      .toContain(ptAmount(price));
    await page.getByRole('button', { name: t('catalogue.save') }).click();
    await page.getByText(t('common.saved')).waitFor();

    const shop = await openSignedIn(browser, server, 2, '1001');
    await visit(shop.page, `/search?redirect=${encodeURIComponent(product.sku)}`);
    const card = shop.page.getByRole('article', { name: product.description });
    await card.getByTestId('tile-unit-price').waitFor();
    expect(await card.getByTestId('tile-unit-price').innerText()).toContain(ptAmount(price));
    expect(await card.getByTestId('tile-next-tier').innerText()).toContain(ptAmount(product.price));
    expect(shop.errors).toEqual([]);
    await shop.context.close();
  });

  it('uploads a picture: previewed before sending, then served from the image library', async () => {
    const { page } = admin;
    await openProduct(page, product.sku, product.description);
    const png = await sharp({
      create: { width: 900, height: 500, channels: 4, background: '#1f7a4d' },
    })
      .png()
      .toBuffer();
    await page
      .getByLabel(t('catalogue.pickImage'))
      .setInputFiles({ name: 'packshot.png', mimeType: 'image/png', buffer: png });
    const shown = page.getByRole('img', { name: t('catalogue.imageAlt') });
    await expect.poll(() => shown.getAttribute('src')).toMatch(/^data:image\/png/);
    await page.getByRole('button', { name: t('catalogue.uploadImage') }).click();
    await expect
      .poll(() => shown.getAttribute('src'), { timeout: 30_000 })
      .toMatch(/^\/api\/product-images\/2\/.+\/[0-9a-f]{64}\.webp$/);
    const src = (await shown.getAttribute('src')) ?? '';
    const served = await fetch(`${server.url}${src}`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // The next save carries the version the upload moved to (no 409).
    await page.getByRole('button', { name: t('catalogue.save') }).click();
    await page.getByText(t('common.saved')).waitFor();
    expect(admin.errors).toEqual([]);
  });

  it('shows a sales operator the product read-only: fields disabled, no save', async () => {
    const sales = await openConsole(browser, server, { viewport: 'phone' });
    await signIn(sales.page, 'sales@2.refill.test');
    await openProduct(sales.page, product.sku, product.description);
    await sales.page.getByText(t('catalogue.readOnly')).waitFor();
    expect(await sales.page.getByLabel(t('catalogue.price'), { exact: true }).isDisabled()).toBe(
      true,
    );
    expect(await sales.page.getByRole('button', { name: t('catalogue.save') }).count()).toBe(0);
    expect(sales.errors).toEqual([]);
    await sales.context.close();
  });

  it('passes axe on the catalogue screens in pt and ar, at 360 px and on a laptop', async () => {
    mkdirSync(SHOTS, { recursive: true });
    for (const language of ['pt', 'ar'] as const) {
      for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
        const view = await openConsole(browser, server, { language, viewport });
        const { page } = view;
        const tt = (key: string) => consoleText(language, key);
        await signIn(page, 'admin@2.refill.test', { language });
        const screens: [string, string, string][] = [
          ['catalogue', '/admin/catalogue', tt('catalogue.title')],
          ['product', `/admin/catalogue/products/${product.sku}`, product.description],
          ['catalogue-names', '/admin/catalogue/names', tt('catalogue.namesTitle')],
          ['product-new', '/admin/catalogue/new', tt('catalogue.newProduct')],
        ];
        for (const [name, path, title] of screens) {
          await page.goto(path);
          await heading(page, title);
          await page.locator('[role="status"].muted').first().waitFor({ state: 'detached' });
          await checkScreen(page, name, language, viewport);
          if (viewport === 'phone') {
            const overflow = await page.evaluate(
              () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
            );
            expect(overflow, `${name} ${language} overflows at 360 px`).toBeLessThanOrEqual(0);
          }
          const file = `${name}-${language}-${viewport}.png`;
          copyFileSync(join(SCREENSHOT_DIR, file), join(SHOTS, file));
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
