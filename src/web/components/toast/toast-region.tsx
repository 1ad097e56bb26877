/**
 * The toasts' live region (WCAG 4.1.3): always in the page, polite, so screen readers announce
 * each message once; a dismiss button per toast.
 */
import { useT } from '../../lib/use-t.ts';
import { dismissToast, useToastStore } from './toast-store.ts';
import styles from './toast.module.css';

function WarningIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path fill="currentColor" d="M12 2 1 21h22L12 2Zm1 15h-2v-2h2v2Zm0-4h-2V9h2v4Z" />
    </svg>
  );
}

export function ToastRegion() {
  const t = useT();
  const toasts = useToastStore((state) => state.toasts);
  return (
    <div className={styles.region} role="status" aria-live="polite" aria-atomic="false">
      {toasts.map((toast) => (
        <div key={toast.id} className={styles.toast} data-tone={toast.tone}>
          {toast.tone === 'warning' ? <WarningIcon /> : null}
          <span className={styles.message}>{toast.message}</span>
          <button
            type="button"
            className={styles.dismiss}
            aria-label={t('product.toastDismiss')}
            onClick={() => dismissToast(toast.id)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  );
}
