import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../../domain/types.ts';
import { useCartStore } from '../../lib/cart-store.ts';
import { initI18n } from '../../lib/i18n.ts';
import FavoritesScreen from './favorites-screen.tsx';
import SuggestedScreen from './suggested-screen.tsx';
import { renderScreen, stubFetch } from './catalogue-test-kit.tsx';

const item = (sku: string, extra: Partial<Product> = {}): Product => ({
  sku,
  description: `Drink ${sku}`,
  brand: 'Brand',
  category: 'Soft drinks',
  price: 2.5,
  ...extra,
});

beforeAll(async () => {
  await initI18n('en');
});

describe('/suggested and /favorites (SPEC §2, §7 data.items)', () => {
  it('include all adds every product and goes to /cart?action=addSuggested (SPEC §2 /suggested)', async () => {
    stubFetch({
      suggested: {
        data: { items: [item('A', { quantity: 6 }), item('B'), item('Z', { price: 0 })] },
      },
    });
    renderScreen(SuggestedScreen, { path: '/suggested' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add all to cart' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/cart?action=addSuggested');
    expect(useCartStore.getState().items.map((line) => [line.product.sku, line.quantity])).toEqual([
      ['A', 6],
      ['B', 1],
    ]);
  });

  it.each([
    [
      SuggestedScreen,
      '/suggested',
      'suggested' as const,
      "We don't have a suggested order for you yet.",
    ],
    [
      FavoritesScreen,
      '/favorites',
      'favorites' as const,
      "You don't have any favourite products yet.",
    ],
  ])(
    'shows the not-found message for an empty list (SPEC §8)',
    async (Screen, path, api, message) => {
      stubFetch({ [api]: { data: { items: [] } } });
      renderScreen(Screen, { path });
      expect(await screen.findByText(message)).toBeInTheDocument();
    },
  );

  it('favorites include all stays on the page and confirms with a toast', async () => {
    stubFetch({ favorites: { data: { items: [item('A')] } } });
    renderScreen(FavoritesScreen, { path: '/favorites' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add all to cart' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/favorites');
    expect(screen.getByText('Products added to the cart.')).toBeInTheDocument();
    expect(useCartStore.getState().items).toHaveLength(1);
  });
});
