// Banners in the console (issue 13, content) in Chromium on the real server (tenant 2), at phone
// size: an admin creates a dated banner with the form (its preview shows the image), the list
// shows it live, and the shop's next banner call carries it; then the Banners screen in pt and ar
// at 360×740: no overflow, axe and a screenshot (kept under /tmp/shots-content-banners/).
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Banner } from '../src/contract/index.ts';
import { api, sessionToken, startAppServer } from './support/app.ts';
import { launchBrowser } from './support/browser.ts';
import {
  SCREENSHOT_DIR,
  checkScreen,
  consoleText,
  heading,
  openConsole,
  signIn,
} from './support/console.ts';
import type { RunningServer } from './support/server.ts';

const SHOTS = '/tmp/shots-content-banners';
const ALT = 'Banner E2E de verão';

describe('banners in the console (issue 13)', () => {
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

  it('an admin creates a dated banner and the shop’s next call shows it', async () => {
    const t = (key: string) => consoleText('pt', key);
    const admin = await openConsole(browser, server, { viewport: 'phone' });
    const { page } = admin;
    await signIn(page, 'admin@2.refill.test');
    await page.goto('/admin/banners');
    await heading(page, t('banners.title'));
    // From yesterday (UTC): already today in the tenant's calendar, whatever its time zone.
    const start = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel(t('banners.image'), { exact: true }).fill('/api/img/banner/featured.svg');
    await page.getByLabel(t('banners.altIn.pt'), { exact: true }).fill(ALT);
    await page.getByLabel(t('banners.route'), { exact: true }).fill('/promotions');
    await page.getByLabel(t('banners.startDate'), { exact: true }).fill(start);
    await page.getByRole('img', { name: ALT }).first().waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: t('banners.save'), exact: true }).click();
    const row = page.getByRole('row', { name: new RegExp(ALT) });
    await row.getByRole('cell', { name: t('banners.states.live'), exact: true }).waitFor({
      timeout: 30_000,
    });

    const shop = await sessionToken(server, 2, '1001');
    const banners = await api<Banner[]>(server, shop, 'ecommerce/banner');
    expect(banners.map((banner) => banner.altText)).toContain(ALT);
    expect(admin.errors).toEqual([]);
    await admin.context.close();
  }, 300_000);

  it('shows the Banners screen in pt and ar at 360×740 (axe, screenshots)', async () => {
    mkdirSync(SHOTS, { recursive: true });
    for (const language of ['pt', 'ar'] as const) {
      const view = await openConsole(browser, server, { language, viewport: 'phone' });
      await signIn(view.page, 'admin@2.refill.test', { language });
      await view.page.goto('/admin/banners');
      await heading(view.page, consoleText(language, 'banners.title'));
      await view.page
        .getByRole('table', { name: consoleText(language, 'banners.title') })
        .waitFor({ timeout: 30_000 });
      const overflow = await view.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await checkScreen(view.page, 'banners', language, 'phone');
      copyFileSync(
        join(SCREENSHOT_DIR, `banners-${language}-phone.png`),
        join(SHOTS, `banners-${language}-phone.png`),
      );
      expect(view.errors).toEqual([]);
      await view.context.close();
    }
  }, 300_000);
});
