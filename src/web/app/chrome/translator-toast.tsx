/**
 * SPEC §2 / §8: a toast warns when a browser auto-translator is detected. Google's and Chrome's
 * translators mark `<html>` with a `translated-ltr` / `translated-rtl` class; a MutationObserver
 * on the html class catches it at any time. The live region is always present, so screen readers
 * announce the warning when its text appears; it stays until dismissed (WCAG 2.2.1).
 */
import { useEffect, useState } from 'react';
import { useT } from '../../lib/use-t.ts';
import styles from './chrome.module.css';
import overlays from './overlays.module.css';

const TRANSLATED_CLASS = /(?:^|\s)translated-(?:ltr|rtl)(?:\s|$)/;

export function isTranslated(root: HTMLElement): boolean {
  return TRANSLATED_CLASS.test(root.className);
}

export function TranslatorToast({ root }: { root?: HTMLElement }) {
  const t = useT();
  const [detected, setDetected] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    const html = root ?? document.documentElement;
    if (isTranslated(html)) setDetected(true);
    const observer = new MutationObserver(() => {
      if (isTranslated(html)) setDetected(true);
    });
    observer.observe(html, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, [root]);

  const visible = detected && !dismissed;
  return (
    <div className={overlays.toastRegion} role="status" aria-live="polite">
      {visible && (
        <div className={overlays.toast}>
          <p>{t('translatorToast')}</p>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('chrome.toast.dismiss')}
            onClick={() => setDismissed(true)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" fill="none" />
            </svg>
          </button>
        </div>
      )}
    </div>
  );
}
