// checkoutReadiness: the one decision behind the cart's blockers and its "ready" message.
// SPEC §5 rules by their place in §5's list: 5.4 quantity input, 5.6 minimum and maximum order,
// 5.7 credit limit, 5.8 returnable packaging, 5.9 delivery address, 5.10 scheduled / recurrent.
import { describe, expect, it } from 'vitest';
import {
  addressToConfirm,
  checkoutReadiness,
  type CheckoutCheckCode,
  type CheckoutInput,
} from './checkout-blockers.ts';
import type { PackagingRequirement } from './packaging.ts';
import type { CartItem, Product } from './types.ts';

const pack: Product = {
  sku: '106212',
  description: 'Gengibre 1L - Engradado 12 un',
  brand: 'Bravia',
  category: 'Refrigerantes',
  price: 61.89,
};
const lines = (quantity: number, over: Partial<Product> = {}): CartItem[] => [
  { product: { ...pack, ...over }, quantity },
];
const tooFewBottles: PackagingRequirement = {
  sku: 'GB1000P',
  kind: 'glassBottle',
  required: 240,
  inCart: 0,
  status: 'tooFew',
};

/** Shop 1003 of tenant 2: minimum 80, limit 300, over-limit authorised; nothing ticked. */
const base: CheckoutInput = {
  lines: lines(2),
  total: 123.78,
  pricing: 'ok',
  minimumOrder: 80,
  paymentLimit: 300,
  isPaymentLimitActive: true,
  isFinishOrderOverLimitAuthorized: true,
  packaging: [],
  deliveryAddress: undefined,
  delivery: { ok: true },
  confirmations: { packaging: false, creditLimit: false, deliveryAddress: false },
};
const ticked = { packaging: true, creditLimit: true, deliveryAddress: true };

const cases: [string, Partial<CheckoutInput>, CheckoutCheckCode[], boolean][] = [
  // [rule, change from base, blocking codes in order, ready]
  ['§4 monitor: an empty cart only says it is empty', { lines: [] }, ['empty'], false],
  ['§4: nothing pending → ready', {}, [], true],
  [
    '§4 recalculation: prices being computed are never "ready"',
    { pricing: 'loading' },
    ['simulating'],
    false,
  ],
  ['§8: a failed simulation blocks (refresh)', { pricing: 'error' }, ['simulateError'], false],
  ['§5.6: below the minimum', { total: 79.99 }, ['belowMinimum'], false],
  ['§5.6: at the minimum is enough', { total: 80 }, [], true],
  [
    '§5.7: over the limit, authorised, unticked',
    { total: 300.01 },
    ['creditLimitAcceptance'],
    false,
  ],
  ['§5.7: at the limit is not over it', { total: 300 }, [], true],
  [
    '§5.7: over the limit, authorised and ticked',
    { total: 1663.4, confirmations: { ...base.confirmations, creditLimit: true } },
    [],
    true,
  ],
  [
    '§5.7: over the limit, not authorised: blocked',
    { total: 400, isFinishOrderOverLimitAuthorized: false },
    ['creditLimitBlocked'],
    false,
  ],
  [
    '§5.7: not authorised, ticking does not help',
    { total: 400, isFinishOrderOverLimitAuthorized: false, confirmations: ticked },
    ['creditLimitBlocked'],
    false,
  ],
  ['§5.7: the limit is off for the tenant', { total: 5000, isPaymentLimitActive: false }, [], true],
  ['§5.7: limit 0 means none known', { total: 5000, paymentLimit: 0 }, [], true],
  [
    '§8 406: the server refuses (open orders) though the cart alone fits',
    { pricing: 'limit' },
    ['limitOrder'],
    false,
  ],
  [
    '§8 406 + §5.7 blocked: one row for one limit',
    { pricing: 'limit', total: 400, isFinishOrderOverLimitAuthorized: false },
    ['creditLimitBlocked'],
    false,
  ],
  ['§5.8: too few bottles, not accepted', { packaging: [tooFewBottles] }, ['packaging'], false],
  [
    '§5.8: too few bottles, accepted',
    { packaging: [tooFewBottles], confirmations: { ...base.confirmations, packaging: true } },
    [],
    true,
  ],
  [
    '§5.8: packaging exactly right',
    { packaging: [{ ...tooFewBottles, inCart: 240, status: 'ok' }] },
    [],
    true,
  ],
  ['§5.9: address to confirm', { deliveryAddress: 'Rua XV, 88' }, ['deliveryAddress'], false],
  [
    '§5.9: address confirmed',
    {
      deliveryAddress: 'Rua XV, 88',
      confirmations: { ...base.confirmations, deliveryAddress: true },
    },
    [],
    true,
  ],
  [
    '§5.4: above the quantity limit',
    { lines: lines(13, { quantityLimit: 12 }) },
    ['quantityLimit'],
    false,
  ],
  [
    '§5.4: a limit of 0 disables ordering',
    { lines: lines(1, { quantityLimit: 0 }) },
    ['quantityLimit'],
    false,
  ],
  ['§5.4: at the quantity limit', { lines: lines(12, { quantityLimit: 12 }) }, [], true],
  [
    '§5.4 over §8: the server refusing a line above its limit is the quantity row, not "refresh"',
    {
      lines: lines(107, { quantityLimit: 24 }),
      pricing: 'error',
      pricingError: 'quantityLimitExceeded',
    },
    ['quantityLimit'],
    false,
  ],
  [
    '§8: a limit the server knows and this catalogue does not: refresh',
    {
      lines: lines(30, { quantityLimit: 40 }),
      pricing: 'error',
      pricingError: 'quantityLimitExceeded',
    },
    ['simulateError'],
    false,
  ],
  [
    '§8: another failure beside a line above its limit still asks to refresh',
    { lines: lines(107, { quantityLimit: 24 }), pricing: 'error', pricingError: 'internal' },
    ['simulateError', 'quantityLimit'],
    false,
  ],
  [
    '§5.10: scheduled without dates',
    { delivery: { ok: false, code: 'selectScheduledDates' } },
    ['delivery'],
    false,
  ],
  [
    '§5.10: recurrent without period',
    { delivery: { ok: false, code: 'selectRecurrentPeriod' } },
    ['delivery'],
    false,
  ],
  [
    'issue 14: shop 1003, 20 × a 12-pack — acceptance, packaging, address; never "ready"',
    { lines: lines(20), total: 1663.4, packaging: [tooFewBottles], deliveryAddress: 'Rua XV, 88' },
    ['creditLimitAcceptance', 'packaging', 'deliveryAddress'],
    false,
  ],
  [
    'every box ticked on that cart → ready',
    {
      lines: lines(20),
      total: 1663.4,
      packaging: [tooFewBottles],
      deliveryAddress: 'Rua XV, 88',
      confirmations: ticked,
    },
    [],
    true,
  ],
  [
    'order of rows: pricing, limit, quantity, packaging, address, minimum, delivery',
    {
      pricing: 'error',
      total: 50,
      paymentLimit: 40,
      isFinishOrderOverLimitAuthorized: false,
      lines: lines(3, { quantityLimit: 2 }),
      packaging: [tooFewBottles],
      deliveryAddress: 'Rua XV, 88',
      delivery: { ok: false, code: 'selectScheduledDates' },
    },
    [
      'simulateError',
      'creditLimitBlocked',
      'quantityLimit',
      'packaging',
      'deliveryAddress',
      'belowMinimum',
      'delivery',
    ],
    false,
  ],
];

describe('checkoutReadiness (issue 14: one list of what blocks; "ready" only when nothing does)', () => {
  it.each(cases)('%s', (_rule, change, blocking, ready) => {
    const result = checkoutReadiness({ ...base, ...change });
    expect(result.blockers.map((check) => check.code)).toEqual(blocking);
    expect(result.ready).toBe(ready);
    expect(result.ready).toBe(result.blockers.length === 0);
  });

  it('§5.7/§5.8/§5.9: ticked rows stay listed, not blocking, so they can be unticked in place', () => {
    const result = checkoutReadiness({
      ...base,
      total: 1663.4,
      packaging: [tooFewBottles],
      deliveryAddress: 'Rua XV, 88',
      confirmations: ticked,
    });
    expect(result.checks.map((check) => [check.code, check.blocking])).toEqual([
      ['creditLimitAcceptance', false],
      ['packaging', false],
      ['deliveryAddress', false],
    ]);
  });

  it('§5.6 / §5.7: the rows carry what their message and fix need, in exact cents', () => {
    const below = checkoutReadiness({ ...base, total: 79.9, minimumOrder: 80.2 }).blockers[0];
    expect(below).toEqual({ code: 'belowMinimum', blocking: true, minimum: 80.2, remaining: 0.3 });
    const over = checkoutReadiness({
      ...base,
      total: 300.3,
      paymentLimit: 300.1,
      isFinishOrderOverLimitAuthorized: false,
    }).blockers[0];
    expect(over).toEqual({ code: 'creditLimitBlocked', blocking: true, limit: 300.1, excess: 0.2 });
  });

  it('§5.4: quantity limits count every line of a sku', () => {
    const split: CartItem[] = [
      { product: { ...pack, quantityLimit: 10 }, quantity: 6 },
      { product: { ...pack, quantityLimit: 10, combo: 3 }, quantity: 6 },
    ];
    expect(checkoutReadiness({ ...base, lines: split }).blockers).toEqual([
      { code: 'quantityLimit', blocking: true, sku: '106212', quantity: 12, limit: 10 },
    ]);
  });
});

describe('addressToConfirm (SPEC §5: required if active and the client has an address)', () => {
  it('asks for the address only where the tenant asks and the shop has one', () => {
    expect(addressToConfirm(true, ' Rua das Flores 12 ')).toBe('Rua das Flores 12');
    expect(addressToConfirm(false, 'Rua das Flores 12')).toBeUndefined();
    for (const none of [undefined, null, '', '   ']) {
      expect(addressToConfirm(true, none)).toBeUndefined();
    }
  });
});
