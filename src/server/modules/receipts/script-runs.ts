/**
 * Script runs and right-to-left order for the PDF pre-receipt's texts (pure: no fonts, no I/O).
 *
 * The document's labels are French, but product, shop and client names keep their language
 * (Thai for tenant 14, Arabic possible for tenant 5). Each font we embed covers one script
 * (pdf-fonts.ts), so a text is cut into runs, each printed with the font holding its glyphs.
 *
 * Right to left: pdfkit draws runs left to right as given, and does no bidi reordering. fontkit,
 * which pdfkit uses for shaping, does two things for any piece of text whose first
 * non-common/inherited character is of a right-to-left script (Arabic, Hebrew…): it joins Arabic
 * letters (initial/medial/final forms, from the logical order) and lays the piece's glyphs out
 * right to left. A piece is what pdfkit hands fontkit: one word of one run (pdfmake cuts runs at
 * line-break opportunities, pdfkit at spaces). So, for one line:
 *  1. the line's characters are put in display order with a compact Unicode Bidirectional
 *     Algorithm (UAX #9 rules W1–W7, N1–N2, I1–I2, L1–L2; no explicit embeddings: those controls
 *     are dropped, and LRM/RLM/ALM only steer the order and are not printed);
 *  2. display-order characters are grouped by font; runs that fontkit will lay out right to left
 *     are cut at whitespace and each piece is handed over reversed — which for Arabic letters is
 *     their logical order again, exactly what joining needs. Reversing an Arabic word ourselves
 *     and letting fontkit reverse it again would print it backwards with the wrong letter forms.
 *
 * European digits and common punctuation go to the Latin font: the Thai and Arabic subsets have
 * no glyphs for them (Thai and Arabic-Indic digits and punctuation stay in their script's font).
 * Spaces (U+0020, U+00A0, which every subset has), combining marks and ZWJ/ZWNJ stay with their
 * neighbouring run.
 */

/** Which embedded font a character is printed with. */
export type FontScript = 'latin' | 'latinExt' | 'thai' | 'arabic';

/** A piece of text for one font, in display order (left to right) — see scriptRuns. */
export interface ScriptRun {
  text: string;
  script: FontScript;
}

export type Direction = 'ltr' | 'rtl';

type Ranges = readonly (readonly [number, number])[];

// The unicode-range of each @fontsource 5.3 subset we embed, as its CSS declares it
// (pdf-fonts.test.ts checks the main blocks against the fonts' own cmaps).
const THAI: Ranges = [[0x0e01, 0x0e5b]];
const ARABIC: Ranges = [
  [0x0600, 0x06ff],
  [0x0750, 0x077f],
  [0x0870, 0x088e],
  [0x0890, 0x0891],
  [0x0897, 0x08e1],
  [0x08e3, 0x08ff],
  [0xfb50, 0xfdff],
  [0xfe70, 0xfe74],
  [0xfe76, 0xfefc],
];
const LATIN: Ranges = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];
const LATIN_EXT: Ranges = [
  [0x0100, 0x02ba],
  [0x02bd, 0x02c5],
  [0x02c7, 0x02cc],
  [0x02ce, 0x02d7],
  [0x02dd, 0x02ff],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x1d00, 0x1dbf],
  [0x1e00, 0x1e9f],
  [0x1ef2, 0x1eff],
  [0x2020, 0x2020],
  [0x20a0, 0x20ab],
  [0x20ad, 0x20c0],
  [0x2113, 0x2113],
  [0x2c60, 0x2c7f],
  [0xa720, 0xa7ff],
];

const inRanges = (codePoint: number, ranges: Ranges) =>
  ranges.some(([low, high]) => codePoint >= low && codePoint <= high);

/**
 * The font of a character taken alone. Anything no subset covers (Cyrillic, CJK, emoji) is
 * 'latin' and prints as the font's empty box.
 */
export function fontScriptOf(codePoint: number): FontScript {
  if (inRanges(codePoint, THAI)) return 'thai';
  if (inRanges(codePoint, ARABIC)) return 'arabic';
  if (inRanges(codePoint, LATIN)) return 'latin';
  if (inRanges(codePoint, LATIN_EXT)) return 'latinExt';
  return 'latin';
}

// ---------------------------------------------------------------------------------------------
// Bidi classes (UAX #9 Table 4), for the characters a receipt can hold: Latin, Thai, Arabic,
// Hebrew, digits, common punctuation. Explicit embeddings and isolates are removed beforehand.

type BidiClass = 'L' | 'R' | 'AL' | 'EN' | 'AN' | 'ES' | 'ET' | 'CS' | 'NSM' | 'WS' | 'ON';

const LRM = 0x200e;
const RLM = 0x200f;
const ALM = 0x061c;
/** LRE, RLE, PDF, LRO, RLO and the isolates: not supported, dropped. */
const EXPLICIT_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;
const HEBREW: Ranges = [
  [0x0590, 0x05ff],
  [0x07c0, 0x085f],
  [0xfb1d, 0xfb4f],
];
/** Arabic-Indic digits, their separators and the number signs (class AN). */
const ARABIC_NUMBER: Ranges = [
  [0x0600, 0x0605],
  [0x0660, 0x0669],
  [0x066b, 0x066c],
  [0x06dd, 0x06dd],
  [0x0890, 0x0891],
  [0x08e2, 0x08e2],
];
const ARABIC_LETTERS: Ranges = [
  [0x0600, 0x07bf],
  [0x0860, 0x08ff],
  [0xfb50, 0xfdff],
  [0xfe70, 0xfefe],
];
const NON_SPACING_MARK = /[\p{Mn}\p{Me}]/u;
const BIDI_WHITESPACE = /[\t\v\f \u1680\u2000-\u200b\u2028\u205f\u3000]/;
const EUROPEAN_SEPARATOR = /[+\-\u2212]/;
const COMMON_SEPARATOR = /[,./:\u00a0\u060c\u202f\u2044]/;
const EUROPEAN_TERMINATOR = /[#$%°±\u0609\u060a\u066a\u2030-\u2034]|\p{Sc}/u;
const STRONG_LEFT = /[\p{L}\p{Mc}\p{Nd}]/u;

function bidiClass(char: string): BidiClass {
  const codePoint = char.codePointAt(0) ?? 0;
  if (codePoint >= 0x30 && codePoint <= 0x39) return 'EN';
  if (codePoint >= 0x06f0 && codePoint <= 0x06f9) return 'EN';
  if (inRanges(codePoint, ARABIC_NUMBER)) return 'AN';
  if (codePoint === LRM) return 'L';
  if (codePoint === RLM) return 'R';
  if (codePoint === ALM) return 'AL';
  if (NON_SPACING_MARK.test(char)) return 'NSM';
  if (BIDI_WHITESPACE.test(char)) return 'WS';
  if (EUROPEAN_SEPARATOR.test(char)) return 'ES';
  if (COMMON_SEPARATOR.test(char)) return 'CS';
  if (EUROPEAN_TERMINATOR.test(char)) return 'ET';
  if (inRanges(codePoint, HEBREW)) return 'R';
  if (inRanges(codePoint, ARABIC_LETTERS)) return 'AL';
  if (STRONG_LEFT.test(char)) return 'L';
  return 'ON';
}

const isStrong = (type: BidiClass) => type === 'L' || type === 'R' || type === 'AL';

/** The characters of a text, NFC, explicit embedding/isolate controls removed. */
function characters(text: string): string[] {
  return Array.from(text.normalize('NFC').replace(EXPLICIT_CONTROLS, ''));
}

function directionOf(types: readonly BidiClass[]): Direction {
  const first = types.find(isStrong);
  return first === 'R' || first === 'AL' ? 'rtl' : 'ltr';
}

/** UAX #9 P2–P3: the direction of the first strong character; left to right when there is none. */
export function paragraphDirection(text: string): Direction {
  return directionOf(characters(text).map(bidiClass));
}

/** Whether a text holds a right-to-left character (Arabic, Hebrew) or Arabic digits. */
export function hasRightToLeft(text: string): boolean {
  return characters(text).some((char) => ['R', 'AL', 'AN'].includes(bidiClass(char)));
}

/** UAX #9 W1–W7, N1–N2, I1–I2 and L1 for one line: an embedding level per character. */
function embeddingLevels(chars: readonly string[], direction: Direction): number[] {
  const original = chars.map(bidiClass);
  const types = [...original];
  const count = types.length;
  const sos: BidiClass = direction === 'rtl' ? 'R' : 'L';

  // W1: a non-spacing mark takes the type of the character before it.
  types.forEach((type, i) => {
    if (type === 'NSM') types[i] = i === 0 ? sos : (types[i - 1] ?? sos);
  });
  // W2: European digits after Arabic letters are Arabic numbers. W3: AL → R.
  let lastStrong: BidiClass = sos;
  types.forEach((type, i) => {
    if (isStrong(type)) lastStrong = type;
    else if (type === 'EN' && lastStrong === 'AL') types[i] = 'AN';
  });
  types.forEach((type, i) => {
    if (type === 'AL') types[i] = 'R';
  });
  // W4: one separator between two numbers of the same kind joins them ("1.5", "1,5", "1-2").
  for (let i = 1; i < count - 1; i += 1) {
    const [before, type, after] = [types[i - 1], types[i], types[i + 1]];
    if (type === 'ES' && before === 'EN' && after === 'EN') types[i] = 'EN';
    if (type === 'CS' && before === after && (before === 'EN' || before === 'AN')) {
      types[i] = before;
    }
  }
  // W5: terminators ("%", "$") next to European digits are European digits.
  for (let start = 0; start < count;) {
    if (types[start] !== 'ET') {
      start += 1;
      continue;
    }
    let end = start;
    while (end < count && types[end] === 'ET') end += 1;
    if (types[start - 1] === 'EN' || types[end] === 'EN') types.fill('EN', start, end);
    start = end;
  }
  // W6: remaining separators and terminators are neutral. W7: European digits after L are L.
  lastStrong = sos;
  types.forEach((type, i) => {
    if (type === 'ES' || type === 'ET' || type === 'CS') types[i] = 'ON';
    else if (type === 'L' || type === 'R') lastStrong = type;
    else if (type === 'EN' && lastStrong === 'L') types[i] = 'L';
  });
  // N1–N2: a run of neutrals between two same-direction sides takes that direction (numbers
  // count as right to left), otherwise the paragraph's.
  const side = (type: BidiClass | undefined): 'L' | 'R' => (type === 'L' ? 'L' : 'R');
  for (let start = 0; start < count;) {
    if (types[start] !== 'WS' && types[start] !== 'ON') {
      start += 1;
      continue;
    }
    let end = start;
    while (end < count && (types[end] === 'WS' || types[end] === 'ON')) end += 1;
    const before = start === 0 ? sos : side(types[start - 1]);
    const after = end === count ? sos : side(types[end]);
    types.fill(before === after ? before : sos, start, end);
    start = end;
  }
  // I1–I2.
  const base = direction === 'rtl' ? 1 : 0;
  const levels = types.map((type) => {
    if (base === 0) return type === 'L' ? 0 : type === 'R' ? 1 : 2;
    return type === 'R' ? 1 : 2;
  });
  // L1: trailing whitespace goes back to the paragraph level.
  for (let i = count - 1; i >= 0 && original[i] === 'WS'; i -= 1) levels[i] = base;
  return levels;
}

/** UAX #9 L2: from the highest level down to the lowest odd one, reverse each run at or above it. */
function reorder<T>(items: readonly T[], levels: readonly number[]): T[] {
  const order = items.map((item, i) => ({ item, level: levels[i] ?? 0 }));
  const highest = Math.max(0, ...levels);
  const lowestOdd = Math.min(...levels.map((level) => (level % 2 === 1 ? level : level + 1)));
  for (let level = highest; level >= lowestOdd; level -= 1) {
    for (let start = 0; start < order.length;) {
      if ((order[start]?.level ?? 0) < level) {
        start += 1;
        continue;
      }
      let end = start;
      while (end < order.length && (order[end]?.level ?? 0) >= level) end += 1;
      order.splice(start, end - start, ...order.slice(start, end).reverse());
      start = end;
    }
  }
  return order.map(({ item }) => item);
}

const isBidiMark = (char: string) => {
  const codePoint = char.codePointAt(0);
  return codePoint === LRM || codePoint === RLM || codePoint === ALM;
};

/**
 * One line's characters in display order, left to right (what a reader sees), bidi marks removed.
 * `direction` defaults to the line's own (first strong character).
 */
export function visualOrder(text: string, direction?: Direction): string {
  const chars = characters(text);
  const levels = embeddingLevels(chars, direction ?? directionOf(chars.map(bidiClass)));
  return reorder(chars, levels)
    .filter((char) => !isBidiMark(char))
    .join('');
}

/** Spaces every subset has: they may take the font of the run they sit in. */
const SHARED_SPACE = /^[ \u00a0]$/;
const JOINER = /^[\u200c\u200d]$/;

/** The font of each character: its own, or for shared spaces, marks and joiners the neighbour's. */
function fontScripts(chars: readonly string[]): FontScript[] {
  const own = chars.map((char) =>
    SHARED_SPACE.test(char) || JOINER.test(char) || NON_SPACING_MARK.test(char)
      ? undefined
      : fontScriptOf(char.codePointAt(0) ?? 0),
  );
  const scripts: (FontScript | undefined)[] = [...own];
  for (let i = 1; i < scripts.length; i += 1) scripts[i] ??= scripts[i - 1];
  for (let i = scripts.length - 2; i >= 0; i -= 1) scripts[i] ??= scripts[i + 1];
  return scripts.map((script) => script ?? 'latin');
}

// fontkit's right-to-left scripts (its Script.direction), as far as a receipt may meet them.
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u;
const NOT_COMMON = /[^\p{Script=Common}\p{Script=Inherited}\p{Script=Unknown}]/u;

/** fontkit lays a piece out right to left when its first non-common character is RTL (Script.forString). */
function fontkitReverses(piece: string): boolean {
  const first = NOT_COMMON.exec(piece)?.[0];
  return first !== undefined && RTL_SCRIPT.test(first);
}

const WHITESPACE_SPLIT = /(\s+)/u;

/**
 * One line as font runs in display order, ready for pdfmake (`text: [{ text, font }, …]`): the
 * runs are left to right; a run fontkit lays out right to left holds no whitespace and carries its
 * display-order characters reversed (= logical order for Arabic letters; see the file comment).
 * A text with only Latin characters comes back as one run, unchanged.
 */
export function scriptRuns(text: string, direction?: Direction): ScriptRun[] {
  const chars = characters(text);
  if (chars.length === 0) return [];
  const levels = embeddingLevels(chars, direction ?? directionOf(chars.map(bidiClass)));
  const scripts = fontScripts(chars);
  const visual = reorder(
    chars.map((char, i) => ({ char, script: scripts[i] ?? 'latin' })),
    levels,
  ).filter(({ char }) => !isBidiMark(char));

  const groups: ScriptRun[] = [];
  for (const { char, script } of visual) {
    const last = groups.at(-1);
    if (last && last.script === script) last.text += char;
    else groups.push({ text: char, script });
  }
  return groups.flatMap((group) => {
    // pdfkit hands fontkit each space-separated word: cut where it will, and reverse what it will.
    if (!RTL_SCRIPT.test(group.text)) return [group];
    return group.text
      .split(WHITESPACE_SPLIT)
      .filter((piece) => piece !== '')
      .map((piece) => ({
        text: fontkitReverses(piece) ? Array.from(piece).reverse().join('') : piece,
        script: group.script,
      }));
  });
}

/** Break opportunities for wrapWords: spaces, tabs and zero-width spaces (not no-break spaces). */
const BREAKS = /[ \t\u200b]+/;

/**
 * Greedy word wrap in logical order: lines of at most `maxLength` characters, cut at spaces; a
 * longer word stays whole on its own line. Runs of spaces collapse to one.
 */
export function wrapWords(text: string, maxLength: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(BREAKS).filter((part) => part !== '')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (line !== '' && Array.from(candidate).length > maxLength) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

const NEW_LINE: ScriptRun = { text: '\n', script: 'latin' };
const PARAGRAPH_BREAK = /\r\n|\r|\n/;

/** Runs of several lines, "\n" runs between them. */
const joinLines = (lines: ScriptRun[][]) =>
  lines.flatMap((runs, index) => (index === 0 ? runs : [NEW_LINE, ...runs]));

/**
 * A text as font runs for pdfmake, lines included. Text without right-to-left characters is left
 * to pdfmake's own word wrap. Text with some is reordered line by line, which needs the lines
 * first: pdfmake would wrap the display-order runs and put the end of an Arabic name on the first
 * line. So each paragraph of such text (lines of the text itself: a multi-line address) is cut
 * here, in logical order, into lines of at most `maxLineLength` characters (choose it so that a
 * line fits its box), and each line is reordered with its paragraph's direction.
 */
export function textRuns(text: string, maxLineLength: number): ScriptRun[] {
  if (!hasRightToLeft(text)) return scriptRuns(text, 'ltr');
  return joinLines(
    text.split(PARAGRAPH_BREAK).map((paragraph) => {
      const direction = paragraphDirection(paragraph);
      const lines =
        Array.from(paragraph).length > maxLineLength
          ? wrapWords(paragraph, maxLineLength)
          : [paragraph];
      return joinLines(lines.map((line) => scriptRuns(line, direction)));
    }),
  );
}
