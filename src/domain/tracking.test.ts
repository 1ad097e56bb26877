import { describe, it, expect } from 'vitest';
import {
  CANCELLED_STEP,
  CHANNELS,
  DEFAULT_TRACKING_STEPS,
  TRACKING_STATUSES,
  channelKey,
  currentTrackingStep,
  deliveryReminderActive,
  showsDeliveryReminder,
  stepFlagsForStatus,
  visibleSteps,
} from './tracking.ts';

const KENYA_STEPS = ['orderPlaced', 'delivering', 'delivered'];
const THAI_STEPS = ['orderPlaced', 'financialAnalysis', 'picking', 'delivering'];

function flags(reached: string[]) {
  return Object.fromEntries(DEFAULT_TRACKING_STEPS.map((s) => [s, reached.includes(s)]));
}

describe('DEFAULT_TRACKING_STEPS (SPEC §4)', () => {
  it('lists the five default steps in order', () => {
    expect(DEFAULT_TRACKING_STEPS).toEqual([
      'orderPlaced',
      'financialAnalysis',
      'picking',
      'delivering',
      'delivered',
    ]);
  });
});

describe('currentTrackingStep (SPEC §4 current step, 0-based index)', () => {
  it.each([
    {
      name: 'canceled → 1',
      order: { canceled: true, ...flags(['orderPlaced', 'picking']) },
      expected: 1,
    },
    { name: 'canceled with nothing flagged → 1', order: { canceled: true }, expected: 1 },
    { name: 'only received → 0', order: flags(['orderPlaced']), expected: 0 },
    {
      name: 'received + credit analysis → 1',
      order: flags(['orderPlaced', 'financialAnalysis']),
      expected: 1,
    },
    {
      name: 'up to picking → 2',
      order: flags(['orderPlaced', 'financialAnalysis', 'picking']),
      expected: 2,
    },
    {
      name: 'out for delivery → 3',
      order: flags(['orderPlaced', 'financialAnalysis', 'picking', 'delivering']),
      expected: 3,
    },
    { name: 'all reached → full count 5', order: flags([...DEFAULT_TRACKING_STEPS]), expected: 5 },
    {
      name: 'index before the first false, later trues ignored',
      order: flags(['orderPlaced', 'picking', 'delivered']),
      expected: 0,
    },
    { name: 'nothing reached floors at 0', order: flags([]), expected: 0 },
    {
      name: 'missing flags count as not reached',
      order: { orderPlaced: true, financialAnalysis: true },
      expected: 1,
    },
    {
      name: 'non-boolean truthy is not reached',
      order: { orderPlaced: true, financialAnalysis: 'yes' },
      expected: 0,
    },
  ])('$name', ({ order, expected }) => {
    expect(currentTrackingStep(order, DEFAULT_TRACKING_STEPS)).toBe(expected);
  });
  it.each([
    { steps: KENYA_STEPS, reached: ['orderPlaced', 'financialAnalysis', 'picking'], expected: 0 },
    { steps: KENYA_STEPS, reached: ['orderPlaced', 'delivering'], expected: 1 },
    { steps: KENYA_STEPS, reached: [...DEFAULT_TRACKING_STEPS], expected: 3 },
    {
      steps: THAI_STEPS,
      reached: ['orderPlaced', 'financialAnalysis', 'picking', 'delivering'],
      expected: 4,
    },
    { steps: THAI_STEPS, reached: ['orderPlaced', 'financialAnalysis', 'picking'], expected: 2 },
  ])(
    'tenant steps $steps with $reached → $expected (PRODUCT.md tenants 13/14)',
    ({ steps, reached, expected }) => {
      expect(currentTrackingStep(flags(reached), steps)).toBe(expected);
    },
  );
});

describe('visibleSteps (SPEC §4 a cancelled order shows received then cancelled)', () => {
  it.each([
    {
      order: { canceled: true },
      steps: DEFAULT_TRACKING_STEPS,
      expected: ['orderPlaced', CANCELLED_STEP],
    },
    { order: { canceled: true }, steps: KENYA_STEPS, expected: ['orderPlaced', CANCELLED_STEP] },
    { order: { canceled: false }, steps: KENYA_STEPS, expected: KENYA_STEPS },
    { order: {}, steps: DEFAULT_TRACKING_STEPS, expected: [...DEFAULT_TRACKING_STEPS] },
  ])('canceled=$order.canceled → $expected', ({ order, steps, expected }) => {
    expect(visibleSteps(order, steps)).toEqual(expected);
  });
  it('the current step of a cancelled order is the cancelled step', () => {
    const order = { canceled: true };
    expect(
      visibleSteps(order, DEFAULT_TRACKING_STEPS)[
        currentTrackingStep(order, DEFAULT_TRACKING_STEPS)
      ],
    ).toBe(CANCELLED_STEP);
  });
});

describe('stepFlagsForStatus (SPEC §4 server statuses)', () => {
  it('TRACKING_STATUSES lists the six server statuses', () => {
    expect([...TRACKING_STATUSES].sort()).toEqual([
      'BLOCKED',
      'CANCELLED',
      'DELIVERED',
      'PREPARING',
      'REGISTERED',
      'ROUTED',
    ]);
  });
  it.each([
    { status: 'REGISTERED', reached: ['orderPlaced'], current: 0 },
    { status: 'BLOCKED', reached: ['orderPlaced', 'financialAnalysis'], current: 1 },
    { status: 'PREPARING', reached: ['orderPlaced', 'financialAnalysis', 'picking'], current: 2 },
    {
      status: 'ROUTED',
      reached: ['orderPlaced', 'financialAnalysis', 'picking', 'delivering'],
      current: 3,
    },
    { status: 'DELIVERED', reached: [...DEFAULT_TRACKING_STEPS], current: 5 },
  ] as const)(
    '$status → reached $reached, current step $current',
    ({ status, reached, current }) => {
      const result = stepFlagsForStatus(status);
      expect(result).toEqual({ canceled: false, ...flags([...reached]) });
      expect(currentTrackingStep(result, DEFAULT_TRACKING_STEPS)).toBe(current);
    },
  );
  it('CANCELLED → received and canceled, current step 1', () => {
    const result = stepFlagsForStatus('CANCELLED');
    expect(result).toEqual({ canceled: true, ...flags(['orderPlaced']) });
    expect(currentTrackingStep(result, DEFAULT_TRACKING_STEPS)).toBe(1);
  });
  it.each([
    {
      status: 'BLOCKED',
      expected: { canceled: false, orderPlaced: true, delivering: false, delivered: false },
      current: 0,
    },
    {
      status: 'ROUTED',
      expected: { canceled: false, orderPlaced: true, delivering: true, delivered: false },
      current: 1,
    },
    {
      status: 'DELIVERED',
      expected: { canceled: false, orderPlaced: true, delivering: true, delivered: true },
      current: 3,
    },
  ] as const)('Kenya steps: $status', ({ status, expected, current }) => {
    const result = stepFlagsForStatus(status, KENYA_STEPS);
    expect(result).toEqual(expected);
    expect(currentTrackingStep(result, KENYA_STEPS)).toBe(current);
  });
  it('a step unknown to the default list stays false', () => {
    expect(stepFlagsForStatus('DELIVERED', ['orderPlaced', 'invoiced'])).toEqual({
      canceled: false,
      orderPlaced: true,
      invoiced: false,
    });
  });
});

describe('channelKey (SPEC §3 channel codes 11, 12, 40)', () => {
  it('CHANNELS maps the three codes', () => {
    expect(CHANNELS).toEqual({ 11: 'preSeller', 12: 'telesales', 40: 'messagingApp' });
  });
  it.each([
    { code: 11, expected: 'preSeller' },
    { code: 12, expected: 'telesales' },
    { code: 40, expected: 'messagingApp' },
    { code: '40', expected: 'messagingApp' },
    { code: 13, expected: undefined },
    { code: 0, expected: undefined },
    { code: '', expected: undefined },
    { code: null, expected: undefined },
    { code: undefined, expected: undefined },
  ])('$code → $expected', ({ code, expected }) => {
    expect(channelKey(code)).toBe(expected);
  });
});

describe('deliveryReminderActive (SPEC §9 reminders start two days before delivery)', () => {
  it.each([
    { delivery: '2026-03-10', today: '2026-03-07', expected: false, why: 'three days before' },
    { delivery: '2026-03-10', today: '2026-03-08', expected: true, why: 'two days before' },
    { delivery: '2026-03-10', today: '2026-03-09', expected: true, why: 'the day before' },
    { delivery: '2026-03-10', today: '2026-03-10', expected: true, why: 'delivery day' },
    { delivery: '2026-03-10', today: '2026-03-11', expected: false, why: 'after delivery' },
    {
      delivery: '2026-03-01',
      today: '2026-02-27',
      expected: true,
      why: 'two days before, across month end',
    },
    {
      delivery: '2026-03-01',
      today: '2026-02-26',
      expected: false,
      why: 'three days before, across month end',
    },
    { delivery: '2026-01-01', today: '2025-12-30', expected: true, why: 'across year end' },
    {
      delivery: '2026-03-10T00:00:00',
      today: '2026-03-08',
      expected: true,
      why: 'time part ignored',
    },
    { delivery: '', today: '2026-03-08', expected: false, why: 'no delivery date' },
  ])('$why → $expected', ({ delivery, today, expected }) => {
    expect(deliveryReminderActive(delivery, today)).toBe(expected);
  });
});

describe('showsDeliveryReminder', () => {
  const order = (status: string, canceled = false) => ({
    status,
    canceled,
    expectedDeliveryDate: '2026-12-08',
  });
  it('in the window, for an order on its way; never cancelled, delivered or held in credit analysis', () => {
    expect(showsDeliveryReminder(order('ROUTED'), '2026-12-07')).toBe(true);
    expect(showsDeliveryReminder(order('ROUTED'), '2026-12-05')).toBe(false);
    expect(showsDeliveryReminder(order('BLOCKED'), '2026-12-07')).toBe(false);
    expect(showsDeliveryReminder(order('DELIVERED'), '2026-12-07')).toBe(false);
    expect(showsDeliveryReminder(order('CANCELLED', true), '2026-12-07')).toBe(false);
  });
});
