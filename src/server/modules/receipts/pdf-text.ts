/**
 * Test support: the visible text of a PDF made by pdfmake/pdfkit, and its page count, without a
 * PDF library (pdfjs-dist is not installed).
 *
 * pdfkit writes text with embedded fonts as glyph ids (`[<0001> 61.5 <00020003>] TJ`), so the
 * characters are not in the bytes; each font has a /ToUnicode CMap mapping its glyph ids back.
 * This reads the objects, inflates FlateDecode streams (works compressed or not), and decodes
 * the text operators of each page in order. Lines: a text object (BT) whose text matrix is at
 * another y starts a new line; text runs on the same line are joined with a space unless one of
 * them has a space there or the previous one ends with "-". Further text matrices inside one text object are pdfkit
 * moving a single mark glyph (Thai tone marks, Arabic dots: GPOS offsets) and join without space.
 * Text comes out in drawing order: right-to-left text reads reversed (display order).
 *
 * pdfkit's ToUnicode maps each glyph id to the characters of its first use. A glyph that fontkit
 * split off another one (Thai SARA AM → NIKHAHIT + SARA AA; Noto Sans Arabic draws dotted letters
 * as a dotless form + dots) has no characters of its own, and a dotless form shared by several
 * letters maps to the first one: such Thai/Arabic text does not extract exactly.
 * Only the PDF shapes pdfkit writes are understood — not a general PDF parser.
 */
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dictionary: string;
  stream?: Buffer;
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const objectStart = /(\d+) 0 obj\n/g;
  for (let match = objectStart.exec(text); match; match = objectStart.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endobj', start);
    const streamAt = text.indexOf('\nstream\n', start);
    const id = Number(match[1]);
    if (streamAt !== -1 && streamAt < end) {
      const dictionary = text.slice(start, streamAt);
      const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1] ?? 0);
      const dataStart = streamAt + '\nstream\n'.length;
      const raw = pdf.subarray(dataStart, dataStart + length);
      const stream = dictionary.includes('/FlateDecode') ? inflateSync(raw) : raw;
      objects.set(id, { dictionary, stream });
      // Skip past the binary data so a stray "N 0 obj" inside it is not read as an object.
      objectStart.lastIndex = dataStart + length;
    } else {
      objects.set(id, { dictionary: text.slice(start, end) });
    }
  }
  return objects;
}

function ref(dictionary: string, key: string): number | undefined {
  const match = new RegExp(`/${key} (\\d+) 0 R`).exec(dictionary);
  return match ? Number(match[1]) : undefined;
}

/** Glyph id → text, from pdfkit's `<start> <end> [<u> <u u> …]` bfrange lines. */
function parseToUnicode(cmap: string): Map<number, string> {
  const glyphs = new Map<number, string>();
  for (const range of cmap.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/gi)) {
    let glyph = parseInt(range[1] ?? '0', 16);
    for (const entry of (range[2] ?? '').matchAll(/<([^>]*)>/g)) {
      const units = (entry[1] ?? '').split(' ').filter((hex) => hex !== '');
      glyphs.set(glyph++, String.fromCharCode(...units.map((hex) => parseInt(hex, 16))));
    }
  }
  return glyphs;
}

/** Font resource name (F1) → its glyph map, for every Type0 font with a ToUnicode CMap. */
function fontMaps(objects: Map<number, PdfObject>): Map<string, Map<number, string>> {
  const byName = new Map<string, Map<number, string>>();
  for (const { dictionary } of objects.values()) {
    const fontsBlock = /\/Font <<([^>]*)>>/.exec(dictionary)?.[1];
    if (!fontsBlock) continue;
    for (const [, name, id] of fontsBlock.matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const font = objects.get(Number(id));
      const cmapId = font && ref(font.dictionary, 'ToUnicode');
      const cmap = cmapId === undefined ? undefined : objects.get(cmapId)?.stream;
      if (name && cmap) byName.set(name, parseToUnicode(cmap.toString('latin1')));
    }
  }
  return byName;
}

function pageIds(objects: Map<number, PdfObject>): number[] {
  for (const { dictionary } of objects.values()) {
    if (!/\/Type \/Pages\b/.test(dictionary)) continue;
    const kids = /\/Kids \[([^\]]*)\]/.exec(dictionary)?.[1] ?? '';
    return [...kids.matchAll(/(\d+) 0 R/g)].map((kid) => Number(kid[1]));
  }
  return [];
}

const TEXT_OPS =
  /(\bBT\b)|\/(\w+) [\d.]+ Tf|[\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ ([\d.-]+) Tm|(\[[^\]]*\]) TJ|<([0-9a-f]*)> Tj/gi;

function pageText(content: string, fonts: Map<string, Map<number, string>>): string {
  let glyphs: Map<number, string> | undefined;
  let text = '';
  let lineY: string | undefined;
  let newRun = false;
  /** Whether the current text object (BT … ET) has had its first text matrix. */
  let placed = false;
  const decode = (hex: string) => {
    let out = '';
    for (let i = 0; i + 4 <= hex.length; i += 4) {
      out += glyphs?.get(parseInt(hex.slice(i, i + 4), 16)) ?? '\ufffd';
    }
    return out;
  };
  for (const [, begin, fontName, y, array, single] of content.matchAll(TEXT_OPS)) {
    if (begin !== undefined) {
      placed = false;
    } else if (fontName !== undefined) {
      glyphs = fonts.get(fontName);
    } else if (y !== undefined) {
      if (placed) continue;
      placed = true;
      if (lineY !== undefined && y !== lineY) text += '\n';
      else if (lineY !== undefined) newRun = true;
      lineY = y;
    } else {
      const hexes = array
        ? [...array.matchAll(/<([0-9a-f]*)>/gi)].map((m) => m[1] ?? '')
        : [single ?? ''];
      const run = hexes.map(decode).join('');
      if (newRun && !/[\s-]$/.test(text) && !/^\s/.test(run)) text += ' ';
      newRun = false;
      text += run;
    }
  }
  return text;
}

/** The text of each page, in page order. */
export function extractPdfPages(pdf: Buffer): string[] {
  const objects = readObjects(pdf);
  const fonts = fontMaps(objects);
  return pageIds(objects).map((id) => {
    const page = objects.get(id);
    const contentId = page && ref(page.dictionary, 'Contents');
    const content = contentId === undefined ? undefined : objects.get(contentId)?.stream;
    return content ? pageText(content.toString('latin1'), fonts) : '';
  });
}

/** All pages' text, pages separated by a form feed. */
export function extractPdfText(pdf: Buffer): string {
  return extractPdfPages(pdf).join('\f');
}

/**
 * The embedded fonts by name without the subset tag ("NotoSansThai-Regular" for
 * `/BaseFont /BZZZZZ+NotoSansThai-Regular`), each with the characters its ToUnicode map holds.
 */
export function embeddedFonts(pdf: Buffer): Map<string, string> {
  const objects = readObjects(pdf);
  const fonts = new Map<string, string>();
  for (const { dictionary } of objects.values()) {
    const name = /\/BaseFont \/(?:[A-Z]{6}\+)?([\w-]+)/.exec(dictionary)?.[1];
    const cmapId = ref(dictionary, 'ToUnicode');
    if (name === undefined || !/\/Type \/Font\b/.test(dictionary)) continue;
    const cmap = cmapId === undefined ? undefined : objects.get(cmapId)?.stream;
    const characters = cmap ? [...parseToUnicode(cmap.toString('latin1')).values()].join('') : '';
    fonts.set(name, (fonts.get(name) ?? '') + characters);
  }
  return fonts;
}
