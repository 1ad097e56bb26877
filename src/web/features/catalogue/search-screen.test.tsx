import { screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '../../../domain/types.ts';
import { initI18n } from '../../lib/i18n.ts';
import SearchScreen from './search-screen.tsx';
import { renderScreen, stubFetch } from './catalogue-test-kit.tsx';

const product = (sku: string, description: string): Product => ({
  sku,
  description,
  brand: 'Refresco',
  category: 'Soft drinks',
  price: 4.5,
});

const catalogue = [
  product('1', 'Cola 2L PET'),
  product('2', 'Orange soda 350ml can'),
  product('3', 'Mineral water 500ml'),
];

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  stubFetch({ products: catalogue });
});

describe('/search (SPEC §2, §5 search, §9 search minimum 3 characters)', () => {
  it('shows the products matching a 3-character term, with the breadcrumb and cart monitor', async () => {
    renderScreen(SearchScreen, { path: '/search?redirect=col' });
    expect(await screen.findByRole('heading', { name: 'Cola 2\u00a0L PET' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Mineral water 500ml' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'You are here' })).toHaveTextContent(
      'Results for “col”',
    );
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByText(/Items in cart: 0/)).toBeInTheDocument();
  });

  it('does not filter with 2 characters (SPEC §9 search minimum)', async () => {
    renderScreen(SearchScreen, { path: '/search?redirect=co' });
    expect(await screen.findByText('Type at least 3 characters to search.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Cola 2L PET' })).toBeNull();
  });

  it('shows not-found with the hint to search another term (SPEC §2 /search, §8)', async () => {
    renderScreen(SearchScreen, { path: '/search?redirect=xyzzy' });
    expect(await screen.findByText('No results for this search.')).toBeInTheDocument();
    expect(screen.getByText('Try searching for another term.')).toBeInTheDocument();
  });
});
