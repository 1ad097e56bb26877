/**
 * Open invoices of the calling shop (SPEC §3 "Open invoice", §4 "Invoice status", §7
 * getOpenInvoices). Each invoice carries its status, with "today" in the tenant's time zone.
 */
import type { z } from 'zod';
import type { openInvoicesResponseSchema } from '../../../contract/calls/after-order.ts';
import { localDate } from '../../../domain/dates.ts';
import { invoiceStatus } from '../../../domain/invoices.ts';
import { roundMoney } from '../../../domain/money.ts';
import type { Queryable } from '../../db/types.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { findOpenInvoices } from './invoices-repository.ts';

export type OpenInvoicesResponse = z.infer<typeof openInvoicesResponseSchema>;

const NO_INVOICES: OpenInvoicesResponse = { hasOpenInvoices: false, openInvoices: [] };

/** Bidi marks Intl inserts in some locales (ar); the app sets `dir` instead. */
const BIDI_MARKS = /[\u200e\u200f\u061c]/g;

/**
 * A 'YYYY-MM-DD' date as the tenant writes it (pt-BR, fr-MA → dd/MM/yyyy), always with Latin
 * digits and the Gregorian calendar. The date is a calendar date: formatted in UTC, no shift.
 */
export function formatDueDate(isoDate: string, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
    calendar: 'gregory',
    numberingSystem: 'latn',
  });
  return format.format(new Date(`${isoDate}T00:00:00Z`)).replace(BIDI_MARKS, '');
}

export async function openInvoicesOf(
  ctx: RequestContext,
  db: Queryable,
): Promise<OpenInvoicesResponse> {
  if (!ctx.tenant.features.finance) return NO_INVOICES;
  const rows = await findOpenInvoices(db, ctx.tenantId, ctx.clientId);
  const today = localDate(ctx.now, ctx.tenant.timeZone);
  const openInvoices = rows.map((row) => {
    const due = { invoiceDueDate: row.dueDate, invoicePaymentExpired: row.paymentExpired };
    return {
      orderNumber: row.orderNumber,
      invoiceDocumentNumber: row.documentNumber,
      invoiceDueDate: row.dueDate,
      formattedInvoiceDueDate: formatDueDate(row.dueDate, ctx.tenant.locale),
      invoiceOrderValue: roundMoney(Number(row.value)),
      invoicePaymentExpired: row.paymentExpired,
      paymentData: row.barCode ?? '',
      status: invoiceStatus(due, today),
    };
  });
  return { hasOpenInvoices: openInvoices.length > 0, openInvoices };
}
