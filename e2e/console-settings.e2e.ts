// Tenant settings in the console (issue 13, settings; decision 058) in Chromium on the real server
// (tenant 2), at 360×740: a shop's menu offers Favourites; an admin switches favourites off on the
// Settings screen, and the shop's next load no longer offers it (no menu link, /favorites goes
// home); the admin restores the previous value from the list of changes in one click and the
// shop's next load offers it again, so the demo tenant ends as it began. Then the Settings screen
// in pt and ar at 360×740: no overflow, axe, screenshots (.tmp/screenshots/console/).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminTenantSettings } from '../src/contract/index.ts';
import {
  markFeaturesSeen,
  openSignedIn,
  sessionToken,
  startAppServer,
  visit,
} from './support/app.ts';
import { launchBrowser } from './support/browser.ts';
import {
  adminCall,
  checkScreen,
  consoleText,
  heading,
  openConsole,
  operatorToken,
  signIn,
} from './support/console.ts';
import type { RunningServer } from './support/server.ts';

const FAVORITES_LINK = 'a[href="/favorites"]';

/** The shop's home after a fresh load, settled. */
async function reloadHome(page: Page): Promise<void> {
  await visit(page, '/home');
  await page.waitForURL(/\/home$/, { timeout: 30_000 });
}

describe('tenant settings in the console (issue 13)', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
    // The feature announcements would cover the shop's pages: seen once, by API.
    await markFeaturesSeen(server, await sessionToken(server, 2, '1001'));
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('an admin turns favourites off, the shop’s next load drops it, and a restore brings it back', async () => {
    const t = (key: string, values?: Record<string, string>) => consoleText('pt', key, values);
    const shop = await openSignedIn(browser, server, 2, '1001');
    await reloadHome(shop.page);
    await shop.page.locator(FAVORITES_LINK).first().waitFor({ timeout: 30_000 });

    const admin = await openConsole(browser, server, { viewport: 'phone' });
    const { page } = admin;
    await signIn(page, 'admin@2.refill.test');
    await page.goto('/admin/settings');
    await heading(page, t('settings.title'));
    const features = page.getByRole('group', { name: t('settings.featuresTitle') });
    const favorites = features.getByRole('checkbox', {
      name: t('settings.features.favorites'),
      exact: true,
    });
    await favorites.waitFor({ timeout: 30_000 });
    expect(await favorites.isChecked()).toBe(true);
    await favorites.uncheck();
    await page.getByRole('button', { name: t('settings.save'), exact: true }).click();
    await page.getByText(t('settings.saved'), { exact: true }).waitFor({ timeout: 30_000 });

    // The shop's next load: no Favourites in its menus, and the page itself goes home.
    await reloadHome(shop.page);
    // The menus are drawn (the cart entry needs no feature), without Favourites anywhere.
    await shop.page
      .locator('a[href="/cart"]')
      .first()
      .waitFor({ state: 'attached', timeout: 30_000 });
    expect(await shop.page.locator(FAVORITES_LINK).count()).toBe(0);
    await shop.page.goto('/favorites');
    await shop.page.waitForURL(/\/home$/, { timeout: 30_000 });

    // One click on the change's Restore puts the file's value back.
    await page
      .getByRole('button', { name: new RegExp(`^${t('settings.restoreOf', { at: '' })}`) })
      .first()
      .click();
    await page.getByText(t('settings.saved'), { exact: true }).waitFor({ timeout: 30_000 });
    expect(await favorites.isChecked()).toBe(true);

    await reloadHome(shop.page);
    await shop.page.locator(FAVORITES_LINK).first().waitFor({ timeout: 30_000 });

    // The demo tenant's fixed points hold: nothing differs from the tenant file any more.
    const settings = await adminCall(
      server,
      await operatorToken(server, 'admin@2.refill.test'),
      'admin/tenant-settings',
    );
    expect((settings.body as AdminTenantSettings).overridden).toEqual([]);
    expect(shop.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
    await shop.context.close();
    await admin.context.close();
  }, 300_000);

  it('shows the Settings screen in pt and ar at 360×740 (axe, screenshots)', async () => {
    for (const language of ['pt', 'ar'] as const) {
      const view = await openConsole(browser, server, { language, viewport: 'phone' });
      await signIn(view.page, 'admin@2.refill.test', { language });
      await view.page.goto('/admin/settings');
      await heading(view.page, consoleText(language, 'settings.title'));
      await view.page
        .getByRole('group', { name: consoleText(language, 'settings.featuresTitle') })
        .waitFor({ timeout: 30_000 });
      const overflow = await view.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      // The menu strip shows where the operator is: Settings, its last entry, in its view.
      const strip = view.page.getByRole('navigation', {
        name: consoleText(language, 'shell.navigation'),
      });
      const current = strip.getByRole('link', { name: consoleText(language, 'nav.settings') });
      // (Nearly all of it: the strip's end padding can keep its last pixels out of reach.)
      await expect
        .poll(async () => {
          const [box, entry] = [await strip.boundingBox(), await current.boundingBox()];
          if (box === null || entry === null) return 0;
          const shown =
            Math.min(entry.x + entry.width, box.x + box.width) - Math.max(entry.x, box.x);
          return shown / entry.width;
        })
        .toBeGreaterThan(0.9);
      await checkScreen(view.page, 'settings', language, 'phone');
      expect(view.errors).toEqual([]);
      await view.context.close();
    }
  }, 300_000);

  it('a screen whose file is gone (a deploy while the console was open) says so, and a reload brings it', async () => {
    const t = (key: string, values?: Record<string, string>) => consoleText('pt', key, values);
    const admin = await openConsole(browser, server, { viewport: 'phone' });
    const { page } = admin;
    await signIn(page, 'admin@2.refill.test');
    const gone = /\/assets\/settings-screen-[^/]*\.js$/;
    await page.route(gone, (route) => route.fulfill({ status: 404, body: '' }));
    await page
      .getByRole('link', { name: t('nav.settings') })
      .first()
      .click();
    await heading(page, t('shell.screenFailed'));
    expect(await page.getByRole('alert').allInnerTexts()).toContain(t('shell.screenFailedText'));
    // The menu still leads elsewhere.
    await page
      .getByRole('link', { name: t('nav.orders') })
      .first()
      .click();
    await heading(page, t('orders.title'));
    await page.goBack();
    await heading(page, t('shell.screenFailed'));
    await page.unroute(gone);
    await page.getByRole('button', { name: t('shell.reload') }).click();
    await heading(page, t('settings.title'));
    await admin.context.close();
  }, 120_000);
});
