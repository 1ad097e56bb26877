import { describe, expect, it, vi } from 'vitest';
import type { LanguageCode } from '../../domain/types.ts';
import {
  BASE_FONTS,
  FONT_LOAD_ATTEMPTS,
  FONT_LOAD_FAILED_MESSAGE,
  fontScriptFor,
  loadBaseFont,
  type FontLoader,
} from './fonts.ts';

type Outcome = 'loaded' | 'rejected' | 'no face';

/** A FontFaceSet whose successive `load` calls end as given (the last one repeats). */
function fakeFonts(...outcomes: Outcome[]): FontLoader & { load: ReturnType<typeof vi.fn> } {
  let call = 0;
  const load = vi.fn(async () => {
    const outcome = outcomes[Math.min(call, outcomes.length - 1)];
    call += 1;
    if (outcome === 'rejected') throw new Error('NetworkError');
    return outcome === 'loaded' ? [{}] : [];
  });
  return { load };
}

describe('fontScriptFor (Latin / Thai / Arabic by language)', () => {
  it.each<[LanguageCode, string]>([
    ['pt', 'latin'],
    ['es', 'latin'],
    ['en', 'latin'],
    ['fr', 'latin'],
    ['th', 'thai'],
    ['ar', 'arabic'],
  ])('%s → %s', (language, script) => {
    expect(fontScriptFor(language)).toBe(script);
  });
});

describe('loadBaseFont (SPEC §4 "Font load is tried twice, then logged and /error")', () => {
  it('tries exactly twice', () => {
    expect(FONT_LOAD_ATTEMPTS).toBe(2);
  });

  it.each<[string, Outcome[], boolean, number]>([
    ['loaded at once', ['loaded'], true, 1],
    ['failed once, loaded on the retry', ['rejected', 'loaded'], true, 2],
    ['no matching face once, then loaded', ['no face', 'loaded'], true, 2],
    ['failed twice', ['rejected', 'rejected'], false, 2],
    ['no matching face twice (font CSS missing)', ['no face'], false, 2],
  ])('%s → ok=%s after %i load(s)', async (_name, outcomes, ok, calls) => {
    const fonts = fakeFonts(...outcomes);
    const check = await loadBaseFont('pt', fonts);
    expect(check.ok).toBe(ok);
    expect(fonts.load).toHaveBeenCalledTimes(calls);
  });

  it.each<[LanguageCode, string, string]>([
    ['pt', BASE_FONTS.latin, 'Aa'],
    ['th', BASE_FONTS.thai, 'ก'],
    ['ar', BASE_FONTS.arabic, 'ب'],
  ])('loads the base weight of the %s script with a sample of it', async (language, font, text) => {
    const fonts = fakeFonts('loaded');
    await loadBaseFont(language, fonts);
    expect(fonts.load).toHaveBeenCalledWith(font, text);
    expect(font).toMatch(/^400 /);
  });

  it('names the font in the failure message (logged, no personal data)', async () => {
    const check = await loadBaseFont('ar', fakeFonts('rejected'));
    expect(check).toEqual({
      ok: false,
      message: `${FONT_LOAD_FAILED_MESSAGE}${BASE_FONTS.arabic}`,
    });
  });

  it('counts a browser without the Font Loading API as loaded (jsdom has none)', async () => {
    expect(await loadBaseFont('pt')).toEqual({ ok: true });
  });
});
