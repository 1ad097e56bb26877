// Shop content in the console (issue 13, decision 056) in Chromium on the real server (tenant 2),
// at 360×740: an admin schedules a featured banner with the form (its phone-width preview shows
// the description), the list shows it live, one dated from a later day shows as scheduled, and
// the shop's home shows the live one and not the scheduled one. Then the Shop content screen
// (announcements tab, the fullest form) in pt and ar: no overflow, axe and screenshots.
// Showing at the start with no write is tested by moving the app clock in
// src/server/modules/admin-content/content.test.ts (this server runs on the real clock).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeaturedBanner } from '../src/contract/index.ts';
import { api, openSignedIn, sessionToken, startAppServer } from './support/app.ts';
import { launchBrowser } from './support/browser.ts';
import { checkScreen, consoleText, heading, openConsole, signIn } from './support/console.ts';
import type { RunningServer } from './support/server.ts';

const LIVE = 'Destaque E2E de hoje';
const LATER = 'Destaque E2E de depois';
const day = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('shop content in the console (issue 13)', () => {
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

  it('an admin schedules featured banners and the shop’s home shows the live one', async () => {
    const t = (key: string) => consoleText('pt', key);
    const admin = await openConsole(browser, server, { viewport: 'phone' });
    const { page } = admin;
    await signIn(page, 'admin@2.refill.test');
    await page.goto('/admin/content/featured');
    await heading(page, t('content.title'));

    const schedule = async (description: string, start: string) => {
      const form = page.locator('form.banner-form');
      await form
        .getByRole('group', { name: t('content.featured.description') })
        .getByLabel(t('banners.altIn.pt'), { exact: true })
        .fill(description);
      await form.getByLabel(t('content.featured.buttonUrl'), { exact: true }).fill('/promotions');
      await form
        .getByRole('group', { name: t('content.featured.buttonTitle') })
        .getByLabel(t('banners.altIn.pt'), { exact: true })
        .fill('Ver ofertas');
      await form.getByLabel(t('banners.startDate'), { exact: true }).fill(start);
      await page
        .getByRole('figure', { name: t('banners.preview') })
        .getByText(description)
        .waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: t('content.featured.save'), exact: true }).click();
    };

    // From yesterday (UTC): already today in the tenant's calendar, whatever its time zone.
    await schedule(LIVE, day(-1));
    await page
      .getByRole('row', { name: new RegExp(LIVE) })
      .getByRole('cell', { name: t('banners.states.live'), exact: true })
      .waitFor({ timeout: 30_000 });
    // From the day after tomorrow (UTC): not yet begun in any time zone.
    await schedule(LATER, day(2));
    await page
      .getByRole('row', { name: new RegExp(LATER) })
      .getByRole('cell', { name: t('banners.states.scheduled'), exact: true })
      .waitFor({ timeout: 30_000 });
    expect(admin.errors).toEqual([]);
    await admin.context.close();

    const token = await sessionToken(server, 2, '1001');
    const answer = await api<FeaturedBanner | null>(server, token, 'ecommerce/banner/featured');
    expect(answer?.description).toBe(LIVE);

    const shop = await openSignedIn(browser, server, 2, '1001');
    const featured = shop.page.getByRole('region', { name: /./ }).filter({ hasText: LIVE });
    await featured.first().waitFor({ timeout: 30_000 });
    expect(await shop.page.getByText(LATER).count()).toBe(0);
    expect(shop.errors).toEqual([]);
    await shop.context.close();
  }, 300_000);

  it('shows the Shop content screen in pt and ar at 360×740 (axe, screenshots)', async () => {
    for (const language of ['pt', 'ar'] as const) {
      const view = await openConsole(browser, server, { language, viewport: 'phone' });
      await signIn(view.page, 'admin@2.refill.test', { language });
      await view.page.goto('/admin/content/announcements');
      await heading(view.page, consoleText(language, 'content.title'));
      await view.page
        .getByRole('table', { name: consoleText(language, 'content.tabs.announcements') })
        .waitFor({ timeout: 30_000 });
      const overflow = await view.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await checkScreen(view.page, 'content-announcements', language, 'phone');
      expect(view.errors).toEqual([]);
      await view.context.close();
    }
  }, 300_000);
});
