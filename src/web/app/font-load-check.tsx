/**
 * SPEC §4 / §8 "Font load failure": after the first paint, the current script's base font is
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
}

export function FontLoadCheck({ fonts, logClient = sessionLogClient }: FontLoadCheckProps) {
  const navigate = useNavigate();
  const current = useI18nLanguage();
  const language = isSupportedLanguage(current) ? current : 'pt';

  useEffect(() => {
    let active = true;
    void loadBaseFont(language, fonts).then(async (check) => {
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
