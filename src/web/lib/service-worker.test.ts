/**
 * The service worker file (src/web/public/sw.js) run against a fake `self`, `caches` and `fetch`,
 * and its registration (lib/service-worker.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, SERVICE_WORKER_URL } from './service-worker.ts';

const ORIGIN = 'https://shop.example';
// Vitest runs from the repository root.
const SOURCE = readFileSync(join(process.cwd(), 'src/web/public/sw.js'), 'utf8');

interface FakeRequest {
  url: string;
  method: string;
  mode: string;
}
type Route = 'asset' | 'shell' | 'network';
type Listener = (event: unknown) => void;

/** A Cache Storage of Maps keyed by URL. */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    const key = (r: FakeRequest | string) => (typeof r === 'string' ? r : r.url);
    return {
      match: async (r: FakeRequest | string) => store.get(key(r))?.clone(),
      put: async (r: FakeRequest | string, response: Response) => void store.set(key(r), response),
      keys: async () => [...store.keys()],
      delete: async (k: string) => store.delete(k),
    };
  };
  return {
    stores,
    api: {
      open,
      keys: async () => [...stores.keys()],
      delete: async (name: string) => stores.delete(name),
    },
  };
}

function loadWorker(fetchImpl: (request: FakeRequest) => Promise<Response>) {
  const listeners = new Map<string, Listener>();
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(),
    clients: { claim: vi.fn(async () => undefined) },
    refillRouteFor: undefined as unknown as (request: FakeRequest, origin: string) => Route,
  };
  const caches = fakeCaches();
  const fetch = vi.fn(fetchImpl);
  new Function('self', 'caches', 'fetch', SOURCE)(self, caches.api, fetch);
  /** Dispatches a fetch event; the response the worker gives, or undefined when it lets it be. */
  const request = async (path: string, init: Partial<FakeRequest> = {}) => {
    let responded: Promise<Response> | undefined;
    const req = { url: new URL(path, ORIGIN).href, method: 'GET', mode: 'cors', ...init };
    listeners.get('fetch')?.({
      request: req,
      respondWith: (p: Promise<Response>) => (responded = p),
    });
    return responded === undefined ? undefined : await responded;
  };
  return { self, listeners, caches, fetch, request };
}

const html = (body: string) =>
  new Response(body, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });

describe('sw.js routing (hashed assets cache-first, app shell network-first, never /api or /sw.js)', () => {
  it.each<[string, Partial<FakeRequest>, Route]>([
    ['/assets/index-BImSsz4v.js', {}, 'asset'],
    ['/assets/noto-sans-latin-400-normal-abc.woff2', {}, 'asset'],
    ['/products', { mode: 'navigate' }, 'shell'],
    ['/?bottler=2&userToken=x', { mode: 'navigate' }, 'shell'],
    ['/api/products', {}, 'network'],
    ['/api/orchestration', { mode: 'navigate' }, 'network'],
    ['/sw.js', {}, 'network'],
    ['/manifest.webmanifest?bottler=2', {}, 'network'],
    ['/tenants/2/logo.svg', {}, 'network'],
    ['/docs', { mode: 'navigate' }, 'network'],
    ['/assets/index.js', { method: 'POST' }, 'network'],
    ['https://www.googletagmanager.com/gtm.js?id=GTM-1', {}, 'network'],
  ])('%s %j → %s', (path, init, route) => {
    const { self } = loadWorker(async () => new Response(''));
    const req = { url: new URL(path, ORIGIN).href, method: 'GET', mode: 'cors', ...init };
    expect(self.refillRouteFor(req, ORIGIN)).toBe(route);
  });

  it('precaches nothing at install', () => {
    const worker = loadWorker(async () => new Response(''));
    worker.listeners.get('install')?.({ waitUntil: vi.fn() });
    expect(worker.fetch).not.toHaveBeenCalled();
    expect(worker.caches.stores.size).toBe(0);
  });

  it('serves a hashed asset from the network once, then from the cache', async () => {
    const worker = loadWorker(async () => new Response('code', { status: 200 }));
    expect(await (await worker.request('/assets/a-1.js'))?.text()).toBe('code');
    expect(await (await worker.request('/assets/a-1.js'))?.text()).toBe('code');
    expect(worker.fetch).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed asset response', async () => {
    const worker = loadWorker(async () => new Response('missing', { status: 404 }));
    await worker.request('/assets/gone.js');
    await worker.request('/assets/gone.js');
    expect(worker.fetch).toHaveBeenCalledTimes(2);
  });

  it('leaves /api and /sw.js to the network, uncached', async () => {
    const worker = loadWorker(async () => new Response('{}'));
    expect(await worker.request('/api/products')).toBeUndefined();
    expect(await worker.request('/sw.js')).toBeUndefined();
    expect(worker.caches.stores.size).toBe(0);
  });

  it('serves the app shell from the network, and from the cache when offline', async () => {
    let online = true;
    const worker = loadWorker(async () => {
      if (!online) throw new TypeError('Failed to fetch');
      return html('<title>v2</title>');
    });
    expect(await (await worker.request('/products', { mode: 'navigate' }))?.text()).toBe(
      '<title>v2</title>',
    );
    online = false;
    expect(await (await worker.request('/cart', { mode: 'navigate' }))?.text()).toBe(
      '<title>v2</title>',
    );
  });

  it('drops caches of older versions when activated', async () => {
    const worker = loadWorker(async () => new Response(''));
    await worker.caches.api.open('refill-assets-v0');
    let done: Promise<unknown> | undefined;
    worker.listeners.get('activate')?.({ waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
    expect([...worker.caches.stores.keys()]).toEqual([]);
    expect(worker.self.clients.claim).toHaveBeenCalled();
  });
});

describe('registerServiceWorker (production builds only, after load)', () => {
  let register: ReturnType<typeof vi.fn>;
  let loadListeners: (() => void)[];
  let readyState: string;
  const fakeWindow = () =>
    ({
      navigator: { serviceWorker: { register } },
      document: { readyState },
      addEventListener: (_type: string, listener: () => void) => loadListeners.push(listener),
    }) as unknown as Window;

  beforeEach(() => {
    register = vi.fn(async () => ({}));
    loadListeners = [];
    readyState = 'loading';
  });

  it('registers nothing when not a production build (tests, npm run dev)', () => {
    expect(registerServiceWorker({ win: fakeWindow() })).toBe(false);
    expect(registerServiceWorker({ win: fakeWindow(), enabled: false })).toBe(false);
    loadListeners.forEach((listener) => listener());
    expect(register).not.toHaveBeenCalled();
  });

  it('registers /sw.js with scope / only after the load event', () => {
    expect(registerServiceWorker({ win: fakeWindow(), enabled: true })).toBe(true);
    expect(register).not.toHaveBeenCalled();
    loadListeners.forEach((listener) => listener());
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
  });

  it('does nothing in a browser without service workers', () => {
    const win = { ...fakeWindow(), navigator: {} } as unknown as Window;
    expect(registerServiceWorker({ win, enabled: true })).toBe(false);
  });
});
