import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { addMoney, fromCents, multiplyMoney, roundMoney, toCents } from './money.ts';

describe('toCents (SPEC §9 cart price rounding, half away from zero)', () => {
  it.each([
    [0, 0],
    [0.01, 1],
    [1.005, 101],
    [1.004, 100],
    [1.0049999, 100],
    [2.675, 268],
    [0.1 + 0.2, 30],
    [3.49, 349],
    [-1.005, -101],
    [-0.004, 0],
    [1e-7, 0],
    [123456789.99, 12345678999],
    [10, 1000],
  ])('toCents(%s) = %s', (amount, cents) => {
    expect(toCents(amount)).toBe(cents);
  });

  it.each([[Number.NaN], [Infinity], [-Infinity], [1e21]])('rejects %s', (amount) => {
    expect(() => toCents(amount)).toThrow(RangeError);
  });

  it('never returns -0', () => {
    expect(Object.is(toCents(-0.001), 0)).toBe(true);
  });
});

describe('fromCents', () => {
  it.each([
    [0, 0],
    [1, 0.01],
    [101, 1.01],
    [349, 3.49],
    [-101, -1.01],
  ])('fromCents(%s) = %s', (cents, amount) => {
    expect(fromCents(cents)).toBe(amount);
  });

  it('rejects fractional cents', () => {
    expect(() => fromCents(1.5)).toThrow(RangeError);
  });
});

describe('addMoney / multiplyMoney / roundMoney (SPEC §9 exact money)', () => {
  it.each([
    [[0.1, 0.2], 0.3],
    [[1.005, 1.005], 2.02],
    [[3.49, 3.49, 3.49], 10.47],
    [[], 0],
    [[10, -0.01], 9.99],
  ])('addMoney(%j) = %s', (amounts, total) => {
    expect(addMoney(...amounts)).toBe(total);
  });

  it.each([
    [3.49, 3, 1047],
    [0.1, 3, 30],
    [1.005, 2, 202],
    [19.99, 9999, 19988001],
    [2.5, 0, 0],
    [0.01, 0.5, 1],
  ])('multiplyMoney(%s, %s) = %s cents', (price, quantity, cents) => {
    expect(multiplyMoney(price, quantity)).toBe(cents);
  });

  it.each([
    [1.005, 1.01],
    [1.004, 1],
    [2.345, 2.35],
    [-2.345, -2.35],
    [0.1 + 0.7, 0.8],
  ])('roundMoney(%s) = %s', (amount, rounded) => {
    expect(roundMoney(amount)).toBe(rounded);
  });
});

describe('money properties', () => {
  it('summing many random prices equals the exact decimal sum', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 200 }),
        (centsList) => {
          const prices = centsList.map(fromCents);
          const exact = centsList.reduce((sum, cents) => sum + BigInt(cents), 0n);
          expect(toCents(addMoney(...prices))).toBe(Number(exact));
          expect(addMoney(...prices)).toBe(Number(exact) / 100);
        },
      ),
    );
  });

  it('toCents inverts fromCents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(toCents(fromCents(cents))).toBe(cents);
      }),
    );
  });

  it('reads any amount as its decimal text does (the two-decimal shortcut changes nothing)', () => {
    const byDecimalText = (amount: number): number => {
      const [whole = '0', fraction = ''] = Math.abs(amount).toString().split('.');
      const digits = (fraction + '000').slice(0, 3);
      const cents =
        Number(whole) * 100 + Number(digits.slice(0, 2)) + (Number(digits[2]) >= 5 ? 1 : 0);
      return amount < 0 && cents !== 0 ? -cents : cents;
    };
    const amounts = fc.oneof(
      fc.double({ min: -1e13, max: 1e13, noNaN: true }).filter((a) => Math.abs(a) >= 1e-6),
      fc.integer({ min: -1e14, max: 1e14 }).map((cents) => cents / 100),
      fc.integer({ min: -1e14, max: 1e14 }).map((mills) => mills / 1000),
    );
    fc.assert(
      fc.property(amounts, (amount) => {
        expect(toCents(amount)).toBe(byDecimalText(amount));
      }),
      { numRuns: 5_000 },
    );
  });

  it('rounds a 3-decimal amount half away from zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), (mills) => {
        const amount = Number(
          `${Math.floor(mills / 1000)}.${String(mills % 1000).padStart(3, '0')}`,
        );
        const expected = Math.floor(mills / 10) + (mills % 10 >= 5 ? 1 : 0);
        expect(toCents(amount)).toBe(expected);
      }),
    );
  });
});
