import { describe, it, expect } from 'vitest';
import {
  DEFAULT_MINIMUM_ORDER_BEFORE_CLIENT,
  maximumOrder,
  minimumOrder,
  monitorState,
  orderAmountReminders,
  withinTotalPriceDiff,
} from './order-amount.ts';
import type { CartItem, Client, Product } from './types.ts';

const client = (over: Partial<Client> = {}): Client => ({
  minimumOrder: 150,
  paymentLimit: 1000,
  external_id: '1001',
  name: 'Shop',
  isOrderOptionActive: true,
  isFinishOrderOverLimitAuthorized: false,
  bottler: 2,
  ...over,
});
const product: Product = {
  sku: 'A1',
  description: 'Cola',
  brand: 'Cola',
  category: 'Soft',
  price: 2,
};
const cart: CartItem[] = [{ product, quantity: 1 }];

describe('minimumOrder (SPEC §9 default minimum order)', () => {
  it.each([
    ['before the client loads', undefined, 100],
    ['client minimum', client(), 150],
    ['client minimum 0', client({ minimumOrder: 0 }), 0],
    ['client minimum missing', client({ minimumOrder: undefined as unknown as number }), 0],
    ['negative minimum', client({ minimumOrder: -5 }), 0],
  ])('%s → %s', (_label, c, expected) => {
    expect(DEFAULT_MINIMUM_ORDER_BEFORE_CLIENT).toBe(100);
    expect(minimumOrder(c)).toBe(expected);
  });
});

describe('maximumOrder (SPEC §5 payment limit where enabled)', () => {
  it.each([
    [client(), true, 1000],
    [client(), false, undefined],
    [client({ paymentLimit: 0 }), true, undefined],
    [undefined, true, undefined],
  ])('case %# → %s', (c, active, expected) => {
    expect(maximumOrder(c, active)).toBe(expected);
  });
});

describe('orderAmountReminders (SPEC §5 minimum and maximum order)', () => {
  const on = { showMinAndMaxOrderAmount: true, isPaymentLimitActive: true };
  it.each([
    ['just below the minimum', 149.99, on, [{ code: 'minOrderAmountMessage', amount: 150 }]],
    ['at the minimum', 150, on, []],
    ['at the payment limit', 1000, on, []],
    [
      'just above the payment limit',
      1000.01,
      on,
      [{ code: 'maxOrderAmountMessage', amount: 1000 }],
    ],
    ['empty total', 0, on, []],
    ['disabled by the tenant', 10, { ...on, showMinAndMaxOrderAmount: false }, []],
    ['payment limit off', 5000, { ...on, isPaymentLimitActive: false }, []],
  ] as const)('%s (%s) → %j', (_label, total, flags, expected) => {
    expect(orderAmountReminders(total, client(), flags)).toEqual(expected);
  });
});

describe('monitorState (SPEC §4 monitor)', () => {
  const active = { isPaymentLimitActive: true };
  it.each([
    ['empty cart', [], 0, client(), { kind: 'empty', confirmDisabled: true }],
    [
      'below minimum',
      cart,
      37.5,
      client(),
      { kind: 'belowMinimum', remaining: 112.5, progress: 0.25, confirmDisabled: true },
    ],
    [
      'one cent below',
      cart,
      149.99,
      client(),
      { kind: 'belowMinimum', remaining: 0.01, progress: 14999 / 15000, confirmDisabled: true },
    ],
    [
      'before client loads: 100',
      cart,
      99.99,
      undefined,
      { kind: 'belowMinimum', remaining: 0.01, progress: 0.9999, confirmDisabled: true },
    ],
    [
      'at the minimum',
      cart,
      150,
      client(),
      { kind: 'enabled', confirmDisabled: false, overPaymentLimit: false },
    ],
    [
      'minimum 0',
      cart,
      0.01,
      client({ minimumOrder: 0 }),
      { kind: 'enabled', confirmDisabled: false, overPaymentLimit: false },
    ],
    [
      'at the payment limit',
      cart,
      1000,
      client(),
      { kind: 'enabled', confirmDisabled: false, overPaymentLimit: false },
    ],
    [
      'over the limit, not authorised',
      cart,
      1000.01,
      client(),
      { kind: 'enabled', confirmDisabled: true, overPaymentLimit: true },
    ],
    [
      'over the limit, authorised',
      cart,
      1000.01,
      client({ isFinishOrderOverLimitAuthorized: true }),
      { kind: 'enabled', confirmDisabled: false, overPaymentLimit: true },
    ],
  ] as const)('%s', (_label, c, total, cl, expected) => {
    expect(monitorState(c, total, cl, active)).toEqual(expected);
  });

  it('payment limit inactive → confirm stays enabled', () => {
    expect(monitorState(cart, 5000, client(), { isPaymentLimitActive: false })).toEqual({
      kind: 'enabled',
      confirmDisabled: false,
      overPaymentLimit: false,
    });
  });
});

describe('withinTotalPriceDiff (SPEC §9 tolerance 1 in the Moroccan variant)', () => {
  it.each([
    [100, 101, 1, true],
    [100, 101.01, 1, false],
    [101, 100, 1, true],
    [100, 100, undefined, true],
    [100, 100.01, undefined, false],
    [0.1 + 0.2, 0.3, undefined, true],
  ])('client %s server %s tolerance %s → %s', (clientTotal, serverTotal, tolerance, expected) => {
    expect(withinTotalPriceDiff(clientTotal, serverTotal, tolerance)).toBe(expected);
  });
});
