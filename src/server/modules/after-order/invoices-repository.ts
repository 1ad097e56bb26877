/**
 * SQL on the invoices table (SECURITY T4: every query names the tenant and the client).
 */
import type { Queryable } from '../../db/types.ts';

export interface OpenInvoiceRow {
  orderNumber: string;
  documentNumber: string;
  /** 'YYYY-MM-DD' (the drivers return `date` as text). */
  dueDate: string;
  /** numeric(12,2) as the drivers return it: a string. */
  value: string;
  paymentExpired: boolean;
  barCode: string | null;
}

/** The client's unpaid invoices, earliest due date first. */
export async function findOpenInvoices(
  db: Queryable,
  tenantId: number,
  clientId: string,
): Promise<OpenInvoiceRow[]> {
  return db.query<OpenInvoiceRow>(
    `select order_number as "orderNumber", document_number as "documentNumber",
            due_date as "dueDate", value, payment_expired as "paymentExpired",
            bar_code as "barCode"
       from invoices
      where tenant_id = $1 and client_id = $2 and paid = false
      order by due_date, document_number`,
    [tenantId, clientId],
  );
}
