import { describe, it, expect } from 'vitest';
import {
  creditLimitAllowsCheckout,
  creditLimitOutcome,
  isOverPaymentLimit,
} from './credit-limit.ts';
import type { CreditLimitOutcome } from './credit-limit.ts';

describe('creditLimitOutcome (SPEC §5 credit limit)', () => {
  const base = {
    total: 500,
    paymentLimit: 500,
    isPaymentLimitActive: true,
    isFinishOrderOverLimitAuthorized: true,
    accepted: false,
  };
  it.each([
    ['at the limit', {}, 'ok'],
    ['one cent over, authorised', { total: 500.01 }, 'needsAcceptance'],
    ['one cent over, authorised, ticked', { total: 500.01, accepted: true }, 'accepted'],
    [
      'one cent over, not authorised',
      { total: 500.01, isFinishOrderOverLimitAuthorized: false },
      'blocked',
    ],
    [
      'not authorised, ticked anyway',
      { total: 600, isFinishOrderOverLimitAuthorized: false, accepted: true },
      'blocked',
    ],
    ['limit not active', { total: 10_000, isPaymentLimitActive: false }, 'ok'],
    ['limit 0 (unknown)', { total: 10_000, paymentLimit: 0 }, 'ok'],
    ['float drift at the limit', { total: 0.1 + 0.2, paymentLimit: 0.3 }, 'ok'],
  ] as const)('%s → %s', (_label, over, expected) => {
    expect(creditLimitOutcome({ ...base, ...over })).toBe(expected);
  });
});

describe('isOverPaymentLimit', () => {
  it.each([
    [100, 100, true, false],
    [100.01, 100, true, true],
    [100.01, 100, false, false],
  ])('total %s limit %s active %s → %s', (total, limit, active, expected) => {
    expect(isOverPaymentLimit(total, limit, active)).toBe(expected);
  });
});

describe('creditLimitAllowsCheckout', () => {
  it.each<[CreditLimitOutcome, boolean]>([
    ['ok', true],
    ['accepted', true],
    ['needsAcceptance', false],
    ['blocked', false],
  ])('%s → %s', (outcome, expected) => {
    expect(creditLimitAllowsCheckout(outcome)).toBe(expected);
  });
});
