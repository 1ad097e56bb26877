import { beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_DELIVERY_STATE, type DeliveryState } from '../../domain/delivery.ts';
import type { UserFlow } from '../../domain/order-body.ts';
import type { CartItem, Product } from '../../domain/types.ts';
import {
  CHECK_PATH,
  readPendingOrder,
  readStoredDelivery,
  requireNpsOnBot,
  startCheckout,
  storeDelivery,
} from './pending-order.ts';

const product = (sku: string, extra: Partial<Product> = {}): Product => ({
  sku,
  description: `Product ${sku}`,
  brand: 'Brand',
  category: 'Soft drinks',
  price: 3.49,
  ...extra,
});
const items: CartItem[] = [
  { product: product('A1'), quantity: 2 },
  { product: product('GB1P'), quantity: 2 },
];
const userFlow: UserFlow = {
  glassBottlesAccepted: false,
  creditLimit: {
    creditLimitAccepted: false,
    isPaymentLimitActive: true,
    isFinishOrderOverLimitAuthorized: false,
    limit: 1000,
  },
};
function start(delivery: DeliveryState = INITIAL_DELIVERY_STATE) {
  const navigate = vi.fn();
  const pending = startCheckout({ delivery, userFlow, totalPrice: 6.98, items, navigate });
  return { pending, navigate };
}

beforeEach(() => {
  localStorage.setItem('authorization', 'session-token');
});

describe('startCheckout (SPEC §4 finish order; SECURITY T1 one key per attempt)', () => {
  it('keeps the create body (no packaging lines, SPEC §5), the total and a key, then goes to /check', () => {
    const { pending, navigate } = start({
      ...INITIAL_DELIVERY_STATE,
      orderType: 'scheduledOrder',
      scheduledDates: ['2026-03-10'],
    });
    expect(navigate).toHaveBeenCalledWith(CHECK_PATH);
    expect(CHECK_PATH).toBe('/check?finishOrderCorrectly=true');
    expect(pending.body.products.map((line) => line.sku)).toEqual(['A1']);
    expect(pending.body.scheduledDeliveryDate).toEqual(['2026-03-10']);
    expect(pending.body.totalPrice).toBe(6.98);
    expect(pending.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(readPendingOrder()).toEqual(pending);
  });

  it('a double tap (same body, no answer yet) keeps the same key; a changed cart draws a new one', () => {
    const first = start().pending;
    expect(start().pending.idempotencyKey).toBe(first.idempotencyKey);
    const other = startCheckout({
      delivery: INITIAL_DELIVERY_STATE,
      userFlow,
      items: [{ product: product('A1'), quantity: 3 }],
      navigate: vi.fn(),
    });
    expect(other.idempotencyKey).not.toBe(first.idempotencyKey);
  });

  it.each([
    [{ keepLoggedAfterCheckout: false, showNPSAfterOrderComplete: true }, 'chat', true],
    [{ keepLoggedAfterCheckout: true, showNPSAfterOrderComplete: true }, 'chat', false],
    [{ keepLoggedAfterCheckout: false, showNPSAfterOrderComplete: true }, 'standalone', false],
    [{ keepLoggedAfterCheckout: false, showNPSAfterOrderComplete: false }, 'chat', false],
  ] as const)('requireNPSOnBot for %o from %s → %s', (tenant, origin, expected) => {
    expect(requireNpsOnBot(tenant, origin)).toBe(expected);
  });

  it('keeps the delivery choice in sessionStorage (a reload keeps it); malformed → empty', () => {
    const choice: DeliveryState = {
      ...INITIAL_DELIVERY_STATE,
      orderType: 'recurrentOrder',
      recurrentPeriod: 30,
    };
    storeDelivery(choice);
    expect(readStoredDelivery()).toEqual(choice);
    sessionStorage.setItem('refill.delivery', '{oops');
    expect(readStoredDelivery()).toEqual(INITIAL_DELIVERY_STATE);
  });
});
