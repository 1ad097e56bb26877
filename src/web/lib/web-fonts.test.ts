/**
 * Decision 089: Noto Sans joins the font stack once the start-up is over, its faces loaded first,
 * so the browser asks for none of its files on the way to the first screen.
 */
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
