/**
 * The PDF pre-receipt of an order (SPEC §2 /order/complete, §7 "PDF pre-receipt generation (file
 * order-pre-receipt.pdf)"): GET /api/order/{orderNumber}/pre-receipt.pdf with the bearer token,
 * then saved through a temporary <a download>. A 401/403 raises the critical event like every call.
 */
import { apiPath, CALL_ROUTES, fillPath } from '../../../contract/paths.ts';
import { HTTP_TIMEOUT_MS } from '../../lib/api-client.ts';
import { ApiError, errorFromResponse } from '../../lib/api-error.ts';
import { emitCriticalError } from '../../lib/critical-error.ts';
import { readStored } from '../../lib/storage.ts';

export const PRE_RECEIPT_FILE_NAME = 'order-pre-receipt.pdf';

export function preReceiptUrl(orderNumber: string): string {
  return apiPath(fillPath(CALL_ROUTES.preReceipt.path, { orderNumber }));
}

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
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const token = options.token ?? (readStored('authorization') || undefined);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? HTTP_TIMEOUT_MS);
  const headers: Record<string, string> = { Accept: 'application/pdf' };
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    const response = await doFetch(preReceiptUrl(orderNumber), {
      method: 'GET',
      headers,
      credentials: 'same-origin',
      signal: controller.signal,
    });
    if (!response.ok) {
      if (response.status === 401 || response.status === 403) {
        emitCriticalError({ status: response.status, path: preReceiptUrl(orderNumber) });
      }
      throw errorFromResponse(response.status, undefined);
    }
    return await response.blob();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(controller.signal.aborted ? 'timeout' : 'network', 0);
  } finally {
    clearTimeout(timer);
  }
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
