import { describe, it, expect } from 'vitest';
import { orchestrationProducts } from './catalogue.ts';
import type { Product } from './types.ts';

const product = (over: Partial<Product> = {}): Product => ({
  sku: 'A1',
  description: 'Cola 350ml',
  brand: 'Cola',
  category: 'Soft drinks',
  price: 2,
  ...over,
});

describe('orchestrationProducts (SPEC §5: priced and isMSL, quantity 1)', () => {
  it.each([
    ['priced MSL', { price: 0.01, isMSL: true }, true],
    ['price 0', { price: 0, isMSL: true }, false],
    ['negative price', { price: -1, isMSL: true }, false],
    ['not MSL', { price: 2, isMSL: false }, false],
    ['MSL absent', { price: 2 }, false],
  ])('%s → kept %s', (_label, over, kept) => {
    expect(orchestrationProducts([product(over)])).toHaveLength(kept ? 1 : 0);
  });

  it('sets quantity 1 without touching the input', () => {
    const input = [product({ isMSL: true, quantity: 7 })];
    expect(orchestrationProducts(input)[0]?.quantity).toBe(1);
    expect(input[0]?.quantity).toBe(7);
  });
});
