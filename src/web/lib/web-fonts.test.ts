/**
 * Decision 089: Noto Sans joins the font stack once the start-up is over, its faces loaded first,
 * so the browser asks for none of its files on the way to the first screen.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRELOADER_MS } from '../../domain/timings.ts';
import {
  NOTO_SANS_WEIGHTS,
  switchOnWebFontsAfterStartUp,
  WEB_FONTS_ATTRIBUTE,
  webFontsSwitchedOn,
} from './web-fonts.ts';

const root = () => document.documentElement;

beforeEach(() => {
  vi.useFakeTimers();
  root().removeAttribute(WEB_FONTS_ATTRIBUTE);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('switchOnWebFontsAfterStartUp', () => {
  it('loads nothing before PRELOADER_MS, then the faces of the weights the text uses, then switches on', async () => {
    let finish = () => {};
    const held = new Promise<never[]>((resolve) => (finish = () => resolve([])));
    const fonts = { load: vi.fn(() => held) };
    switchOnWebFontsAfterStartUp(fonts);
    await vi.advanceTimersByTimeAsync(PRELOADER_MS - 1);
    expect(fonts.load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fonts.load.mock.calls).toEqual(
      NOTO_SANS_WEIGHTS.map((weight) => [`${weight} 16px 'Noto Sans'`, 'Aa']),
    );
    expect(NOTO_SANS_WEIGHTS).toEqual([400, 600, 700]);
    // The stack changes once, with the faces at hand.
    expect(root().hasAttribute(WEB_FONTS_ATTRIBUTE)).toBe(false);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(root().hasAttribute(WEB_FONTS_ATTRIBUTE)).toBe(true);
    await expect(webFontsSwitchedOn()).resolves.toBeUndefined();
  });

  it('switches on when a face fails to load too (the style sheet asks again; SPEC §4 reports it)', async () => {
    const fonts = {
      load: vi.fn((font: string) =>
        font.startsWith('600') ? Promise.reject(new Error('NetworkError')) : Promise.resolve([]),
      ),
    };
    switchOnWebFontsAfterStartUp(fonts);
    await vi.advanceTimersByTimeAsync(PRELOADER_MS);
    expect(root().hasAttribute(WEB_FONTS_ATTRIBUTE)).toBe(true);
  });

  it('switches on in a browser without the Font Loading API', async () => {
    switchOnWebFontsAfterStartUp(undefined);
    await vi.advanceTimersByTimeAsync(PRELOADER_MS);
    expect(root().hasAttribute(WEB_FONTS_ATTRIBUTE)).toBe(true);
  });
});

/** Every style sheet of the shop (not the console's, not the generated faces). */
function shopStyleSheets(dir = 'src/web'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === 'src/web/admin' ? [] : shopStyleSheets(path);
    return entry.name.endsWith('.css') && entry.name !== 'fonts.css' ? [path] : [];
  });
}

describe('NOTO_SANS_WEIGHTS', () => {
  it("are the weights the shop's style sheets give text: none would swap after the switch", () => {
    const sheets = shopStyleSheets();
    expect(sheets.length).toBeGreaterThan(20);
    const weights = new Set(
      sheets.flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/font-weight:\s*([^;}\s]+)/g)].map(
          (match) => match[1],
        ),
      ),
    );
    // normal is 400 and bold 700; the headings' and <strong>'s default is bold.
    const named: Record<string, string> = { normal: '400', bold: '700', inherit: 'inherit' };
    const used = [...weights].map((weight) => named[weight ?? ''] ?? weight);
    for (const weight of used) {
      if (weight === 'inherit') continue;
      expect(NOTO_SANS_WEIGHTS.map(String)).toContain(weight);
    }
  });
});
