import { PRE_RECEIPT_LABELS_BY_LANGUAGE } from './pre-receipt-labels.ts';
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PRE_RECEIPT_LABELS } from './pre-receipt-document.ts';
import { PDF_FONT_FAMILY, pdfFontFamily, woffToSfnt } from './pdf-fonts.ts';
import { fontScriptOf, type FontScript } from './script-runs.ts';

/** The part of fontkit (the one pdfkit uses to read, shape and subset fonts) these tests use. */
interface FontkitFont {
  postscriptName: string;
  numGlyphs: number;
  hasGlyphForCodePoint(codePoint: number): boolean;
  layout(text: string): { glyphs: { name: string }[] };
}
const require = createRequire(import.meta.url);
const fontkit = require('@foliojs-fork/fontkit') as { create(buffer: Buffer): FontkitFont };

const fonts = Object.fromEntries(
  Object.entries(PDF_FONT_FAMILY).map(([script, family]) => [
    script,
    fontkit.create(pdfFontFamily(family).normal),
  ]),
) as Record<FontScript, FontkitFont>;

const codePoints = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i).filter(
    (codePoint) => !/\p{Cn}/u.test(String.fromCodePoint(codePoint)),
  );

describe('woffToSfnt (the @fontsource WOFF files, decoded once for pdfkit)', () => {
  const woffPath = require.resolve('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff');

  it('gives the TrueType font the WOFF wraps: same name and glyphs, no compression left', () => {
    const woff = readFileSync(woffPath);
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000);
    expect(sfnt.readUInt16BE(4)).toBe(woff.readUInt16BE(12));
    expect(sfnt.length).toBe(woff.readUInt32BE(16)); // WOFF header: totalSfntSize
    const [fromWoff, fromSfnt] = [fontkit.create(woff), fontkit.create(sfnt)];
    expect(fromSfnt.postscriptName).toBe('NotoSans-Regular');
    expect(fromSfnt.numGlyphs).toBe(fromWoff.numGlyphs);
    expect(fromSfnt.layout('Pré-reçu').glyphs.map((g) => g.name)).toEqual(
      fromWoff.layout('Pré-reçu').glyphs.map((g) => g.name),
    );
  });

  it('refuses anything else (WOFF2 included: fontkit cannot subset it)', () => {
    const woff2 = readFileSync(woffPath.replace(/\.woff$/, '.woff2'));
    expect(() => woffToSfnt(woff2)).toThrow('not a WOFF 1.0 font');
    expect(() => woffToSfnt(Buffer.from('wOFF'))).toThrow();
  });
});

describe('pdfFontFamily (decoded once per process)', () => {
  it.each([
    ['NotoSans', 'NotoSans-Regular', 'NotoSans-Bold'],
    ['NotoSansLatinExt', 'NotoSans-Regular', 'NotoSans-Bold'],
    ['NotoSansThai', 'NotoSansThai-Regular', 'NotoSansThai-Bold'],
    ['NotoSansArabic', 'NotoSansArabic-Regular', 'NotoSansArabic-Bold'],
  ] as const)('%s: regular and bold', (family, regular, bold) => {
    const descriptor = pdfFontFamily(family);
    expect(fontkit.create(descriptor.normal).postscriptName).toBe(regular);
    expect(fontkit.create(descriptor.bold).postscriptName).toBe(bold);
    expect(pdfFontFamily(family)).toBe(descriptor);
  });
});

describe('fontScriptOf agrees with the fonts: the subset it picks has the glyph', () => {
  it.each([
    [
      'printable ASCII and Latin-1',
      'latin',
      [...codePoints(0x20, 0x7e), ...codePoints(0xa0, 0xff)],
    ],
    ['œ Œ €', 'latin', [0x153, 0x152, 0x20ac]],
    // ı, Œ and œ are in the Latin subset.
    [
      'the rest of Latin Extended-A',
      'latinExt',
      codePoints(0x100, 0x17f).filter((c) => ![0x131, 0x152, 0x153].includes(c)),
    ],
    ['Thai', 'thai', codePoints(0x0e01, 0x0e5b)],
    [
      'Arabic and Arabic Supplement',
      'arabic',
      [...codePoints(0x600, 0x6ff), ...codePoints(0x750, 0x77f)],
    ],
  ] as const)('%s → %s', (_block, script, block) => {
    const missing = block.filter(
      (codePoint) =>
        fontScriptOf(codePoint) !== script || !fonts[script].hasGlyphForCodePoint(codePoint),
    );
    expect(missing.map((codePoint) => codePoint.toString(16))).toEqual([]);
  });

  it('every character of the French labels is in the Latin subset', () => {
    const labels = JSON.stringify(PRE_RECEIPT_LABELS) + '\u00a0';
    const missing = Array.from(labels).filter((char) => {
      const codePoint = char.codePointAt(0) ?? 0;
      return fontScriptOf(codePoint) !== 'latin' || !fonts.latin.hasGlyphForCodePoint(codePoint);
    });
    expect(missing).toEqual([]);
  });

  it.each(Object.entries(PRE_RECEIPT_LABELS_BY_LANGUAGE))(
    'every character of the %s labels has a glyph in the font of its script',
    (_language, labels) => {
      const missing = Array.from(Object.values(labels).flat().join(' ')).filter((char) => {
        const codePoint = char.codePointAt(0) ?? 0;
        return !fonts[fontScriptOf(codePoint)].hasGlyphForCodePoint(codePoint);
      });
      expect(missing).toEqual([]);
    },
  );
});
