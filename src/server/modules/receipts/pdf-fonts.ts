/**
 * The fonts of the PDF pre-receipt: Noto Sans (Latin), Noto Sans Thai and Noto Sans Arabic, the
 * families the web app shows (src/web/styles/fonts.css), from the installed @fontsource packages.
 * Nothing is downloaded or read from the system. See docs/decisions/019-pdf-receipt-fonts.md.
 *
 * Each family is one unicode-range subset of its package (latin, thai, arabic; latin-ext only as a
 * fallback for rarer Latin letters), in the two weights the document uses: 400 (normal) and 700
 * (bold). The files are WOFF 1.0, decoded here to plain TrueType once per process, the first time
 * a document uses the family:
 *  - pdfkit's fontkit cannot subset WOFF2: embedding a WOFF2 font throws inside fontkit's subset
 *    stream (RangeError, checked with @foliojs-fork/fontkit 1.9.2), so WOFF2 is not an option;
 *  - fontkit reads WOFF, but re-inflates the whole compressed glyf table (in JavaScript) for every
 *    glyph it reads, and pdfkit parses fonts again for each document: about 0.4 s per receipt.
 *    The decoded TrueType buffers are parsed without any decompression.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import type { FontScript } from './script-runs.ts';

/** pdfmake font family names, by the script whose glyphs they hold. */
export const PDF_FONT_FAMILY = {
  latin: 'NotoSans',
  latinExt: 'NotoSansLatinExt',
  thai: 'NotoSansThai',
  arabic: 'NotoSansArabic',
} as const satisfies Record<FontScript, string>;

export type PdfFontFamily = (typeof PDF_FONT_FAMILY)[FontScript];

/** What pdfmake needs of a family: the styles the document uses (no italics). */
export interface PdfFontDescriptor {
  normal: Buffer;
  bold: Buffer;
}

/** The @fontsource file of each family, without the weight: `<package>/files/<name>-<weight>-normal.woff`. */
const FONT_FILES: Readonly<Record<PdfFontFamily, string>> = {
  NotoSans: '@fontsource/noto-sans/files/noto-sans-latin',
  NotoSansLatinExt: '@fontsource/noto-sans/files/noto-sans-latin-ext',
  NotoSansThai: '@fontsource/noto-sans-thai/files/noto-sans-thai-thai',
  NotoSansArabic: '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic',
};

const WEIGHTS = { normal: 400, bold: 700 } as const;

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER_SIZE = 44;
const WOFF_ENTRY_SIZE = 20;
const SFNT_HEADER_SIZE = 12;
const SFNT_ENTRY_SIZE = 16;

const align4 = (size: number) => (size + 3) & ~3;

/**
 * WOFF 1.0 → the sfnt (TrueType/OpenType) font it wraps: same tables, same order, each inflated
 * when stored compressed (compLength < origLength), 4-byte aligned, checksums copied from the WOFF
 * directory. Throws on anything that is not a well-formed WOFF 1.0 file.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < WOFF_HEADER_SIZE || woff.readUInt32BE(0) !== WOFF_SIGNATURE) {
    throw new Error('not a WOFF 1.0 font');
  }
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  if (WOFF_HEADER_SIZE + numTables * WOFF_ENTRY_SIZE > woff.length) {
    throw new Error('truncated WOFF table directory');
  }
  const tables = Array.from({ length: numTables }, (_, index) => {
    const at = WOFF_HEADER_SIZE + index * WOFF_ENTRY_SIZE;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    if (offset + compLength > woff.length) throw new Error('truncated WOFF table data');
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error('WOFF table length mismatch');
    return { tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data };
  });

  const directorySize = SFNT_HEADER_SIZE + numTables * SFNT_ENTRY_SIZE;
  const sfnt = Buffer.alloc(
    tables.reduce((size, table) => size + align4(table.data.length), directorySize),
  );
  // Offset table: searchRange = 16 × (largest power of two ≤ numTables), entrySelector = its log2.
  const entrySelector = Math.floor(Math.log2(Math.max(numTables, 1)));
  const searchRange = 2 ** entrySelector * SFNT_ENTRY_SIZE;
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(searchRange, 6);
  sfnt.writeUInt16BE(entrySelector, 8);
  sfnt.writeUInt16BE(numTables * SFNT_ENTRY_SIZE - searchRange, 10);
  let offset = directorySize;
  tables.forEach((table, index) => {
    const entry = SFNT_HEADER_SIZE + index * SFNT_ENTRY_SIZE;
    sfnt.writeUInt32BE(table.tag, entry);
    sfnt.writeUInt32BE(table.checksum, entry + 4);
    sfnt.writeUInt32BE(offset, entry + 8);
    sfnt.writeUInt32BE(table.data.length, entry + 12);
    table.data.copy(sfnt, offset);
    offset += align4(table.data.length);
  });
  return sfnt;
}

const require = createRequire(import.meta.url);
const loaded = new Map<PdfFontFamily, PdfFontDescriptor>();

function fontFile(family: PdfFontFamily, weight: number): Buffer {
  return woffToSfnt(readFileSync(require.resolve(`${FONT_FILES[family]}-${weight}-normal.woff`)));
}

/** A family's decoded fonts, read and decoded on first use, then kept for the process. */
export function pdfFontFamily(family: PdfFontFamily): PdfFontDescriptor {
  let descriptor = loaded.get(family);
  if (!descriptor) {
    descriptor = {
      normal: fontFile(family, WEIGHTS.normal),
      bold: fontFile(family, WEIGHTS.bold),
    };
    loaded.set(family, descriptor);
  }
  return descriptor;
}

export function isPdfFontFamily(name: string): name is PdfFontFamily {
  return Object.hasOwn(FONT_FILES, name);
}
