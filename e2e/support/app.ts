/**
 * Getting a shop into the app for the journeys: a server whose bot keys and link secret the test
 * knows, chat links from `POST /api/bot/links`, a session token for API set-up calls, an expired
 * link signed with the server's own link secret, and a phone page opened signed in.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createTokenService } from '../../src/server/modules/auth/tokens.ts';
import { loadServedTenants, tokenEnvironment } from '../../src/server/served-tenants.ts';
import { phoneContext } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

/** Bot keys of the tenants the journeys use (BOT_KEYS wants at least 16 characters each). */
export const BOT_KEYS: Readonly<Record<string, string>> = Object.fromEntries(
  [2, 5, 13, 14].map((bottler) => [String(bottler), `e2e-bot-key-${bottler}-0123456789abcdef`]),
);
/** Secrets known to the test, so it can sign an expired link (at least 32 bytes, different). */
const LINK_SECRET = 'e2e-link-secret-0123456789abcdefghijklmnop';
const SESSION_SECRET = 'e2e-session-secret-0123456789abcdefghijklm';
const APP_ENV = 'test';

/** PRODUCT.md: every demo client's standalone password. */
export const DEMO_PASSWORD = 'Demo@2026';

/** The real server (demo seed on first start) with the bot keys and secrets above. */
export function startAppServer(dataDir?: string): Promise<RunningServer> {
  return startServer(
    {
      APP_ENV,
      BOT_KEYS: JSON.stringify(BOT_KEYS),
      LINK_SECRET,
      SESSION_SECRET,
    },
    dataDir,
  );
}

export interface ChatLink {
  url: string;
  token: string;
}

/** A chat deep link for one shop, as the tenant's bot gets it. */
export async function chatLink(
  server: RunningServer,
  bottler: number,
  clientId: string,
): Promise<ChatLink> {
  const key = BOT_KEYS[String(bottler)];
  if (key === undefined) throw new Error(`no bot key for tenant ${bottler}`);
  const response = await fetch(`${server.url}/api/bot/links`, {
    method: 'POST',
    headers: { 'x-bot-key': key, 'content-type': 'application/json' },
    body: JSON.stringify({ clientId }),
  });
  if (!response.ok) throw new Error(`bot/links answered ${response.status}`);
  return (await response.json()) as ChatLink;
}

/** A session token for API set-up calls (the orchestration exchange the app does at start-up). */
export async function sessionToken(
  server: RunningServer,
  bottler: number,
  clientId: string,
): Promise<string> {
  const link = await chatLink(server, bottler, clientId);
  const response = await fetch(`${server.url}/api/orchestration`, {
    headers: { authorization: `Bearer ${link.token}` },
  });
  if (!response.ok) throw new Error(`orchestration answered ${response.status}`);
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error('orchestration gave no session token');
  return body.token;
}

/** An API call with a session token; throws on a non-2xx answer. */
export async function api<T>(
  server: RunningServer,
  token: string,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  const response = await fetch(`${server.url}/api/${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) {
    throw new Error(
      `${init.method ?? 'GET'} ${path} answered ${response.status}: ${await response.text()}`,
    );
  }
  return (await response.json()) as T;
}

/**
 * A chat link whose token expired an hour ago, signed like the server signs its links (same
 * secret, the tenant's `family/environment` claim at APP_ENV=test).
 */
export async function expiredChatLink(
  server: RunningServer,
  bottler: number,
  clientId: string,
): Promise<string> {
  const tenant = loadServedTenants({ APP_ENV, DEPLOYMENT_FAMILY: 'all' }).get(bottler);
  if (!tenant) throw new Error(`tenant ${bottler} is not served`);
  const tokens = createTokenService({ linkSecret: LINK_SECRET, sessionSecret: SESSION_SECRET });
  const { token } = await tokens.signLinkToken({
    bottler,
    clientId,
    env: tokenEnvironment(tenant),
    ttlSeconds: 60,
    now: new Date(Date.now() - 60 * 60 * 1000),
  });
  const query = new URLSearchParams({ bottler: String(bottler), userToken: token });
  return `${server.url}/?${query.toString()}`;
}

/** Marks the tenant's feature announcements seen for the client, so no modal covers the pages. */
export async function markFeaturesSeen(server: RunningServer, token: string): Promise<void> {
  const config = await api<{ features?: { id: string | number }[] }>(
    server,
    token,
    'ecommerce/config',
  );
  for (const feature of config.features ?? []) {
    await api(server, token, 'user', { method: 'PUT', body: { featureSeen: feature.id } });
  }
}

export interface OpenApp {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors, for the journeys to assert there were none. */
  errors: string[];
}

export interface OpenOptions {
  language?: string;
  /** Permissions for the context (e.g. clipboard). */
  permissions?: string[];
  /** 'block': no service worker, so every request of the page meets the context's routes. */
  serviceWorkers?: 'allow' | 'block';
}

/** A phone context with a page that records uncaught errors and never reaches an external host. */
export async function newPhonePage(
  browser: Browser,
  server: RunningServer,
  options: OpenOptions = {},
): Promise<OpenApp> {
  const context = await phoneContext(browser, server.url, {
    serviceWorkers: options.serviceWorkers,
  });
  if (options.permissions) {
    await context.grantPermissions(options.permissions, { origin: server.url });
  }
  // There is no network: anything not on the test server is answered locally, never fetched.
  // A 204 answer to a navigation (the chat redirect) leaves the page where it is.
  await context.route(
    (url) => !url.href.startsWith(server.url),
    (route) => route.fulfill({ status: 204, body: '' }),
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Opens the app from a fresh chat link of the shop and waits for /home. */
export async function openSignedIn(
  browser: Browser,
  server: RunningServer,
  bottler: number,
  clientId: string,
  options: OpenOptions = {},
): Promise<OpenApp> {
  const opened = await newPhonePage(browser, server, options);
  const link = await chatLink(server, bottler, clientId);
  const url = options.language ? `${link.url}&language=${options.language}` : link.url;
  await opened.page.goto(url);
  await opened.page.waitForURL(/\/home$/, { timeout: 30_000 });
  // Not expect.poll: this also runs in beforeAll hooks.
  await opened.page.waitForFunction(() => localStorage.getItem('authorization'), undefined, {
    timeout: 20_000,
  });
  return opened;
}

/** Waits for the start-up preloader to go (SPEC §2: removed after 1 s) and a heading in <main>. */
export async function settled(page: Page): Promise<void> {
  await page.locator('#preloader').waitFor({ state: 'detached', timeout: 30_000 });
  await page.locator('main h1').first().waitFor({ state: 'attached', timeout: 30_000 });
}

/** Opens an in-app path (the app starts again from the stored session) and waits for it. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settled(page);
}
