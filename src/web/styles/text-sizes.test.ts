// Every text size of the shop's app is a `--text-N` variable (SPEC §9 font size overrides): read
// from disk, the CSS of src/web uses only the sizes TEXT_SIZES_PX lists, and global.css defines
// each. The bottler's console (src/web/admin) is its own entry without the tenant's size overrides:
// its sizes are rem (they follow the browser's text size) and never under 12 px.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FONT_SIZE_OVERRIDES } from '../../domain/locale.ts';
import { TEXT_SIZES_PX, textSizeVariable } from '../lib/tenant-look.ts';

const WEB = join(process.cwd(), 'src/web');

function filesUnder(dir: string, ending: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'public' ? [] : filesUnder(path, ending);
    return ending.test(entry.name) ? [path] : [];
  });
}

const isConsole = (file: string) => file.startsWith('admin/');

/** Each CSS file of src/web (relative path → text without comments). */
const ALL_CSS = new Map(
  filesUnder(WEB, /\.css$/).map((path) => [
    relative(WEB, path),
    readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\//g, ''),
  ]),
);
/** The shop app's CSS. */
const CSS = new Map([...ALL_CSS].filter(([file]) => !isConsole(file)));
const CONSOLE_CSS = new Map([...ALL_CSS].filter(([file]) => isConsole(file)));
const GLOBAL = CSS.get('styles/global.css') ?? '';

const matches = (text: string, pattern: RegExp) => [...text.matchAll(pattern)];

describe('text sizes: one variable per px size, the list written once (TEXT_SIZES_PX)', () => {
  it('reads the CSS of src/web', () => {
    expect(CSS.size).toBeGreaterThan(10);
    expect(GLOBAL).toContain(':root');
  });

  it('every font-size uses a --text-N variable (no rem, px, em or % of its own)', () => {
    const others = [...CSS].flatMap(([file, text]) =>
      matches(text, /font-size:\s*([^;}]+)/g)
        .map((m) => m[1]?.trim() ?? '')
        .filter((value) => !/^var\(--text-\d+\)$/.test(value))
        .map((value) => `${file}: font-size: ${value}`),
    );
    expect(others).toEqual([]);
    // The `font` shorthand would set a size too; only `font: inherit` is used.
    const shorthands = [...CSS].flatMap(([file, text]) =>
      matches(text, /(?<![\w-])font:\s*([^;}]+)/g)
        .map((m) => m[1]?.trim() ?? '')
        .filter((value) => value !== 'inherit')
        .map((value) => `${file}: font: ${value}`),
    );
    expect(shorthands).toEqual([]);
  });

  it('every --text-N used is one of TEXT_SIZES_PX, and each of them is used', () => {
    const used = new Set(
      [...CSS.values()].flatMap((text) =>
        matches(text, /var\(--text-(\d+)\)/g).map((m) => Number(m[1])),
      ),
    );
    const listed: readonly number[] = TEXT_SIZES_PX;
    expect([...used].filter((px) => !listed.includes(px))).toEqual([]);
    expect(listed.filter((px) => !used.has(px))).toEqual([]);
  });

  it('global.css :root defines each size once as N / 16 rem, and no other', () => {
    const defined = matches(GLOBAL, /(--text-\d+):\s*([^;]+);/g).map((m) => [m[1], m[2]?.trim()]);
    expect(defined).toEqual(TEXT_SIZES_PX.map((px) => [textSizeVariable(px), `${px / 16}rem`]));
    const elsewhere = [...CSS]
      .filter(([file, text]) => file !== 'styles/global.css' && /--text-\d+\s*:/.test(text))
      .map(([file]) => file);
    expect(elsewhere).toEqual([]);
  });

  it('every size is in the domain override map (SPEC §9: 8 to 32 px)', () => {
    for (const px of TEXT_SIZES_PX) expect(FONT_SIZE_OVERRIDES[px]).toBeDefined();
  });

  it('no inline style in the screens sets a font size of its own', () => {
    const inline = filesUnder(WEB, /\.tsx$/)
      .filter((path) => /fontSize\s*:/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(WEB, path));
    expect(inline).toEqual([]);
  });
});

describe("text sizes of the bottler's console (src/web/admin)", () => {
  it('every font-size is rem of at least 0.75 (12 px at the default size)', () => {
    expect(CONSOLE_CSS.size).toBeGreaterThan(0);
    const sizes = [...CONSOLE_CSS].flatMap(([file, text]) =>
      matches(text, /font-size:\s*([^;}]+)/g).map((m) => [file, m[1]?.trim() ?? ''] as const),
    );
    expect(sizes.length).toBeGreaterThan(3);
    const wrong = sizes
      .filter(([, value]) => {
        const rem = /^(\d*\.?\d+)rem$/.exec(value);
        return value !== 'inherit' && (!rem || Number(rem[1]) < 0.75);
      })
      .map(([file, value]) => `${file}: font-size: ${value}`);
    expect(wrong).toEqual([]);
  });
});
