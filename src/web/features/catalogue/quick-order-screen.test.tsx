/**
 * The quick-order pad (issue 14): a SKU or a name, a quantity, Enter, next line — through the
 * server's search (a fake service applying the server's rules) into the cart, with the cart's
 * limits (SPEC §5) and its messages announced.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../../domain/types.ts';
import { useCartStore } from '../../lib/cart-store.ts';
import { initI18n } from '../../lib/i18n.ts';
import { renderScreen, stubFetch } from './catalogue-test-kit.tsx';
import QuickOrderScreen, { pickProduct } from './quick-order-screen.tsx';

const product = (sku: string, description: string, extra: Partial<Product> = {}): Product => ({
  sku,
  description,
  brand: 'Fizzola',
  category: 'Soft drinks',
  price: 2.5,
  ...extra,
});

const CATALOGUE = [
  product('101101', 'Fizzola Cola 350 ml'),
  product('101109', 'Fizzola Cola 2 L'),
  product('201201', 'Água Serra 500 ml', { quantityLimit: 5 }),
  product('301301', 'Guaraná 1 L', { quantityLimit: 0 }),
];

beforeAll(async () => {
  await initI18n('en');
});

const productField = () => screen.getByRole('combobox', { name: 'Product (SKU or name)' });
const quantityField = () => screen.getByRole('textbox', { name: 'Quantity' });
const padStatus = () => screen.getByTestId('quick-order-status');
const cartLines = () =>
  useCartStore.getState().items.map((line) => [line.product.sku, line.quantity]);

async function typeProduct(text: string, option: RegExp) {
  fireEvent.input(productField(), { target: { value: text } });
  await screen.findByRole('option', { name: option });
}

describe('quick-order pad (issue 14)', () => {
  it('a SKU, a quantity, Enter; then a name, Enter on the only match: two lines, focus back', async () => {
    const requests = stubFetch({ products: CATALOGUE });
    renderScreen(QuickOrderScreen, { path: '/quick-order' });
    expect(productField()).toHaveFocus();

    await typeProduct('101109', /Fizzola Cola 2\sL/);
    fireEvent.keyDown(productField(), { key: 'Enter' });
    expect(quantityField()).toHaveFocus();
    fireEvent.input(quantityField(), { target: { value: '6' } });
    fireEvent.submit(quantityField());
    expect(cartLines()).toEqual([['101109', 6]]);
    expect(padStatus()).toHaveTextContent('Added: 6 × Fizzola Cola 2 L');
    expect(productField()).toHaveFocus();
    expect(productField()).toHaveValue('');

    await typeProduct('agua serra', /Água Serra 500\sml/);
    fireEvent.keyDown(productField(), { key: 'Enter' });
    fireEvent.input(quantityField(), { target: { value: '2' } });
    fireEvent.submit(quantityField());
    expect(cartLines()).toEqual([
      ['101109', 6],
      ['201201', 2],
    ]);
    // The server searched; nothing downloaded the catalogue.
    expect(requests.some((call) => call.name === 'products')).toBe(false);
    expect(requests.every((call) => call.name === 'productSearch')).toBe(true);
  });

  it('arrow keys pick among several matches; the quantity is capped at the limit (SPEC §5)', async () => {
    stubFetch({ products: CATALOGUE });
    useCartStore.setState({ items: [{ product: CATALOGUE[2]!, quantity: 3 }], comboItems: [] });
    renderScreen(QuickOrderScreen, { path: '/quick-order' });
    await typeProduct('fizzola', /Fizzola Cola 350\sml/);
    fireEvent.keyDown(productField(), { key: 'Enter' });
    expect(padStatus()).toHaveTextContent('Choose a product from the list.');
    fireEvent.keyDown(productField(), { key: 'ArrowDown' });
    fireEvent.keyDown(productField(), { key: 'ArrowDown' });
    fireEvent.keyDown(productField(), { key: 'Enter' });
    expect(productField()).toHaveValue('Fizzola Cola 2\u00a0L');

    fireEvent.input(productField(), { target: { value: '201201' } });
    await screen.findByRole('option', { name: /Água Serra/ });
    fireEvent.keyDown(productField(), { key: 'Enter' });
    fireEvent.input(quantityField(), { target: { value: '9' } });
    fireEvent.submit(quantityField());
    // Limit 5, 3 already in the cart: 2 added, and the limit toast.
    expect(cartLines()).toEqual([['201201', 5]]);
    expect(await screen.findByText(/limit/i)).toBeInTheDocument();
  });

  it('a limit of 0 adds nothing; a quantity of 0 or an unknown product is refused with a message', async () => {
    stubFetch({ products: CATALOGUE });
    renderScreen(QuickOrderScreen, { path: '/quick-order' });
    await typeProduct('301301', /Guaraná/);
    fireEvent.keyDown(productField(), { key: 'Enter' });
    fireEvent.submit(quantityField());
    expect(cartLines()).toEqual([]);
    expect(padStatus()).toHaveTextContent('Guaraná 1 L was not added');

    await typeProduct('101101', /Fizzola Cola 350\sml/);
    fireEvent.keyDown(productField(), { key: 'Enter' });
    fireEvent.input(quantityField(), { target: { value: '0' } });
    fireEvent.submit(quantityField());
    expect(padStatus()).toHaveTextContent('Type a quantity of at least 1.');
    expect(cartLines()).toEqual([]);

    fireEvent.input(productField(), { target: { value: 'zzzzz' } });
    await waitFor(() => expect(screen.queryByRole('option')).toBeNull());
    fireEvent.keyDown(productField(), { key: 'Enter' });
    await waitFor(() => expect(padStatus()).toHaveTextContent('No product found.'));
  });

  it('pickProduct: an exact SKU wins; a stale list gives only an exact SKU', () => {
    const [a, b] = CATALOGUE;
    expect(pickProduct('101109', [a!, b!], -1)).toBe(b);
    expect(pickProduct('fizz', [a!, b!], -1)).toBeUndefined();
    expect(pickProduct('fizz', [a!, b!], 0)).toBe(a);
    expect(pickProduct('fizz', [a!], -1, false)).toBeUndefined();
    expect(pickProduct('101101', [a!], -1, false)).toBe(a);
  });
});
