import { act, fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ComboProductsResponse } from '../../../contract/index.ts';
import { useCartStore } from '../../lib/cart-store.ts';
import { initI18n } from '../../lib/i18n.ts';
import { stubApi, stubStalledApi } from '../../test/fake-api.ts';
import { combo, product, renderComboScreen } from './combo-test-kit.tsx';
import GenericComboScreen from './generic-combo-screen.tsx';

const PATTERN = '/combo-generic/:comboId';

// A kit of two juices, 6 units each suggested, 5 % off.
const answer: ComboProductsResponse = {
  kind: 'generic',
  combo: combo(3, 'generic', { name: 'Snack bar kit', discountPercentage: 5 }),
  products: [product('J', 1, { quantity: 6, size: '350ml' }), product('T', 2, { quantity: 6 })],
};

const minus = (sku: string) =>
  screen.getByRole('button', { name: `Decrease quantity of Drink ${sku}` });
const plus = (sku: string) =>
  screen.getByRole('button', { name: `Increase quantity of Drink ${sku}` });
const setUnits = (index: number, units: number) =>
  fireEvent.input(screen.getAllByRole('textbox', { name: 'Quantity' })[index]!, {
    target: { value: String(units) },
  });
const addButton = () => screen.getByRole('button', { name: 'Add bundle to cart' });

async function open() {
  stubApi({ 'GET /api/combo/products/3': { body: answer } });
  renderComboScreen(GenericComboScreen, { path: '/combo-generic/3', pattern: PATTERN });
  await screen.findByRole('heading', { name: 'Snack bar kit', level: 1 });
}

beforeAll(async () => {
  await initI18n('en');
});

describe('/combo-generic/{comboId} (SPEC §2, §4 Combo)', () => {
  it('shows an ERP size "350ml" as "350 ml" (issue 14)', async () => {
    await open();
    // Isolated, so that Arabic does not draw it "ml 350".
    expect(screen.getByText('350 ml').tagName).toBe('BDI');
  });

  it('starts at the suggested units and adds them as this combo’s lines, then goes to /cart', async () => {
    useCartStore.getState().replaceAll([{ product: product('X', 1, { combo: 8 }), quantity: 4 }]);
    await open();
    fireEvent.click(plus('J'));
    fireEvent.click(minus('T'));
    // 7 × 0.95 + 5 × 1.90.
    expect(screen.getByText('$16.15')).toBeInTheDocument();
    fireEvent.click(addButton());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/cart$/);
    expect(
      useCartStore
        .getState()
        .items.map((line) => [line.product.sku, line.product.combo ?? 0, line.quantity]),
    ).toEqual([
      ['X', 8, 4],
      ['J', 3, 7],
      ['T', 3, 5],
    ]);
  });

  it.each([
    [0, 0, false],
    [1, 0, true],
    [0, 1, true],
  ])(
    'with %i + %i units add is enabled: %s (SPEC §5 minimum at least 1)',
    async (first, second, enabled) => {
      await open();
      setUnits(0, first);
      setUnits(1, second);
      if (enabled) expect(addButton()).toBeEnabled();
      else expect(addButton()).toBeDisabled();
    },
  );

  it('shows not found for an unknown combo (404)', async () => {
    stubApi({});
    renderComboScreen(GenericComboScreen, { path: '/combo-generic/9', pattern: PATTERN });
    expect(await screen.findByText("We couldn't find this bundle.")).toBeInTheDocument();
  });

  it('shows no-response after the 20 s time-out (SPEC §8, §9)', async () => {
    vi.useFakeTimers();
    stubStalledApi();
    renderComboScreen(GenericComboScreen, { path: '/combo-generic/3', pattern: PATTERN });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(fetch).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(19_999));
    expect(screen.queryByRole('heading', { name: 'No response' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(2));
    expect(screen.getByRole('heading', { name: 'No response' })).toBeInTheDocument();
  });
});
