/** The language choice on the screens outside the layout (sign-in, set-password, TOTP setup). */
import { SUPPORTED_LANGUAGES } from '../../../domain/locale.ts';
import type { LanguageCode } from '../../../domain/types.ts';
import { LANGUAGE_NAMES } from '../app/language-names.ts';
import { chooseConsoleLanguage, useT } from '../lib/console-i18n.ts';

export function LanguagePicker() {
  const { t, language } = useT();
  return (
    <label className="language-picker">
      <span>{t('shell.language')}</span>
      <select
        value={language}
        onChange={(event) => void chooseConsoleLanguage(event.target.value as LanguageCode)}
      >
        {SUPPORTED_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
