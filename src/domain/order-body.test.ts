import { describe, it, expect } from 'vitest';
import { INITIAL_DELIVERY_STATE } from './delivery.ts';
import { createBody, createBodyProducts, orderableLines, simulateBody } from './order-body.ts';
import type { UserFlow } from './order-body.ts';
import type { CartItem, Product } from './types.ts';

const product = (over: Partial<Product>): Product => ({
  sku: 'A1',
  description: 'Cola',
  brand: 'Cola',
  category: 'c',
  price: 2,
  ...over,
});
const line = (over: Partial<Product>, quantity: number): CartItem => ({
  product: product(over),
  quantity,
});
const userFlow: UserFlow = {
  glassBottlesAccepted: true,
  creditLimit: {
    creditLimitAccepted: false,
    isPaymentLimitActive: true,
    isFinishOrderOverLimitAuthorized: false,
    limit: 500,
  },
};

describe('orderableLines (SPEC §5: no sku ending P, no quantity ≤ 0)', () => {
  it.each([
    ['plain line', line({}, 1), true],
    ['packaging sku', line({ sku: 'BTL300P' }, 24), false],
    ['lowercase p is not packaging', line({ sku: 'SKUp' }, 1), true],
    ['P inside the sku', line({ sku: 'P100' }, 1), true],
    ['quantity 0', line({}, 0), false],
    ['quantity -1', line({}, -1), false],
    ['quantity NaN', line({}, Number.NaN), false],
  ])('%s → kept %s', (_label, item, kept) => {
    expect(orderableLines([item])).toHaveLength(kept ? 1 : 0);
  });
});

describe('simulateBody (SPEC §7 order/simulate)', () => {
  it('sends sku and quantity, the combo and family of combo lines, orderType and userFlow', () => {
    const cart = [
      line({ sku: 'A1' }, 3),
      line({ sku: 'BOX24P' }, 1),
      line({ sku: 'B2', combo: 4 }, 2),
      line({ sku: 'C3', combo: 5, familyId: 2 }, 1),
      line({ sku: 'D4', combo: 0, familyId: 0 }, 1),
    ];
    expect(simulateBody(cart, 'scheduledOrder', userFlow)).toEqual({
      products: [
        { sku: 'A1', quantity: 3 },
        { sku: 'B2', quantity: 2, combo: 4 },
        { sku: 'C3', quantity: 1, combo: 5, familyId: 2 },
        { sku: 'D4', quantity: 1 },
      ],
      orderType: 'scheduledOrder',
      userFlow,
    });
  });
});

describe('createBodyProducts (SPEC §7 order/create products)', () => {
  it('fills every field, with the tier unit price and defaults', () => {
    const tiers = [{ minimumQuantity: 10, price: 1.5 }];
    const cart = [
      line({ sku: 'A1', pricePromotions: tiers }, 10),
      line({ sku: 'B2', combo: 4, familyId: 2, alcoholic: true, price: 3 }, 1),
      line({ sku: 'BTL1LP' }, 5),
    ];
    expect(createBodyProducts(cart)).toEqual([
      {
        sku: 'A1',
        quantity: 10,
        combo: 0,
        familyId: 0,
        price: 1.5,
        description: 'Cola',
        alcoholic: false,
        brand: 'Cola',
        type: 'product',
        pricePromotions: tiers,
      },
      {
        sku: 'B2',
        quantity: 1,
        combo: 4,
        familyId: 2,
        price: 3,
        description: 'Cola',
        alcoholic: true,
        brand: 'Cola',
        type: 'combo',
        pricePromotions: [],
      },
    ]);
  });

  it.each([
    [9, 2],
    [10, 1.5],
  ])('quantity %s → unit price %s (tier boundary)', (quantity, price) => {
    const cart = [line({ pricePromotions: [{ minimumQuantity: 10, price: 1.5 }] }, quantity)];
    expect(createBodyProducts(cart)[0]?.price).toBe(price);
  });
});

describe('createBody (SPEC §7 order/create)', () => {
  const cart = [line({}, 1)];
  it.each([
    ['immediate', INITIAL_DELIVERY_STATE, { orderType: '', scheduledDeliveryDate: [] }],
    [
      'scheduled',
      {
        ...INITIAL_DELIVERY_STATE,
        orderType: 'scheduledOrder',
        scheduledDates: ['2026-03-10', '2026-03-17'],
      },
      { orderType: 'scheduledOrder', scheduledDeliveryDate: ['2026-03-10', '2026-03-17'] },
    ],
    [
      'recurrent',
      {
        ...INITIAL_DELIVERY_STATE,
        orderType: 'recurrentOrder',
        recurrentPeriod: 30,
        recurrentStartDate: '2026-03-12',
      },
      { orderType: 'recurrentOrder', scheduledDeliveryDate: ['2026-03-12'], recurrentPeriod: 30 },
    ],
  ] as const)('%s', (_label, delivery, expected) => {
    const body = createBody(
      cart,
      { ...delivery, scheduledDates: [...delivery.scheduledDates] },
      userFlow,
      true,
    );
    expect(body).toMatchObject({ ...expected, userFlow, requireNPSOnBot: true });
    expect(body.products).toHaveLength(1);
    if (delivery.orderType !== 'recurrentOrder') expect(body).not.toHaveProperty('recurrentPeriod');
  });
});
