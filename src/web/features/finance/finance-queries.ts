/**
 * Open invoices (SPEC §7 `getOpenInvoices`, §4 "Invoice status"): the server may send each
 * invoice's status; when it does not, the app computes it with `invoiceStatus` and "today" in the
 * tenant's time zone.
 */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { CallResponse } from '../../../contract/index.ts';
import { invoiceStatus, type InvoiceStatus } from '../../../domain/invoices.ts';
import { retryUnlessFinal } from '../../lib/api-error.ts';
import { apiClient, type ApiClient } from '../../lib/api-client.ts';

export type OpenInvoicesAnswer = CallResponse<'openInvoices'>;
export type OpenInvoiceEntry = OpenInvoicesAnswer['openInvoices'][number];

export const OPEN_INVOICES_QUERY_KEY = ['openInvoices'] as const;

/** The answer read tolerantly: anything but a list of invoices is "no open invoices". */
export async function fetchOpenInvoices(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<OpenInvoicesAnswer> {
  const body: Partial<OpenInvoicesAnswer> | undefined = await client.call('openInvoices', {
    signal,
  });
  const openInvoices = Array.isArray(body?.openInvoices) ? body.openInvoices : [];
  return { hasOpenInvoices: openInvoices.length > 0, openInvoices };
}

export function useOpenInvoices(enabled = true): UseQueryResult<OpenInvoicesAnswer> {
  return useQuery({
    queryKey: OPEN_INVOICES_QUERY_KEY,
    queryFn: ({ signal }) => fetchOpenInvoices(apiClient, signal),
    retry: retryUnlessFinal,
    enabled,
  });
}

/** SPEC §4: the server's status when sent, else computed for `today` (YYYY-MM-DD, tenant zone). */
export function statusOfInvoice(invoice: OpenInvoiceEntry, today: string): InvoiceStatus {
  return invoice.status ?? invoiceStatus(invoice, today);
}
