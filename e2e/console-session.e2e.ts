// The console's session journeys (issue 12) in Chromium on the real server: an admin of tenant 2
// signs in, turns on TOTP (the code computed with otpauth from the secret the screen shows),
// signs out and signs in again with a code; invites a sales operator, who sets a password from
// the one-time link and sees only the order desk. A shop sets its standalone password from the
// console's reset link (the shop's /set-password page, at 360 px in pt and ar) and signs in.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { newPhonePage, startAppServer } from './support/app.ts';
import { describeViolations, seriousViolations } from './support/axe.ts';
import { launchBrowser } from './support/browser.ts';
import { text } from './support/checkout.ts';
import {
  adminCall,
  consoleText,
  heading,
  openConsole,
  operatorToken,
  SCREENSHOT_DIR,
  signIn,
  totpCode,
  type ConsolePage,
} from './support/console.ts';
import type { RunningServer } from './support/server.ts';

const t = (key: string, values?: Record<string, string>) => consoleText('pt', key, values);
const ADMIN = 'admin@2.refill.test';

describe('console sessions (issue 12)', () => {
  let server: RunningServer;
  let browser: Browser;
  let admin: ConsolePage;

  beforeAll(async () => {
    server = await startAppServer();
    browser = await launchBrowser();
    admin = await openConsole(browser, server);
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('an admin turns on TOTP, signs out, and signs in again with a code', async () => {
    const { page } = admin;
    await signIn(page, ADMIN);
    await page.getByRole('link', { name: t('nav.security') }).click();
    await heading(page, t('security.title'));
    await page.getByRole('button', { name: t('totp.start') }).click();
    const secret = (await page.getByTestId('totp-secret').innerText()).trim();
    await page.getByRole('img', { name: t('totp.qrTitle') }).waitFor();
    const confirmedAt = Date.now();
    await page.getByLabel(t('totp.code')).fill(totpCode(secret, confirmedAt));
    await page.getByRole('button', { name: t('totp.confirm') }).click();
    await page
      .getByRole('status')
      .filter({ hasText: t('security.totpOn') })
      .waitFor();

    await page.locator('.account-menu summary').click();
    await page.getByRole('button', { name: t('shell.signOut'), exact: true }).click();
    await heading(page, t('signIn.title'));
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();

    // A code already used is refused: the current step's, or the next one (±1 step is accepted)
    // while still in the step whose code confirmed the setup.
    await signIn(page, ADMIN, {
      code: () => totpCode(secret, Math.max(Date.now(), confirmedAt + 30_000)),
    });
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeTruthy();
    expect(admin.errors).toEqual([]);
  });

  it('an invited sales operator sets a password from the link and sees the order desk, without credit, operators or keys', async () => {
    const { page } = admin;
    await page.getByRole('link', { name: t('nav.operators') }).click();
    await heading(page, t('operators.title'));
    const email = 'maria.sales@2.refill.test';
    await page.getByLabel(t('signIn.email')).fill(email);
    await page.getByLabel(t('operators.role'), { exact: true }).selectOption('sales');
    await page.getByRole('button', { name: t('operators.sendInvite') }).click();
    const link = page.getByLabel(t('operators.inviteLink', { email }));
    await link.waitFor();
    const url = await link.inputValue();
    expect(url).toMatch(/\/admin\/set-password#token=/);
    await page.getByRole('cell', { name: email }).waitFor();

    const invited = await openConsole(browser, server, { viewport: 'phone' });
    await invited.page.goto(url);
    await heading(invited.page, t('setPassword.title'));
    await invited.page.getByLabel(t('setPassword.password')).fill('Sol@2026x');
    await invited.page.getByLabel(t('setPassword.confirm')).fill('Sol@2026x');
    await invited.page.getByRole('button', { name: t('setPassword.submit') }).click();
    await invited.page.getByText(t('setPassword.done')).waitFor();

    await signIn(invited.page, email, { password: 'Sol@2026x' });
    const nav = invited.page.getByRole('navigation', { name: t('shell.navigation') });
    const links = await nav.getByRole('link').allInnerTexts();
    expect(links).toEqual([
      t('nav.orders'),
      t('nav.schedules'),
      t('nav.clients'),
      t('nav.catalogue'),
      t('nav.combos'),
      t('nav.imports'),
      t('nav.banners'),
      t('nav.content'),
      t('nav.nps'),
      t('nav.security'),
      t('nav.settings'),
    ]);
    expect(invited.errors).toEqual([]);
    await invited.context.close();
  });

  it("a shop sets its password from the console's reset link, then signs in with it", async () => {
    const sales = await operatorToken(server, 'sales@2.refill.test');
    const reset = await adminCall(server, sales, 'admin/clients/1003/password-reset', {
      method: 'POST',
    });
    expect(reset.status).toBe(200);
    const link = new URL((reset.body as { setPasswordUrl: string }).setPasswordUrl);
    expect(link.pathname + link.search).toBe('/set-password?bottler=2');
    const path = `${link.pathname}${link.search}${link.hash}`;
    const pt = (key: string, values?: Record<string, string>) => text('pt', key, values);
    mkdirSync(SCREENSHOT_DIR, { recursive: true });

    const shop = await newPhonePage(browser, server);
    const { page } = shop;
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: pt('setPassword.title') }).waitFor();
    const password = page.getByLabel(pt('setPassword.password'), { exact: true });
    const repeat = page.getByLabel(pt('setPassword.repeat'), { exact: true });
    const save = page.getByRole('button', { name: pt('setPassword.submit') });
    // SPEC §5's rule, then two different passwords: each said at its field, nothing sent.
    await password.fill('short');
    await save.click();
    await page.getByText(pt('login.passwordInvalid')).waitFor();
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    await password.fill('Loja@2027x');
    await repeat.fill('Loja@2027y');
    await save.click();
    await page.getByText(pt('setPassword.mismatch')).waitFor();
    const formViolations = await seriousViolations(page);
    expect(formViolations, describeViolations('set-password pt', formViolations)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'shop-set-password-pt.png') });
    await repeat.fill('Loja@2027x');
    await save.click();
    await page
      .getByRole('status')
      .filter({ hasText: pt('setPassword.done', { clientId: '1003' }) })
      .waitFor();
    // The token leaves the address bar once used.
    expect(new URL(page.url()).hash).toBe('');

    await page.getByRole('link', { name: pt('setPassword.signIn') }).click();
    await page.getByRole('heading', { level: 1, name: pt('login.welcome') }).waitFor();
    await page.getByLabel(pt('login.clientId'), { exact: true }).fill('1003');
    await page.getByLabel(pt('login.password'), { exact: true }).fill('Loja@2027x');
    await page.getByRole('button', { name: pt('login.submit'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/home', { timeout: 60_000 });

    // In Arabic, for a shop of tenant 5 (Morocco): set once, then the same link again is refused
    // by the service and the page says why.
    const sales5 = await operatorToken(server, 'sales@5.refill.test');
    const reset5 = await adminCall(server, sales5, 'admin/clients/1001/password-reset', {
      method: 'POST',
    });
    expect(reset5.status).toBe(200);
    const link5 = new URL((reset5.body as { setPasswordUrl: string }).setPasswordUrl);
    const ar = (key: string, values?: Record<string, string>) => text('ar', key, values);
    const again = await newPhonePage(browser, server);
    const setInArabic = async () => {
      await again.page.goto('about:blank'); // a fresh document, not a hash change
      await again.page.goto(`${link5.pathname}${link5.search}&language=ar${link5.hash}`);
      await again.page.getByRole('heading', { level: 1, name: ar('setPassword.title') }).waitFor();
      await again.page.getByLabel(ar('setPassword.password'), { exact: true }).fill('Dar@2027x');
      await again.page.getByLabel(ar('setPassword.repeat'), { exact: true }).fill('Dar@2027x');
      await again.page.getByRole('button', { name: ar('setPassword.submit') }).click();
    };
    await setInArabic();
    await again.page
      .getByRole('status')
      .filter({ hasText: ar('setPassword.done', { clientId: '1001' }) })
      .waitFor();
    await again.page.screenshot({ path: join(SCREENSHOT_DIR, 'shop-set-password-done-ar.png') });
    await setInArabic();
    await again.page
      .getByRole('alert')
      .filter({ hasText: ar('setPassword.used') })
      .waitFor();
    expect(await again.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const violations = await seriousViolations(again.page);
    expect(violations, describeViolations('set-password used ar', violations)).toEqual([]);
    await again.page.screenshot({ path: join(SCREENSHOT_DIR, 'shop-set-password-used-ar.png') });
    expect([...shop.errors, ...again.errors]).toEqual([]);
    await shop.context.close();
    await again.context.close();
  });
});
