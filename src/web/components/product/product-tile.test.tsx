/**
 * The compact product tile (issue 14): the stepper is the add button and edits the cart line in
 * place, the unit price follows the tier of the quantity in the cart with the saving and the next
 * tier, the heart is a toggle button saved optimistically, SPEC §5's limits still hold, and the
 * brand is named once.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '../../../domain/types.ts';
import { Providers } from '../../app/providers.tsx';
import { useCartStore } from '../../lib/cart-store.ts';
import { initI18n } from '../../lib/i18n.ts';
import { neutralTenant, type PublicTenant } from '../../lib/tenant.ts';
import { stubApi, type FakeRoute } from '../../test/fake-api.ts';
import { ToastRegion } from '../toast/toast-region.tsx';
import { ProductTile } from './product-tile.tsx';
import { spacedSize } from './product-text.ts';

const cola: Product = {
  sku: '101101',
  description: 'Fizzola Cola 350ml can',
  brand: 'Fizzola',
  category: 'Soft drinks',
  price: 3.19,
  pricePromotions: [
    { minimumQuantity: 5, price: 3.09 },
    { minimumQuantity: 10, price: 2.99 },
  ],
  isMSL: true,
  isGlassBottle: true,
};

const tenant = (over: Partial<PublicTenant> = {}): PublicTenant => ({
  ...neutralTenant('en'),
  currency: 'BRL',
  locale: 'en-US',
  showPriceWithoutDiscount: false,
  features: { ...neutralTenant('en').features, tracking: true, favorites: true },
  ...over,
});

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  delete window.dataLayer;
});

function show(
  product: Product = cola,
  {
    routes = {},
    over = {},
  }: { routes?: Parameters<typeof stubApi>[0]; over?: Partial<PublicTenant> } = {},
) {
  const api = stubApi({ favorites: { body: { data: { items: [] } } }, ...routes });
  render(
    <Providers tenant={tenant(over)}>
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <MemoryRouter>
          <ProductTile product={product} />
          <ToastRegion />
        </MemoryRouter>
      </QueryClientProvider>
    </Providers>,
  );
  const tile = screen.getByRole('article', { name: spacedSize(product.description) });
  return { api, tile };
}

const unitPrice = (tile: HTMLElement) => within(tile).getByTestId('tile-unit-price').textContent;
/** Text without the bidi isolates (U+2066–U+2069) that keep "5+" and prices whole in Arabic. */
const nextTier = (tile: HTMLElement) =>
  within(tile)
    .getByTestId('tile-next-tier')
    .textContent?.replace(/[\u2066-\u2069]/g, '');
const lineQuantity = () => useCartStore.getState().items[0]?.quantity ?? 0;
/** Types a quantity into the tile's stepper and leaves the field (the way it goes to the cart). */
const typeQuantity = (tile: HTMLElement, text: string) => {
  const value = within(tile).getByRole('textbox');
  fireEvent.input(value, { target: { value: text } });
  fireEvent.blur(value);
};

describe('the stepper is the add button (in place)', () => {
  it('adds one with the Add button, then edits the same line with − N +; no separate add', () => {
    const { tile } = show();
    const add = within(tile).getByRole('button', {
      name: 'Add Fizzola Cola 350\u00a0ml can to the cart',
    });
    add.focus();
    fireEvent.click(add);
    expect(lineQuantity()).toBe(1);
    // The same button is now the plus button, and keeps the focus.
    const plus = within(tile).getByRole('button', {
      name: 'Increase quantity of Fizzola Cola 350\u00a0ml can',
    });
    expect(plus).toBe(add);
    expect(document.activeElement).toBe(plus);
    expect(within(tile).queryByRole('button', { name: /^Add / })).toBeNull();
    fireEvent.click(plus);
    expect(lineQuantity()).toBe(2);
    const value = within(tile).getByRole('textbox', {
      name: 'Quantity of Fizzola Cola 350\u00a0ml can in the cart',
    });
    expect(value).toHaveValue('2');
    fireEvent.click(
      within(tile).getByRole('button', {
        name: 'Decrease quantity of Fizzola Cola 350\u00a0ml can',
      }),
    );
    expect(lineQuantity()).toBe(1);
    // At one unit the minus removes the line and the Add button is back, with the focus.
    const remove = within(tile).getByRole('button', {
      name: 'Remove Fizzola Cola 350\u00a0ml can from the cart',
    });
    remove.focus();
    fireEvent.click(remove);
    expect(useCartStore.getState().items).toEqual([]);
    expect(within(tile).getByRole('button', { name: /^Add / })).toHaveFocus();
  });

  it('a typed quantity goes to the cart on Enter or when leaving the field', () => {
    const { tile } = show();
    fireEvent.click(within(tile).getByRole('button', { name: /^Add / }));
    const value = within(tile).getByRole('textbox');
    fireEvent.input(value, { target: { value: '1x2' } });
    expect(value).toHaveValue('12');
    expect(lineQuantity()).toBe(1);
    fireEvent.keyDown(value, { key: 'Enter' });
    expect(lineQuantity()).toBe(12);
    fireEvent.input(value, { target: { value: '7' } });
    fireEvent.blur(value);
    expect(lineQuantity()).toBe(7);
  });

  it('sends add_to_cart with the units added (SPEC §7 analytics)', () => {
    const { tile } = show(cola, { over: { gtmId: 'GTM-W3N8R2X' } });
    fireEvent.click(within(tile).getByRole('button', { name: /^Add / }));
    expect(window.dataLayer).toEqual([
      expect.objectContaining({
        event: 'add_to_cart',
        currency: 'BRL',
        items: [{ item_id: '101101', quantity: 1, price: 3.19 }],
      }),
    ]);
  });
});

describe('price for the quantity in the cart (SPEC §5 tier prices)', () => {
  it('shows the base price and the next tier, then the tier price and the saving', () => {
    const { tile } = show();
    expect(unitPrice(tile)).toBe('R$3.19');
    expect(nextTier(tile)).toBe('5+ → R$3.09From 5 units: R$3.09 each');
    expect(within(tile).queryByTestId('tile-saving')).toBeNull();

    fireEvent.click(within(tile).getByRole('button', { name: /^Add / }));
    typeQuantity(tile, '4');
    expect(unitPrice(tile)).toBe('R$3.19');

    // The tier starts at 5: the unit price drops, the list price is struck, the saving is for 5.
    fireEvent.click(within(tile).getByRole('button', { name: /^Increase/ }));
    expect(unitPrice(tile)).toBe('R$3.09');
    expect(tile.querySelector('del')).toHaveTextContent('R$3.19');
    expect(within(tile).getByTestId('tile-saving')).toHaveTextContent('You save R$0.50');
    expect(nextTier(tile)).toContain('10+ → R$2.99');

    typeQuantity(tile, '10');
    expect(unitPrice(tile)).toBe('R$2.99');
    expect(within(tile).getByTestId('tile-saving')).toHaveTextContent('You save R$2.00');
    expect(within(tile).queryByTestId('tile-next-tier')).toBeNull();
  });
});

describe('unit cost (tenant unitCost)', () => {
  it("follows the tier in force, as the price beside it does (a tier's own unitCost)", () => {
    const costed: Product = {
      ...cola,
      unitCost: 2.5,
      pricePromotions: [{ minimumQuantity: 5, price: 3.09, unitCost: 2.4 }],
    };
    const { tile } = show(costed, { over: { unitCost: true } });
    expect(within(tile).getByText('Unit cost R$2.50')).toBeInTheDocument();
    fireEvent.click(within(tile).getByRole('button', { name: /^Add / }));
    typeQuantity(tile, '5');
    expect(unitPrice(tile)).toBe('R$3.09');
    expect(within(tile).getByText('Unit cost R$2.40')).toBeInTheDocument();
    expect(within(tile).queryByText('Unit cost R$2.50')).toBeNull();
  });
});

describe('limits (SPEC §5)', () => {
  it('caps a typed quantity at the limit with the limit toast, and disables plus there', async () => {
    const { tile } = show({ ...cola, quantityLimit: 3 });
    expect(tile).toHaveTextContent('Max 3 units per order');
    fireEvent.click(within(tile).getByRole('button', { name: /^Add / }));
    typeQuantity(tile, '5');
    expect(lineQuantity()).toBe(3);
    expect(
      await screen.findByText('Only 2 could be added: the limit is 3 units per order.'),
    ).toBeInTheDocument();
    expect(within(tile).getByRole('button', { name: /^Increase/ })).toBeDisabled();
    expect(tile).toHaveTextContent('Maximum limit reached.');
  });

  it('units of the sku in a combo line count against the same limit', () => {
    useCartStore
      .getState()
      .replaceAll([{ product: { ...cola, quantityLimit: 3, combo: 7 }, quantity: 3 }]);
    const { tile } = show({ ...cola, quantityLimit: 3 });
    expect(within(tile).getByRole('button', { name: /^Add / })).toBeDisabled();
  });

  it('a limit of 0 disables ordering and says so', () => {
    const { tile } = show({ ...cola, quantityLimit: 0 });
    expect(within(tile).getByRole('button', { name: /^Add / })).toBeDisabled();
    expect(tile).toHaveTextContent('Not available to order.');
  });
});

describe('marks and names', () => {
  it('names the brand once, and a size written in the name ("350ml") reads spaced', () => {
    const { tile } = show();
    expect(within(tile).getByRole('heading').textContent).toBe('Fizzola Cola 350\u00a0ml can');
    expect(within(tile).getByRole('list')).not.toHaveTextContent('Fizzola');
    expect(tile).toHaveTextContent('Must stock');
    expect(tile).toHaveTextContent('Returnable');
  });

  it('shows the brand when the name does not carry it', () => {
    const { tile } = show({ ...cola, description: 'Cola 350\u00a0ml can', isMSL: false });
    expect(within(tile).getByText('Fizzola')).toBeInTheDocument();
    expect(tile).not.toHaveTextContent('Must stock');
  });
});

describe('the favorite heart (PUT products/favorites/:sku)', () => {
  const heart = (tile: HTMLElement) =>
    within(tile).getByRole('button', { name: 'Favourite: Fizzola Cola 350\u00a0ml can' });

  it('toggles at once and saves the wanted state', async () => {
    let release: () => void = () => undefined;
    const put: FakeRoute = (call) =>
      new Promise((resolve) => {
        release = () =>
          resolve({
            body: { sku: '101101', favorite: (call.body as { favorite: boolean }).favorite },
          });
      });
    const { tile, api } = show(cola, { routes: { setFavorite: put } });
    await waitFor(() => expect(api.callsTo('favorites')).toHaveLength(1));
    expect(heart(tile)).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(heart(tile));
    // Optimistic: pressed before the server answered.
    await waitFor(() => expect(heart(tile)).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(api.callsTo('setFavorite')).toHaveLength(1));
    expect(api.callsTo('setFavorite')[0]).toMatchObject({
      method: 'PUT',
      path: '/api/products/favorites/101101',
      body: { favorite: true },
    });
    release();
    await waitFor(() => expect(api.callsTo('favorites').length).toBeGreaterThan(1));
  });

  it('goes back and says so when saving fails', async () => {
    const { tile } = show(cola, {
      routes: { setFavorite: { status: 422, body: { code: 'productUnavailable' } } },
    });
    await waitFor(() => expect(heart(tile)).toHaveAttribute('aria-pressed', 'false'));
    fireEvent.click(heart(tile));
    expect(await screen.findByText('Could not save the favourite. Try again.')).toBeInTheDocument();
    expect(heart(tile)).toHaveAttribute('aria-pressed', 'false');
  });

  it('is pressed for a product already in the favorites', async () => {
    const { tile } = show(cola, { routes: { favorites: { body: { data: { items: [cola] } } } } });
    await waitFor(() => expect(heart(tile)).toHaveAttribute('aria-pressed', 'true'));
  });

  it('the hearts of a screen are one observer of the list, gone with the last heart', async () => {
    const api = stubApi({ favorites: { body: { data: { items: [cola] } } } });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const products = Array.from({ length: 20 }, (_, index) => ({
      ...cola,
      sku: String(200 + index),
      description: `Cola ${index}`,
    }));
    const view = render(
      <Providers tenant={tenant()}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter>
            {[cola, ...products, cola].map((product, index) => (
              <ProductTile key={index} product={product} />
            ))}
          </MemoryRouter>
        </QueryClientProvider>
      </Providers>,
    );
    const pressed = () =>
      screen.getAllByRole('button', { name: /^Favourite/, pressed: true }).length;
    await waitFor(() => expect(pressed()).toBe(2));
    const list = queryClient.getQueryCache().find({ queryKey: ['favorites'] });
    expect(list?.getObserversCount()).toBe(1);
    expect(api.callsTo('favorites')).toHaveLength(1);
    // Pressing one tile's heart presses it in every tile of that product.
    fireEvent.click(screen.getAllByRole('button', { name: 'Favourite: Cola 3' })[0]!);
    await waitFor(() => expect(pressed()).toBe(3));
    view.unmount();
    expect(list?.getObserversCount()).toBe(0);
  });

  it('asks for the list again when its query left the cache while no heart showed', async () => {
    let items: Product[] = [];
    const api = stubApi({ favorites: () => ({ body: { data: { items } } }) });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const tiles = () => (
      <Providers tenant={tenant()}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter>
            <ProductTile product={cola} />
          </MemoryRouter>
        </QueryClientProvider>
      </Providers>
    );
    const first = render(tiles());
    await waitFor(() => expect(api.callsTo('favorites')).toHaveLength(1));
    first.unmount();
    queryClient.removeQueries({ queryKey: ['favorites'] });
    items = [cola];
    render(tiles());
    await waitFor(() => expect(api.callsTo('favorites')).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Favourite/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
  });

  it('is not shown when the tenant has favorites off', () => {
    const { tile } = show(cola, {
      over: { features: { ...neutralTenant('en').features, tracking: true, favorites: false } },
    });
    expect(within(tile).queryByRole('button', { name: /^Favourite/ })).toBeNull();
  });
});
