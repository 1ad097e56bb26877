import { describe, it, expect } from 'vitest';
import { addDays } from './dates.ts';
import {
  INITIAL_DELIVERY_STATE,
  RECURRENT_PERIODS,
  deliveryOptionsDisabled,
  deliveryReducer,
  extractDateDigits,
  isDeliveryOptionDisabled,
  recurrentDateWindow,
  toIsoDate,
  validateDelivery,
} from './delivery.ts';
import type { DeliveryAction, DeliveryState } from './delivery.ts';
import type { CartItem, Product } from './types.ts';

const state = (over: Partial<DeliveryState> = {}): DeliveryState => ({
  ...INITIAL_DELIVERY_STATE,
  ...over,
});
const scheduled = state({ orderType: 'scheduledOrder', scheduledDates: ['2026-03-10'] });
const recurrent = state({
  orderType: 'recurrentOrder',
  recurrentPeriod: 30,
  recurrentStartDate: '2026-03-12',
});

describe('RECURRENT_PERIODS (SPEC §9)', () => {
  it('is 15, 30, 45, 60 days', () => {
    expect(RECURRENT_PERIODS).toEqual([15, 30, 45, 60]);
  });
});

describe('deliveryReducer (SPEC §4 order type: choosing greys the other; unticking resets)', () => {
  it.each<[string, DeliveryState, DeliveryAction, DeliveryState]>([
    [
      'choose scheduled',
      state(),
      { type: 'choose', option: 'scheduledOrder' },
      state({ orderType: 'scheduledOrder' }),
    ],
    [
      'choose the greyed option is ignored',
      scheduled,
      { type: 'choose', option: 'recurrentOrder' },
      scheduled,
    ],
    [
      'untick scheduled resets its dates',
      scheduled,
      { type: 'untick', option: 'scheduledOrder' },
      state(),
    ],
    [
      'untick recurrent resets period and date',
      recurrent,
      { type: 'untick', option: 'recurrentOrder' },
      state(),
    ],
    [
      'untick the other option is ignored',
      recurrent,
      { type: 'untick', option: 'scheduledOrder' },
      recurrent,
    ],
    [
      'toggle on',
      state(),
      { type: 'toggle', option: 'recurrentOrder' },
      state({ orderType: 'recurrentOrder' }),
    ],
    ['toggle off', recurrent, { type: 'toggle', option: 'recurrentOrder' }, state()],
    [
      'toggle the greyed option',
      recurrent,
      { type: 'toggle', option: 'scheduledOrder' },
      recurrent,
    ],
    [
      'set dates',
      state({ orderType: 'scheduledOrder' }),
      { type: 'setScheduledDates', dates: ['2026-03-11'] },
      state({ orderType: 'scheduledOrder', scheduledDates: ['2026-03-11'] }),
    ],
    [
      'set dates while not scheduled',
      state(),
      { type: 'setScheduledDates', dates: ['2026-03-11'] },
      state(),
    ],
    [
      'set period',
      state({ orderType: 'recurrentOrder' }),
      { type: 'setRecurrentPeriod', period: 15 },
      state({ orderType: 'recurrentOrder', recurrentPeriod: 15 }),
    ],
    [
      'set period while scheduled',
      scheduled,
      { type: 'setRecurrentPeriod', period: 15 },
      scheduled,
    ],
    [
      'set start date',
      state({ orderType: 'recurrentOrder' }),
      { type: 'setRecurrentStartDate', date: '2026-03-12' },
      state({ orderType: 'recurrentOrder', recurrentStartDate: '2026-03-12' }),
    ],
    ['reset', recurrent, { type: 'reset' }, state()],
  ])('%s', (_label, before, action, after) => {
    expect(deliveryReducer(before, action)).toEqual(after);
  });

  it.each([
    [state(), 'scheduledOrder', false],
    [scheduled, 'scheduledOrder', false],
    [scheduled, 'recurrentOrder', true],
    [recurrent, 'scheduledOrder', true],
  ] as const)('isDeliveryOptionDisabled case %# → %s', (s, option, expected) => {
    expect(isDeliveryOptionDisabled(s, option)).toBe(expected);
  });
});

describe('deliveryOptionsDisabled (SPEC §5: a product with a quantityLimit disables both)', () => {
  const product = (over: Partial<Product>): Product => ({
    sku: 'A',
    description: 'a',
    brand: 'b',
    category: 'c',
    price: 1,
    ...over,
  });
  it.each<[string, CartItem[], boolean]>([
    ['empty cart', [], false],
    ['no limits', [{ product: product({}), quantity: 3 }], false],
    ['explicit 9999', [{ product: product({ quantityLimit: 9999 }), quantity: 1 }], true],
    [
      'explicit 0',
      [
        { product: product({}), quantity: 1 },
        { product: product({ sku: 'B', quantityLimit: 0 }), quantity: 1 },
      ],
      true,
    ],
  ])('%s → %s', (_label, cart, expected) => {
    expect(deliveryOptionsDisabled(cart)).toBe(expected);
  });
});

describe('available dates (SPEC §3: digits extracted)', () => {
  it.each([
    ['2026-03-10', '20260310', '2026-03-10'],
    ['2026-03-10T00:00:00Z', '20260310000000', '2026-03-10'],
    ['20260310', '20260310', '2026-03-10'],
    ['2026/02/29', '20260229', undefined],
    ['2028-02-29', '20280229', '2028-02-29'],
    ['2026-13-01', '20261301', undefined],
    ['soon', '', undefined],
  ])('%j → digits %j, ISO %j', (text, digits, iso) => {
    expect(extractDateDigits(text)).toBe(digits);
    expect(toIsoDate(text)).toBe(iso);
  });

  it.each([
    ['2026-03-10', 1, '2026-03-11'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-11', 60, '2026-05-10'],
  ])('addDays(%s, %s) = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });
});

describe('recurrentDateWindow (SPEC §5: from the day after the second available day, up to the last optional period)', () => {
  it.each([
    [
      'typical',
      ['2026-03-09', '2026-03-10', '2026-03-12'],
      [15, 30, 45, 60],
      { from: '2026-03-11', to: '2026-05-10' },
    ],
    [
      'unsorted with duplicates',
      ['2026-03-12', '2026-03-09', '2026-03-09', '2026-03-10'],
      [15, 30],
      { from: '2026-03-11', to: '2026-04-10' },
    ],
    [
      'last period, not the largest',
      ['2026-03-09', '2026-03-10'],
      [60, 15],
      { from: '2026-03-11', to: '2026-03-26' },
    ],
    ['no periods → 60', ['2026-03-09', '2026-03-10'], [], { from: '2026-03-11', to: '2026-05-10' }],
    ['month end', ['2026-01-30', '2026-01-31'], [15], { from: '2026-02-01', to: '2026-02-16' }],
    ['exactly two dates', ['20260309', '20260310'], [15], { from: '2026-03-11', to: '2026-03-26' }],
    ['one date', ['2026-03-09'], [15], undefined],
    ['one valid date', ['2026-03-09', 'bad'], [15], undefined],
    ['none', [], [15], undefined],
  ])('%s', (_label, dates, periods, expected) => {
    expect(recurrentDateWindow(dates, periods)).toEqual(expected);
  });
});

describe('validateDelivery (SPEC §5 scheduled / recurrent order)', () => {
  const window = { from: '2026-03-11', to: '2026-05-10' };
  it.each([
    ['no option', state(), {}, { ok: true }],
    ['scheduled with a date', scheduled, {}, { ok: true }],
    [
      'scheduled without dates',
      state({ orderType: 'scheduledOrder' }),
      {},
      { ok: false, code: 'selectScheduledDates' },
    ],
    [
      'scheduled date available',
      scheduled,
      { availableDates: ['2026-03-10T00:00:00'] },
      { ok: true },
    ],
    [
      'scheduled date not available',
      scheduled,
      { availableDates: ['2026-03-11'] },
      { ok: false, code: 'scheduledDateNotAvailable' },
    ],
    [
      'recurrent with period',
      state({ orderType: 'recurrentOrder', recurrentPeriod: 15 }),
      {},
      { ok: true },
    ],
    [
      'recurrent without period',
      state({ orderType: 'recurrentOrder' }),
      {},
      { ok: false, code: 'selectRecurrentPeriod' },
    ],
    [
      'recurrent period not offered',
      state({ orderType: 'recurrentOrder', recurrentPeriod: 20 }),
      {},
      { ok: false, code: 'selectRecurrentPeriod' },
    ],
    [
      'recurrent period not offered by tenant',
      state({ orderType: 'recurrentOrder', recurrentPeriod: 60 }),
      { periods: [15, 30] },
      { ok: false, code: 'selectRecurrentPeriod' },
    ],
    [
      'calendar: no date',
      state({ orderType: 'recurrentOrder', recurrentPeriod: 15 }),
      { recurrentWindow: window },
      { ok: false, code: 'selectRecurrentDate' },
    ],
    [
      'calendar: first day',
      state({ ...recurrent, recurrentStartDate: '2026-03-11' }),
      { recurrentWindow: window },
      { ok: true },
    ],
    [
      'calendar: day before',
      state({ ...recurrent, recurrentStartDate: '2026-03-10' }),
      { recurrentWindow: window },
      { ok: false, code: 'recurrentDateOutOfRange' },
    ],
    [
      'calendar: last day',
      state({ ...recurrent, recurrentStartDate: '2026-05-10' }),
      { recurrentWindow: window },
      { ok: true },
    ],
    [
      'calendar: day after',
      state({ ...recurrent, recurrentStartDate: '2026-05-11' }),
      { recurrentWindow: window },
      { ok: false, code: 'recurrentDateOutOfRange' },
    ],
  ])('%s', (_label, s, options, expected) => {
    expect(validateDelivery(s, options)).toEqual(expected);
  });
});
