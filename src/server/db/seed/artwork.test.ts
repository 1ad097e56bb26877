// @vitest-environment jsdom
/**
 * The generated artwork (issue 14 item 9): every kind parses as SVG, names its brand, stays small,
 * is deterministic, and a combo's image is made of its own products.
 */
import { describe, expect, it } from 'vitest';
import { generateCatalogue } from './catalogue.ts';
import { generateCombos } from './combos.ts';
import { generatedImageSvg, productImageForSku, productSvg } from '../../modules/artwork/images.ts';

/** Parses an SVG as XML: fails on any syntax error; returns the document element. */
function parse(svg: string): Element {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml'); // jsdom's XML parser
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  const root = doc.documentElement;
  expect(root.tagName).toBe('svg');
  expect(root.getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/);
  return root;
}

const texts = (root: Element) =>
  Array.from(root.getElementsByTagName('text')).map((node) => node.textContent ?? '');
const bytes = (svg: string) => Buffer.byteLength(svg, 'utf8');

describe('packshots by packaging kind', () => {
  it.each([
    ['a can', '101101', 'Fizzola', 1],
    ['a 6-can pack', '101102', 'Fizzola', 3],
    ['a PET bottle', '102106', 'Naranjaz', 1],
    ['a returnable glass crate', '101111', 'Fizzola', 1],
  ])('%s (%s) parses, names the brand on the pack and stays small', (_kind, sku, brand, copies) => {
    const svg = generatedImageSvg('product', sku)!;
    const root = parse(svg);
    expect(texts(root).filter((t) => t === brand)).toHaveLength(copies);
    expect(root.getAttribute('aria-label')).toBe(brand);
    expect(bytes(svg)).toBeLessThan(copies > 1 ? 5000 : 2500);
  });

  it('an empty bottle and an empty crate carry no brand, only their size', () => {
    for (const sku of ['GB290P', 'BX1000P']) {
      const root = parse(generatedImageSvg('product', sku)!);
      expect(texts(root).join(' ')).toMatch(/^(290ml|1L)$/);
    }
  });

  it('every product of a demo catalogue renders valid SVG under 5 KB, the same bytes each time', () => {
    for (const product of generateCatalogue(2).products) {
      const svg = generatedImageSvg('product', product.sku)!;
      parse(svg);
      expect(bytes(svg), product.sku).toBeLessThan(5000);
      expect(generatedImageSvg('product', product.sku)).toBe(svg);
    }
  });

  it('escapes the label and refuses a colour that is not #rrggbb', () => {
    const root = parse(productSvg({ kind: 'can', color: '#c8102e', label: '<b>&"' }));
    expect(texts(root)).toContain('<b>&"');
    const odd = productSvg({ kind: 'pet', color: 'red;"><script>', label: 'x' });
    parse(odd);
    expect(odd).not.toContain('<script');
  });
});

describe('marketing artwork', () => {
  it.each([
    ['banner', 'summer-deals-mobile'],
    ['banner', 'returnable-glass-desktop'],
    ['banner', 'combos-mobile'],
    ['banner', 'anything-else'],
    ['promo', 'week-1'],
    ['feature', 'favorites-2026'],
    ['bingo', 'prize'],
    ['bingo', 'check'],
    ['brand', '1'],
    ['brand', '19'],
    ['category', '3'],
  ])('%s/%s parses, shows packshots and stays under 16 KB', (kind, name) => {
    const svg = generatedImageSvg(kind, name)!;
    const root = parse(svg);
    expect(bytes(svg)).toBeLessThan(16_000);
    if (kind === 'banner' || kind === 'promo') {
      // Not one word on a flat block: several packs of real brands.
      expect(new Set(texts(root)).size).toBeGreaterThanOrEqual(2);
      expect(root.getElementsByTagName('g').length).toBeGreaterThanOrEqual(3);
    }
  });

  it('a combo image is made of its products, in order, each with its brand', () => {
    const svg = generatedImageSvg('combo', '101109-103109-105105')!;
    const root = parse(svg);
    const drawn = Array.from(root.querySelectorAll('[data-sku]')).map((g) =>
      g.getAttribute('data-sku'),
    );
    expect(drawn).toEqual(['101109', '103109', '105105']);
    for (const sku of ['101109', '103109', '105105']) {
      expect(texts(root)).toContain(productImageForSku(sku)!.label);
    }
    expect(generatedImageSvg('combo', '101109-NOPE')).toBeUndefined();
    expect(generatedImageSvg('combo', '101109-101109-101109-101109-101109')).toBeUndefined();
  });

  it("each seeded combo's image names its own products, from every family", () => {
    const catalogue = generateCatalogue(2);
    const { combos, products } = generateCombos(2, catalogue);
    for (const combo of combos) {
      const skus = /^\/api\/img\/combo\/([A-Za-z0-9-]+)\.webp$/.exec(combo.image ?? '')?.[1];
      expect(skus, combo.name).toBeDefined();
      const members = products.filter((m) => m.combo_id === combo.id);
      for (const sku of skus!.split('-')) {
        expect(members.map((m) => m.sku)).toContain(sku);
      }
      const families = new Set(members.map((m) => m.family_id));
      const shown = new Set(
        skus!.split('-').map((sku) => members.find((m) => m.sku === sku)?.family_id),
      );
      expect(shown.size).toBe(Math.min(families.size, 4));
      parse(generatedImageSvg('combo', skus!)!);
    }
  });
});
