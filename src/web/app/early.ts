/**
 * What the shop page asks for before the app's own code has arrived (issue 16, P2). The page's
 * first script (early-entry.ts) is this and a few small modules; React, the router and i18next
 * come in main.tsx's chunks. So a cold visit's calls go out one short download after the page,
 * beside those chunks, instead of after them and their evaluation:
 * - the tenant's call, and the messages of the language the visit names or stored;
 * - for a signed-in page opened with a stored session: the start-up's orchestration (and on
 *   /products the catalogue's first page, at the address lib/products.ts asks it with), and on a
 *   screen of product tiles the shop's favorites.
 * The in-app shell's chunks are asked for by the page's own head (in-app.html, decision 081) and
 * the screen's by main.tsx (`preloadScreen`): imported from here, the build would split the
 * app's entry into many small chunks for them to share.
 * The calls' answers are taken by their callers (`askEarly` in lib/api-client.ts; bootstrap's
 * tenant); a failed chunk or call changes nothing, its caller asks again and shows its own error.
 */
import { CATALOGUE_PAGE_SIZE, cataloguePageQuery } from '../../domain/catalogue-page-query.ts';
import { isSupportedLanguage } from '../../domain/locale.ts';
import { apiClient, askEarly } from '../lib/api-client.ts';
import { loadMessages } from '../lib/messages.ts';
import { readStored } from '../lib/storage.ts';
import { loadPublicTenant, resolveBottler, type PublicTenant } from '../lib/tenant.ts';
import { routeAt, type ScreenName } from './routes.ts';

export interface Early {
  /** The tenant's public configuration (bootstrap waits for it). */
  tenant: Promise<PublicTenant>;
  /** The signed-in page's screen when the visit is one (its calls were asked for), else undefined. */
  signedInScreen: ScreenName | undefined;
}

/**
 * For a signed-in page opened with a stored session: asks for the orchestration (and /products'
 * first page, and a tile screen's favorites). Nothing for the getting-in pages, an unknown path,
 * a visit without a stored session or with a link token (the start-up exchanges it). The page's
 * screen when it asked.
 */
export function askSignedInPage(pathname: string, search: string): ScreenName | undefined {
  if (!readStored('authorization') || new URLSearchParams(search).has('userToken'))
    return undefined;
  const route = routeAt(pathname);
  if (!route?.guarded) return undefined;
  askEarly('orchestration');
  // /products shows the catalogue's first page (lib/products.ts asks it the same way): asked
  // beside the orchestration, its tiles can render with the screen instead of one round trip
  // after it.
  const language = readStored('language');
  if (route.screen === 'products' && isSupportedLanguage(language)) {
    askEarly('productsPage', { query: cataloguePageQuery(0, CATALOGUE_PAGE_SIZE, language) });
  }
  if (SCREENS_WITH_TILES.has(route.screen)) askEarly('favorites');
  return route.screen;
}

/**
 * The screens whose first render shows product tiles, each with its favorite heart (SPEC §3
 * favorites): they ask for the shop's favorites at boot too. Asked by the tiles' first render
 * instead, the call went out one round trip after the screen's chunks had arrived, the last
 * request of a cold /products before its first tiles painted (Lighthouse's simulated LCP waited
 * for it, ~160 ms). A tenant with favorites off answers an empty list, which nobody takes.
 */
const SCREENS_WITH_TILES: ReadonlySet<ScreenName> = new Set<ScreenName>([
  'home',
  'products',
  'search',
  'categoryProducts',
  'promotions',
  'favorites',
]);

let started: Early | undefined;

/**
 * Starts the visit's calls and downloads (see above), once: the page's first script does, and
 * main.tsx takes what it started (or starts it, if it ran first).
 */
export function startEarly(pathname: string, search: string): Early {
  started ??= ask(pathname, search);
  return started;
}

function ask(pathname: string, search: string): Early {
  const query = new URLSearchParams(search);
  // The tenant's call and the language's messages first: every first render waits for them, and
  // a slow phone's few connections take requests in the order they are made.
  const tenant = loadPublicTenant(resolveBottler(query), apiClient);
  const language = query.get('language') ?? readStored('language');
  if (isSupportedLanguage(language)) void loadMessages(language).catch(() => undefined);
  return { tenant, signedInScreen: askSignedInPage(pathname, search) };
}
