import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '../../../domain/types.ts';
import { useCartStore } from '../../lib/cart-store.ts';
import { initI18n } from '../../lib/i18n.ts';
import { ToastRegion } from '../toast/toast-region.tsx';
import { clearToasts } from '../toast/toast-store.ts';
import { AddToCartButton } from './add-to-cart-button.tsx';

const cola: Product = {
  sku: 'C1',
  description: 'Cola 2L',
  brand: 'Cola',
  category: 'Soft',
  price: 2,
};

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  clearToasts();
});

const button = () => screen.getByRole('button', { name: /Cola 2L/ });
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('AddToCartButton (SPEC §4 add-to-cart states, §9 2000 / 4000 ms)', () => {
  it('click → adding; at 2000 ms added; at 4000 ms back to normal', async () => {
    render(<AddToCartButton product={cola} quantity={3} label="Cola 2L" />);
    fireEvent.click(button());
    expect(button()).toHaveTextContent('Adding…');
    expect(useCartStore.getState().items).toEqual([{ product: cola, quantity: 3 }]);
    await advance(1999);
    expect(button()).toHaveTextContent('Adding…');
    await advance(1);
    expect(button()).toHaveTextContent('Added');
    await advance(1999);
    expect(button()).toHaveTextContent('Added');
    await advance(1);
    expect(button()).toHaveTextContent('Add to cart');
  });

  it('ignores clicks while adding (no double add)', () => {
    render(<AddToCartButton product={cola} quantity={1} label="Cola 2L" />);
    fireEvent.click(button());
    fireEvent.click(button());
    expect(useCartStore.getState().items[0]?.quantity).toBe(1);
  });

  it('shows the limit toast for 7000 ms when the quantity was reduced (SPEC §5, §9 limit toast)', async () => {
    const limited = { ...cola, quantityLimit: 5 };
    useCartStore.getState().add(limited, 3);
    render(
      <>
        <AddToCartButton product={limited} quantity={4} label="Cola 2L" />
        <ToastRegion />
      </>,
    );
    fireEvent.click(button());
    expect(useCartStore.getState().items[0]?.quantity).toBe(5);
    const status = screen.getAllByRole('status').find((node) => node.getAttribute('aria-live'));
    expect(status).toHaveTextContent('Only 2 could be added: the limit is 5 units per order.');
    await advance(6999);
    expect(screen.queryByText(/Only 2 could be added/)).not.toBeNull();
    await advance(1);
    expect(screen.queryByText(/Only 2 could be added/)).toBeNull();
  });

  it('no toast when the whole quantity fits', () => {
    render(
      <>
        <AddToCartButton product={cola} quantity={2} label="Cola 2L" />
        <ToastRegion />
      </>,
    );
    fireEvent.click(button());
    expect(screen.queryByText(/could be added/)).toBeNull();
  });
});
