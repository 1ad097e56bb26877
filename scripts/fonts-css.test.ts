// The committed fonts.css is what scripts/fonts-css.ts generates from the installed packages, and
// the app's font stacks list Noto Sans's fallback faces right after it (decision 072).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FONTS_CSS, NOTO_SANS_FALLBACKS, fontsCss } from './fonts-css.ts';

describe('src/web/styles/fonts.css', () => {
  it('is the generator’s output (run `npm run fonts:css` after a font package update)', async () => {
    const generated = await fontsCss();
    // 28 web faces (3 families × 7 weights, Noto Sans in two subsets), 3 fallback faces.
    expect(generated.match(/@font-face/g)).toHaveLength(31);
    expect(generated.match(/size-adjust: \d+(\.\d+)?%/g)).toHaveLength(3);
    expect(readFileSync(FONTS_CSS, 'utf8')).toBe(generated);
  });

  const families = (list: string) =>
    list.split(',').map((name) => name.trim().replace(/["']/g, ''));
  // createFontStack ends its stack with the local families themselves; ours has its own tail.
  const expected = families(NOTO_SANS_FALLBACKS.fontFamily).filter((name) =>
    name.startsWith('Noto Sans'),
  );
  /** A custom property's value as first declared in `css`. */
  const raw = (css: string, property: string): string =>
    new RegExp(`--${property}:\\s*([^;]+);`).exec(css)?.[1] ?? '';
  /** `value` with its var() references written out from the properties of `css`. */
  const resolved = (css: string, value: string): string =>
    value.replace(/var\(--([\w-]+)\)/g, (_, name: string) => resolved(css, raw(css, name)));

  it('the console lists the fallback faces right after Noto Sans', () => {
    const css = readFileSync('src/web/admin/console.css', 'utf8');
    expect(families(resolved(css, raw(css, 'font'))).slice(0, expected.length)).toEqual(expected);
    expect(expected).toHaveLength(4);
  });

  it('the shop lists them right after Noto Sans once its web fonts are on, alone before (decision 089)', () => {
    const css = readFileSync('src/web/styles/global.css', 'utf8');
    const switchedOn = /:root\[data-web-fonts\]\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    const after = families(resolved(css, raw(switchedOn, 'font-body')));
    expect(after.slice(0, expected.length)).toEqual(expected);
    const before = families(resolved(css, raw(css, 'font-body')));
    expect(before.slice(0, expected.length - 1)).toEqual(expected.slice(1));
    expect(before).not.toContain('Noto Sans');
  });
});
