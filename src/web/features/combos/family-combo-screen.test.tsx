import { act, fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ComboProductsResponse } from '../../../contract/index.ts';
import type { CartItem } from '../../../domain/types.ts';
import { useCartStore } from '../../lib/cart-store.ts';
import { initI18n } from '../../lib/i18n.ts';
import { stubApi, stubStalledApi } from '../../test/fake-api.ts';
import { combo, product, renderComboScreen } from './combo-test-kit.tsx';
import FamilyComboScreen from './family-combo-screen.tsx';

const PATTERN = '/combo/:comboId';

// Family 1 (soft drinks) needs 2 units, family 2 (water) needs 1: the combo minimum is 3.
const answer: ComboProductsResponse = {
  kind: 'family',
  combo: combo(1, 'family', { name: 'Barbecue combo', discountPercentage: 10 }),
  families: [
    {
      familyId: 1,
      name: 'Soft drinks 2L',
      minimum: 2,
      products: [product('A', 5), product('B', 6)],
    },
    { familyId: 2, name: 'Water', minimum: 1, products: [product('W', 1)] },
  ],
};

const plus = (sku: string) =>
  screen.getByRole('button', { name: `Increase quantity of Drink ${sku}` });
const addButton = () => screen.getByRole('button', { name: 'Add bundle to cart' });
const clicks = (skus: readonly string[]) => skus.forEach((sku) => fireEvent.click(plus(sku)));
const lines = () =>
  useCartStore
    .getState()
    .items.map((line) => [
      line.product.sku,
      line.product.combo ?? 0,
      line.product.familyId ?? 0,
      line.quantity,
    ]);

async function open(path = '/combo/1') {
  const api = stubApi({ 'GET /api/combo/products/1': { body: answer } });
  renderComboScreen(FamilyComboScreen, { path, pattern: PATTERN });
  await screen.findByRole('heading', { name: 'Barbecue combo', level: 1 });
  return api;
}

beforeAll(async () => {
  await initI18n('en');
});

describe('/combo/{comboId} family combo (SPEC §2, §4 Combo, §5 Combo)', () => {
  it('disables plus once a family reaches its minimum (SPEC §5 per-family cap)', async () => {
    await open();
    fireEvent.click(plus('A'));
    expect(plus('A')).toBeEnabled();
    expect(screen.getByText('1 of 2 chosen')).toBeInTheDocument();
    fireEvent.click(plus('B'));
    expect(screen.getByText('2 of 2 chosen')).toBeInTheDocument();
    expect(plus('A')).toBeDisabled();
    expect(plus('B')).toBeDisabled();
    // The other family is not capped by this one.
    expect(plus('W')).toBeEnabled();
    fireEvent.click(plus('W'));
    expect(plus('W')).toBeDisabled();
  });

  it.each([
    [[], false],
    [['A', 'A'], false],
    [['A', 'W'], false],
    [['A', 'B', 'W'], true],
    [['A', 'A', 'W'], true],
  ])(
    'with %j chosen the add button is enabled: %s (SPEC §4/§5 combo minimum = sum of family minimums, 3)',
    async (chosen, enabled) => {
      await open();
      clicks(chosen);
      if (enabled) expect(addButton()).toBeEnabled();
      else expect(addButton()).toBeDisabled();
    },
  );

  it('shows the overall progress below the minimum and the 10% combo total', async () => {
    await open();
    clicks(['A', 'W']);
    expect(
      screen.getByText('2 of 3 items chosen: complete every group to add.'),
    ).toBeInTheDocument();
    fireEvent.click(plus('B'));
    expect(screen.getByText('Your bundle is complete.')).toBeInTheDocument();
    // (5 + 6 + 1) − 10 % per unit = 4.50 + 5.40 + 0.90.
    expect(screen.getByText('$10.80')).toBeInTheDocument();
  });

  it('replaces only this combo’s lines in the cart and goes to /cart (SPEC §4)', async () => {
    const old: CartItem[] = [
      { product: product('P', 2), quantity: 2 },
      { product: product('X', 3, { combo: 9 }), quantity: 3 },
      { product: product('A', 5, { combo: 1, familyId: 1 }), quantity: 2 },
      { product: product('Z', 4, { combo: 1, familyId: 1 }), quantity: 5 },
    ];
    useCartStore.getState().replaceAll(old);
    await open();
    // The screen starts from the combo as it is in the cart: family 1 already full with A × 2.
    expect(screen.getByText('2 of 2 chosen')).toBeInTheDocument();
    fireEvent.click(plus('W'));
    fireEvent.click(addButton());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/cart$/);
    expect(lines()).toEqual([
      ['P', 0, 0, 2],
      ['X', 9, 0, 3],
      ['A', 1, 1, 2],
      ['W', 1, 2, 1],
    ]);
    expect(screen.getByText('Bundle added to the cart.')).toBeInTheDocument();
  });

  it('shows not found for an unknown combo (404)', async () => {
    stubApi({});
    renderComboScreen(FamilyComboScreen, { path: '/combo/77', pattern: PATTERN });
    expect(await screen.findByText("We couldn't find this bundle.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all bundles' })).toHaveAttribute(
      'href',
      '/combos',
    );
  });

  it('shows not found without calling the server for a malformed id', async () => {
    const api = stubApi({});
    renderComboScreen(FamilyComboScreen, { path: '/combo/abc', pattern: PATTERN });
    expect(await screen.findByText("We couldn't find this bundle.")).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('opens a combo of another kind on its own screen', async () => {
    stubApi({
      'GET /api/combo/products/2': {
        body: { ...answer, kind: 'generic', combo: combo(2, 'generic'), products: [] },
      },
    });
    renderComboScreen(FamilyComboScreen, { path: '/combo/2', pattern: PATTERN });
    await vi.waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/combo-generic/2'),
    );
  });

  it('shows no-response with retry after the 20 s time-out (SPEC §8, §9)', async () => {
    vi.useFakeTimers();
    stubStalledApi();
    renderComboScreen(FamilyComboScreen, { path: '/combo/1', pattern: PATTERN });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(fetch).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(19_999));
    expect(screen.queryByRole('heading', { name: 'No response' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(2));
    expect(screen.getByRole('heading', { name: 'No response' })).toBeInTheDocument();
    stubApi({ 'GET /api/combo/products/1': { body: answer } });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('heading', { name: 'Barbecue combo', level: 1 })).toBeInTheDocument();
  });
});
