import { describe, it, expect } from 'vitest';
import {
  applyPackagingFixes,
  packagingBlocksCheckout,
  packagingFixLines,
  packagingIndex,
  packagingRequirements,
} from './packaging.ts';
import type { PackagingRequirement } from './packaging.ts';
import type { CartItem, Product } from './types.ts';

const product = (over: Partial<Product>): Product => ({
  sku: 'X',
  description: 'x',
  brand: 'b',
  category: 'c',
  price: 1,
  ...over,
});
// A crate of 24 returnable bottles, and a single 1 L returnable bottle.
const crate = product({
  sku: 'COLA24',
  isGlassBottle: true,
  glassBottles: 24,
  glassBottleProductId: 'BTL300P',
  boxProductId: 'BOX24P',
});
const single = product({
  sku: 'COLA1L',
  isGlassBottle: true,
  glassBottles: 1,
  glassBottleProductId: 'BTL1LP',
  boxProductId: 'BOX12P',
});
const can = product({ sku: 'CAN' });
const bottle = product({ sku: 'BTL300P', price: 0.5 });
const bottle1l = product({ sku: 'BTL1LP', price: 0.8 });
const box = product({ sku: 'BOX24P', isBottleBox: true, price: 3 });
const box12 = product({ sku: 'BOX12P', isBottleBox: true, price: 3 });
const catalogue = [crate, single, can, bottle, bottle1l, box, box12];
const line = (p: Product, quantity: number): CartItem => ({ product: p, quantity });
const summary = (reqs: PackagingRequirement[]) =>
  reqs.map((r) => `${r.sku}:${r.required}/${r.inCart}:${r.status}`);

describe('packagingRequirements (SPEC §5 returnable packaging: exactly the required amounts)', () => {
  it.each([
    ['no glass products', [line(can, 3)], []],
    ['crates, nothing in cart', [line(crate, 2)], ['BTL300P:48/0:tooFew', 'BOX24P:2/0:tooFew']],
    [
      'crates, exact',
      [line(crate, 2), line(bottle, 48), line(box, 2)],
      ['BTL300P:48/48:ok', 'BOX24P:2/2:ok'],
    ],
    [
      'one bottle short',
      [line(crate, 2), line(bottle, 47), line(box, 2)],
      ['BTL300P:48/47:tooFew', 'BOX24P:2/2:ok'],
    ],
    [
      'one bottle over',
      [line(crate, 2), line(bottle, 49), line(box, 2)],
      ['BTL300P:48/49:tooMany', 'BOX24P:2/2:ok'],
    ],
    [
      'one box over',
      [line(crate, 2), line(bottle, 48), line(box, 3)],
      ['BTL300P:48/48:ok', 'BOX24P:2/3:tooMany'],
    ],
    ['single bottle needs no box', [line(single, 5)], ['BTL1LP:5/0:tooFew']],
    [
      'box of a single bottle is too many',
      [line(single, 5), line(bottle1l, 5), line(box12, 1)],
      ['BTL1LP:5/5:ok', 'BOX12P:0/1:tooMany'],
    ],
    ['packaging with no liquid', [line(bottle, 4)], ['BTL300P:0/4:tooMany']],
    [
      'two liquids share a bottle sku',
      [line(crate, 1), line({ ...crate, sku: 'FANTA24' }, 1)],
      ['BTL300P:48/0:tooFew', 'BOX24P:2/0:tooFew'],
    ],
    [
      'glassBottles absent → 1 per unit',
      [line({ ...single, glassBottles: undefined }, 3)],
      ['BTL1LP:3/0:tooFew'],
    ],
  ])('%s', (_label, cart, expected) => {
    expect(summary(packagingRequirements(cart, packagingIndex(catalogue)))).toEqual(expected);
  });

  it('indexes the skus products point to, and unreferenced isBottleBox products as boxes', () => {
    const loose = product({ sku: 'LOOSEBOXP', isBottleBox: true });
    expect(Object.fromEntries(packagingIndex([...catalogue, loose]))).toEqual({
      BTL300P: 'glassBottle',
      BOX24P: 'box',
      BTL1LP: 'glassBottle',
      BOX12P: 'box',
      LOOSEBOXP: 'box',
    });
  });

  it('builds one index per catalogue object, the same from its array or its map by sku', () => {
    expect(packagingIndex(catalogue)).toBe(packagingIndex(catalogue));
    const bySku = new Map(catalogue.map((p) => [p.sku, p]));
    expect(packagingIndex(bySku)).toBe(packagingIndex(bySku));
    expect(packagingIndex(bySku)).toEqual(packagingIndex(catalogue));
    expect(packagingIndex([crate])).not.toEqual(packagingIndex(catalogue));
  });

  it('knows packaging the index does not, from the cart’s own products', () => {
    // An empty index: the cart's crate still says which of its skus are packaging.
    expect(summary(packagingRequirements([line(crate, 1), line(bottle, 30)], new Map()))).toEqual([
      'BTL300P:24/30:tooMany',
      'BOX24P:1/0:tooFew',
    ]);
    expect(summary(packagingRequirements([line(bottle, 2)], new Map()))).toEqual([]);
  });

  it('tags kinds for the messages', () => {
    expect(
      packagingRequirements([line(crate, 1)], packagingIndex(catalogue)).map((r) => r.kind),
    ).toEqual(['glassBottle', 'box']);
  });
});

describe('packagingFixLines / applyPackagingFixes (SPEC §5: the button adds or adjusts packaging lines)', () => {
  it.each([
    ['adds missing lines', [line(crate, 2)], ['COLA24:2', 'BTL300P:48', 'BOX24P:2']],
    [
      'adjusts wrong amounts',
      [line(crate, 1), line(bottle, 30), line(box, 3)],
      ['COLA24:1', 'BTL300P:24', 'BOX24P:1'],
    ],
    ['removes unneeded packaging', [line(can, 1), line(bottle, 4), line(box12, 1)], ['CAN:1']],
    [
      'merges split packaging lines',
      [line(crate, 1), line(bottle, 10), line({ ...bottle, combo: 3 }, 10), line(box, 1)],
      ['COLA24:1', 'BTL300P:24', 'BOX24P:1'],
    ],
  ])('%s', (_label, cart, expected) => {
    const fixed = applyPackagingFixes(cart, packagingFixLines(cart, catalogue));
    expect(fixed.map((l) => `${l.product.sku}:${l.quantity}`)).toEqual(expected);
    expect(
      packagingRequirements(fixed, packagingIndex(catalogue)).every((r) => r.status === 'ok'),
    ).toBe(true);
  });

  it('nothing to fix when exact', () => {
    expect(packagingFixLines([line(crate, 1), line(bottle, 24), line(box, 1)], catalogue)).toEqual(
      [],
    );
  });

  it('skips a packaging product the catalogue does not carry', () => {
    expect(packagingFixLines([line(crate, 1)], [crate, box])).toEqual([
      { action: 'add', item: { product: box, quantity: 1 } },
    ]);
  });
});

describe('packagingBlocksCheckout (SPEC §5: too few/many blocks unless accepted)', () => {
  const req = (status: PackagingRequirement['status']): PackagingRequirement => ({
    sku: 'P',
    kind: 'box',
    required: 1,
    inCart: 1,
    status,
  });
  it.each([
    [[], false, false],
    [[req('ok')], false, false],
    [[req('ok'), req('tooFew')], false, true],
    [[req('tooMany')], false, true],
    [[req('tooFew')], true, false],
  ])('case %# accepted %s → %s', (reqs, accepted, expected) => {
    expect(packagingBlocksCheckout(reqs, accepted)).toBe(expected);
  });
});
