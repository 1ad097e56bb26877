import { beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_DELIVERY_STATE, type DeliveryState } from '../../../domain/delivery.ts';
import type { UserFlow } from '../../../domain/order-body.ts';
import type { CartItem, Product } from '../../../domain/types.ts';
import { IDEMPOTENCY_KEY_HEADER } from '../../../contract/paths.ts';
import { HTTP_TIMEOUT_MS } from '../../lib/api-client.ts';
import { PENDING_ORDER_KEY, readPendingOrder, startCheckout } from '../../lib/pending-order.ts';
import { createOrderOnce, CREATE_TIMEOUT_RETRIES, IN_FLIGHT_WAIT_MS } from './create-order.ts';

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
const created = {
  orderNumber: '100001',
  totalValue: 6.98,
  deliveryDate: '2026-03-10',
  formattedDeliveryDate: '10/03/2026',
};

function start(delivery: DeliveryState = INITIAL_DELIVERY_STATE) {
  const navigate = vi.fn();
  const pending = startCheckout({ delivery, userFlow, totalPrice: 6.98, items, navigate });
  return { pending, navigate };
}

/** The Idempotency-Key header of each recorded order/create request. */
function keysSent(fetchMock: ReturnType<typeof vi.fn>): (string | undefined)[] {
  return fetchMock.mock.calls
    .filter(([input]) => String(input).endsWith('/order/create'))
    .map(
      ([, init]) =>
        ((init as RequestInit).headers as Record<string, string>)[IDEMPOTENCY_KEY_HEADER],
    );
}

const fetchMock = () => globalThis.fetch as unknown as ReturnType<typeof vi.fn>;

type Answer = { status?: number; body?: unknown } | 'hang' | 'offline';

/** order/create answers in turn ('hang': only the 20 s time-out ends it; 'offline': no network). */
function stubCreate(answers: Answer[]) {
  let calls = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((_input: RequestInfo | URL, init: RequestInit = {}) => {
      const answer = answers[Math.min(calls++, answers.length - 1)] ?? { status: 404 };
      if (answer === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
      if (answer === 'hang') {
        return new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          ),
        );
      }
      return Promise.resolve(
        new Response(JSON.stringify(answer.body ?? {}), { status: answer.status ?? 200 }),
      );
    }),
  );
}

beforeEach(() => {
  localStorage.setItem('authorization', 'session-token');
});

describe('createOrderOnce (SECURITY T1: retries reuse the attempt key)', () => {
  it('after the 20 s time-out retries with the SAME Idempotency-Key', async () => {
    vi.useFakeTimers();
    stubCreate(['hang', { body: created }]);
    const { pending } = start();
    const outcome = createOrderOnce(pending);
    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS);
    await expect(outcome).resolves.toEqual({ kind: 'created', orders: [created] });
    const keys = keysSent(fetchMock());
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(pending.idempotencyKey);
    expect(keys[0]).toBe(pending.idempotencyKey);
    expect(sessionStorage.getItem(PENDING_ORDER_KEY)).toBeNull();
  });

  it(`gives up after ${CREATE_TIMEOUT_RETRIES} retries (bounded) and keeps the key for a retry after a reload`, async () => {
    const sleep = vi.fn(() => Promise.resolve());
    stubCreate([
      'offline',
      'offline',
      'offline',
      { body: [created, { ...created, orderNumber: '100002' }] },
    ]);
    const { pending } = start();
    await expect(createOrderOnce(pending, { sleep })).resolves.toEqual({ kind: 'noResponse' });
    expect(keysSent(fetchMock())).toHaveLength(CREATE_TIMEOUT_RETRIES + 1);
    // The page reloads: only sessionStorage survives.
    const reloaded = readPendingOrder();
    expect(reloaded?.idempotencyKey).toBe(pending.idempotencyKey);
    const outcome = await createOrderOnce(reloaded!, { sleep });
    expect(outcome.kind === 'created' && outcome.orders.map((o) => o.orderNumber)).toEqual([
      '100001',
      '100002',
    ]);
    expect(new Set(keysSent(fetchMock()))).toEqual(new Set([pending.idempotencyKey]));
  });

  it('on 409 idempotencyKeyInFlight waits and retries with the same key', async () => {
    vi.useFakeTimers();
    stubCreate([{ status: 409, body: { code: 'idempotencyKeyInFlight' } }, { body: created }]);
    const { pending } = start();
    const outcome = createOrderOnce(pending);
    await vi.advanceTimersByTimeAsync(IN_FLIGHT_WAIT_MS - 1);
    expect(keysSent(fetchMock())).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toMatchObject({ kind: 'created' });
    expect(keysSent(fetchMock())).toEqual([pending.idempotencyKey, pending.idempotencyKey]);
  });

  it('two concurrent calls (double effect, double tap) send ONE request', async () => {
    stubCreate([{ body: created }]);
    const { pending } = start();
    const [a, b] = await Promise.all([createOrderOnce(pending), createOrderOnce(pending)]);
    expect(a).toEqual(b);
    expect(keysSent(fetchMock())).toHaveLength(1);
  });

  it('is the one in-flight guard: concurrent callers share one request and one onCreated', async () => {
    stubCreate([{ body: created }]);
    const { pending } = start();
    const onCreated = vi.fn();
    const [a, b] = await Promise.all([
      createOrderOnce(pending, { onCreated }),
      createOrderOnce(pending, { onCreated }),
    ]);
    expect(a).toEqual(b);
    expect(onCreated).toHaveBeenCalledTimes(1);
    expect(onCreated).toHaveBeenCalledWith({ kind: 'created', orders: [created] });
    expect(keysSent(fetchMock())).toHaveLength(1);
  });

  it.each<[string, Answer, object, boolean]>([
    [
      '406 → limitOrder (SPEC §8)',
      { status: 406, body: { code: 'limitOrder' } },
      { kind: 'limitOrder' },
      false,
    ],
    [
      '422 emptyOrder → back to the cart',
      { status: 422, body: { code: 'emptyOrder' } },
      { kind: 'emptyOrder' },
      false,
    ],
    [
      '422 orderRejected carries the bottler message',
      {
        status: 422,
        body: { code: 'orderRejected', params: { bottlerMessage: 'Cliente bloqueado' } },
      },
      { kind: 'failed', bottlerMessage: 'Cliente bloqueado' },
      false,
    ],
    [
      '500 is transient: the key is kept',
      { status: 500, body: { code: 'internal' } },
      { kind: 'failed', code: 'internal' },
      true,
    ],
  ])('%s', async (_name, answer, expected, keyKept) => {
    stubCreate([answer]);
    const { pending } = start();
    await expect(createOrderOnce(pending)).resolves.toMatchObject(expected);
    expect(readPendingOrder()?.idempotencyKey).toBe(keyKept ? pending.idempotencyKey : undefined);
  });
});
