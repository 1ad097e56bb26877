import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ComboProductsResponse } from '../../../contract/index.ts';
import { useCartStore } from '../../lib/cart-store.ts';
import { initI18n } from '../../lib/i18n.ts';
import { stubApi, stubStalledApi } from '../../test/fake-api.ts';
import { combo, comboTenant, product, renderComboScreen } from './combo-test-kit.tsx';
import QuantityComboScreen from './quantity-combo-screen.tsx';

const PATTERN = '/combo-quantity/:comboId/:comboName?';

// Ranges: from 3 units 5 % off, from 5 units 1.50 a unit, from 10 units 20 % off. Unit price 2.00.
const answer: ComboProductsResponse = {
  kind: 'quantity',
  combo: combo(2, 'quantity', { name: 'Energy combo' }),
  quantityCombo: {
    comboId: 2,
    name: 'Energy combo',
    priceInfo: { totalRegularPrice: 6, totalPrice: 5.7, totalDiscount: 0.3 },
    nextRange: { minimumQuantity: 5, price: 1.5 },
    ranges: {
      '10': { minimumQuantity: 10, discountPercentage: 20 },
      '3': { minimumQuantity: 3, discountPercentage: 5 },
      '5': { minimumQuantity: 5, price: 1.5 },
    },
    products: [product('E', 2), product('F', 2)],
  },
};

const row = (sku: string) =>
  screen.getByRole('heading', { name: `Drink ${sku}`, level: 3 }).closest('li')!;
const setUnits = (sku: string, units: number) =>
  fireEvent.input(within(row(sku)).getByRole('textbox', { name: 'Quantity' }), {
    target: { value: String(units) },
  });
const addButton = () => screen.getByRole('button', { name: 'Add bundle to cart' });
const activeRows = () =>
  screen.getAllByRole('row').filter((element) => element.getAttribute('aria-current') === 'true');

async function open(tenant = comboTenant()) {
  stubApi({ 'GET /api/combo/products/2': { body: answer } });
  renderComboScreen(QuantityComboScreen, {
    path: '/combo-quantity/2/Energy%20combo',
    pattern: PATTERN,
    tenant,
  });
  await screen.findByRole('heading', { name: 'Energy combo', level: 1 });
}

beforeAll(async () => {
  await initI18n('en');
});

describe('/combo-quantity/{comboId}/{comboName?} (SPEC §2, §3 Quantity combo, §4, §5)', () => {
  it('lists the ranges lowest first in a table with row and column headers', async () => {
    await open();
    const table = screen.getByRole('table', { name: 'Price by quantity' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Quantity', 'Price']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['From 3 units', 'From 5 units', 'From 10 units']);
    expect(within(table).getByText('$1.50 per unit')).toBeInTheDocument();
    expect(within(table).getByText('5% off')).toBeInTheDocument();
  });

  it.each([
    // units, active range (SPEC §4: highest reached), unit price, total, nudge, add enabled (§5)
    [0, undefined, '$2.00', '$0.00', 'Add 3 more to get 5% off.', false],
    [2, undefined, '$2.00', '$4.00', 'Add 1 more to get 5% off.', false],
    [3, 'From 3 units', '$1.90', '$5.70', 'Add 2 more to pay $1.50 per unit.', true],
    [4, 'From 3 units', '$1.90', '$7.60', 'Add 1 more to pay $1.50 per unit.', true],
    [5, 'From 5 units', '$1.50', '$7.50', 'Add 5 more to get 20% off.', true],
    [9, 'From 5 units', '$1.50', '$13.50', 'Add 1 more to get 20% off.', true],
    [10, 'From 10 units', '$1.60', '$16.00', 'You have the best price for this bundle.', true],
  ])(
    'with %i units the active range is %s, unit price %s, total %s, nudge "%s", add enabled %s',
    async (units, active, unitPrice, total, nudge, enabled) => {
      await open();
      setUnits('E', units);
      const current = activeRows();
      if (active === undefined) {
        expect(current).toEqual([]);
        expect(screen.getByText('No price range reached yet.')).toBeInTheDocument();
      } else {
        expect(current).toHaveLength(1);
        // Marked with text, not colour only.
        expect(current[0]).toHaveTextContent(`${active}Current price`);
      }
      expect(within(row('E')).getByText(`${unitPrice} per unit`)).toBeInTheDocument();
      expect(
        within(screen.getByRole('button', { name: 'Add bundle to cart' }).parentElement!).getByText(
          total,
        ),
      ).toBeInTheDocument();
      expect(screen.getByText(nudge)).toBeInTheDocument();
      if (enabled) expect(addButton()).toBeEnabled();
      else expect(addButton()).toBeDisabled();
    },
  );

  it('counts the units of every product of the combo together (SPEC §4)', async () => {
    await open();
    setUnits('E', 2);
    setUnits('F', 3);
    expect(activeRows()[0]).toHaveTextContent('From 5 units');
    expect(within(row('F')).getByText('$1.50 per unit')).toBeInTheDocument();
  });

  it('hides percentages when the tenant disables them (SPEC §3 disableComboDiscountPercentage)', async () => {
    await open(comboTenant({ disableComboDiscountPercentage: true }));
    setUnits('E', 3);
    expect(screen.queryByText('5% off')).toBeNull();
    expect(within(row('E')).getByText('$2.00 per unit')).toBeInTheDocument();
  });

  it('adds the chosen units as this combo’s lines, replacing the old ones, and goes to /cart', async () => {
    useCartStore.getState().replaceAll([
      { product: product('P', 1), quantity: 1 },
      { product: product('E', 2, { combo: 2 }), quantity: 7 },
    ]);
    await open();
    // It starts from the combo as it is in the cart.
    expect(activeRows()[0]).toHaveTextContent('From 5 units');
    setUnits('E', 3);
    setUnits('F', 2);
    fireEvent.click(addButton());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/cart$/);
    expect(
      useCartStore
        .getState()
        .items.map((line) => [line.product.sku, line.product.combo ?? 0, line.quantity]),
    ).toEqual([
      ['P', 0, 1],
      ['E', 2, 3],
      ['F', 2, 2],
    ]);
  });

  it('shows not found for an unknown combo (404)', async () => {
    stubApi({});
    renderComboScreen(QuantityComboScreen, { path: '/combo-quantity/404', pattern: PATTERN });
    expect(await screen.findByText("We couldn't find this bundle.")).toBeInTheDocument();
  });

  it('shows no-response after the 20 s time-out (SPEC §8, §9)', async () => {
    vi.useFakeTimers();
    stubStalledApi();
    renderComboScreen(QuantityComboScreen, { path: '/combo-quantity/2', pattern: PATTERN });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(fetch).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(19_999));
    expect(screen.queryByRole('heading', { name: 'No response' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(2));
    expect(screen.getByRole('heading', { name: 'No response' })).toBeInTheDocument();
  });
});
