/**
 * The status label of an open invoice (SPEC §2, §4): expired, overdue or due tomorrow — text and
 * a distinct shape, never colour alone; a normal invoice has no label.
 */
import { useT } from '../../lib/use-t.ts';
import type { InvoiceStatus } from '../../../domain/invoices.ts';
import styles from './finance.module.css';

const LABEL_KEYS = {
  expired: 'finance.openInvoices.status.expired',
  overdue: 'finance.openInvoices.status.overdue',
  dueNextDay: 'finance.openInvoices.status.dueNextDay',
} as const;

function StatusIcon({ status }: { status: Exclude<InvoiceStatus, 'normal'> }) {
  if (status === 'expired') {
    // Octagon with a bar: stop.
    return (
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path fill="currentColor" d="M8 2h8l6 6v8l-6 6H8l-6-6V8l6-6Z" />
        <path stroke="#fff" strokeWidth="2.5" d="M7 12h10" />
      </svg>
    );
  }
  if (status === 'overdue') {
    // Triangle with an exclamation mark: warning.
    return (
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path fill="currentColor" d="M12 2 1 21h22L12 2Zm1 15h-2v-2h2v2Zm0-4h-2V9h2v4Z" />
      </svg>
    );
  }
  // Clock: due soon.
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2.5" />
    </svg>
  );
}

export function InvoiceStatusLabel({ status }: { status: InvoiceStatus }) {
  const t = useT();
  if (status === 'normal') return null;
  return (
    <span className={styles.status} data-status={status}>
      <StatusIcon status={status} />
      {t(LABEL_KEYS[status])}
    </span>
  );
}
