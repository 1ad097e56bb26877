import { describe, it, expect } from 'vitest';
import {
  NPS_DEFAULT_EVERY_N_ORDERS,
  NPS_MIN_DAYS_BETWEEN,
  npsFollowUp,
  npsScoreValid,
  shouldAskNps,
} from './nps.ts';

const now = new Date('2026-03-20T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe('NPS constants (SPEC §9)', () => {
  it('every 2nd order, 15 days apart', () => {
    expect(NPS_DEFAULT_EVERY_N_ORDERS).toBe(2);
    expect(NPS_MIN_DAYS_BETWEEN).toBe(15);
  });
});

describe('shouldAskNps (SPEC §5 every N orders and 15+ days since the last)', () => {
  it.each([
    {
      ordersCount: 1,
      everyN: undefined,
      last: null,
      expected: false,
      why: '1st order, default N 2',
    },
    {
      ordersCount: 2,
      everyN: undefined,
      last: null,
      expected: true,
      why: '2nd order, never answered',
    },
    { ordersCount: 3, everyN: undefined, last: null, expected: false, why: '3rd order' },
    { ordersCount: 4, everyN: undefined, last: null, expected: true, why: '4th order' },
    { ordersCount: 0, everyN: undefined, last: null, expected: false, why: 'no orders' },
    { ordersCount: 3, everyN: 3, last: null, expected: true, why: 'bottler N 3, 3rd order' },
    { ordersCount: 4, everyN: 3, last: null, expected: false, why: 'bottler N 3, 4th order' },
    { ordersCount: 1, everyN: 1, last: null, expected: true, why: 'bottler N 1 asks every order' },
    { ordersCount: 3, everyN: 0, last: null, expected: false, why: 'N 0 falls back to 2' },
    {
      ordersCount: 2,
      everyN: 2.5,
      last: null,
      expected: true,
      why: 'non-integer N falls back to 2',
    },
    { ordersCount: 2, everyN: null, last: null, expected: true, why: 'null N falls back to 2' },
    {
      ordersCount: 2,
      everyN: 2,
      last: daysAgo(15),
      expected: true,
      why: 'exactly 15 days since the last',
    },
    { ordersCount: 2, everyN: 2, last: daysAgo(14.99), expected: false, why: 'just under 15 days' },
    { ordersCount: 2, everyN: 2, last: daysAgo(1), expected: false, why: 'yesterday' },
    { ordersCount: 2, everyN: 2, last: daysAgo(90), expected: true, why: '90 days ago' },
    {
      ordersCount: 3,
      everyN: 2,
      last: daysAgo(90),
      expected: false,
      why: 'long ago but not an Nth order',
    },
  ])('$why → $expected', ({ ordersCount, everyN, last, expected }) => {
    expect(shouldAskNps({ ordersCount, everyN, lastAnsweredAt: last, now })).toBe(expected);
  });
});

describe('npsScoreValid (SPEC §9 score 0 to 10)', () => {
  it.each([
    { score: 0, expected: true },
    { score: 10, expected: true },
    { score: 6, expected: true },
    { score: -1, expected: false },
    { score: 11, expected: false },
    { score: 5.5, expected: false },
    { score: Number.NaN, expected: false },
    { score: '7', expected: false },
    { score: null, expected: false },
  ])('$score → $expected', ({ score, expected }) => {
    expect(npsScoreValid(score)).toBe(expected);
  });
});

describe('npsFollowUp (SPEC §4 6 or less opens the feedback form)', () => {
  it.each([
    { score: 0, expected: 'feedback' },
    { score: 6, expected: 'feedback' },
    { score: 7, expected: 'thanks' },
    { score: 10, expected: 'thanks' },
  ])('$score → $expected', ({ score, expected }) => {
    expect(npsFollowUp(score)).toBe(expected);
  });
});
