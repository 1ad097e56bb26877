/**
 * What a signed-in page opened cold asks for at boot (issue 16, P2), and that its screen takes
 * those answers instead of asking again: a boot call that is not exactly the screen's own would
 * show here as the same call asked twice.
 */
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Client, Product } from '../../domain/types.ts';
import HomeScreen from '../features/catalogue/home-screen.tsx';
import ProductsScreen from '../features/catalogue/products-screen.tsx';
import { renderScreen, stubFetch } from '../features/catalogue/catalogue-test-kit.tsx';
import { forgetEarlyAnswers } from '../lib/api-client.ts';
import { initI18n } from '../lib/i18n.ts';
import { endSession, startSession } from '../lib/session.ts';
import { writeStored } from '../lib/storage.ts';
import { stubApi } from '../test/fake-api.ts';
import { preloadSignedInPage } from './router.tsx';

const orchestration = { status: 500, body: { code: 'unknown', message: 'not the point here' } };

const shop: Client = {
  minimumOrder: 0,
  paymentLimit: 1000,
  external_id: '1001',
  name: 'Shop',
  isOrderOptionActive: true,
  isFinishOrderOverLimitAuthorized: false,
  bottler: 2,
};

const drinks: Product[] = Array.from({ length: 50 }, (_, i) => ({
  sku: `S${i + 1}`,
  description: `Soft drinks ${i + 1}`,
  brand: 'Refresco',
  category: 'Soft drinks',
  price: 2.5,
}));

beforeAll(async () => {
  await initI18n('en');
});

afterEach(() => {
  localStorage.clear();
  forgetEarlyAnswers();
  endSession();
});

describe('preloadSignedInPage: which pages ask at boot', () => {
  it.each([
    ['/home', ''],
    ['/products', '?search=cola'],
    ['/category/brands/7', ''],
    ['/combo-quantity/12', ''],
  ])('%s%s with a stored session: the orchestration, with that session', (path, search) => {
    writeStored('authorization', 'stored-1');
    const api = stubApi({ orchestration });
    preloadSignedInPage(path, search);
    expect(api.callsTo('orchestration').map((call) => call.bearer)).toEqual(['stored-1']);
  });

  it.each([
    ['/login', '', 'a getting-in page'],
    ['/', '?userToken=link-1', 'the chat link’s entry'],
    ['/home', '?userToken=link-1', 'a link token (the start-up exchanges it)'],
    ['/nowhere', '', 'an unknown path'],
  ])('%s%s: nothing (%s)', (path, search) => {
    writeStored('authorization', 'stored-1');
    const api = stubApi({ orchestration });
    preloadSignedInPage(path, search);
    expect(api.calls).toHaveLength(0);
  });

  it('nothing without a stored session', () => {
    const api = stubApi({ orchestration });
    preloadSignedInPage('/home', '');
    expect(api.calls).toHaveLength(0);
  });
});

describe('the screen takes what its page asked for at boot', () => {
  const timesAsked = (calls: { name?: string }[]) => {
    const counts: Record<string, number> = {};
    for (const call of calls) counts[call.name ?? '?'] = (counts[call.name ?? '?'] ?? 0) + 1;
    return counts;
  };

  it('/home: the banners and the rails, each asked once', async () => {
    writeStored('authorization', 'stored-1');
    writeStored('language', 'en');
    const calls = stubFetch({
      banners: [{ index: 0, src: '/api/img/b0.svg', altText: 'Summer cola' }],
      featuredBanner: { description: 'Order before Friday' },
      homeRails: { buyAgain: drinks.slice(0, 3), deals: [] },
      combos: [],
      categories: [],
    });
    const once = { banners: 1, featuredBanner: 1, homeRails: 1, combos: 1, categories: 1 };
    preloadSignedInPage('/home', '');
    expect(timesAsked(calls)).toMatchObject(once);
    startSession('stored-1', shop);
    renderScreen(HomeScreen, { path: '/home' });
    expect(await screen.findByText('Summer cola', undefined, { timeout: 5000 })).toBeVisible();
    expect(timesAsked(calls)).toMatchObject(once);
  });

  it('/products: the first page in the stored language, asked once', async () => {
    writeStored('authorization', 'stored-1');
    writeStored('language', 'en');
    const calls = stubFetch({ products: drinks });
    preloadSignedInPage('/products', '');
    const page = () => calls.filter((call) => call.name === 'productsPage').map((c) => c.search);
    expect(page()).toEqual(['?offset=0&limit=40&language=en']);
    startSession('stored-1', shop);
    renderScreen(ProductsScreen, { path: '/products' });
    expect(await screen.findByText('Showing 40 of 50 products')).toBeVisible();
    expect(page()).toEqual(['?offset=0&limit=40&language=en']);
  });
});
