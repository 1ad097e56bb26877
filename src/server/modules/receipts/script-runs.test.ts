import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  fontScriptOf,
  hasRightToLeft,
  paragraphDirection,
  scriptRuns,
  textRuns,
  visualOrder,
  wrapWords,
  type ScriptRun,
} from './script-runs.ts';

/** Characters in reverse: how a reader sees a right-to-left word laid out left to right. */
const reversed = (text: string) => Array.from(text).reverse().join('');
const latin = (text: string): ScriptRun => ({ text, script: 'latin' });
const latinExt = (text: string): ScriptRun => ({ text, script: 'latinExt' });
const thai = (text: string): ScriptRun => ({ text, script: 'thai' });
const arabic = (text: string): ScriptRun => ({ text, script: 'arabic' });

describe('fontScriptOf (which embedded subset has the glyph)', () => {
  it.each([
    ['A', 'latin'],
    ['é', 'latin'],
    ['œ', 'latin'],
    ['€', 'latin'],
    ['\u00a0', 'latin'],
    ['Ł', 'latinExt'],
    ['ş', 'latinExt'],
    ['ก', 'thai'],
    ['้', 'thai'],
    ['๙', 'thai'],
    ['ب', 'arabic'],
    ['١', 'arabic'],
    ['،', 'arabic'],
    ['ﻻ', 'arabic'],
    ['Ж', 'latin'],
  ])('%s → %s', (char, script) => {
    expect(fontScriptOf(char.codePointAt(0) ?? 0)).toBe(script);
  });
});

describe('paragraphDirection (UAX #9 P2–P3: first strong character)', () => {
  it.each([
    ['Coca-Cola', 'ltr'],
    ['โค้ก', 'ltr'],
    ['كوكا كولا', 'rtl'],
    ['12 زنقة البرتقال', 'rtl'],
    ['Coca-Cola كوكا', 'ltr'],
    ['1,5 L', 'ltr'],
    ['', 'ltr'],
  ])('%s → %s', (text, direction) => {
    expect(paragraphDirection(text)).toBe(direction);
  });

  it('hasRightToLeft: Arabic letters or Arabic-Indic digits', () => {
    expect(hasRightToLeft('Coca-Cola 1,5 L น้ำ')).toBe(false);
    expect(hasRightToLeft('Coca-Cola كوكا')).toBe(true);
    expect(hasRightToLeft('١٢')).toBe(true);
  });
});

describe('visualOrder (one line, left to right as printed)', () => {
  it.each([
    ['Latin only: untouched', 'Coca-Cola 1,5 L', 'Coca-Cola 1,5 L'],
    ['Thai: untouched', 'น้ำอัดลม 1.5 ลิตร', 'น้ำอัดลม 1.5 ลิตร'],
    ['Arabic: reversed', 'مشروب غازي', reversed('مشروب غازي')],
    [
      'Arabic + digits + Latin: digits and Latin keep their order, runs go right to left',
      'كوكا كولا 1.5 L',
      `L 1.5 ${reversed('كوكا كولا')}`,
    ],
    ['a number opening an Arabic line ends up on the right', '12 زنقة', `${reversed('زنقة')} 12`],
    ['Arabic-Indic digits keep their order', 'عبوة ١٢', `١٢ ${reversed('عبوة')}`],
    ['percent after an Arabic number', 'خصم 10%', `%10 ${reversed('خصم')}`],
    [
      'Latin line with an Arabic name: only the Arabic part turns',
      'Coca-Cola كوكا كولا 33 cl',
      `Coca-Cola 33 ${reversed('كوكا كولا')} cl`,
    ],
    ['bidi marks steer and are dropped', 'A\u200eB\u200f', 'AB'],
    ['empty string', '', ''],
  ])('%s', (_case, text, expected) => {
    expect(visualOrder(text)).toBe(expected);
  });
});

describe('scriptRuns (font runs for pdfmake, display order)', () => {
  it.each([
    ['Latin only: one run, untouched', 'Coca-Cola 1,5 L', [latin('Coca-Cola 1,5 L')]],
    [
      'Thai: Thai runs, digits in the Latin font, spaces stay with their neighbour',
      'น้ำอัดลม 1.5 ลิตร',
      [thai('น้ำอัดลม '), latin('1.5 '), thai('ลิตร')],
    ],
    [
      'Arabic: words right to left, each handed to fontkit in logical order (it joins and flips them)',
      'مشروب غازي',
      [arabic('غازي'), arabic(' '), arabic('مشروب')],
    ],
    [
      'mixed Arabic + digits + Latin',
      'كوكا كولا 1.5 L',
      [latin('L 1.5'), arabic(' '), arabic('كولا'), arabic(' '), arabic('كوكا')],
    ],
    [
      'Arabic-Indic digits are handed over reversed, so that fontkit flips them back',
      'عبوة ١٢',
      [arabic('٢١'), arabic(' '), arabic('عبوة')],
    ],
    [
      'Latin line with an Arabic name',
      'Coca-Cola كوكا كولا',
      [latin('Coca-Cola '), arabic('كولا'), arabic(' '), arabic('كوكا')],
    ],
    [
      'letters beyond Latin-1 take the latin-ext subset',
      'Łódź',
      [latinExt('Ł'), latin('ód'), latinExt('ź')],
    ],
    ['decomposed accents are composed first (NFC)', 'Cafe\u0301', [latin('Café')]],
    ['empty string', '', []],
  ])('%s', (_case, text, expected) => {
    expect(scriptRuns(text)).toEqual(expected);
  });

  const alphabet = (chars: string) => fc.constantFrom(...Array.from(chars));
  const leftToRight = fc
    .array(alphabet('aZé 1,5-.:ÇœŁกน้ำ่ลม๑'), { maxLength: 30 })
    .map((chars) => chars.join(''));
  const anything = fc
    .array(alphabet('aZé 1,5-.%ÇŁกน้ำ كولاءمشروب١٢،؟'), { maxLength: 30 })
    .map((chars) => chars.join(''));

  it('text without right-to-left characters: the runs put back together are the text', () => {
    fc.assert(
      fc.property(leftToRight, (text) => {
        expect(
          scriptRuns(text)
            .map((run) => run.text)
            .join(''),
        ).toBe(text.normalize('NFC'));
      }),
    );
  });

  it('any text: the runs hold exactly its characters, each run one font, no empty run', () => {
    const sorted = (text: string) => Array.from(text).sort().join('');
    fc.assert(
      fc.property(anything, (text) => {
        const runs = scriptRuns(text);
        expect(sorted(runs.map((run) => run.text).join(''))).toBe(sorted(text.normalize('NFC')));
        for (const run of runs) {
          expect(run.text).not.toBe('');
          // fontkit flips runs holding Arabic letters: they must be single words (no spaces).
          if (/\p{Script=Arabic}/u.test(run.text)) expect(run.text).not.toMatch(/\s/);
        }
      }),
    );
  });
});

describe('wrapWords (logical order, at spaces)', () => {
  it.each([
    ['a b c', 10, ['a b c']],
    ['aaa bbb ccc', 7, ['aaa bbb', 'ccc']],
    ['aaaaaaaaaa b', 5, ['aaaaaaaaaa', 'b']],
    ['a   b', 10, ['a b']],
    ['1\u00a0234 DH', 5, ['1\u00a0234', 'DH']],
    ['', 5, []],
  ])('%j at %i → %j', (text, maxLength, lines) => {
    expect(wrapWords(text, maxLength)).toEqual(lines);
  });
});

describe('textRuns (lines of a text for pdfmake)', () => {
  const NEW_LINE = latin('\n');

  it('Latin and Thai text is left to pdfmake, whatever its length', () => {
    const long = 'Coca-Cola 1,5 L pack de 6 bouteilles consignées';
    expect(textRuns(long, 10)).toEqual([latin(long)]);
    expect(textRuns('น้ำอัดลม โค้ก', 4)).toEqual([thai('น้ำอัดลม โค้ก')]);
  });

  it('Arabic text is cut into lines in reading order, then each line is reordered', () => {
    expect(textRuns('ماء كوكا سعر', 8)).toEqual([
      arabic('كوكا'),
      arabic(' '),
      arabic('ماء'),
      NEW_LINE,
      arabic('سعر'),
    ]);
  });

  it('each line keeps the direction of the whole text', () => {
    // Left-to-right text (it starts with Latin): "كولا 33" reads right to left inside it, "cl" after.
    expect(textRuns('Coca-Cola كولا 33 cl', 10)).toEqual([
      latin('Coca-Cola'),
      NEW_LINE,
      latin('33'),
      arabic(' '),
      arabic('كولا'),
      latin(' cl'),
    ]);
  });

  it("the text's own lines are paragraphs, each with its own direction", () => {
    expect(textRuns('12 rue X\nحي المعاريف', 40)).toEqual([
      latin('12 rue X'),
      NEW_LINE,
      arabic('المعاريف'),
      arabic(' '),
      arabic('حي'),
    ]);
  });

  it('a short Arabic text is one line', () => {
    expect(textRuns('مشروب غازي', 40)).toEqual(scriptRuns('مشروب غازي'));
  });
});
