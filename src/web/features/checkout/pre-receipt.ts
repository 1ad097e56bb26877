/**
 * The PDF pre-receipt of an order (SPEC §2 /order/complete, §7 "PDF pre-receipt generation (file
 * order-pre-receipt.pdf)"): GET /api/order/{orderNumber}/pre-receipt.pdf with the bearer token,
 * then saved through a temporary <a download>. A 401/403 raises the critical event like every call.
 */
import { apiClient, createApiClient } from '../../lib/api-client.ts';

export const PRE_RECEIPT_FILE_NAME = 'order-pre-receipt.pdf';

export interface PreReceiptOptions {
  fetch?: typeof fetch;
  token?: string;
  timeoutMs?: number;
}

/** Fetches the PDF; throws ApiError (timeout, network, or the answer's code). */
export async function fetchPreReceipt(
  orderNumber: string,
  options: PreReceiptOptions = {},
): Promise<Blob> {
  const { fetch, token, timeoutMs } = options;
  const client =
    fetch === undefined && token === undefined && timeoutMs === undefined
      ? apiClient
      : createApiClient({
          fetch,
          timeoutMs,
          ...(token === undefined ? {} : { getToken: () => token }),
        });
  return client.file('preReceipt', {
    params: { orderNumber },
    headers: { Accept: 'application/pdf' },
  });
}

/** Hands a blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export async function downloadPreReceipt(
  orderNumber: string,
  options: PreReceiptOptions = {},
): Promise<void> {
  saveBlob(await fetchPreReceipt(orderNumber, options), PRE_RECEIPT_FILE_NAME);
}
