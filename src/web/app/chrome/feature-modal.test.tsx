import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeatureAnnouncement as Feature } from '../../lib/ecommerce-config.ts';
import { clearEcommerceConfig, useEcommerceConfig } from '../../lib/ecommerce-config.ts';
import { endSession } from '../../lib/session.ts';
import { readStored, writeStored } from '../../lib/storage.ts';
import { prepareLanguage } from '../../test/render-app.tsx';
import { ALL_FEATURES_ON, renderChrome, tenantWith } from './chrome-test-kit.tsx';
import { FeatureAnnouncement } from './feature-announcement.tsx';
import { featureMediaSrc, featureRoute } from './feature-media.ts';

beforeAll(() => prepareLanguage('en'));
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  clearEcommerceConfig();
  fetchMock = vi.fn<typeof fetch>(async () => new Response('{"data":{"featuresSeen":[]}}'));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  endSession();
});

const FEATURE: Feature = {
  id: 'bingo-2026',
  category: 'news',
  mediaType: 'image',
  mediaUrl: '/api/img/bingo.svg',
  altTextImage: 'A bingo card',
  msgTitle: 'Bingo is here',
  msgText: '<b>Win</b> prizes every month',
};

function renderFeature(feature: Partial<Feature> = {}, enabled = true) {
  writeStored('ecommerceConfig', { menu: {}, features: [{ ...FEATURE, ...feature }] });
  return renderChrome(<FeatureAnnouncement />, {
    path: '/home',
    tenant: tenantWith({ useAPIEcommerceConfig: enabled }),
  });
}

function putBodies() {
  return fetchMock.mock.calls
    .filter(([url, init]) => url === '/api/user' && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}

function FeatureCount() {
  return <span data-testid="features">{useEcommerceConfig().features.length}</span>;
}

const location = () => screen.getByTestId('location').textContent;

describe('feature announcement modal (SPEC §2, §4)', () => {
  it('is not shown where the page it announces is off for this bottler (favorites off, tenant 14)', async () => {
    writeStored('ecommerceConfig', {
      menu: {},
      features: [{ ...FEATURE, id: 'favorites-2026', routeUrl: '/favorites' }],
    });
    renderChrome(<FeatureAnnouncement />, {
      path: '/home',
      tenant: tenantWith({
        useAPIEcommerceConfig: true,
        features: { ...ALL_FEATURES_ON, favorites: false },
      }),
    });
    // The modal's code is lazy: given the time it takes to arrive (it does in the next test).
    await expect(screen.findByRole('dialog', {}, { timeout: 1000 })).rejects.toThrow();
  });

  it('is shown where that page is on', async () => {
    renderFeature({ id: 'favorites-2026', routeUrl: '/favorites' });
    expect(await screen.findByRole('dialog', { name: 'Bingo is here' })).toBeInTheDocument();
  });

  it('shows callout, image with alt text, title and the text as text (T9); proceed without a route', async () => {
    renderFeature({ calloutText: 'New!' });
    const dialog = await screen.findByRole('dialog', { name: 'Bingo is here' });
    expect(dialog).toHaveTextContent('New!');
    expect(screen.getByRole('img', { name: 'A bingo card' })).toHaveAttribute(
      'src',
      '/api/img/bingo.svg',
    );
    expect(screen.getByText('<b>Win</b> prizes every month')).toBeInTheDocument();
    expect(dialog.querySelector('b')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Take a look' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(putBodies()).toEqual([{ featureSeen: 'bingo-2026' }]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readStored('ecommerceConfig')).toEqual({ menu: {}, features: [] });
    expect(location()).toBe('/home');
  });

  it('without callout text shows the default title', async () => {
    renderFeature();
    expect(await screen.findByRole('dialog')).toHaveTextContent('Something new for you');
  });

  it('with a route: "access" goes there and dismisses', async () => {
    renderFeature({ routeUrl: '/bingo' });
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Got it' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Take a look' }));
    expect(location()).toBe('/bingo');
    await waitFor(() => expect(putBodies()).toEqual([{ featureSeen: 'bingo-2026' }]));
  });

  it('with a route: "keep browsing" stays and dismisses', async () => {
    renderFeature({ routeUrl: '/bingo' });
    fireEvent.click(await screen.findByRole('button', { name: 'Keep browsing' }));
    expect(location()).toBe('/home');
    await waitFor(() => expect(putBodies()).toEqual([{ featureSeen: 'bingo-2026' }]));
  });

  it('Escape closes and dismisses too', async () => {
    renderFeature();
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(putBodies()).toEqual([{ featureSeen: 'bingo-2026' }]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('an external or script route is refused: only "proceed" is offered (T10)', async () => {
    renderFeature({ routeUrl: 'javascript:alert(1)' });
    await screen.findByRole('dialog');
    expect(screen.getByRole('button', { name: 'Got it' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take a look' })).not.toBeInTheDocument();
  });

  it('an mp4 video is muted, inline and has controls', async () => {
    renderFeature({ mediaType: 'video', mediaUrl: 'https://cdn.example/promo.mp4' });
    const dialog = await screen.findByRole('dialog');
    const video = dialog.querySelector('video');
    expect(video).not.toBeNull();
    expect(video?.muted).toBe(true);
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('controls');
  });

  it.each([
    [true, '1'],
    [false, '0'],
  ])('with the tenant flag %s the cached config offers %s announcement(s)', (enabled, count) => {
    writeStored('ecommerceConfig', { menu: {}, features: [FEATURE] });
    renderChrome(<FeatureCount />, { tenant: tenantWith({ useAPIEcommerceConfig: enabled }) });
    expect(screen.getByTestId('features')).toHaveTextContent(count);
  });
});

describe('feature links and media (T9, T10)', () => {
  const origin = 'https://refill.example';
  it.each([
    ['/bingo', '/bingo'],
    ['https://refill.example/promotions?x=1', '/promotions?x=1'],
    ['https://evil.example/', undefined],
    ['//evil.example', undefined],
    ['javascript:alert(1)', undefined],
    [undefined, undefined],
  ])('route %j → %j', (routeUrl, expected) => {
    expect(featureRoute(routeUrl, origin)).toBe(expected);
  });

  it.each([
    ['/api/img/a.svg', '/api/img/a.svg'],
    ['https://cdn.example/a.mp4', 'https://cdn.example/a.mp4'],
    ['http://cdn.example/a.mp4', undefined],
    ['data:image/svg+xml,<svg/>', undefined],
    ['//cdn.example/a.png', undefined],
  ])('media %j → %j', (mediaUrl, expected) => {
    expect(featureMediaSrc(mediaUrl, origin)).toBe(expected);
  });
});
