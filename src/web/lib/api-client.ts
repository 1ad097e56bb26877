/**
 * The fetch wrapper every call goes through (SPEC §7 "General"): JSON in and out, the bearer
 * token, a 20 s time-out, failures mapped to `ApiError` codes, and the critical-error event on a
 * 401/403 outside the login page.
 */
import { HTTP_TIMEOUT_MS } from '../../domain/timings.ts';
import { ApiError, errorFromResponse } from './api-error.ts';
import { emitCriticalError } from './critical-error.ts';
import { readStored } from './storage.ts';

/** SPEC §7 / §9 "HTTP timeout". */
export { HTTP_TIMEOUT_MS };

export interface ApiClientOptions {
  /** Prefix of every path; default '/api'. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** The bearer token; default: the stored `authorization`. */
  getToken?: () => string | undefined;
  /** The current app path, to spare the login page the critical event; default location.pathname. */
  currentPath?: () => string;
  timeoutMs?: number;
}

export interface RequestOptions {
  body?: unknown;
  /** The caller's own cancellation (e.g. TanStack Query's); rethrown as-is when it fires. */
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiClient {
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '/api';
  const timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS;
  const getToken = options.getToken ?? (() => readStored('authorization') || undefined);
  const currentPath = options.currentPath ?? (() => window.location.pathname);

  async function request<T>(
    method: HttpMethod,
    path: string,
    { body, signal, headers = {} }: RequestOptions = {},
  ): Promise<T> {
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
    const requestHeaders: Record<string, string> = { Accept: 'application/json', ...headers };
    // The shop's current language: the server answers tenant content (categories, banners…) in it.
    const language = readStored('language');
    if (language && requestHeaders['Accept-Language'] === undefined) {
      requestHeaders['Accept-Language'] = language;
    }
    if (body !== undefined) requestHeaders['Content-Type'] = 'application/json';
    if (token) requestHeaders.Authorization = `Bearer ${token}`;

    try {
      const response = await doFetch(`${baseUrl}${path}`, {
        method,
        headers: requestHeaders,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
        signal: controller.signal,
      });
      let payload: unknown;
      try {
        payload = await readJson(response);
      } catch (readError) {
        if (controller.signal.aborted) throw readError;
        if (response.ok) throw new ApiError('unknown', response.status);
        payload = undefined;
      }
      if (response.ok) return payload as T;
      if ((response.status === 401 || response.status === 403) && currentPath() !== '/login') {
        emitCriticalError({ status: response.status, path });
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
    request,
    get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, opts),
    post: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('POST', path, { ...opts, body }),
    put: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('PUT', path, { ...opts, body }),
  };
}

/** The app's client: '/api', the stored token, the real location. */
export const apiClient = createApiClient();
