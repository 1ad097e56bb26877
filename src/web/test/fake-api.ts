/**
 * Test helper: a stubbed global `fetch` answering the service's calls from a table keyed by call
 * name (`simulateOrder`, `products`… as in src/contract/paths.ts), or by 'METHOD /api/path' when a
 * test cares about one exact address (a path parameter, a query string). An exact address wins
 * over the call's name; unlisted calls answer 404. Every request is recorded with its call name,
 * method, path, bearer token and JSON body.
 */
import { vi } from 'vitest';
import { API_PREFIX, CALL_ROUTES, type CallName } from '../../contract/paths.ts';
import {
  browseOrder,
  CATALOGUE_PAGE_SIZE,
  filterCatalogue,
  pageOf,
  searchCatalogue,
} from '../../domain/catalogue-pages.ts';
import { isSupportedLanguage } from '../../domain/locale.ts';
import type { Product } from '../../domain/types.ts';

export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

export interface RecordedCall {
  /** The contract's call this request is (undefined for an address no call has). */
  name: CallName | undefined;
  method: string;
  path: string;
  search: string;
  bearer: string | undefined;
  body: unknown;
}

/** An answer, a function of the request, or 'hang': no answer until the request is aborted. */
export type FakeRoute =
  FakeAnswer | 'hang' | ((call: RecordedCall) => FakeAnswer | Promise<FakeAnswer>);

/**
 * A valid orchestration answer (SPEC §7) for shop 1001 of tenant 2, with no products: the
 * start-up that checks it ends authenticated.
 */
export const AUTHENTICATED_ORCHESTRATION: FakeAnswer = {
  body: {
    isValid: true,
    validatePayload: { result: { authError: false }, payload: { authError: false } },
    client: {
      minimumOrder: 0,
      paymentLimit: 100,
      external_id: '1001',
      name: 'Shop',
      isOrderOptionActive: true,
      isFinishOrderOverLimitAuthorized: false,
      bottler: 2,
    },
    products: [],
  },
};

/** A call name, or 'METHOD /api/exact/path' for one address. */
export type FakeRouteKey = CallName | `${'GET' | 'POST' | 'PUT'} /api/${string}`;

export interface FakeApi {
  calls: RecordedCall[];
  /** The recorded calls of a call name, or to one exact 'METHOD /api/path'. */
  callsTo: (route: FakeRouteKey) => RecordedCall[];
}

const CALL_PATTERNS = (Object.keys(CALL_ROUTES) as CallName[]).map((name) => {
  const { method, path } = CALL_ROUTES[name];
  const pattern = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]\w*/g, '[^/]+');
  return { name, method: method as string, regex: new RegExp(`^${API_PREFIX}${pattern}$`) };
});

/** Which call of the contract a request is. */
export function callNameOf(method: string, path: string): CallName | undefined {
  return CALL_PATTERNS.find((call) => call.method === method && call.regex.test(path))?.name;
}

const matches = (call: RecordedCall, route: string): boolean =>
  route === call.name || route === `${call.method} ${call.path}`;

/**
 * `products/page` and `products/search` answered from a catalogue by the rules the server applies
 * (src/domain/catalogue-pages.ts, decisions 054 and 055). `stubApi` adds them by itself when a
 * test gives the `products` call a catalogue and does not stub these two.
 */
export function catalogueRoutes(
  products: readonly Product[],
): Record<'productsPage' | 'productSearch', FakeRoute> {
  const ordered = browseOrder(products);
  const read = (call: RecordedCall) => {
    const query = new URLSearchParams(call.search);
    const number = (key: string, fallback: number) => Number(query.get(key) ?? fallback);
    const language = query.get('language') ?? 'pt';
    return {
      query,
      offset: number('offset', 0),
      limit: number('limit', CATALOGUE_PAGE_SIZE),
      language: isSupportedLanguage(language) ? language : 'pt',
    };
  };
  return {
    productsPage: (call) => {
      const { query, offset, limit, language } = read(call);
      const category = query.get('category') ?? undefined;
      const brand = query.get('brand') ?? undefined;
      const skus = query.get('skus');
      const list = filterCatalogue(
        ordered,
        {
          ...(category !== undefined ? { category } : {}),
          ...(brand !== undefined ? { brand } : {}),
          ...(query.get('promotions') === 'true' ? { promotions: true } : {}),
          ...(skus !== null ? { skus: skus.split(',') } : {}),
        },
        language,
      );
      return { body: pageOf(list, offset, limit) };
    },
    productSearch: (call) => {
      const { query, offset, limit, language } = read(call);
      return { body: searchCatalogue(products, query.get('q') ?? '', language, offset, limit) };
    },
  };
}

/** Stubs `fetch` (the test setup undoes it after each test). */
export function stubApi(routes: Partial<Record<FakeRouteKey, FakeRoute>>): FakeApi {
  const given = routes.products;
  const catalogue =
    given && typeof given === 'object' && Array.isArray(given.body)
      ? (given.body as Product[])
      : undefined;
  const table = {
    ...(catalogue ? catalogueRoutes(catalogue) : {}),
    ...routes,
  } as Record<string, FakeRoute | undefined>;
  const calls: RecordedCall[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = (init.headers ?? {}) as Record<string, string>;
    const method = init.method ?? 'GET';
    const call: RecordedCall = {
      name: callNameOf(method, url.pathname),
      method,
      path: url.pathname,
      search: url.search,
      bearer: headers.Authorization?.replace(/^Bearer /, ''),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const route =
      table[`${call.method} ${call.path}`] ??
      (call.name === undefined ? undefined : table[call.name]);
    if (route === 'hang') {
      return new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('Aborted', 'AbortError')),
        );
      });
    }
    const answer = typeof route === 'function' ? await route(call) : (route ?? { status: 404 });
    const status = answer.status ?? 200;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    calls,
    callsTo: (route) => calls.filter((call) => matches(call, route)),
  };
}

/** A fetch that never answers but honours its abort signal (the 20 s time-out). */
export function stubStalledApi(): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (_input: RequestInfo | URL, init: RequestInit = {}) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
        }),
    ),
  );
}
