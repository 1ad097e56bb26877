/**
 * Helpers for the console journeys (issue 12): console pages on a laptop or a phone, signing in
 * through the screen (with a TOTP code computed by `otpauth` when asked), operator tokens for API
 * checks, TOTP codes, the console's own texts (src/web/admin/locales) to find controls by their
 * accessible names, and the screenshot + axe check every console screen gets.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isolateValue } from '../../src/domain/bidi.ts';
import type { LanguageCode } from '../../src/domain/types.ts';
import * as OTPAuth from 'otpauth';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from './app.ts';
import { describeViolations, seriousViolations } from './axe.ts';
import type { RunningServer } from './server.ts';

export { DEMO_PASSWORD };

export type ConsoleLanguage = 'pt' | 'ar';
type Tree = { [key: string]: string | Tree };

const localeTrees = new Map<string, Tree>();

/** A console text (`signIn.submit`) in a language, as the screen shows it. */
export function consoleText(
  language: string,
  key: string,
  values: Record<string, string> = {},
): string {
  let tree = localeTrees.get(language);
  if (!tree) {
    const file = join(import.meta.dirname, `../../src/web/admin/locales/${language}.json`);
    tree = JSON.parse(readFileSync(file, 'utf8')) as Tree;
    localeTrees.set(language, tree);
  }
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no console text ${language} ${key}`);
  // The console isolates values of another script in Arabic (domain/bidi.ts); so does this text.
  return node.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) =>
    isolateValue(values[name] ?? '', language as LanguageCode),
  );
}

export const VIEWPORTS = {
  phone: { width: 360, height: 740 },
  laptop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export interface ConsolePage {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/** A console page in a language (stored as the operator's choice before the app starts). */
export async function openConsole(
  browser: Browser,
  server: RunningServer,
  { language = 'pt', viewport = 'laptop' }: { language?: string; viewport?: ViewportName } = {},
): Promise<ConsolePage> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: VIEWPORTS[viewport],
    deviceScaleFactor: 1,
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
  });
  await context.route(
    (url) => !url.href.startsWith(server.url),
    (route) => route.fulfill({ status: 204, body: '' }),
  );
  await context.addInitScript((chosen) => {
    if (!localStorage.getItem('adminLanguage')) localStorage.setItem('adminLanguage', chosen);
  }, language);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** The screen's <h1> with that text. */
export async function heading(page: Page, text: string): Promise<void> {
  await page
    .getByRole('heading', { level: 1, name: text, exact: true })
    .waitFor({ timeout: 30_000 });
}

/** A TOTP code of a base32 secret, for the 30 s step that holds `at` (ms). */
export function totpCode(secret: string, at: number = Date.now()): string {
  const totp = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    period: 30,
  });
  return totp.generate({ timestamp: at });
}

/**
 * Signs in through the screen (`/admin/sign-in`) and waits for the orders board; `code` is asked
 * for when the operator has a second factor.
 */
export async function signIn(
  page: Page,
  email: string,
  {
    language = 'pt',
    password = DEMO_PASSWORD,
    code,
  }: { language?: string; password?: string; code?: () => string } = {},
): Promise<void> {
  const t = (key: string) => consoleText(language, key);
  await page.goto('/admin/sign-in');
  await page.getByLabel(t('signIn.email')).fill(email);
  await page.getByLabel(t('signIn.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: t('signIn.submit'), exact: true }).click();
  if (code) {
    const field = page.getByLabel(t('signIn.code'), { exact: true });
    await field.waitFor({ timeout: 30_000 });
    await field.fill(code());
    await page.getByRole('button', { name: t('signIn.verify') }).click();
  }
  // The board, or the refusal the screen shows (said in the failure rather than a bare time-out).
  const board = page.getByRole('heading', { level: 1, name: t('orders.title'), exact: true });
  const refusal = page.locator('.auth-card [role="alert"]');
  try {
    await board.or(refusal).first().waitFor({ timeout: 30_000 });
  } catch (error) {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'failed-sign-in.png'), fullPage: true });
    throw new Error(
      `sign-in did not reach the board: ${page.url()}\n${await page.locator('body').innerText()}`,
      {
        cause: error,
      },
    );
  }
  if (await refusal.isVisible()) throw new Error(`sign-in refused: ${await refusal.innerText()}`);
}

/** An operator token from `POST /api/admin/session` (an operator without a second factor). */
export async function operatorToken(
  server: RunningServer,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const response = await fetch(`${server.url}/api/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { token?: string };
  if (!response.ok || !body.token) throw new Error(`admin/session answered ${response.status}`);
  return body.token;
}

/** A console call with an operator token: its status and JSON body. */
export async function adminCall(
  server: RunningServer,
  token: string,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${server.url}/api/${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}

export const SCREENSHOT_DIR = join(import.meta.dirname, '../../.tmp/screenshots/console');

/**
 * The check every console screen gets: no serious or critical axe finding, and a full-page
 * screenshot `<screen>-<language>-<viewport>.png` under .tmp/screenshots/console/.
 */
export async function checkScreen(
  page: Page,
  screen: string,
  language: string,
  viewport: ViewportName,
): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({
    path: join(SCREENSHOT_DIR, `${screen}-${language}-${viewport}.png`),
    fullPage: true,
  });
  const violations = await seriousViolations(page);
  expect(
    violations,
    describeViolations(`${screen} (${language}, ${viewport})`, violations),
  ).toEqual([]);
}
