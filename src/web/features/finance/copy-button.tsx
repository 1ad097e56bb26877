/**
 * Copies a bar code to the clipboard (SPEC §2 /finance/openInvoices); the confirmation shows for
 * 3000 ms (SPEC §9 "Copy-button confirmation") in a polite live region.
 */
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/use-t.ts';
import { COPY_CONFIRMATION_MS } from '../../../domain/timings.ts';
import styles from './finance.module.css';

/** SPEC §9 "Copy-button confirmation". */
export { COPY_CONFIRMATION_MS };

type CopyState = 'idle' | 'copied' | 'failed';

export function CopyButton({ text, label }: { text: string; label: string }) {
  const t = useT();
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    clearTimeout(timer.current);
    let next: CopyState = 'copied';
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      next = 'failed';
    }
    setState(next);
    timer.current = setTimeout(() => setState('idle'), COPY_CONFIRMATION_MS);
  }

  return (
    <div className={styles.copy}>
      <button
        type="button"
        className={styles.copyButton}
        onClick={() => void copy()}
        aria-label={label}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            fill="currentColor"
            d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1Zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2Zm0 16H8V7h11v14Z"
          />
        </svg>
        <span aria-hidden="true">{t('finance.openInvoices.copy')}</span>
      </button>
      <span className={styles.copyStatus} role="status" aria-live="polite">
        {state === 'copied'
          ? t('finance.openInvoices.copied')
          : state === 'failed'
            ? t('finance.openInvoices.copyFailed')
            : ''}
      </span>
    </div>
  );
}
