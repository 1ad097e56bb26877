/**
 * The one way the web app calls the service (SPEC §7 "General"): `call(name, {params, query,
 * body, signal})`, typed from the contract (`CallRequest` / `CallResponse`), with JSON in and out,
 * the bearer token, a 20 s time-out, failures mapped to `ApiError` codes, and the critical-error
 * event on a 401/403 outside the login page. It is the only module of src/web that builds an API
 * address or calls `fetch` (the service worker aside); the lint config holds it to that.
 */
import type { CallName, CallRequest, CallResponse } from '../../contract/index.ts';
import { API_PREFIX, CALL_ROUTES, fillPath } from '../../contract/paths.ts';
import { HTTP_TIMEOUT_MS } from '../../domain/timings.ts';
import { ApiError, errorFromResponse } from './api-error.ts';
import { emitCriticalError, type CriticalErrorDetail } from './critical-error.ts';
import { readStored } from './storage.ts';

/** SPEC §7 / §9 "HTTP timeout". */
export { HTTP_TIMEOUT_MS };

export interface ApiClientOptions {
  fetch?: typeof fetch;
  /** The bearer token; default: the stored `authorization`. */
  getToken?: () => string | undefined;
  /** The current app path, to spare the login page the critical event; default location.pathname. */
  currentPath?: () => string;
  timeoutMs?: number;
  /**
   * Told of a 401/403 outside the login page; default: the shop's critical-error event. The
   * console passes its own (its refusals must not send the shop's app to /logout).
   */
  onRefused?: (detail: CriticalErrorDetail) => void;
}

/** One request part of a call as the contract types it; `never` when the call has no such part. */
type Part<N extends CallName, K extends string> = K extends keyof CallRequest<N>
  ? CallRequest<N>[K]
  : never;

/** Where a call goes: its path parameters and query string. */
export interface CallAddress<N extends CallName> {
  params?: Part<N, 'params'>;
  query?: Part<N, 'querystring'>;
}

export interface CallOptions<N extends CallName> extends CallAddress<N> {
  body?: Part<N, 'body'>;
  /**
   * A body sent as-is in its own content type instead of JSON `body` (a call that `consumes` it,
   * e.g. a CSV file's bytes: never decoded in the browser, so the server judges the encoding).
   */
  rawBody?: { contentType: string; data: Blob };
  /** The caller's own cancellation (e.g. TanStack Query's); rethrown as-is when it fires. */
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface ApiClient {
  call<N extends CallName>(name: N, options?: CallOptions<N>): Promise<CallResponse<N>>;
  /** A call answered with a file (the PDF pre-receipt) rather than JSON: its bytes. */
  file<N extends CallName>(name: N, options?: CallOptions<N>): Promise<Blob>;
}

/** The call's path under the API prefix with its parameters filled: 'combo/products/7'. */
function relativePath<N extends CallName>(name: N, address: CallAddress<N>): string {
  const path = fillPath(
    CALL_ROUTES[name].path,
    address.params as Readonly<Record<string, string | number>> | undefined,
  );
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries((address.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined) query.set(key, String(value as string | number | boolean));
  }
  const search = query.toString();
  return search === '' ? path : `${path}?${search}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

/**
 * Answers asked for ahead of their caller (issue 16, P2): a signed-in page opened cold asks at
 * boot, from the page's first script, for the start-up's orchestration beside the tenant's call
 * (`askEarly`, app/early.ts); the start-up's own call then takes that answer, in flight or arrived, instead of asking again —
 * once, and only for the same address, token and language. An answer nobody takes is dropped
 * after EARLY_ANSWER_MS. /products asks for its first page too. (The home's banners and rails
 * were asked early as well, measured, and dropped: on a slow network they delayed the chunks the
 * screen needs first and the first screen came no sooner — Lighthouse medians of 3, LCP 3,774 vs
 * 3,794 ms on /home. The banners alone, their first picture asked for on arrival, were worse:
 * /home LCP 2,900–3,076 → 3,281 ms.)
 */
const earlyAnswers = new Map<string, Promise<unknown>>();
/** The early answers that have arrived (and succeeded), by the same key, until taken. */
const arrivedAnswers = new Map<string, unknown>();
const EARLY_ANSWER_MS = 30_000;

function earlyKey(path: string, token: string | undefined, language: string | undefined): string {
  return JSON.stringify([path, token ?? '', language ?? '']);
}

/** The key of a call asked with the stored session and language (askEarly's own). */
function storedEarlyKey<N extends CallName>(name: N, address: CallAddress<N>): string {
  const token = readStored('authorization') || undefined;
  return earlyKey(`/${relativePath(name, address)}`, token, readStored('language'));
}

/** Takes (once) the early answer of a GET to `path`, if there is one. */
function takeEarlyAnswer(key: string): Promise<unknown> | undefined {
  const answer = earlyAnswers.get(key);
  earlyAnswers.delete(key);
  arrivedAnswers.delete(key);
  return answer;
}

/**
 * Takes (once) the early answer of a GET call made with the stored session, if it has already
 * arrived: a screen can then render it in its first render. Asked for through a query instead,
 * it would come a task and a frame later, because a query starts fetching in an effect, after the
 * screen's first paint (Preact runs effects after the next frame): /products painted the shell's
 * frame and its tiles ~200 ms later at 4× CPU.
 */
export function takeArrivedEarlyAnswer<N extends CallName>(
  name: N,
  address: CallAddress<N> = {},
): CallResponse<N> | undefined {
  const key = storedEarlyKey(name, address);
  if (!arrivedAnswers.has(key)) return undefined;
  const answer = arrivedAnswers.get(key);
  takeEarlyAnswer(key);
  return answer as CallResponse<N>;
}

/**
 * Asks now, with the stored session, for a GET call about to be made. A refusal (401/403) raises
 * nothing here: the start-up, asked at the same time, decides where an ended session goes; a
 * caller that takes the refused answer sees its error as if it had asked.
 */
export function askEarly<N extends CallName>(name: N, address: CallAddress<N> = {}): void {
  if (CALL_ROUTES[name].method !== 'GET') return;
  const token = readStored('authorization') || undefined;
  if (token === undefined) return;
  const key = storedEarlyKey(name, address);
  if (earlyAnswers.has(key)) return;
  const answer = createApiClient({ getToken: () => token, onRefused: () => undefined }).call(
    name,
    address,
  );
  answer.then(
    (value) => {
      if (earlyAnswers.get(key) === answer) arrivedAnswers.set(key, value);
    },
    () => undefined,
  );
  earlyAnswers.set(key, answer);
  setTimeout(() => {
    if (earlyAnswers.get(key) === answer) takeEarlyAnswer(key);
  }, EARLY_ANSWER_MS);
}

/** Drops every early answer not taken (tests). */
export function forgetEarlyAnswers(): void {
  earlyAnswers.clear();
  arrivedAnswers.clear();
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS;
  const getToken = options.getToken ?? (() => readStored('authorization') || undefined);
  const currentPath = options.currentPath ?? (() => window.location.pathname);
  const onRefused = options.onRefused ?? emitCriticalError;

  async function request<N extends CallName>(
    name: N,
    callOptions: CallOptions<N>,
    answer: 'json' | 'file',
  ): Promise<unknown> {
    const { body, rawBody, signal, headers = {} } = callOptions;
    const path = `/${relativePath(name, callOptions)}`;
    const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    // AbortSignal.any is missing from the older WebViews we target (Chrome 87): forward by hand.
    const forwardAbort = () => controller.abort();
    if (signal?.aborted) controller.abort();
    signal?.addEventListener('abort', forwardAbort);

    const token = getToken();
    const requestHeaders: Record<string, string> = {
      Accept: answer === 'json' ? 'application/json' : '*/*',
      ...headers,
    };
    // The shop's current language: the server answers tenant content (categories, banners…) in it.
    const language = readStored('language');
    if (language && requestHeaders['Accept-Language'] === undefined) {
      requestHeaders['Accept-Language'] = language;
    }
    // A raw body (a catalogue file, a product image) goes as its bytes with the type given; the
    // rest as JSON.
    if (body !== undefined) requestHeaders['Content-Type'] = 'application/json';
    if (rawBody !== undefined) requestHeaders['Content-Type'] = rawBody.contentType;
    if (token) requestHeaders.Authorization = `Bearer ${token}`;
    const early =
      answer === 'json' && CALL_ROUTES[name].method === 'GET'
        ? takeEarlyAnswer(earlyKey(path, token, language))
        : undefined;

    try {
      if (early !== undefined) return await early;
      const response = await doFetch(`${API_PREFIX.slice(0, -1)}${path}`, {
        method: CALL_ROUTES[name].method,
        headers: requestHeaders,
        body:
          rawBody !== undefined
            ? rawBody.data
            : body === undefined
              ? undefined
              : JSON.stringify(body),
        credentials: 'same-origin',
        signal: controller.signal,
      });
      if (response.ok && answer === 'file') return await response.blob();
      let payload: unknown;
      try {
        payload = await readJson(response);
      } catch (readError) {
        if (controller.signal.aborted) throw readError;
        if (response.ok) throw new ApiError('unknown', response.status);
        payload = undefined;
      }
      if (response.ok) return payload;
      if ((response.status === 401 || response.status === 403) && currentPath() !== '/login') {
        onRefused({ status: response.status, path });
      }
      throw errorFromResponse(response.status, payload);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (timedOut) throw new ApiError('timeout', 0);
      if (signal?.aborted) throw error;
      throw new ApiError('network', 0);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forwardAbort);
    }
  }

  return {
    call: async (name, options = {}) => (await request(name, options, 'json')) as never,
    file: async (name, options = {}) => (await request(name, options, 'file')) as Blob,
  };
}

/** The app's client: '/api', the stored token, the real location. */
export const apiClient = createApiClient();
