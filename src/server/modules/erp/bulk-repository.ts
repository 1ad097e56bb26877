/**
 * The ERP bulk upserts' SQL (issue 13): set-based, a fixed number of statements whatever the
 * number of rows — the rows travel as one jsonb parameter and are read with jsonb_to_recordset.
 */
import type { Queryable } from '../../db/types.ts';

/**
 * Serialises the bulk writes of one kind for one tenant until the transaction ends (two ERP
 * batches creating the same new key cannot both see it missing).
 */
export async function lockBulkKind(q: Queryable, kind: string, tenantId: number): Promise<void> {
  await q.query(`select pg_advisory_xact_lock(hashtext($1), $2)`, [`erp-bulk:${kind}`, tenantId]);
}

export interface ClientRecord {
  external_id: string;
  name: string;
  document_id: string | null;
  address: string | null;
  language: string | null;
  minimum_order: string;
  payment_limit: string;
  is_order_option_active: boolean;
  is_finish_order_over_limit_authorized: boolean;
}

const CLIENT_COLUMNS = `external_id text, name text, document_id text, address text,
  language text, minimum_order numeric, payment_limit numeric, is_order_option_active boolean,
  is_finish_order_over_limit_authorized boolean`;

const CLIENT_RECORD = `external_id, name, document_id, address, language,
  minimum_order::text as minimum_order, payment_limit::text as payment_limit,
  is_order_option_active, is_finish_order_over_limit_authorized`;

/** The tenant's clients among `codes`, locked for the rest of the transaction. */
export async function selectClientRecords(
  q: Queryable,
  tenantId: number,
  codes: readonly string[],
): Promise<ClientRecord[]> {
  return q.query<ClientRecord>(
    `select ${CLIENT_RECORD}
       from clients
      where tenant_id = $1 and external_id in (select jsonb_array_elements_text($2::jsonb))
      for update`,
    [tenantId, JSON.stringify(codes)],
  );
}

export async function insertClientRecords(
  q: Queryable,
  tenantId: number,
  records: readonly ClientRecord[],
  at: Date,
): Promise<void> {
  if (records.length === 0) return;
  await q.query(
    `insert into clients (tenant_id, external_id, name, document_id, address, language,
                          minimum_order, payment_limit, is_order_option_active,
                          is_finish_order_over_limit_authorized, created_at)
     select $1, x.external_id, x.name, x.document_id, x.address, x.language, x.minimum_order,
            x.payment_limit, x.is_order_option_active, x.is_finish_order_over_limit_authorized, $3
       from jsonb_to_recordset($2::jsonb) as x(${CLIENT_COLUMNS})`,
    [tenantId, JSON.stringify(records), at],
  );
}

export async function updateClientRecords(
  q: Queryable,
  tenantId: number,
  records: readonly ClientRecord[],
): Promise<void> {
  if (records.length === 0) return;
  await q.query(
    `update clients c
        set name = x.name, document_id = x.document_id, address = x.address,
            language = x.language, minimum_order = x.minimum_order,
            payment_limit = x.payment_limit, is_order_option_active = x.is_order_option_active,
            is_finish_order_over_limit_authorized = x.is_finish_order_over_limit_authorized
       from jsonb_to_recordset($2::jsonb) as x(${CLIENT_COLUMNS})
      where c.tenant_id = $1 and c.external_id = x.external_id`,
    [tenantId, JSON.stringify(records)],
  );
}

/** Which of `codes` are clients of the tenant. */
export async function selectExistingClientCodes(
  q: Queryable,
  tenantId: number,
  codes: readonly string[],
): Promise<Set<string>> {
  const rows = await q.query<{ external_id: string }>(
    `select external_id from clients
      where tenant_id = $1 and external_id in (select jsonb_array_elements_text($2::jsonb))`,
    [tenantId, JSON.stringify(codes)],
  );
  return new Set(rows.map((row) => row.external_id));
}

export interface InvoiceRecord {
  document_number: string;
  client_id: string;
  order_number: string;
  due_date: string;
  value: string;
  payment_expired: boolean;
  bar_code: string | null;
  paid: boolean;
}

const INVOICE_COLUMNS = `document_number text, client_id text, order_number text, due_date date,
  value numeric, payment_expired boolean, bar_code text, paid boolean`;

const INVOICE_RECORD = `document_number, client_id, order_number, due_date::text as due_date,
  value::text as value, payment_expired, bar_code, paid`;

export async function selectInvoiceRecords(
  q: Queryable,
  tenantId: number,
  documentNumbers: readonly string[],
): Promise<InvoiceRecord[]> {
  return q.query<InvoiceRecord>(
    `select ${INVOICE_RECORD}
       from invoices
      where tenant_id = $1 and document_number in (select jsonb_array_elements_text($2::jsonb))
      for update`,
    [tenantId, JSON.stringify(documentNumbers)],
  );
}

export async function insertInvoiceRecords(
  q: Queryable,
  tenantId: number,
  records: readonly InvoiceRecord[],
  at: Date,
): Promise<void> {
  if (records.length === 0) return;
  await q.query(
    `insert into invoices (tenant_id, document_number, client_id, order_number, due_date, value,
                           payment_expired, bar_code, paid, created_at)
     select $1, x.document_number, x.client_id, x.order_number, x.due_date, x.value,
            x.payment_expired, x.bar_code, x.paid, $3
       from jsonb_to_recordset($2::jsonb) as x(${INVOICE_COLUMNS})`,
    [tenantId, JSON.stringify(records), at],
  );
}

export async function updateInvoiceRecords(
  q: Queryable,
  tenantId: number,
  records: readonly InvoiceRecord[],
): Promise<void> {
  if (records.length === 0) return;
  await q.query(
    `update invoices i
        set client_id = x.client_id, order_number = x.order_number, due_date = x.due_date,
            value = x.value, payment_expired = x.payment_expired, bar_code = x.bar_code,
            paid = x.paid
       from jsonb_to_recordset($2::jsonb) as x(${INVOICE_COLUMNS})
      where i.tenant_id = $1 and i.document_number = x.document_number`,
    [tenantId, JSON.stringify(records)],
  );
}

/** Every client of the tenant, by code (the console's export). */
export const exportClientRecords = (q: Queryable, tenantId: number) =>
  q.query<ClientRecord>(
    `select ${CLIENT_RECORD} from clients where tenant_id = $1 order by external_id`,
    [tenantId],
  );

/** Every invoice of the tenant, paid ones too, by document number (the console's export). */
export const exportInvoiceRecords = (q: Queryable, tenantId: number) =>
  q.query<InvoiceRecord>(
    `select ${INVOICE_RECORD} from invoices where tenant_id = $1 order by document_number`,
    [tenantId],
  );
