import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import {
  askEarly,
  createApiClient,
  forgetEarlyAnswers,
  HTTP_TIMEOUT_MS,
  takeArrivedEarlyAnswer,
} from './api-client.ts';
import { writeStored } from './storage.ts';
import { onCriticalError } from './critical-error.ts';

/** A fetch that never answers but honours its abort signal, like a stalled mobile network. */
function stalledFetch(): typeof fetch {
  return (_input, init) =>
    new Promise((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () =>
        reject(new DOMException('Aborted', 'AbortError')),
      );
    });
}

function answering(status: number, body?: unknown) {
  return vi.fn<typeof fetch>(
    async () => new Response(body === undefined ? null : JSON.stringify(body), { status }),
  );
}

describe('api client (SPEC §7)', () => {
  beforeEach(() => vi.useFakeTimers());

  it('times out at exactly 20000 ms with code timeout (SPEC §9 HTTP timeout)', async () => {
    expect(HTTP_TIMEOUT_MS).toBe(20_000);
    const client = createApiClient({ fetch: stalledFetch(), getToken: () => undefined });
    let outcome: unknown = 'pending';
    client.call('products').then(
      () => (outcome = 'resolved'),
      (error: unknown) => (outcome = error),
    );
    await vi.advanceTimersByTimeAsync(19_999);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(ApiError);
    expect((outcome as ApiError).code).toBe('timeout');
  });

  it("rethrows the caller's own abort untouched", async () => {
    const client = createApiClient({ fetch: stalledFetch(), getToken: () => undefined });
    const controller = new AbortController();
    const request = client.call('products', { signal: controller.signal });
    controller.abort();
    await expect(request).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('sends a raw body as its bytes with the type given (the console image upload)', async () => {
    const fetch = answering(200, { ok: true });
    const client = createApiClient({ fetch, getToken: () => 'tok-1' });
    const file = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    await client.call('adminProductImage', {
      params: { sku: 'CC-350', version: 3 },
      rawBody: { contentType: file.type, data: file },
    });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/admin/catalogue/products/CC-350/versions/3/image');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'image/png' });
    expect(init?.body).toBe(file);
  });

  it('sends the bearer token and JSON', async () => {
    const fetch = answering(200, { ok: true });
    const client = createApiClient({ fetch, getToken: () => 'tok-1' });
    await expect(
      client.call('simulateOrder', { body: { products: [], orderType: '' } }),
    ).resolves.toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/order/simulate');
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer tok-1',
      'Content-Type': 'application/json',
    });
    expect(init?.body).toBe('{"products":[],"orderType":""}');
  });

  it.each([401, 403])('a %i outside /login emits the critical error event', async (status) => {
    const listener = vi.fn();
    const unsubscribe = onCriticalError(listener);
    const client = createApiClient({ fetch: answering(status), currentPath: () => '/cart' });
    await expect(client.call('client')).rejects.toBeInstanceOf(ApiError);
    unsubscribe();
    expect(listener).toHaveBeenCalledWith({ status, path: '/client' });
  });

  it('a 401 on /login is only an error, not a critical event', async () => {
    const listener = vi.fn();
    const unsubscribe = onCriticalError(listener);
    const client = createApiClient({
      fetch: answering(401, { code: 'loginIncorrect' }),
      currentPath: () => '/login',
    });
    await expect(
      client.call('authenticate', { params: { bottler: 2 }, body: { clientId: '', password: '' } }),
    ).rejects.toMatchObject({
      code: 'loginIncorrect',
    });
    unsubscribe();
    expect(listener).not.toHaveBeenCalled();
  });

  it.each([
    [422, { code: 'pricesChanged', params: { total: 10 } }, 'pricesChanged'],
    [409, { code: 'idempotencyKeyInFlight' }, 'idempotencyKeyInFlight'],
    [400, { code: 'not-a-code', message: 'raw text' }, 'validation'],
    [406, undefined, 'limitOrder'],
    [429, undefined, 'tooManyRequests'],
    [413, undefined, 'payloadTooLarge'],
    [500, { message: 'stack trace' }, 'internal'],
    [418, undefined, 'unknown'],
  ])('maps status %i with body %j to code %s', async (status, body, code) => {
    const client = createApiClient({ fetch: answering(status, body), currentPath: () => '/cart' });
    await expect(client.call('categories')).rejects.toMatchObject({ code, status });
  });

  it('maps a network failure to code network', async () => {
    const client = createApiClient({
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(client.call('categories')).rejects.toMatchObject({ code: 'network', status: 0 });
  });

  it("sends each call with the contract's method, path parameters and query string", async () => {
    const fetch = answering(200, []);
    const client = createApiClient({ fetch, getToken: () => undefined });
    await client.call('comboProducts', { params: { comboId: 7 } });
    await client.call('orderHistory', { query: { indexOrderHistory: 1 } });
    await client.call('brands', { params: { category: 'água/gás' } });
    await client.call('putUserSession', { body: { key: 'npsScore', value: 9 } });
    expect(fetch.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`)).toEqual([
      'GET /api/combo/products/7',
      'GET /api/order/history?indexOrderHistory=1',
      'GET /api/brands/%C3%A1gua%2Fg%C3%A1s',
      'PUT /api/user/session',
    ]);
  });

  it("keeps the fields a validation answer names (the contract's {code, params, fields})", async () => {
    const fields = [{ path: 'body.products.0.quantity', code: 'too_small' }];
    const client = createApiClient({
      fetch: answering(400, { code: 'validation', fields }),
      currentPath: () => '/cart',
    });
    await expect(client.call('categories')).rejects.toMatchObject({ code: 'validation', fields });
  });

  it('tells its own onRefused, not the critical event, when given one (the console)', async () => {
    const critical = vi.fn();
    const unsubscribe = onCriticalError(critical);
    const refused = vi.fn();
    const client = createApiClient({
      fetch: answering(403, { code: 'forbidden' }),
      currentPath: () => '/admin/clients',
      onRefused: refused,
    });
    await expect(client.call('client')).rejects.toMatchObject({ code: 'forbidden' });
    unsubscribe();
    expect(refused).toHaveBeenCalledWith({ status: 403, path: '/client' });
    expect(critical).not.toHaveBeenCalled();
  });

  it('keeps the code the service answered even when this app does not list it', async () => {
    const client = createApiClient({
      fetch: answering(409, { code: 'someConsoleCode' }),
      currentPath: () => '/cart',
    });
    await expect(client.call('categories')).rejects.toMatchObject({
      code: 'unknown',
      answeredCode: 'someConsoleCode',
    });
  });
});

describe('answers asked for early (issue 16, P2)', () => {
  const answers = (body: unknown) =>
    vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));

  beforeEach(() => {
    localStorage.clear();
    forgetEarlyAnswers();
    writeStored('authorization', 'stored-1');
    writeStored('language', 'pt');
  });

  it('the same call with the same token and language takes the early answer, once', async () => {
    const fetchStub = answers([{ name: 'Refrigerantes' }]);
    vi.stubGlobal('fetch', fetchStub);
    askEarly('categories');
    const client = createApiClient({ fetch: fetchStub });
    expect(await client.call('categories')).toEqual([{ name: 'Refrigerantes' }]);
    expect(fetchStub).toHaveBeenCalledTimes(1);
    await client.call('categories');
    expect(fetchStub).toHaveBeenCalledTimes(2);
    vi.unstubAllGlobals();
  });

  it.each([
    ['another token', () => writeStored('authorization', 'stored-2')],
    ['another language', () => writeStored('language', 'es')],
  ])('%s asks again', async (_case, change) => {
    const fetchStub = answers([]);
    vi.stubGlobal('fetch', fetchStub);
    askEarly('categories');
    change();
    await createApiClient({ fetch: fetchStub }).call('categories');
    expect(fetchStub).toHaveBeenCalledTimes(2);
    vi.unstubAllGlobals();
  });

  it('an arrived early answer can be taken without waiting, once, then never asked for again', async () => {
    const fetchStub = answers([{ name: 'Refrigerantes' }]);
    vi.stubGlobal('fetch', fetchStub);
    askEarly('categories');
    expect(takeArrivedEarlyAnswer('categories')).toBeUndefined();
    await vi.waitFor(() => expect(takeArrivedEarlyAnswer('categories')).toBeDefined());
    expect(takeArrivedEarlyAnswer('categories')).toBeUndefined();
    // Taken is taken: the next call asks the server.
    await createApiClient({ fetch: fetchStub }).call('categories');
    expect(fetchStub).toHaveBeenCalledTimes(2);
    vi.unstubAllGlobals();
  });

  it('an early answer taken by a call is no longer there to take', async () => {
    const fetchStub = answers([{ name: 'Refrigerantes' }]);
    vi.stubGlobal('fetch', fetchStub);
    askEarly('categories');
    await createApiClient({ fetch: fetchStub }).call('categories');
    expect(takeArrivedEarlyAnswer('categories')).toBeUndefined();
    vi.unstubAllGlobals();
  });

  it('a refused early answer is never taken as arrived: the screen asks and sees the error', async () => {
    const fetchStub = vi.fn(
      async () => new Response(JSON.stringify({ code: 'unauthorized' }), { status: 401 }),
    );
    vi.stubGlobal('fetch', fetchStub);
    askEarly('categories');
    await vi.waitFor(() => expect(fetchStub).toHaveBeenCalled());
    // The refusal has settled by now.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(takeArrivedEarlyAnswer('categories')).toBeUndefined();
    vi.unstubAllGlobals();
  });

  it('only GET calls are asked early', () => {
    const fetchStub = answers({});
    vi.stubGlobal('fetch', fetchStub);
    askEarly('logout');
    expect(fetchStub).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('a refused early answer raises no critical event; the screen taking it sees the error', async () => {
    const fetchStub = vi.fn(
      async () => new Response(JSON.stringify({ code: 'unauthorized' }), { status: 401 }),
    );
    vi.stubGlobal('fetch', fetchStub);
    const critical = vi.fn();
    const stop = onCriticalError(critical);
    askEarly('categories');
    await expect(createApiClient({ fetch: fetchStub }).call('categories')).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect(critical).not.toHaveBeenCalled();
    stop();
    vi.unstubAllGlobals();
  });
});
