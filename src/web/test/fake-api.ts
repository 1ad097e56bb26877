/**
 * Test helper: a stubbed global `fetch` answering '/api/…' calls from a table of
 * 'METHOD /api/path' → answer (status + JSON body, or a function of the request). Unlisted calls
 * answer 404. Every request is recorded with its method, path, bearer token and JSON body.
 */
import { vi } from 'vitest';

export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

export interface RecordedCall {
  method: string;
  path: string;
  search: string;
  bearer: string | undefined;
  body: unknown;
}

export type FakeRoute = FakeAnswer | ((call: RecordedCall) => FakeAnswer | Promise<FakeAnswer>);

export interface FakeApi {
  calls: RecordedCall[];
  /** The recorded calls to 'METHOD /api/path'. */
  callsTo: (route: string) => RecordedCall[];
}

/** Stubs `fetch`; undo with vi.unstubAllGlobals(). */
export function stubApi(routes: Record<string, FakeRoute>): FakeApi {
  const calls: RecordedCall[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = (init.headers ?? {}) as Record<string, string>;
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      search: url.search,
      bearer: headers.Authorization?.replace(/^Bearer /, ''),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
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
    callsTo: (route) => calls.filter((call) => `${call.method} ${call.path}` === route),
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
