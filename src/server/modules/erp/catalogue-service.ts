/**
 * The ERP's catalogue calls (issue 13): products, prices and tiers through the same bulk core as
 * the console's CSV files (modules/catalogue-bulk, decision 042), so a row the ERP sends obeys the
 * rules a file row does and is written the same way: one transaction, set-based, unchanged rows
 * skipped (the same payload twice writes nothing), audited with the key as actor. Any bad row
 * refuses the call with 400 `validation`, `fields` naming `rows.<i>.<column>` (first 100; params
 * .errors counts them all), and nothing is written.
 */
import type { CatalogueKind, RawRow } from '../../../domain/catalogue-rows.ts';
import type { ErpCatalogueResult, FieldError } from '../../../contract/index.ts';
import type { Database } from '../../db/types.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { ErpContext } from '../../plugins/erp-context.ts';
import { applyRows } from '../catalogue-bulk/bulk-service.ts';

const MAX_FIELDS = 100;

export async function catalogueUpsert(
  db: Database,
  ctx: Pick<ErpContext, 'tenantId' | 'tenant' | 'keyId' | 'keyName' | 'now'>,
  kind: CatalogueKind,
  rows: readonly RawRow[],
): Promise<ErpCatalogueResult> {
  const result = await applyRows(
    db,
    // The core's "line" is the row's 1-based position in the payload.
    {
      tenantId: ctx.tenantId,
      kind,
      rows,
      lines: rows.map((_, index) => index + 1),
      currency: ctx.tenant.currency,
    },
    { actor: { kind: 'apiKey' }, at: ctx.now, source: { apiKey: ctx.keyId, keyName: ctx.keyName } },
  );
  if (!result.applied) {
    const fields: FieldError[] = result.errors.slice(0, MAX_FIELDS).map((error) => ({
      path: `rows.${error.line - 1}${error.column === null ? '' : `.${error.column}`}`,
      code: error.code,
    }));
    throw new HttpError(400, 'validation', { errors: result.errors.length }, { fields });
  }
  const { counts } = result;
  return {
    new: counts.new,
    changed: counts.changed,
    unchanged: counts.unchanged,
    removed: counts.removed,
  };
}
