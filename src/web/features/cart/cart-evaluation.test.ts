import { describe, expect, it } from 'vitest';
import type { CartItem, Client, Product } from '../../../domain/types.ts';
import type { SimulationStatus } from './simulation.ts';
import {
  evaluateCart,
  NO_CONFIRMATIONS,
  type CartConfirmations,
  type CartEvaluationInput,
} from './cart-evaluation.ts';

const product = (sku: string, extra: Partial<Product> = {}): Product => ({
  sku,
  description: sku,
  brand: 'B',
  category: 'C',
  price: 10,
  ...extra,
});

const client = (extra: Partial<Client> = {}): Client => ({
  minimumOrder: 0,
  paymentLimit: 0,
  external_id: '1001',
  name: 'Shop',
  address: 'Street 1',
  isOrderOptionActive: true,
  isFinishOrderOverLimitAuthorized: false,
  bottler: 2,
  ...extra,
});

const SETTINGS = {
  isPaymentLimitActive: true,
  showMinAndMaxOrderAmount: true,
  showPaymentLimitRangeMessage: false,
  isDeliveryAddressConfirmationActive: false,
};

function input(
  items: CartItem[],
  extra: Partial<CartEvaluationInput> & {
    status?: SimulationStatus;
    price?: number;
    confirm?: Partial<CartConfirmations>;
  } = {},
): CartEvaluationInput {
  const { status = 'ok', price, confirm, ...rest } = extra;
  return {
    items,
    catalogue: items.map((line) => line.product),
    client: client(),
    paymentLimit: rest.client?.paymentLimit ?? 0,
    settings: SETTINGS,
    simulation: { status, price },
    confirmations: { ...NO_CONFIRMATIONS, ...confirm },
    ...rest,
  };
}

const A = (quantity: number): CartItem => ({ product: product('A'), quantity });

describe('evaluateCart (SPEC §4 monitor, §5 limits, §8 cart alerts)', () => {
  it.each([
    ['empty cart', [], 'empty', true],
    [
      'below the minimum 100 at 99.99',
      [{ product: product('A', { price: 99.99 }), quantity: 1 }],
      'belowMinimum',
      true,
    ],
    ['at the minimum 100', [A(10)], 'enabled', false],
  ] as const)('monitor: %s → %s', (_case, items, kind, disabled) => {
    const result = evaluateCart(input([...items], { client: client({ minimumOrder: 100 }) }));
    expect(result.monitor.kind).toBe(kind);
    expect(result.confirmDisabled).toBe(disabled);
  });

  it('the server price is the total when the simulation is current, else the local one', () => {
    expect(evaluateCart(input([A(2)], { status: 'ok', price: 17 })).total).toBe(17);
    expect(evaluateCart(input([A(2)], { status: 'loading', price: 17 })).total).toBe(20);
  });

  it.each([
    ['at the limit 100: nothing blocks', 10, false, [], true],
    ['100.10 over, authorised: needs acceptance', 10.01, true, ['creditLimitAcceptance'], false],
    ['over, not authorised: blocked', 11, false, ['creditLimitBlocked'], false],
  ] as const)('credit limit %s (SPEC §5)', (_case, price, authorised, blockers, ready) => {
    const result = evaluateCart(
      input([{ product: product('A', { price }), quantity: 10 }], {
        client: client({ paymentLimit: 100, isFinishOrderOverLimitAuthorized: authorised }),
        paymentLimit: 100,
      }),
    );
    expect(result.blockers).toEqual(blockers);
    expect(result.ready).toBe(ready);
    expect(result.confirmDisabled).toBe(blockers[0] === 'creditLimitBlocked');
  });

  it.each([
    ['simulation 406 → limit marker, confirm disabled', 'limit', 'limitOrder', true],
    ['simulation failure → simulateError, confirm disabled', 'error', 'simulateError', true],
    ['simulation running → still calculating', 'loading', 'simulating', false],
  ] as const)('%s (SPEC §8)', (_case, status, blocker, disabled) => {
    const result = evaluateCart(input([A(1)], { status }));
    expect(result.blockers).toContain(blocker);
    expect(result.confirmDisabled).toBe(disabled);
  });

  it('406 shows the monitor over-limit icon even when the local total is under the limit', () => {
    expect(evaluateCart(input([A(1)], { status: 'limit' })).overPaymentLimit).toBe(true);
  });

  it.each([
    [false, ['packaging']],
    [true, []],
  ])('packaging too few, accepted=%s → blockers %j (SPEC §5)', (accepted, blockers) => {
    const glass = product('G', {
      isGlassBottle: true,
      glassBottles: 1,
      glassBottleProductId: 'GP',
    });
    const result = evaluateCart(
      input([{ product: glass, quantity: 2 }], {
        catalogue: [glass, product('GP', { price: 1 })],
        confirm: { packaging: accepted },
      }),
    );
    expect(result.packaging.map((r) => r.status)).toEqual(['tooFew']);
    expect(result.blockers).toEqual(blockers);
  });

  it.each([
    [true, 'Street 1', true],
    [true, '  ', false],
    [false, 'Street 1', false],
  ])(
    'address confirmation active=%s address=%j → required %s (SPEC §5)',
    (active, address, required) => {
      const result = evaluateCart(
        input([A(1)], {
          client: client({ address }),
          settings: { ...SETTINGS, isDeliveryAddressConfirmationActive: active },
        }),
      );
      expect(result.blockers.includes('deliveryAddress')).toBe(required);
    },
  );

  it.each([
    [true, true],
    [false, false],
  ])('Moroccan range message where the tenant shows it (%s) and over the limit', (on, shown) => {
    const result = evaluateCart(
      input([A(11)], {
        client: client({ paymentLimit: 100, isFinishOrderOverLimitAuthorized: true }),
        paymentLimit: 100,
        settings: { ...SETTINGS, showPaymentLimitRangeMessage: on },
      }),
    );
    expect(result.rangeMessage).toBe(shown);
  });

  it('the minimum and limit rows carry their amounts (SPEC §5)', () => {
    const below = evaluateCart(input([A(1)], { client: client({ minimumOrder: 50 }) }));
    expect(below.checks).toEqual([
      { code: 'belowMinimum', blocking: true, minimum: 50, remaining: 40 },
    ]);
    const above = evaluateCart(
      input([A(11)], {
        client: client({ paymentLimit: 100, isFinishOrderOverLimitAuthorized: true }),
        paymentLimit: 100,
      }),
    );
    expect(above.checks).toEqual([{ code: 'creditLimitAcceptance', blocking: true, limit: 100 }]);
  });

  it('an invalid delivery choice blocks; a valid one does not (SPEC §5 scheduled order)', () => {
    const invalid = evaluateCart(
      input([A(1)], { delivery: { ok: false, code: 'selectScheduledDates' } }),
    );
    expect(invalid.blockers).toEqual(['delivery']);
    expect(evaluateCart(input([A(1)], { delivery: { ok: true } })).ready).toBe(true);
  });
});
