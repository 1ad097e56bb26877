/**
 * SPEC §4 "Font load is tried twice, then logged and /error" (§8 "Font load failure"): the base
 * weight of the current script's font is loaded with `document.fonts.load`, once more when that
 * fails; a second failure is logged. Never awaited before the first paint: text shows at once in
 * the fallback font (font-display: swap) and this check runs afterwards.
 */
import type { LanguageCode } from '../../domain/types.ts';

export type FontScript = 'latin' | 'thai' | 'arabic';

/** SPEC §4: tried twice. */
export const FONT_LOAD_ATTEMPTS = 2;
export const FONT_LOAD_FAILED_MESSAGE = 'Font load failed: ';

/** The base weight (400) of each script's family, as a CSS `font` value. */
export const BASE_FONTS: Readonly<Record<FontScript, string>> = {
  latin: "400 16px 'Noto Sans'",
  thai: "400 16px 'Noto Sans Thai'",
  arabic: "400 16px 'Noto Sans Arabic'",
};

/** A character of each script: `load` fetches the unicode-range subset that covers it. */
const SAMPLE_TEXT: Readonly<Record<FontScript, string>> = {
  latin: 'Aa',
  thai: 'ก',
  arabic: 'ب',
};

export function fontScriptFor(language: LanguageCode): FontScript {
  if (language === 'th') return 'thai';
  if (language === 'ar') return 'arabic';
  return 'latin';
}

/** The part of FontFaceSet used here (tests pass a fake). */
export interface FontLoader {
  load(font: string, text?: string): Promise<readonly unknown[]>;
}

function documentFonts(): FontLoader | undefined {
  return typeof document !== 'undefined' && 'fonts' in document ? document.fonts : undefined;
}

/** One attempt: it fails when loading rejects or no face matches (the font CSS is missing). */
async function attempt(fonts: FontLoader, script: FontScript): Promise<boolean> {
  try {
    const faces = await fonts.load(BASE_FONTS[script], SAMPLE_TEXT[script]);
    return faces.length > 0;
  } catch {
    return false;
  }
}

export type FontCheck = { ok: true } | { ok: false; message: string };

/**
 * Loads the base font of `language`'s script, at most FONT_LOAD_ATTEMPTS times. A browser without
 * the Font Loading API counts as loaded (the CSS still applies the fonts).
 */
export async function loadBaseFont(
  language: LanguageCode,
  fonts: FontLoader | undefined = documentFonts(),
): Promise<FontCheck> {
  if (fonts === undefined) return { ok: true };
  const script = fontScriptFor(language);
  for (let tries = 0; tries < FONT_LOAD_ATTEMPTS; tries += 1) {
    if (await attempt(fonts, script)) return { ok: true };
  }
  return { ok: false, message: `${FONT_LOAD_FAILED_MESSAGE}${BASE_FONTS[script]}` };
}
