/**
 * The catalogue's bulk core (issue 13, decision 042): rows as plain objects in, per-row results
 * out, independent of where they came from (a CSV file in the console, an ERP payload).
 *
 * - `validateRows` reads and checks the rows against the tenant's data and counts what applying
 *   them would do (new / changed / unchanged; tiers also removed), writing nothing;
 * - `applyRows` does the same inside ONE transaction and, only when no row has an error, writes
 *   every row with set-based statements and records one audit entry. Unchanged rows are skipped,
 *   so re-applying the same rows writes nothing and does not bump the catalogue version.
 */
import {
  sameRecord,
  validateCatalogueRows,
  type CatalogueKind,
  type CatalogueRefs,
  type RawRow,
  type RecordOf,
  type RowError,
  type TierRecord,
} from '../../../domain/catalogue-rows.ts';
import { currencyDecimals } from '../../../domain/locale.ts';
import type { Database, Queryable } from '../../db/types.ts';
import { recordAudit, type AuditActor } from '../audit/audit-repository.ts';
import {
  exportRecords,
  loadRefs,
  replaceTiers,
  storedProducts,
  storedTiers,
  updatePrices,
  upsertProducts,
} from './bulk-repository.ts';

export interface BulkCounts {
  rows: number;
  new: number;
  changed: number;
  unchanged: number;
  /** Tiers only: stored tiers of the file's skus that the file no longer names. */
  removed: number;
}

export interface BulkResult {
  kind: CatalogueKind;
  counts: BulkCounts;
  /** Every row error, by line. Empty when the rows can be applied. */
  errors: RowError[];
  /** True when the rows were written (apply without errors). */
  applied: boolean;
}

export interface BulkInput {
  tenantId: number;
  kind: CatalogueKind;
  rows: readonly RawRow[];
  /** Each row's line in its file (default: row i is line i + 2, after a header). */
  lines?: readonly number[];
  /** The tenant's currency: its amounts take no more decimals than it has (CLP, PYG: none). */
  currency: string;
}

interface Checked<K extends CatalogueKind> {
  records: RecordOf[K][];
  errors: RowError[];
  counts: BulkCounts;
}

const skusOf = (rows: readonly RawRow[]): string[] => [
  ...new Set(
    rows
      .map((row) => row.sku)
      .filter((sku): sku is string => typeof sku === 'string' && sku !== ''),
  ),
];

async function check<K extends CatalogueKind>(q: Queryable, input: BulkInput): Promise<Checked<K>> {
  const kind = input.kind as K;
  const skus = skusOf(input.rows).map((sku) => sku.trim());
  const loaded = await loadRefs(q, input.tenantId);
  const stored = kind === 'tiers' ? new Map() : await storedProducts(q, input.tenantId, skus);
  const refs: CatalogueRefs = {
    ...loaded,
    storedProducts: stored,
    moneyDecimals: currencyDecimals(input.currency),
  };
  const { records, errors } = validateCatalogueRows(kind, input.rows, refs, input.lines);
  const counts: BulkCounts = {
    rows: input.rows.length,
    new: 0,
    changed: 0,
    unchanged: 0,
    removed: 0,
  };
  if (kind === 'tiers') {
    const tiers = records as TierRecord[];
    const before = await storedTiers(
      q,
      input.tenantId,
      tiers.map((tier) => tier.sku),
    );
    const key = (tier: TierRecord) => `${tier.sku}\u0000${tier.minimumQuantity}`;
    const byKey = new Map(before.map((tier) => [key(tier), tier]));
    const named = new Set(tiers.map(key));
    for (const tier of tiers) {
      const old = byKey.get(key(tier));
      if (!old) counts.new += 1;
      else if (sameRecord('tiers', old, tier)) counts.unchanged += 1;
      else counts.changed += 1;
    }
    counts.removed = before.filter((tier) => !named.has(key(tier))).length;
  } else {
    for (const record of records) {
      const old = stored.get(record.sku);
      if (!old) counts.new += 1;
      else if (
        kind === 'products'
          ? sameRecord('products', old, record as RecordOf['products'])
          : sameRecord('prices', old, record as RecordOf['prices'])
      ) {
        counts.unchanged += 1;
      } else counts.changed += 1;
    }
  }
  return { records, errors, counts };
}

/** The dry run: what applying the rows would do, and every row error. Writes nothing. */
export async function validateRows(db: Queryable, input: BulkInput): Promise<BulkResult> {
  const { errors, counts } = await check(db, input);
  return { kind: input.kind, counts, errors, applied: false };
}

export interface ApplyAudit {
  actor: AuditActor;
  at: Date;
  /** What the audit entry names the rows by, e.g. the file's SHA-256. */
  source: Record<string, string | number>;
}

/**
 * Checks and, when every row is valid, writes all of them in one transaction (all or nothing).
 * With errors nothing is written and the answer lists them.
 */
export async function applyRows(
  db: Database,
  input: BulkInput,
  audit: ApplyAudit,
): Promise<BulkResult> {
  return db.transaction(async (tx) => {
    // One import per tenant at a time: the checks below hold until the commit.
    await tx.query(`select pg_advisory_xact_lock(hashtext('catalogue-bulk'), $1)`, [
      input.tenantId,
    ]);
    const checked = await check(tx, input);
    if (checked.errors.length > 0) {
      return { kind: input.kind, counts: checked.counts, errors: checked.errors, applied: false };
    }
    let written: number;
    if (input.kind === 'products') {
      written = await upsertProducts(tx, input.tenantId, checked.records as RecordOf['products'][]);
    } else if (input.kind === 'prices') {
      written = await updatePrices(tx, input.tenantId, checked.records as RecordOf['prices'][]);
    } else {
      const result = await replaceTiers(tx, input.tenantId, checked.records as RecordOf['tiers'][]);
      written = result.written + result.removed;
    }
    await recordAudit(tx, {
      tenantId: input.tenantId,
      actor: audit.actor,
      action: 'catalogue.import',
      entity: 'catalogue',
      entityId: input.kind,
      before: null,
      after: { kind: input.kind, ...checked.counts, written, ...audit.source },
      at: audit.at,
    });
    return { kind: input.kind, counts: checked.counts, errors: [], applied: true };
  });
}

/** Every record of the kind (the export). */
export const exportRows = <K extends CatalogueKind>(db: Queryable, tenantId: number, kind: K) =>
  exportRecords(db, tenantId, kind);
