import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../../domain/types.ts';
import { Providers } from '../../app/providers.tsx';
import { initI18n } from '../../lib/i18n.ts';
import { neutralTenant } from '../../lib/tenant.ts';
import { stubApi } from '../../test/fake-api.ts';
import { ProductTile } from './product-tile.tsx';

const can = (combo?: number): Product => ({
  sku: 'E',
  description: 'Energy can',
  brand: 'Brand',
  category: 'Energy',
  price: 2,
  ...(combo === undefined ? {} : { combo }),
});

function show(...products: Product[]) {
  const api = stubApi({
    combos: {
      body: [
        { id: 1, kind: 'family', name: 'Barbecue combo' },
        { id: 2, kind: 'quantity', name: 'Energy combo' },
      ],
    },
  });
  render(
    <Providers tenant={{ ...neutralTenant('en'), isComboServiceAvailable: true }}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          {products.map((product) => (
            <ProductTile key={product.combo ?? 0} product={product} />
          ))}
        </MemoryRouter>
      </QueryClientProvider>
    </Providers>,
  );
  return api;
}

beforeAll(async () => {
  await initI18n('en');
});

describe('product card → quantity combo (SPEC §2 /combo-quantity "reached from a product already in a combo")', () => {
  it('links a product of a quantity combo to its price-range table', async () => {
    show(can(2));
    expect(
      await screen.findByRole('link', { name: "See the bundle's prices by quantity" }),
    ).toHaveAttribute('href', '/combo-quantity/2/Energy%20combo');
  });

  it('shows no link for a product of a family combo, one fetch for all cards', async () => {
    const api = show(can(1), can(2));
    await screen.findByRole('link', { name: "See the bundle's prices by quantity" });
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(api.calls).toHaveLength(1);
  });

  it('does not fetch combos for a product outside any combo', () => {
    const api = show(can());
    expect(api.calls).toHaveLength(0);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
