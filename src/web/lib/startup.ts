/**
 * The start-up sequence (SPEC §4 "Authentication", "Startup failure", "Origin source"; §5
 * "Startup requires a user token"; §8; PRODUCT.md "How a shop gets in"; SECURITY.md T7):
 *
 * 1. remember the origin (utm source / chat link);
 * 2. the user token: query `userToken`, else the stored `authorization`; none → logged, /logout;
 * 3. GET /api/orchestration with it as bearer; the link token leaves the address bar (T7);
 * 4. success → the session token (returned when a link token was exchanged), authSettings,
 *    bottler, language, client and must-stock products in the session; then the cart;
 * 5. 401 tokenExpired → POST /api/webToken/expiredToken, cart emptied, /unauthenticated?reason=expired;
 * 6. anything else → 'Initialization sequence failed: {message}' logged, /logout.
 *
 * Pure of React: ./use-startup.ts runs it for the screens and navigates to the outcome.
 */
import { orchestrationProducts } from '../../domain/catalogue.ts';
import { isSupportedLanguage } from '../../domain/locale.ts';
import type { LanguageCode } from '../../domain/types.ts';
import type { CallResponse } from '../../contract/index.ts';
import { accessClient } from './access-client.ts';
import type { ApiClient } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { flushErrorLog, logError } from './error-log.ts';
import { i18n, initI18n, rememberLanguage } from './i18n.ts';
import { rememberOrigin } from './origin.ts';
import { emptyCart, restoreCart } from './session-cart.ts';
import {
  endSession,
  getSession,
  markSessionPending,
  markSessionRefused,
  startSession,
  type Session,
} from './session.ts';
import { readStored, removeStored, writeStored } from './storage.ts';
import type { PublicTenant } from './tenant.ts';

/** SPEC §5 / §8 "Missing user token". */
export const NO_USER_TOKEN_MESSAGE = 'No userToken provided for authentication.';
/** SPEC §8 "Orchestration authError: 'Auth Error' thrown". */
export const AUTH_ERROR_MESSAGE = 'Auth Error';
/** SPEC §8 "Default message". */
export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred';
export const STARTUP_FAILED_PREFIX = 'Initialization sequence failed: ';

export const LOGOUT_PATH = '/logout';
/** The expired-link variant of the unauthenticated splash (SPEC §8 TokenExpiredError). */
export const EXPIRED_PATH = '/unauthenticated?reason=expired';

export type StartupOutcome =
  | { kind: 'authenticated' }
  | { kind: 'expired'; to: typeof EXPIRED_PATH }
  | { kind: 'failed'; to: typeof LOGOUT_PATH; message: string };

type OrchestrationResponse = CallResponse<'orchestration'>;
type ExpiredTokenResponse = CallResponse<'expiredToken'>;

export interface StartupOptions {
  /** The visit's query string (`?userToken=…&search=…`). */
  search: string;
  /** The tenant the page loaded: its languages decide whether the client's language applies. */
  tenant: Pick<PublicTenant, 'language' | 'languages'>;
  /** The client for one token (tests inject one); default: ./access-client.ts. */
  clientFor?: (token: string | undefined) => ApiClient;
  /** Removes `userToken` from the address bar; default: history.replaceState (T7). */
  scrubAddressBar?: () => void;
  now?: () => Date;
}

/**
 * T7: drops `userToken` from the address bar, keeping the path, the other parameters, the hash
 * and the router's history state. No new history entry.
 */
export function removeUserTokenFromAddressBar(win: Window = window): void {
  const url = new URL(win.location.href);
  if (!url.searchParams.has('userToken')) return;
  url.searchParams.delete('userToken');
  win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** The query without `userToken` ('' or '?a=b'), for the router's copy of the address. */
export function searchWithoutUserToken(search: string): string {
  const query = new URLSearchParams(search);
  query.delete('userToken');
  const rest = query.toString();
  return rest === '' ? '' : `?${rest}`;
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message !== '' ? error.message : UNKNOWN_ERROR_MESSAGE;
}

/** SPEC §7 orchestration: "non-200 or authError raises an error". */
function checkOrchestration(answer: OrchestrationResponse | undefined): OrchestrationResponse {
  if (answer === undefined || typeof answer !== 'object' || answer.client === undefined) {
    throw new Error(UNKNOWN_ERROR_MESSAGE);
  }
  const validation = answer.validatePayload;
  if (validation?.result?.authError === true || validation?.payload?.authError === true) {
    throw new Error(AUTH_ERROR_MESSAGE);
  }
  return answer;
}

/**
 * SPEC §1 language order (query, storage, default): the client's language applies on a visit
 * whose query names none and when nothing is stored yet, if the tenant offers it.
 */
async function applyClientLanguage(
  language: LanguageCode | undefined,
  query: URLSearchParams,
  tenant: StartupOptions['tenant'],
): Promise<void> {
  if (!isSupportedLanguage(language) || query.has('language') || readStored('language')) return;
  const offered = tenant.languages.length > 0 ? tenant.languages : [tenant.language];
  if (!offered.includes(language)) return;
  rememberLanguage(language);
  if (i18n.language !== language) await initI18n(language);
}

async function acceptSession(
  answer: OrchestrationResponse,
  userToken: string,
  query: URLSearchParams,
  options: StartupOptions,
  clientFor: (token: string | undefined) => ApiClient,
): Promise<StartupOutcome> {
  const sessionToken = answer.token ?? userToken;
  const bottler = String(answer.client.bottler);
  const clientId = answer.validatePayload.payload.clientId ?? answer.client.external_id;
  writeStored('authSettings', { bottler, clientId });
  writeStored('bottler', bottler);
  await applyClientLanguage(answer.client.language, query, options.tenant).catch(() => undefined);
  startSession(sessionToken, answer.client, {
    bottler,
    products: orchestrationProducts(answer.products ?? []),
  });
  await restoreCart();
  void flushErrorLog(clientFor(sessionToken));
  return { kind: 'authenticated' };
}

/** SPEC §4 / §8 TokenExpiredError: report it, keep what it answers, empty the cart. */
async function expiredTokenFlow(
  token: string,
  error: ApiError,
  clientFor: (token: string | undefined) => ApiClient,
): Promise<StartupOutcome> {
  let answer: ExpiredTokenResponse | undefined;
  try {
    answer = await clientFor(undefined).call('expiredToken', { body: { token } });
  } catch {
    answer = undefined;
  }
  const fromError = error.params?.bottler;
  const bottler = answer?.bottler ?? (typeof fromError === 'number' ? fromError : undefined);
  const settings = { ...readStored('authSettings') };
  if (bottler !== undefined && bottler !== null) {
    settings.bottler = String(bottler);
    writeStored('bottler', String(bottler));
  }
  settings.userContextReset = answer?.isUserContextResetSuccess === true;
  writeStored('authSettings', settings);
  removeStored('authorization');
  endSession();
  await emptyCart();
  return { kind: 'expired', to: EXPIRED_PATH };
}

/** Runs the whole sequence once; never throws. */
export async function runStartup(options: StartupOptions): Promise<StartupOutcome> {
  const clientFor = options.clientFor ?? accessClient;
  const now = options.now ?? (() => new Date());
  const scrub = options.scrubAddressBar ?? (() => removeUserTokenFromAddressBar());
  const query = new URLSearchParams(options.search);
  rememberOrigin(query);

  const linkToken = query.get('userToken')?.trim();
  const token = linkToken || readStored('authorization') || undefined;
  if (token === undefined) {
    await logError(NO_USER_TOKEN_MESSAGE, undefined, now());
    endSession();
    return { kind: 'failed', to: LOGOUT_PATH, message: NO_USER_TOKEN_MESSAGE };
  }

  markSessionPending();
  const client = clientFor(token);
  let answer: OrchestrationResponse | undefined;
  try {
    answer = await client.call('orchestration');
  } catch (error) {
    if (error instanceof ApiError && error.code === 'tokenExpired') {
      return expiredTokenFlow(token, error, clientFor);
    }
    return fail(error, client, now());
  } finally {
    if (linkToken) scrub();
  }
  try {
    return await acceptSession(checkOrchestration(answer), token, query, options, clientFor);
  } catch (error) {
    return fail(error, client, now());
  }
}

async function fail(error: unknown, client: ApiClient, at: Date): Promise<StartupOutcome> {
  const message = `${STARTUP_FAILED_PREFIX}${messageOf(error)}`;
  await logError(message, client, at);
  // The stored token stays for /logout, which revokes it on the server and clears it.
  markSessionRefused();
  return { kind: 'failed', to: LOGOUT_PATH, message };
}

interface CurrentStartup {
  key: string;
  promise: Promise<StartupOutcome>;
  settled: boolean;
  /** The session as the run left it, once it has ended refused or expired. */
  refusedAs?: Session;
}

let current: CurrentStartup | undefined;

/**
 * The start-up for this visit, run once per user token: screens that mount while it runs (entry,
 * guards, StrictMode's second effect) share it, to its last step. A new `userToken`, or a session
 * that ended, starts a new one; an authenticated session without a new link token resolves at
 * once.
 *
 * A run that ended refused or expired answers the screens that ask after it, as long as nothing
 * has touched the session since: main.tsx starts the stored session's run before the first
 * render, and it can end before the guard's effect asks. A second run would find the token it
 * removed and send the shop to the generic page instead of "link expired" (decision 071).
 * Logging out, a new stored token, or anything else that moves the session on starts a new run.
 */
export function ensureStartup(options: StartupOptions): Promise<StartupOutcome> {
  const linkToken = new URLSearchParams(options.search).get('userToken')?.trim();
  const key = linkToken ? `link:${linkToken}` : 'stored';
  const session = getSession();
  if (
    current?.key === key &&
    (!current.settled || session.isAuthenticated || current.refusedAs === session)
  ) {
    return current.promise;
  }
  if (!linkToken && session.isAuthenticated) return Promise.resolve({ kind: 'authenticated' });
  const run: CurrentStartup = { key, promise: runStartup(options), settled: false };
  void run.promise.then((outcome) => {
    run.settled = true;
    if (outcome.kind !== 'authenticated') run.refusedAs = getSession();
  });
  current = run;
  return run.promise;
}
