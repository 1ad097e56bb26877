// The catalogue as files (issue 13) in Chromium on the real server (tenant 2): an admin uploads a
// 3-product CSV with one bad row, reads that row's error (line, column, reason in Portuguese),
// uploads the fixed file, sees the dry run clean, applies it, and the shop finds the new products
// by search. Then the Import / export screen in pt and ar at 360×740: axe and a screenshot
// (kept under .tmp/screenshots/console/ and /tmp/shots-console-files/).
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../src/domain/types.ts';
import { api, openSignedIn, sessionToken, startAppServer, visit } from './support/app.ts';
import { launchBrowser } from './support/browser.ts';
import {
  SCREENSHOT_DIR,
  checkScreen,
  consoleText,
  heading,
  openConsole,
  operatorToken,
  signIn,
  type ConsolePage,
} from './support/console.ts';
import type { RunningServer } from './support/server.ts';

const SHOTS = '/tmp/shots-console-files';
const t = (key: string, values?: Record<string, string>) => consoleText('pt', key, values);

/** The first product's brand and category in the export: ids every new product can use. */
async function refsOf(server: RunningServer): Promise<{ brandId: string; categoryId: string }> {
  const token = await operatorToken(server, 'sales@2.refill.test');
  const response = await fetch(`${server.url}/api/admin/catalogue-files/products`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [columns = [], cells = []] = parse(await response.text(), { bom: true }) as string[][];
  return {
    brandId: cells[columns.indexOf('brandId')] ?? '',
    categoryId: cells[columns.indexOf('categoryId')] ?? '',
  };
}

async function upload(page: Page, name: string, csv: string): Promise<void> {
  await page
    .getByLabel(t('imports.file'), { exact: true })
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await page.getByRole('button', { name: t('imports.dryRun'), exact: true }).click();
}

describe('catalogue files (issue 13)', () => {
  let server: RunningServer;
  let browser: Browser;
  let admin: ConsolePage;

  beforeAll(async () => {
    server = await startAppServer();
    browser = await launchBrowser();
    admin = await openConsole(browser, server, { viewport: 'phone' });
    await signIn(admin.page, 'admin@2.refill.test');
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('uploads a file with a bad row, reads its error, fixes it, applies, and the shop finds the products', async () => {
    const { page } = admin;
    const { brandId, categoryId } = await refsOf(server);
    const row = (sku: string, description: string, category: string) =>
      `${sku},${description},${brandId},${category},4.90`;
    const header = 'sku,description,brandId,categoryId,price';
    const bad = [
      header,
      row('E2E-ZIMBRO-1', 'Tónica Zimbrofresca 350 ml', categoryId),
      row('E2E-ZIMBRO-2', 'Tónica Zimbrofresca 600 ml', '99999'),
      row('E2E-ZIMBRO-3', 'Tónica Zimbrofresca 1 L', categoryId),
    ].join('\n');
    await page.goto('/admin/imports');
    await heading(page, t('imports.title'));
    await upload(page, 'produtos.csv', bad);

    const table = page.getByRole('table', { name: t('imports.errorsCaption') });
    const reason = t('imports.reason.unknownCategory', { id: '99999' });
    await table.getByRole('cell', { name: reason, exact: true }).waitFor({ timeout: 30_000 });
    const cells = await table.locator('tbody tr').first().locator('td').allInnerTexts();
    expect(cells).toEqual(['3', 'categoryId', reason]);
    await expect
      .poll(() => page.getByRole('button', { name: t('imports.apply'), exact: true }).isDisabled())
      .toBe(true);

    await upload(page, 'produtos-corrigido.csv', bad.replace(',99999,', `,${categoryId},`));
    await page.getByText(t('imports.ready'), { exact: true }).waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('count-new').innerText()).toBe('3');
    await page.getByRole('button', { name: t('imports.apply'), exact: true }).click();
    await page.getByText(t('imports.applied'), { exact: true }).waitFor({ timeout: 30_000 });

    // The shop's next catalogue carries them, and its search (SPEC §5) finds all three.
    const shop = await sessionToken(server, 2, '1001');
    const products = await api<Product[]>(server, shop, 'products');
    const found = products.filter((product) => product.sku.startsWith('E2E-ZIMBRO-'));
    expect(found.map((product) => product.sku).sort()).toEqual([
      'E2E-ZIMBRO-1',
      'E2E-ZIMBRO-2',
      'E2E-ZIMBRO-3',
    ]);
    const shopApp = await openSignedIn(browser, server, 2, '1001');
    try {
      await visit(shopApp.page, '/search?redirect=zimbrofresca');
      for (const product of found) {
        await shopApp.page
          .locator('main article', { hasText: product.description })
          .first()
          .waitFor({ timeout: 30_000 });
      }
      expect(shopApp.errors).toEqual([]);
    } finally {
      await shopApp.context.close();
    }
  }, 300_000);

  it("downloads the prices for a Brazilian spreadsheet (';', '4,90') and the file re-imports unchanged", async () => {
    const { page } = admin;
    await page.goto('/admin/imports');
    await heading(page, t('imports.title'));
    const prices = page.getByRole('group', { name: t('imports.kind.prices'), exact: true });
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      prices.getByRole('button', { name: t('common.exportCsv'), exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^prices-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = readFileSync(await download.path(), 'utf8');
    const rows = parse(file, { bom: true, delimiter: ';' }) as string[][];
    expect(rows[0]).toEqual(['sku', 'price', 'priceWithoutDiscount']);
    expect(rows.find((row) => row[0] === 'E2E-ZIMBRO-1')?.[1]).toBe('4,90');

    await page.locator('select[name="kind"]').selectOption('prices');
    await upload(page, 'precos-excel.csv', file);
    await page.getByText(t('imports.ready'), { exact: true }).waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('count-changed').innerText()).toBe('0');
    expect(await page.getByTestId('count-new').innerText()).toBe('0');
  }, 300_000);

  it('shows the Import / export screen in pt and ar at 360×740 (axe, screenshots)', async () => {
    mkdirSync(SHOTS, { recursive: true });
    for (const language of ['pt', 'ar'] as const) {
      const view = await openConsole(browser, server, { language, viewport: 'phone' });
      const tt = (key: string, values?: Record<string, string>) =>
        consoleText(language, key, values);
      await signIn(view.page, 'admin@2.refill.test', { language });
      await view.page.goto('/admin/imports');
      await heading(view.page, tt('imports.title'));
      await view.page.locator('select[name="kind"]').selectOption('prices');
      await view.page.getByLabel(tt('imports.file'), { exact: true }).setInputFiles({
        name: 'precos.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('sku,price\nNAO-EXISTE,-1\n', 'utf8'),
      });
      await view.page.getByRole('button', { name: tt('imports.dryRun'), exact: true }).click();
      await view.page
        .getByRole('table', { name: tt('imports.errorsCaption') })
        .waitFor({ timeout: 30_000 });
      const overflow = await view.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await view.page.evaluate(() => document.documentElement.dir)).toBe(
        language === 'ar' ? 'rtl' : 'ltr',
      );
      await checkScreen(view.page, 'imports', language, 'phone');
      copyFileSync(
        join(SCREENSHOT_DIR, `imports-${language}-phone.png`),
        join(SHOTS, `imports-${language}-phone.png`),
      );
      expect(view.errors).toEqual([]);
      await view.context.close();
    }
  }, 300_000);
});
