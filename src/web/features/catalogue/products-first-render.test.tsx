/**
 * /products opened cold with a stored session asks for its first page at boot (app/router.tsx).
 * When that answer has arrived before the screen mounts, the screen's first render shows the
 * cards: no loading state, no second request (issue 16, P2: the tiles came a frame after the
 * header).
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_PAGE_SIZE, cataloguePageQuery } from '../../../domain/catalogue-pages.ts';
import type { Product } from '../../../domain/types.ts';
import { askEarly, forgetEarlyAnswers } from '../../lib/api-client.ts';
import { initI18n } from '../../lib/i18n.ts';
import { writeStored } from '../../lib/storage.ts';
import ProductsScreen from './products-screen.tsx';
import { renderScreen, stubFetch } from './catalogue-test-kit.tsx';

const catalogue: Product[] = Array.from({ length: 8 }, (_, i) => ({
  sku: `S${i + 1}`,
  description: `Soft drink ${i + 1}`,
  brand: 'Refresco',
  category: 'Soft drinks',
  price: 2.5,
}));

const firstPage = () => cataloguePageQuery(0, CATALOGUE_PAGE_SIZE, 'en');
const cards = () => [...document.querySelectorAll('article')];

beforeAll(async () => {
  await initI18n('en');
});

afterEach(() => forgetEarlyAnswers());

describe('/products: the first page asked at boot', () => {
  it('renders its cards in the first render once the early answer has arrived', async () => {
    writeStored('authorization', 'stored-token');
    const requests = stubFetch({ products: catalogue });
    askEarly('productsPage', { query: firstPage() });
    await waitFor(() => expect(requests).toHaveLength(1));
    // Let the answer's body be read.
    await new Promise((resolve) => setTimeout(resolve, 0));

    renderScreen(ProductsScreen, { path: '/products' });

    // No await: what the first render put on the screen.
    expect(cards()[0]).toHaveAttribute('aria-label', 'Soft drink 1');
    expect(screen.queryByRole('status', { name: /loading/i })).toBeNull();
    expect(requests.map((call) => `${call.name}${call.search}`)).toEqual([
      'productsPage?offset=0&limit=40&language=en',
    ]);
  });

  it('still in flight, the screen takes the same answer when it comes: one request', async () => {
    writeStored('authorization', 'stored-token');
    const requests = stubFetch({ products: catalogue });
    askEarly('productsPage', { query: firstPage() });

    renderScreen(ProductsScreen, { path: '/products' });

    expect(await screen.findByRole('article', { name: 'Soft drink 1' })).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });
});
