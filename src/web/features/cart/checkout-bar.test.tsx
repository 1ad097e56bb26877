// The slim checkout bar and its breakdown (issue 14): total, item count, savings, confirm; the
// breakdown's products, deposits, discounts and taxes (included or added, said plainly) are the
// server's and add up to its total.
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderBreakdown } from '../../../contract/index.ts';
import { toCents } from '../../../domain/money.ts';
import { clearToasts } from '../../components/toast/toast-store.ts';
import { initI18n } from '../../lib/i18n.ts';
import { resetSession } from '../../lib/session.ts';
import { advance, product, renderCart, simulationOf, tenant } from './cart-test-kit.tsx';

vi.mock('./use-delivery.ts', () => ({
  useDelivery: () => ({
    state: {
      orderType: '',
      scheduledDates: [],
      recurrentPeriod: undefined,
      recurrentStartDate: undefined,
    },
    dispatch: () => undefined,
    validation: { ok: true },
    disabled: false,
    confirmOrToast: () => true,
  }),
}));
vi.mock('./delivery-options.tsx', () => ({ DeliveryOptions: () => null }));

const PACK = product('P12', { price: 61.89 });
const SIMULATE = 'simulateOrder';

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  clearToasts();
  resetSession();
});

/** 20 crates at the 12+ tier (56.90), 240 bottles and 20 crates of deposit; VAT 18 % included. */
const INCLUDED: OrderBreakdown = {
  products: 1237.8,
  deposits: 525.4,
  discounts: 99.8,
  tax: 253.74,
  taxIncluded: true,
  total: 1663.4,
};

function renderWith(breakdown: OrderBreakdown) {
  return renderCart({
    items: [{ product: PACK, quantity: 20 }],
    routes: {
      [SIMULATE]: {
        body: {
          ...simulationOf([PACK], [{ sku: 'P12', quantity: 20 }]),
          price: breakdown.total,
          breakdown,
        },
      },
    },
  });
}

const bar = () => screen.getByRole('complementary', { name: 'Order summary' });
const amounts = (dialog: HTMLElement) =>
  Object.fromEntries(
    [...dialog.querySelectorAll('[data-line]')].map((row) => [
      row.getAttribute('data-line'),
      row.querySelector('dd')?.textContent,
    ]),
  );

describe('the checkout bar (issue 14)', () => {
  it('shows the total, the item count, the savings and confirm; nothing else', async () => {
    renderWith(INCLUDED);
    await advance(0);
    expect(within(bar()).getByTestId('monitor-total')).toHaveTextContent('$1,663.40');
    expect(bar()).toHaveTextContent('Items: 20');
    expect(bar()).toHaveTextContent('You save $99.80');
    expect(within(bar()).getByRole('button', { name: 'Confirm order' })).toBeEnabled();
    expect(bar()).not.toHaveTextContent('Your order can be confirmed.');
  });

  it('the breakdown opens from the bar: products, deposits, discounts, taxes included, total', async () => {
    renderWith(INCLUDED);
    await advance(0);
    fireEvent.click(within(bar()).getByRole('button', { name: 'See details' }));
    const dialog = screen.getByRole('dialog', { name: 'What makes up the total' });
    expect(amounts(dialog)).toEqual({
      products: '$1,237.80',
      deposits: '$525.40',
      discounts: '−$99.80',
      tax: '$253.74',
      total: '$1,663.40',
    });
    expect(dialog).toHaveTextContent('Taxes included');
    expect(dialog).toHaveTextContent('Already included in the prices above');
    // The lines a shop owner reads add up to the total, to the cent.
    const { products, deposits, discounts, total } = INCLUDED;
    expect(toCents(products) + toCents(deposits) - toCents(discounts)).toBe(toCents(total));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The focus goes back to the button that opened it.
    expect(within(bar()).getByRole('button', { name: 'See details' })).toHaveFocus();
  });

  it('taxes added on top are said so, with a plus, and no deposit or discount line when none', async () => {
    renderWith({
      products: 100,
      deposits: 0,
      discounts: 0,
      tax: 16,
      taxIncluded: false,
      total: 116,
    });
    await advance(0);
    fireEvent.click(within(bar()).getByRole('button', { name: 'See details' }));
    const dialog = screen.getByRole('dialog', { name: 'What makes up the total' });
    expect(amounts(dialog)).toEqual({ products: '$100.00', tax: '+$16.00', total: '$116.00' });
    expect(dialog).toHaveTextContent('Taxes added');
    expect(dialog).toHaveTextContent('Added to the prices above');
  });

  it('the details button waits for the server: disabled while the first answer is out', async () => {
    renderWith(INCLUDED);
    expect(within(bar()).getByRole('button', { name: 'See details' })).toBeDisabled();
    await advance(0);
    expect(within(bar()).getByRole('button', { name: 'See details' })).toBeEnabled();
  });

  it('counts the alerts still to settle and does not look ready until they are', async () => {
    renderCart({
      items: [{ product: PACK, quantity: 20 }],
      tenant: tenant({ isDeliveryAddressConfirmationActive: true }),
      routes: {
        [SIMULATE]: {
          body: { ...simulationOf([PACK], [{ sku: 'P12', quantity: 20 }]), breakdown: INCLUDED },
        },
      },
    });
    await advance(0);
    const confirm = within(bar()).getByRole('button', { name: 'Confirm order' });
    // Still tappable (a tap leads to the alert), but outlined and described by the count.
    expect(confirm).toBeEnabled();
    expect(confirm).toHaveAttribute('data-pending');
    expect(confirm).toHaveAccessibleDescription('1 pending alert');
    fireEvent.click(screen.getByRole('checkbox', { name: /I confirm this delivery address/ }));
    await advance(0);
    expect(confirm).not.toHaveAttribute('data-pending');
    expect(confirm).not.toHaveAccessibleDescription();
    expect(bar()).not.toHaveTextContent('pending alert');
  });
});
