/**
 * SPEC §2 header: the language switch, offered when the tenant has more than one language. A
 * disclosure lists the tenant's languages in their own words; choosing another one stores it and
 * reloads (switch-language.ts).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useI18nLanguage, useT } from '../../lib/use-t.ts';
import { isSupportedLanguage } from '../../../domain/locale.ts';
import { useTenant } from '../../lib/tenant-context.tsx';
import styles from './chrome.module.css';
import { Icon } from './icons.tsx';
import { LANGUAGE_NAMES, switchLanguage } from './switch-language.ts';

export function LanguageSwitch({ reload }: { reload?: () => void }) {
  const t = useT();
  const i18nLanguage = useI18nLanguage();
  const tenant = useTenant();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const current = isSupportedLanguage(i18nLanguage) ? i18nLanguage : tenant.language;

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  if (tenant.languages.length < 2) return null;

  return (
    <div className={styles.popoverHost}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.iconButton}
        aria-label={t('chrome.header.language')}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="globe" />
        <span className={styles.languageCode} aria-hidden="true">
          {current.toUpperCase()}
        </span>
      </button>
      <ul id={listId} className={styles.popover} hidden={!open}>
        {tenant.languages.map((language) => (
          <li key={language}>
            <button
              type="button"
              lang={language}
              className={styles.popoverItem}
              aria-current={language === current ? 'true' : undefined}
              onClick={() => {
                setOpen(false);
                switchLanguage(language, { current, tenantCountry: tenant.country, reload });
              }}
            >
              {LANGUAGE_NAMES[language]}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
