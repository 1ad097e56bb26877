/**
 * Long product lists render progressively on every product screen (/products, /promotions,
 * /favorites; /search, /suggested and the brand page use the same grid): a first page of cards,
 * more when the sentinel nears the viewport or the "show more" button is pressed.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../../domain/types.ts';
import { useCartStore } from '../../lib/cart-store.ts';
import { initI18n } from '../../lib/i18n.ts';
import {
  observedElements,
  reportNear,
  stubIntersectionObserver,
} from '../../test/fake-intersection-observer.ts';
import FavoritesScreen from './favorites-screen.tsx';
import ProductsScreen from './products-screen.tsx';
import PromotionsScreen from './promotions-screen.tsx';
import { renderScreen, stubFetch } from './catalogue-test-kit.tsx';

/** Mounting 20–100 tiles in jsdom takes seconds on the shared 2-core machines (not a measure). */
const RENDER_TIMEOUT_MS = 30_000;

const product = (sku: string, description: string, extra: Partial<Product> = {}): Product => ({
  sku,
  description,
  brand: 'Refresco',
  category: 'Soft drinks',
  price: 2.5,
  ...extra,
});

/** 100 products: Soft drinks 1-50, Water 1-30, Juices 1-20, in that order. */
const catalogue: Product[] = [
  ...Array.from({ length: 50 }, (_, i) => product(`S${i + 1}`, `Soft drinks ${i + 1}`)),
  ...Array.from({ length: 30 }, (_, i) =>
    product(`W${i + 1}`, `Water ${i + 1}`, { category: 'Water' }),
  ),
  ...Array.from({ length: 20 }, (_, i) =>
    product(`J${i + 1}`, `Juices ${i + 1}`, { category: 'Juices' }),
  ),
];

const cards = () => [...document.querySelectorAll('article')];
/** Waits until `count` cards are mounted: the grid mounts a few per task (issue 16). */
const mountedCards = (count: number) =>
  waitFor(() => expect(cards()).toHaveLength(count), { timeout: RENDER_TIMEOUT_MS });
const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const showMore = () => screen.getByRole('button', { name: 'Show more products' });
const status = () => screen.getByText(/^Showing \d+ of \d+ products$/);

beforeAll(async () => {
  await initI18n('en');
});

describe(
  '/products with 100 products: the first page, then more',
  { timeout: RENDER_TIMEOUT_MS },
  () => {
    it('renders only the first 20 cards, with a polite status and a real button', async () => {
      const requests = stubFetch({ products: catalogue });
      renderScreen(ProductsScreen, { path: '/products' });
      expect(await screen.findByText('Showing 20 of 100 products')).toHaveAttribute(
        'role',
        'status',
      );
      await mountedCards(20);
      expect(cards().at(-1)).toHaveAttribute('aria-label', 'Soft drinks 20');
      // A category shows with its first card.
      expect(headings()).toEqual(['Soft drinks']);
      expect(showMore()).toHaveAttribute('type', 'button');
      // One page of 40 from the server, never the whole catalogue (decision 055); the grid
      // shows half of it (decision 084).
      expect(requests.map((call) => `${call.name}${call.search}`)).toEqual([
        'productsPage?offset=0&limit=40&language=en',
      ]);
    });

    it('the button adds the next page across categories and moves focus to its first card', async () => {
      const requests = stubFetch({ products: catalogue });
      renderScreen(ProductsScreen, { path: '/products' });
      await screen.findByText('Showing 20 of 100 products');

      showMore().focus();
      fireEvent.click(showMore());
      // The server's first page of 40 holds the grid's second page: no call.
      await waitFor(() => expect(cards()).toHaveLength(40));
      // Focus moves in an effect, after the new cards paint.
      await waitFor(() => expect(document.activeElement).toBe(cards()[20]));
      expect(document.activeElement).toHaveAttribute('aria-label', 'Soft drinks 21');
      expect(status()).toHaveTextContent('Showing 40 of 100 products');
      expect(requests).toHaveLength(1);

      fireEvent.click(showMore());
      // The third asks the server for its next page of 40 (decision 055).
      await waitFor(() => expect(cards()).toHaveLength(60));
      expect(requests.map((call) => call.search)).toEqual([
        '?offset=0&limit=40&language=en',
        '?offset=40&limit=40&language=en',
      ]);
      expect(headings()).toEqual(['Soft drinks', 'Water']);
      await waitFor(() => expect(document.activeElement).toBe(cards()[40]));
      expect(document.activeElement).toHaveAttribute('aria-label', 'Soft drinks 41');
      expect(status()).toHaveTextContent('Showing 60 of 100 products');

      fireEvent.click(showMore());
      await waitFor(() => expect(cards()).toHaveLength(80));
      fireEvent.click(showMore());
      await waitFor(() => expect(cards()).toHaveLength(100));
      expect(headings()).toEqual(['Soft drinks', 'Water', 'Juices']);
      await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-label', 'Juices 1'));
      expect(status()).toHaveTextContent('Showing 100 of 100 products');
      // Everything shown: the button goes (focus is already on a card, not lost with it).
      expect(screen.queryByRole('button', { name: 'Show more products' })).toBeNull();
    });

    it('the sentinel after the grid nearing the viewport adds a page, without moving focus', async () => {
      stubIntersectionObserver();
      stubFetch({ products: catalogue });
      renderScreen(ProductsScreen, { path: '/products' });
      await screen.findByText('Showing 20 of 100 products');

      // The sentinel is observed from an effect, after the first page paints.
      await waitFor(() => expect(observedElements()).toHaveLength(1));
      const [sentinel] = observedElements();
      expect(sentinel).toHaveAttribute('aria-hidden', 'true');
      // After the last card.
      expect(cards().at(-1)!.compareDocumentPosition(sentinel!)).toBe(
        Node.DOCUMENT_POSITION_FOLLOWING,
      );

      reportNear(sentinel!);
      await waitFor(() => expect(cards()).toHaveLength(40));
      expect(status()).toHaveTextContent('Showing 40 of 100 products');
      expect(document.activeElement).toBe(document.body);

      // A fresh observer watches the sentinel again (a tall screen keeps filling)...
      await waitFor(() => expect(observedElements()).toEqual([sentinel]));
      // ...except while the button has focus: loading ahead would push it out of view.
      act(() => showMore().focus());
      expect(observedElements()).toEqual([]);
      act(() => showMore().blur());
      expect(observedElements()).toEqual([sentinel]);
      reportNear(sentinel!);
      await waitFor(() => expect(cards()).toHaveLength(60));
      for (const count of [80, 100]) {
        await waitFor(() => expect(observedElements()).toEqual([sentinel]));
        reportNear(sentinel!);
        await waitFor(() => expect(cards()).toHaveLength(count));
      }
      await waitFor(() => expect(observedElements()).toEqual([]));
    });
  },
);

describe(
  '/promotions: a filter change starts again from the first page; the cart is untouched',
  { timeout: RENDER_TIMEOUT_MS },
  () => {
    const promotions = catalogue.map((p, i) => ({
      ...p,
      isPromo: true,
      brand: i % 5 === 0 ? 'Beta' : 'Alpha',
    }));

    it('resets on a filter change, keeps its pages when the cart changes', async () => {
      stubFetch({ products: promotions });
      renderScreen(PromotionsScreen, { path: '/promotions' });
      await screen.findByText('Showing 20 of 100 products');
      fireEvent.click(showMore());
      await mountedCards(40);

      // Adding to the cart recomputes the promotion entries (limits): the pages stay.
      const card = cards()[30]!;
      fireEvent.click(within(card).getByRole('button', { name: /^Add .* to the cart$/ }));
      const quantity = within(card).getByRole('textbox', { name: /^Quantity of / });
      fireEvent.input(quantity, { target: { value: '3' } });
      fireEvent.blur(quantity);
      const cart = () => useCartStore.getState().items.map((l) => [l.product.sku, l.quantity]);
      expect(cart()).toEqual([['S31', 3]]);
      expect(cards()).toHaveLength(40);

      fireEvent.change(screen.getByRole('combobox', { name: 'Brand' }), {
        target: { value: 'Alpha' },
      });
      await mountedCards(20);
      expect(status()).toHaveTextContent('Showing 20 of 80 products');
      fireEvent.change(screen.getByRole('combobox', { name: 'Brand' }), {
        target: { value: 'Beta' },
      });
      await mountedCards(20);
      expect(screen.queryByRole('button', { name: 'Show more products' })).toBeNull();
      expect(cart()).toEqual([['S31', 3]]);
    });
  },
);

describe(
  '/favorites: the same grid; "add all" still adds every product',
  { timeout: RENDER_TIMEOUT_MS },
  () => {
    it('shows the first page and adds all 100 to the cart', async () => {
      stubFetch({ favorites: { data: { items: catalogue } } });
      renderScreen(FavoritesScreen, { path: '/favorites' });
      await screen.findByText('Showing 20 of 100 products');
      await mountedCards(20);
      fireEvent.click(screen.getByRole('button', { name: 'Add all to cart' }));
      expect(useCartStore.getState().items).toHaveLength(100);
      expect(cards()).toHaveLength(20);
    });
  },
);
