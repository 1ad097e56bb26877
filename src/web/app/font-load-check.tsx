/**
 * SPEC §4 / §8 "Font load failure": once Noto Sans's faces were asked for (in the stack from the
 * first layout, or loaded after the start-up: decision 098), the current script's base font is
 * loaded (tried twice); on a double failure the error is logged and the app goes to /error.
 */
import { useEffect } from 'react';
import { useI18nLanguage } from '../lib/use-t.ts';
import { useNavigate } from 'react-router';
import { isSupportedLanguage } from '../../domain/locale.ts';
import { accessClient } from '../lib/access-client.ts';
import type { ApiClient } from '../lib/api-client.ts';
import { logError } from '../lib/error-log.ts';
import { loadBaseFont, type FontLoader } from '../lib/fonts.ts';
import { getSession } from '../lib/session.ts';
import { webFontsAsked } from '../lib/web-fonts.ts';

export const FONT_ERROR_PATH = '/error';

/** The logs client of the current session (none before sign-in: the entry waits in storage). */
function sessionLogClient(): ApiClient | undefined {
  const { token } = getSession();
  return token === undefined ? undefined : accessClient(token);
}

export interface FontLoadCheckProps {
  /** The document's FontFaceSet by default (tests pass a fake). */
  fonts?: FontLoader;
  logClient?: () => ApiClient | undefined;
  /** When the check may load the font: once the web fonts were asked for (tests: at once). */
  fontsAsked?: () => Promise<void>;
}

export function FontLoadCheck({
  fonts,
  logClient = sessionLogClient,
  fontsAsked = webFontsAsked,
}: FontLoadCheckProps) {
  const navigate = useNavigate();
  const current = useI18nLanguage();
  const language = isSupportedLanguage(current) ? current : 'pt';

  useEffect(() => {
    let active = true;
    void fontsAsked()
      .then(() => (active ? loadBaseFont(language, fonts) : { ok: true as const }))
      .then(async (check) => {
        if (check.ok || !active) return;
        await logError(check.message, logClient());
        if (active) void navigate(FONT_ERROR_PATH, { replace: true });
      });
    return () => {
      active = false;
    };
    // Once per page load: a language switch reloads the page.
  }, []);
  return null;
}
