/**
 * Exact money (ARCHITECTURE.md habit 5; SPEC §9 "Cart price rounding: 2 decimals").
 * Amounts at boundaries are decimal numbers (3.49); sums and products are done in integer cents
 * and rounded once, to 2 decimals, half away from zero on the decimal representation.
 */

/** Converts a decimal amount to integer cents, rounding half away from zero on its decimal digits (1.005 → 101). */
export function toCents(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError('money.notFinite');
  const magnitude = Math.abs(amount);
  // Below 1e-6 the shortest form is exponential; such amounts are 0 cents either way.
  if (magnitude < 1e-6) return 0;
  // Most amounts have two decimals or fewer. Then `near / 100` is the amount itself, and its
  // decimal text (below) reads as `near` cents with nothing to round: the same answer, without
  // making the text (a price engine hot spot, issue 16 P5).
  const near = Math.round(magnitude * 100);
  if (near / 100 === magnitude && Number.isSafeInteger(near)) return amount < 0 ? -near : near;
  const text = magnitude.toString();
  if (text.includes('e')) throw new RangeError('money.outOfRange');
  const [whole = '0', fraction = ''] = text.split('.');
  const digits = (fraction + '000').slice(0, 3);
  const roundUp = Number(digits[2]) >= 5 ? 1 : 0;
  const cents = Number(whole) * 100 + Number(digits.slice(0, 2)) + roundUp;
  if (!Number.isSafeInteger(cents)) throw new RangeError('money.outOfRange');
  return amount < 0 && cents !== 0 ? -cents : cents;
}

/** Converts integer cents back to the decimal amount (101 → 1.01); integer division by 100 is exact to the nearest double. */
export function fromCents(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError('money.centsNotInteger');
  return cents === 0 ? 0 : cents / 100;
}

/** Sums decimal amounts exactly (in cents) and returns the decimal total. */
export function addMoney(...amounts: number[]): number {
  return fromCents(amounts.reduce((sum, amount) => sum + toCents(amount), 0));
}

/** Unit price × quantity in integer cents; a fractional quantity is rounded half away from zero to the cent. */
export function multiplyMoney(unitPrice: number, quantity: number): number {
  const cents = toCents(unitPrice) * quantity;
  if (!Number.isFinite(cents)) throw new RangeError('money.notFinite');
  const rounded = Math.sign(cents) * Math.round(Math.abs(cents));
  return rounded === 0 ? 0 : rounded;
}

/** Rounds a decimal amount to 2 decimals, half away from zero (SPEC §9 cart price rounding). */
export function roundMoney(amount: number): number {
  return fromCents(toCents(amount));
}
