/**
 * What a signed-in page opened cold asks for at boot (issue 16, P2): the start-up's orchestration
 * with the stored session (the start-up takes that answer: lib/startup.test.ts), beside the
 * tenant's call (app/early.ts); the shell's and the screen's chunks load at the same time.
 */
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../domain/types.ts';
import { renderScreen } from '../features/catalogue/catalogue-test-kit.tsx';
import ProductsScreen from '../features/catalogue/products-screen.tsx';
import { apiClient, forgetEarlyAnswers } from '../lib/api-client.ts';
import { initI18n } from '../lib/i18n.ts';
import { writeStored } from '../lib/storage.ts';
import { catalogueRoutes, stubApi } from '../test/fake-api.ts';
import { askSignedInPage } from './early.ts';

const orchestration = { status: 500, body: { code: 'unknown', message: 'not the point here' } };

beforeAll(async () => {
  await initI18n('en');
});

afterEach(() => {
  localStorage.clear();
  forgetEarlyAnswers();
});

describe('askSignedInPage: which pages ask at boot', () => {
  it.each([
    ['/home', '', 'home'],
    ['/products', '?search=cola', 'products'],
    ['/category/brands/7', '', 'categoryBrands'],
    ['/combo-quantity/12', '', 'quantityCombo'],
  ])('%s%s with a stored session: the orchestration, with that session', (path, search, name) => {
    writeStored('authorization', 'stored-1');
    const api = stubApi({ orchestration });
    // The screen: start.tsx then loads its component and starts the start-up before the first
    // render.
    expect(askSignedInPage(path, search)).toBe(name);
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
    expect(askSignedInPage(path, search)).toBeUndefined();
    expect(api.calls).toHaveLength(0);
  });

  it('nothing without a stored session', () => {
    const api = stubApi({ orchestration });
    expect(askSignedInPage('/home', '')).toBeUndefined();
    expect(api.calls).toHaveLength(0);
  });

  it('/products with a stored language: its first page too, which the screen then takes', async () => {
    writeStored('authorization', 'stored-1');
    writeStored('language', 'en');
    const catalogue: Product[] = [
      {
        sku: 'S1',
        description: 'Cola 2 L',
        brand: 'Refresco',
        category: 'Soft drinks',
        price: 2.5,
      },
    ];
    const api = stubApi({ orchestration, ...catalogueRoutes(catalogue) });
    askSignedInPage('/products', '');
    expect(api.callsTo('productsPage').map((call) => call.bearer)).toEqual(['stored-1']);
    renderScreen(ProductsScreen, { path: '/products' });
    expect(await screen.findByText('Cola 2 L')).toBeTruthy();
    expect(api.callsTo('productsPage')).toHaveLength(1);
  });

  it.each([
    ['/home', 'home'],
    ['/products', 'products'],
    ['/favorites', 'favorites'],
  ])('%s: the favorites too, which its tiles then take', async (path, name) => {
    writeStored('authorization', 'stored-1');
    const api = stubApi({ orchestration, favorites: { status: 200, body: { items: [] } } });
    expect(askSignedInPage(path, '')).toBe(name);
    expect(api.callsTo('favorites').map((call) => call.bearer)).toEqual(['stored-1']);
    await expect(apiClient.call('favorites')).resolves.toEqual({ items: [] });
    expect(api.callsTo('favorites')).toHaveLength(1);
  });

  it('a screen without product tiles asks for no favorites', () => {
    writeStored('authorization', 'stored-1');
    const api = stubApi({ orchestration });
    const screens = ['/cart', '/order/tracking', '/combo-quantity/12'].map((path) =>
      askSignedInPage(path, ''),
    );
    expect(screens).toEqual(['cart', 'orderTracking', 'quantityCombo']);
    expect(api.callsTo('orchestration')).toHaveLength(1);
    expect(api.callsTo('favorites')).toHaveLength(0);
  });

  it('/home asks for no product page, and /products none without a stored language', () => {
    writeStored('authorization', 'stored-1');
    writeStored('language', 'en');
    const api = stubApi({ orchestration });
    askSignedInPage('/home', '');
    localStorage.removeItem('language');
    askSignedInPage('/products', '');
    expect(api.callsTo('productsPage')).toHaveLength(0);
  });
});
