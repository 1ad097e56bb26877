import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client.ts';
import {
  clearEcommerceConfig,
  dismissFeature,
  loadEcommerceConfig,
  parseEcommerceConfig,
} from './ecommerce-config.ts';
import { readStored, writeStored } from './storage.ts';

const FEATURE = {
  id: 'bingo-2026',
  category: 'news',
  mediaType: 'image',
  mediaUrl: '/api/img/bingo.svg',
  msgTitle: 'Bingo',
  msgText: 'Play bingo',
};
const CONFIG = {
  menu: { bingo: false, cart: true },
  features: [FEATURE, { ...FEATURE, id: 'two' }],
};

function fakeFetch(body: unknown = CONFIG) {
  return vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status: 200 }));
}

beforeEach(() => {
  clearEcommerceConfig();
});
afterEach(() => clearEcommerceConfig());

describe('ecommerce config fetch conditions (SPEC §4: flag on, authorised, not cached)', () => {
  it.each([
    ['flag off', { enabled: false, isAuthenticated: true }],
    ['not authorised', { enabled: true, isAuthenticated: false }],
  ])('%s: no call', async (_case, conditions) => {
    const fetchMock = fakeFetch();
    await loadEcommerceConfig(conditions, createApiClient({ fetch: fetchMock }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(readStored('ecommerceConfig')).toBeUndefined();
  });

  it('already cached: no call', async () => {
    writeStored('ecommerceConfig', { menu: {}, features: [] });
    clearEcommerceConfigMemoryOnly();
    const fetchMock = fakeFetch();
    await loadEcommerceConfig(
      { enabled: true, isAuthenticated: true },
      createApiClient({ fetch: fetchMock }),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('flag on, authorised, not cached: GET /api/ecommerce/config once, stored under ecommerceConfig', async () => {
    const fetchMock = fakeFetch();
    const client = createApiClient({ fetch: fetchMock, getToken: () => 't' });
    await Promise.all([
      loadEcommerceConfig({ enabled: true, isAuthenticated: true }, client),
      loadEcommerceConfig({ enabled: true, isAuthenticated: true }, client),
    ]);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/ecommerce/config');
    expect(readStored('ecommerceConfig')).toEqual(CONFIG);
    await loadEcommerceConfig({ enabled: true, isAuthenticated: true }, client);
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});

/** Storage stays; the in-memory copy is forgotten (a new page load). */
function clearEcommerceConfigMemoryOnly() {
  const stored = readStored('ecommerceConfig');
  clearEcommerceConfig();
  if (stored) writeStored('ecommerceConfig', stored);
}

describe('dismissFeature (SPEC §4 feature modal)', () => {
  it('removes the feature from the config and storage, then PUTs user {featureSeen}', async () => {
    writeStored('ecommerceConfig', CONFIG);
    clearEcommerceConfigMemoryOnly();
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('{"data":{"featuresSeen":[]}}'));
    await dismissFeature('bingo-2026', createApiClient({ fetch: fetchMock }));
    expect(readStored('ecommerceConfig')).toEqual({
      ...CONFIG,
      features: [{ ...FEATURE, id: 'two' }],
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/user');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ featureSeen: 'bingo-2026' });
  });

  it('a failed PUT still dismisses the feature locally', async () => {
    writeStored('ecommerceConfig', CONFIG);
    clearEcommerceConfigMemoryOnly();
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('{}', { status: 500 }));
    await expect(
      dismissFeature('two', createApiClient({ fetch: fetchMock })),
    ).resolves.toBeUndefined();
    expect(readStored('ecommerceConfig')).toEqual({ ...CONFIG, features: [FEATURE] });
  });
});

describe('parseEcommerceConfig', () => {
  it('keeps boolean menu flags and well-formed features only', () => {
    expect(
      parseEcommerceConfig({
        menu: { cart: false, bingo: 'no', promotions: true },
        features: [FEATURE, { id: 'x' }, null, { ...FEATURE, id: 'v', mediaType: 'gif' }],
      }),
    ).toEqual({ menu: { cart: false, promotions: true }, features: [FEATURE] });
  });

  it.each([undefined, null, [], 'x'])('%j gives the empty config', (value) => {
    expect(parseEcommerceConfig(value)).toEqual({ menu: {}, features: [] });
  });
});
