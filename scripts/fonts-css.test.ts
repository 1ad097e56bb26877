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

  it.each(['src/web/styles/global.css', 'src/web/admin/console.css'])(
    '%s lists the fallback faces right after Noto Sans',
    (file) => {
      const stack = /--font(?:-body)?:\s*([^;]+);/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
      const families = (list: string) =>
        list.split(',').map((name) => name.trim().replace(/["']/g, ''));
      // createFontStack ends its stack with the local families themselves; ours has its own tail.
      const expected = families(NOTO_SANS_FALLBACKS.fontFamily).filter((name) =>
        name.startsWith('Noto Sans'),
      );
      expect(families(stack).slice(0, expected.length)).toEqual(expected);
      expect(expected).toHaveLength(4);
    },
  );
});
