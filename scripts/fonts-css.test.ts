// The committed fonts.css is what scripts/fonts-css.ts generates from the installed packages.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FONTS_CSS, fontsCss } from './fonts-css.ts';

describe('src/web/styles/fonts.css', () => {
  it('is the generator’s output (run `npm run fonts:css` after a font package update)', async () => {
    const generated = await fontsCss();
    expect(generated.match(/@font-face/g)).toHaveLength(28);
    expect(readFileSync(FONTS_CSS, 'utf8')).toBe(generated);
  });
});
