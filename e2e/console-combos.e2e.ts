// Combos in the console (issue 13) in Chromium on the real server (tenant 2), at phone size: an
// admin gives the quantity combo a new price range, the preview shows it before saving, and the
// shop's next combo answer carries it (the file's server has a data folder of its own); then the combo screen in pt and ar at 360×740: no overflow, axe and a screenshot.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, sessionToken, startAppServer } from './support/app.ts';
import { launchBrowser } from './support/browser.ts';
import { checkScreen, consoleText, heading, openConsole, signIn } from './support/console.ts';
import type { RunningServer } from './support/server.ts';

/** Tenant 2's demo quantity combo (ranges from 6, 12 and 24 units). */
const QUANTITY_COMBO = 2;

describe('combos in the console (issue 13)', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startAppServer();
    browser = await launchBrowser();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("an admin prices a quantity combo's range and the shop's next combo answer has it", async () => {
    const t = (key: string) => consoleText('pt', key);
    const admin = await openConsole(browser, server, { viewport: 'phone' });
    const { page } = admin;
    await signIn(page, 'admin@2.refill.test');
    await page.goto(`/admin/combos/${QUANTITY_COMBO}`);
    const preview = page.getByTestId('combo-preview');
    await preview.waitFor({ timeout: 30_000 });
    const range = page.getByTestId('range-2');
    await range.getByLabel(t('combos.rangeDiscount'), { exact: true }).fill('');
    await range.getByLabel(t('combos.rangePrice'), { exact: true }).fill('0.99');
    await preview.getByText(/R\$\s0,99/).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: t('combos.save'), exact: true }).click();
    await page.getByRole('status').getByText(t('common.saved'), { exact: true }).waitFor({
      timeout: 30_000,
    });

    const shop = await sessionToken(server, 2, '1001');
    const answer = await api<{ quantityCombo: { ranges: Record<string, { price?: number }> } }>(
      server,
      shop,
      `combo/products/${QUANTITY_COMBO}`,
    );
    expect(answer.quantityCombo.ranges['24']?.price).toBe(0.99);
    expect(admin.errors).toEqual([]);
    await admin.context.close();
  }, 300_000);

  it('shows a combo in pt and ar at 360×740 (axe, screenshots)', async () => {
    for (const language of ['pt', 'ar'] as const) {
      const view = await openConsole(browser, server, { language, viewport: 'phone' });
      await signIn(view.page, 'admin@2.refill.test', { language });
      await view.page.goto('/admin/combos');
      await heading(view.page, consoleText(language, 'combos.title'));
      await view.page
        .getByRole('table', { name: consoleText(language, 'combos.title') })
        .waitFor({ timeout: 30_000 });
      await checkScreen(view.page, 'combos', language, 'phone');
      await view.page.goto(`/admin/combos/${QUANTITY_COMBO}`);
      await view.page.getByTestId('combo-preview').waitFor({ timeout: 30_000 });
      await view.page
        .getByRole('button', { name: consoleText(language, 'combos.save'), exact: true })
        .waitFor({ timeout: 30_000 });
      const overflow = await view.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await checkScreen(view.page, 'combo', language, 'phone');
      expect(view.errors).toEqual([]);
      await view.context.close();
    }
  }, 300_000);
});
