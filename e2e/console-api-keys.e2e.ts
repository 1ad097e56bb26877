// The console's ERP API keys (issue 13) in Chromium on the real server (tenant 2), on a phone
// (360×740): an admin creates a key with two scopes, reads the one-time warning, copies the key
// from its field and the ERP reads the order feed with it; then revokes it after confirming, and
// the ERP is refused. The screen in pt and ar: no horizontal overflow, axe, screenshots (also
// under /tmp/shots-erp-sync/).
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer } from './support/app.ts';
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

const SHOTS = '/tmp/shots-erp-sync';

async function erpFeed(server: RunningServer, key: string): Promise<number> {
  const response = await fetch(`${server.url}/api/erp/v1/orders?limit=1`, {
    headers: { authorization: `Bearer ${key}` },
  });
  await response.arrayBuffer();
  return response.status;
}

describe('console ERP API keys (issue 13)', () => {
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

  it('creates a key shown once, the ERP uses it, and revoking it shuts the ERP out', async () => {
    const t = (key: string, values?: Record<string, string>) => consoleText('pt', key, values);
    const { page, errors, context } = await openConsole(browser, server, { viewport: 'phone' });
    await signIn(page, 'admin@2.refill.test');
    await page.goto('/admin/api-keys');
    await heading(page, t('apiKeys.title'));

    await page.getByLabel(t('apiKeys.name')).fill('SAP e2e');
    await page.getByRole('checkbox', { name: t('apiKeys.scope.clients') }).check();
    await page.getByRole('button', { name: t('apiKeys.submit'), exact: true }).click();
    const secretField = page.getByLabel(t('apiKeys.secretOf', { name: 'SAP e2e' }));
    await secretField.waitFor({ timeout: 30_000 });
    await expect
      .poll(() =>
        page
          .getByRole('alert')
          .filter({ hasText: t('apiKeys.onceWarning') })
          .count(),
      )
      .toBe(1);
    const key = await secretField.inputValue();
    expect(key).toMatch(/^rk_[0-9a-f]{32}_[A-Za-z0-9_-]{43}$/);
    expect(await erpFeed(server, key)).toBe(200);

    const row = page.getByRole('row').filter({ hasText: 'SAP e2e' });
    await row.waitFor();
    expect(await row.innerText()).toContain(
      `${t('apiKeys.scope.clients')}, ${t('apiKeys.scope.orders')}`,
    );
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await checkScreen(page, 'api-keys-created', 'pt', 'phone');

    await page.getByRole('button', { name: t('apiKeys.revokeOf', { name: 'SAP e2e' }) }).click();
    const dialog = page.getByRole('dialog', { name: t('apiKeys.revokeTitle') });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: t('apiKeys.revoke'), exact: true }).click();
    await row.getByText(t('apiKeys.revokedOn', { date: '' }).trim()).waitFor({ timeout: 30_000 });
    expect(await erpFeed(server, key)).toBe(401);
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);

  it('lays the screen out at 360×740 in pt and ar without overflow (screenshots)', async () => {
    mkdirSync(SHOTS, { recursive: true });
    for (const language of ['pt', 'ar'] as const) {
      const view = await openConsole(browser, server, { language, viewport: 'phone' });
      const { page } = view;
      await signIn(page, 'admin@2.refill.test', { language });
      await page.goto('/admin/api-keys');
      await heading(page, consoleText(language, 'apiKeys.title'));
      await page.getByRole('row').filter({ hasText: 'SAP e2e' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(
        language === 'ar' ? 'rtl' : 'ltr',
      );
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      await checkScreen(page, 'api-keys', language, 'phone');
      copyFileSync(
        join(SCREENSHOT_DIR, `api-keys-${language}-phone.png`),
        join(SHOTS, `api-keys-${language}.png`),
      );
      expect(view.errors).toEqual([]);
      await view.context.close();
    }
  }, 300_000);
});
