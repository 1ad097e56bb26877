/**
 * The ERP's bulk upserts (issue 13): rows keyed by the bottler's own ids, one result per row
 * (created, updated, unchanged), all or nothing. The same payload twice changes nothing the
 * second time (every row `unchanged`, no write, no audit entry). A payload with a bad row —
 * a key given twice, an invoice of an unknown client — answers 400 `validation` whose `fields`
 * name each bad row (`rows.<i>.<field>`, first 100; params.errors counts them all), and nothing
 * is written. Rows are read, inserted and updated with a fixed number of statements in one
 * transaction, under a per-tenant lock of the kind. A change is audited with the key as actor.
 *
 * A new kind (products, prices) is a `BulkKind` — its key, how a row merges over the stored
 * record, its reads and writes — handed to `bulkUpsert`.
 */
import type {
  BulkResult,
  ErpClientRow,
  ErpInvoiceRow,
  FieldError,
} from '../../../contract/index.ts';
import type { Database, Queryable } from '../../db/types.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { ErpContext } from '../../plugins/erp-context.ts';
import { recordAudit } from '../audit/audit-repository.ts';
import {
  insertClientRecords,
  insertInvoiceRecords,
  lockBulkKind,
  selectClientRecords,
  selectExistingClientCodes,
  selectInvoiceRecords,
  updateClientRecords,
  updateInvoiceRecords,
  type ClientRecord,
  type InvoiceRecord,
} from './bulk-repository.ts';

export interface BulkKind<Row, Record extends object> {
  /** The audit action and lock name, e.g. `clients`. */
  name: string;
  /** The row's field that holds its key, for error paths. */
  keyField: string;
  keyOf: (row: Row) => string;
  recordKey: (record: Record) => string;
  /** The stored record after the row is applied (current = undefined: a new one). */
  merge: (row: Row, current: Record | undefined) => Record;
  load: (q: Queryable, tenantId: number, keys: readonly string[]) => Promise<Record[]>;
  /** Errors only the database can tell (e.g. an unknown client), as `rows.<i>.<field>`. */
  check?: (q: Queryable, tenantId: number, rows: readonly Row[]) => Promise<FieldError[]>;
  insert: (q: Queryable, tenantId: number, records: readonly Record[], at: Date) => Promise<void>;
  update: (q: Queryable, tenantId: number, records: readonly Record[]) => Promise<void>;
}

function refuse(fields: readonly FieldError[]): never {
  throw new HttpError(400, 'validation', { errors: fields.length }, { fields });
}

const sameRecord = (a: object, b: object): boolean =>
  Object.entries(a).every(([field, value]) => (b as Record<string, unknown>)[field] === value);

/** Who runs a bulk change and how it is recorded. */
export interface BulkRun {
  tenantId: number;
  now: Date;
  /** Plan only: answer what applying would do, write nothing. */
  dryRun?: boolean;
  /** Writes the change's audit entry, in its transaction (only when something changed). */
  audit: (tx: Queryable, change: { created: string[]; updated: string[] }) => Promise<void>;
}

/** The per-row plan (or what was written), and the rows refused (then nothing is written). */
export type BulkOutcome = BulkResult & { problems: FieldError[] };

/**
 * Plans the rows against what is stored (under the kind's per-tenant lock) and, unless a dry run
 * or a row is refused, inserts the new records and updates the changed ones in the same
 * transaction. Problems are a key given twice (`rows.<i>.<keyField>` duplicateKey) and the kind's
 * database checks.
 */
export async function planBulk<Row, Rec extends object>(
  db: Database,
  run: BulkRun,
  kind: BulkKind<Row, Rec>,
  rows: readonly Row[],
): Promise<BulkOutcome> {
  const seen = new Set<string>();
  const duplicates: FieldError[] = [];
  rows.forEach((row, index) => {
    const key = kind.keyOf(row);
    if (seen.has(key))
      duplicates.push({ path: `rows.${index}.${kind.keyField}`, code: 'duplicateKey' });
    seen.add(key);
  });
  const refused = (problems: FieldError[]): BulkOutcome => ({
    results: [],
    created: 0,
    updated: 0,
    unchanged: 0,
    problems,
  });
  if (duplicates.length > 0) return refused(duplicates);

  return db.transaction(async (tx) => {
    await lockBulkKind(tx, kind.name, run.tenantId);
    const problems = kind.check ? await kind.check(tx, run.tenantId, rows) : [];
    if (problems.length > 0) return refused(problems);
    const stored = new Map(
      (await kind.load(tx, run.tenantId, [...seen])).map((record) => [
        kind.recordKey(record),
        record,
      ]),
    );
    const created: Rec[] = [];
    const updated: Rec[] = [];
    const results = rows.map((row) => {
      const key = kind.keyOf(row);
      const current = stored.get(key);
      const next = kind.merge(row, current);
      if (current === undefined) {
        created.push(next);
        return { key, status: 'created' as const };
      }
      if (sameRecord(next, current)) return { key, status: 'unchanged' as const };
      updated.push(next);
      return { key, status: 'updated' as const };
    });
    if (!run.dryRun) {
      await kind.insert(tx, run.tenantId, created, run.now);
      await kind.update(tx, run.tenantId, updated);
      if (created.length + updated.length > 0) {
        await run.audit(tx, {
          created: created.map(kind.recordKey),
          updated: updated.map(kind.recordKey),
        });
      }
    }
    return {
      results,
      created: created.length,
      updated: updated.length,
      unchanged: rows.length - created.length - updated.length,
      problems: [],
    };
  });
}

/** The ERP's call: the rows applied, or 400 `validation` naming every refused row. */
export async function bulkUpsert<Row, Rec extends object>(
  db: Database,
  ctx: Pick<ErpContext, 'tenantId' | 'keyId' | 'keyName' | 'now'>,
  kind: BulkKind<Row, Rec>,
  rows: readonly Row[],
): Promise<BulkResult> {
  const { problems, ...result } = await planBulk(
    db,
    {
      tenantId: ctx.tenantId,
      now: ctx.now,
      audit: (tx, change) =>
        recordAudit(tx, {
          tenantId: ctx.tenantId,
          actor: { kind: 'apiKey' },
          action: `erp.${kind.name}`,
          entity: 'apiKey',
          entityId: ctx.keyId,
          before: null,
          after: { key: ctx.keyName, ...change },
          at: ctx.now,
        }),
    },
    kind,
    rows,
  );
  if (problems.length > 0) refuse(problems);
  return result;
}

/** Money with two decimals as PostgreSQL prints numeric(12, 2). */
const money = (value: number): string => (Math.round(value * 100) / 100).toFixed(2);
/** An optional field: absent keeps the current value (or the default for a new record). */
const given = <T>(value: T | undefined, current: T): T => (value === undefined ? current : value);

export const CLIENTS: BulkKind<ErpClientRow, ClientRecord> = {
  name: 'clients',
  keyField: 'code',
  keyOf: (row) => row.code,
  recordKey: (record) => record.external_id,
  merge: (row, current) => ({
    external_id: row.code,
    name: row.name,
    document_id: given(row.documentId, current?.document_id ?? null),
    address: given(row.address, current?.address ?? null),
    language: given(row.language, current?.language ?? null),
    minimum_order:
      row.minimumOrder === undefined ? (current?.minimum_order ?? '0.00') : money(row.minimumOrder),
    payment_limit:
      row.paymentLimit === undefined ? (current?.payment_limit ?? '0.00') : money(row.paymentLimit),
    is_order_option_active: given(row.isOrderOptionActive, current?.is_order_option_active ?? true),
    is_finish_order_over_limit_authorized: given(
      row.isFinishOrderOverLimitAuthorized,
      current?.is_finish_order_over_limit_authorized ?? false,
    ),
  }),
  load: selectClientRecords,
  insert: insertClientRecords,
  update: (q, tenantId, records) => updateClientRecords(q, tenantId, records),
};

export const INVOICES: BulkKind<ErpInvoiceRow, InvoiceRecord> = {
  name: 'invoices',
  keyField: 'documentNumber',
  keyOf: (row) => row.documentNumber,
  recordKey: (record) => record.document_number,
  merge: (row, current) => ({
    document_number: row.documentNumber,
    client_id: row.clientCode,
    order_number: row.orderNumber,
    due_date: row.dueDate,
    value: money(row.value),
    payment_expired: given(row.paymentExpired, current?.payment_expired ?? false),
    bar_code: given(row.barCode, current?.bar_code ?? null),
    paid: given(row.paid, current?.paid ?? false),
  }),
  load: selectInvoiceRecords,
  check: async (q, tenantId, rows) => {
    const known = await selectExistingClientCodes(q, tenantId, [
      ...new Set(rows.map((row) => row.clientCode)),
    ]);
    return rows.flatMap((row, index) =>
      known.has(row.clientCode)
        ? []
        : [{ path: `rows.${index}.clientCode`, code: 'unknownClient' }],
    );
  },
  insert: insertInvoiceRecords,
  update: (q, tenantId, records) => updateInvoiceRecords(q, tenantId, records),
};
