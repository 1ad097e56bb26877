/**
 * Open-invoice status (SPEC.md §4 "Invoice status").
 * "Today" is a calendar date (YYYY-MM-DD) in the tenant's time zone: compute it with `localDate`.
 */

import { addDays, isoDatePart } from './dates.ts';

export type InvoiceStatus = 'expired' | 'overdue' | 'dueNextDay' | 'normal';

/** The part of an open invoice the status reads (SPEC §3 "Open invoice"). */
export interface InvoiceDueInfo {
  /** ISO date, optionally with a time part ("2026-03-01" or "2026-03-01T00:00:00"); the date part counts. */
  invoiceDueDate: string;
  invoicePaymentExpired: boolean;
}

/**
 * SPEC §4: expired if payment expired; overdue if the due date is before today;
 * dueNextDay if due tomorrow; otherwise normal. `today` is YYYY-MM-DD in the tenant's zone.
 * An unreadable due date cannot be overdue or due tomorrow, so it is 'normal' unless expired.
 */
export function invoiceStatus(invoice: InvoiceDueInfo, today: string): InvoiceStatus {
  if (invoice.invoicePaymentExpired) return 'expired';
  const due = isoDatePart(invoice.invoiceDueDate);
  if (due === undefined) return 'normal';
  if (due < today) return 'overdue';
  if (due === addDays(today, 1)) return 'dueNextDay';
  return 'normal';
}
