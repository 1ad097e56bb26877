import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '../../../domain/types.ts';
import { Providers } from '../../app/providers.tsx';
import { useCartStore } from '../../lib/cart-store.ts';
import { initI18n } from '../../lib/i18n.ts';
import { neutralTenant, type PublicTenant } from '../../lib/tenant.ts';
import {
  observedElements,
  stubIntersectionObserver,
} from '../../test/fake-intersection-observer.ts';
import { CARDS_FIRST_TASK, ProductGrid } from './product-grid.tsx';
import {
  listSignature,
  nextPageCount,
  PRODUCT_PAGE_SIZE,
  shownSections,
} from './product-paging.ts';

/** Mounting 40–100 tiles in jsdom takes seconds on the shared 2-core machines (not a measure). */
const RENDER_TIMEOUT_MS = 30_000;

const drinks = (count: number, prefix = 'D'): Product[] =>
  Array.from({ length: count }, (_, i) => ({
    sku: `${prefix}${i + 1}`,
    description: `${prefix === 'D' ? 'Drink' : 'Other'} ${i + 1}`,
    brand: 'Brand',
    category: 'Soft drinks',
    price: 2,
  }));

const cards = () => [...document.querySelectorAll('article')];
/** Waits until `count` cards are mounted: CARDS_FIRST_TASK, then CARDS_PER_TASK per task. */
const mountedCards = (count: number) =>
  waitFor(() => expect(cards()).toHaveLength(count), { timeout: RENDER_TIMEOUT_MS });
const names = () => cards().map((card) => card.getAttribute('aria-label'));
const showMore = () => screen.getByRole('button', { name: 'Show more products' });

function grid(products: readonly Product[], tenant: PublicTenant = neutralTenant('en')) {
  return (
    <Providers tenant={tenant}>
      <ProductGrid products={products} />
    </Providers>
  );
}

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  delete window.dataLayer;
});

describe('product paging (pure)', () => {
  const a = drinks(3, 'A');
  const b = drinks(4, 'B');
  const sections = [
    { id: 'a', products: a },
    { id: 'empty', products: [] },
    { id: 'b', products: b },
  ];

  it.each([
    [0, []],
    [2, [['a', 2, 0]]],
    [3, [['a', 3, 0]]],
    [
      5,
      [
        ['a', 3, 0],
        ['b', 2, 3],
      ],
    ],
    [
      99,
      [
        ['a', 3, 0],
        ['b', 4, 3],
      ],
    ],
  ])('shows %i products across sections as %j (id, cards, start)', (count, expected) => {
    expect(
      shownSections(sections, count).map((s) => [s.section.id, s.products.length, s.start]),
    ).toEqual(expected);
  });

  it('pages by PRODUCT_PAGE_SIZE, never past the list', () => {
    expect(PRODUCT_PAGE_SIZE).toBe(20);
    expect(nextPageCount(20, 100)).toBe(40);
    expect(nextPageCount(90, 100)).toBe(100);
    expect(nextPageCount(120, 100)).toBe(100);
  });

  it('names a list by its products in order (sku, combo, family)', () => {
    expect(listSignature(a)).toBe(listSignature([...a]));
    expect(listSignature(a)).not.toBe(listSignature([...a].reverse()));
    expect(listSignature([{ ...a[0]!, combo: 7 }])).not.toBe(listSignature([a[0]!]));
  });
});

describe('ProductGrid: progressive rendering', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('mounts a screenful of cards at once and the rest in later tasks', async () => {
    render(grid(drinks(PRODUCT_PAGE_SIZE)));
    expect(cards()).toHaveLength(CARDS_FIRST_TASK);
    await mountedCards(PRODUCT_PAGE_SIZE);
  });

  it('watches for the end of the list only once the page is mounted, not after its first cards', async () => {
    stubIntersectionObserver();
    render(grid(drinks(100)));
    expect(cards()).toHaveLength(CARDS_FIRST_TASK);
    expect(observedElements()).toEqual([]);
    await mountedCards(PRODUCT_PAGE_SIZE);
    await waitFor(() => expect(observedElements()).toHaveLength(1));
  });

  it("names each card with an h2 in a grid right under the page's h1 (no skipped level)", async () => {
    render(grid(drinks(3)));
    await mountedCards(3);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Drink 1',
      'Drink 2',
      'Drink 3',
    ]);
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
  });

  it('a short list shows every card, with no status, button or sentinel', async () => {
    stubIntersectionObserver();
    render(grid(drinks(PRODUCT_PAGE_SIZE)));
    await mountedCards(PRODUCT_PAGE_SIZE);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show more products' })).toBeNull();
    expect(observedElements()).toEqual([]);
  });

  it('formats the counts in the status for the language (5,000 products, 20 cards mounted)', async () => {
    render(grid(drinks(5000)));
    await mountedCards(20);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 20 of 5,000 products');
  });

  it('keeps its pages when the same list re-renders (new array, cart change), resets on a new list', async () => {
    const list = drinks(100);
    const view = render(grid(list));
    fireEvent.click(showMore());
    await mountedCards(40);

    view.rerender(grid([...list]));
    useCartStore.getState().add(list[0]!, 2);
    view.rerender(grid(list.map((product) => ({ ...product }))));
    expect(cards()).toHaveLength(40);

    view.rerender(grid(drinks(70, 'O')));
    expect(cards()).toHaveLength(CARDS_FIRST_TASK);
    await mountedCards(20);
    expect(names()[0]).toBe('Other 1');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 20 of 70 products');
    expect(useCartStore.getState().items.map((line) => [line.product.sku, line.quantity])).toEqual([
      ['D1', 2],
    ]);
  });

  it('a tile keeps its element and quantity through more pages (it stays mounted)', async () => {
    render(grid(drinks(100)));
    fireEvent.click(screen.getByRole('button', { name: 'Add Drink 1 to the cart' }));
    const first = screen.getByRole('textbox', { name: 'Quantity of Drink 1 in the cart' });
    fireEvent.input(first, { target: { value: '7' } });
    fireEvent.blur(first);
    fireEvent.click(showMore());
    await mountedCards(40);
    expect(screen.getByRole('textbox', { name: 'Quantity of Drink 1 in the cart' })).toBe(first);
    expect(first).toHaveValue('7');
  });

  it('sends view_item_list per page shown, not the whole list at once', () => {
    const tenant = { ...neutralTenant('en'), gtmId: 'GTM-W3N8R2X' };
    const list = drinks(100);
    const view = render(grid(list, tenant));
    const skus = () =>
      (window.dataLayer ?? [])
        .filter((event) => event.event === 'view_item_list')
        .map((event) => (event.items as { item_id: string }[]).map((item) => item.item_id));
    expect(skus()).toEqual([list.slice(0, 20).map((p) => p.sku)]);
    fireEvent.click(showMore());
    view.rerender(grid([...list], tenant));
    expect(skus()).toEqual([
      list.slice(0, 20).map((p) => p.sku),
      list.slice(20, 40).map((p) => p.sku),
    ]);
  });
});
