/**
 * The console's combos (issue 13, decision 061): list, read, create and replace a combo of one of
 * SPEC §3's three kinds. A write is checked by the kind's pure rules (400 `validation` naming the
 * field), its skus against the tenant's priced products (422 `referenceInvalid`, never packaging),
 * then written whole with its audit entry in one transaction; an update carries the version it
 * read (409 `staleVersion`). Names and descriptions: the tenant's default language gives the plain
 * `name` / `description` the shop falls back to.
 */
import type {
  AdminCombo,
  AdminComboCreate,
  AdminComboSummary,
  AdminComboUpdate,
} from '../../../contract/index.ts';
import { comboShapeProblems } from '../../../domain/combo-rules.ts';
import { fromCents, toCents } from '../../../domain/money.ts';
import { isPackagingSku } from '../../../domain/order-body.ts';
import type { Database, Queryable } from '../../db/types.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { OperatorContext } from '../../plugins/operator-context.ts';
import { operatorActor } from '../admin-lists/audit-actor.ts';
import { defaultText } from '../admin-catalogue/products-service.ts';
import { recordAudit } from '../audit/audit-repository.ts';
import {
  nextComboId,
  pricedSkus,
  selectComboList,
  selectComboWhole,
  writeCombo,
  type ComboRow,
  type ComboWrite,
} from './combo-repository.ts';

type Ctx = Pick<OperatorContext, 'tenantId' | 'tenant' | 'now' | 'operatorId' | 'email'>;
type ComboInput = AdminComboCreate;

const decimal = (value: number | null | undefined): string | null =>
  value === null || value === undefined ? null : fromCents(toCents(value)).toFixed(2);
const number = (value: string | null): number | null => (value === null ? null : Number(value));

function toCombo(row: ComboRow, language: string): AdminCombo {
  const discount = number(row.discount_percentage);
  return {
    id: row.id,
    kind: row.kind,
    // a combo written before names per language: its plain name is the default language's
    names: Object.keys(row.names).length > 0 ? row.names : { [language]: row.name },
    descriptions: row.descriptions,
    image: row.image,
    discountPercentage: discount,
    active: row.active,
    families: row.families,
    products: row.products,
    // price ranges apply to quantity combos only (SPEC §3); others' are not shown, and a save drops them
    ranges: (row.kind === 'quantity' ? row.ranges : []).map((range) => ({
      minimumQuantity: range.minimumQuantity,
      ...(range.price !== null ? { price: Number(range.price) } : {}),
      ...(range.discountPercentage !== null
        ? { discountPercentage: Number(range.discountPercentage) }
        : {}),
    })),
    version: row.version,
  };
}

export async function listCombos(
  db: Queryable,
  ctx: ReadCtx,
): Promise<{ items: AdminComboSummary[] }> {
  const rows = await selectComboList(db, ctx.tenantId);
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      name: row.names[ctx.tenant.language] ?? row.name,
      image: row.image,
      active: row.active,
      productCount: row.product_count,
    })),
  };
}

type ReadCtx = Pick<OperatorContext, 'tenantId' | 'tenant'>;

async function comboOrNotFound(q: Queryable, ctx: ReadCtx, id: number, forUpdate = false) {
  const row = await selectComboWhole(q, ctx.tenantId, id, { forUpdate });
  if (row === undefined) throw new HttpError(404, 'notFound');
  return toCombo(row, ctx.tenant.language);
}

export const getCombo = (db: Queryable, ctx: ReadCtx, id: number) => comboOrNotFound(db, ctx, id);

/** 400 with every field the kind's rules refuse; the default language's name is required. */
function comboWrite(ctx: Ctx, input: ComboInput): ComboWrite {
  const problems = comboShapeProblems(input);
  if (problems.length > 0) {
    throw new HttpError(
      400,
      'validation',
      { errors: problems.length },
      { fields: problems.map((problem) => ({ path: `body.${problem.path}`, code: problem.code })) },
    );
  }
  const language = ctx.tenant.language;
  return {
    kind: input.kind,
    name: defaultText(input.names, language, 'body.names'),
    names: input.names,
    description: input.descriptions[language] ?? '',
    descriptions: input.descriptions,
    image: input.image,
    discountPercentage: decimal(input.discountPercentage),
    active: input.active,
    families: input.families.map((family, index) => ({
      familyId: family.familyId,
      name: defaultText(family.names, language, `body.families.${index}.names`),
      names: family.names,
      minimum: family.minimum,
    })),
    products: input.products.map((product) => ({
      sku: product.sku,
      familyId: input.kind === 'family' ? product.familyId : null,
      quantity: input.kind === 'generic' ? product.quantity : 1,
    })),
    ranges: input.ranges.map((range) => ({
      minimumQuantity: range.minimumQuantity,
      price: decimal(range.price),
      discountPercentage: decimal(range.discountPercentage),
    })),
  };
}

/** 422 referenceInvalid naming the first product that is not a priced product of the tenant. */
async function checkProducts(tx: Queryable, tenantId: number, write: ComboWrite) {
  const skus = write.products.map((product) => product.sku);
  const priced = await pricedSkus(tx, tenantId, skus);
  const index = skus.findIndex((sku) => isPackagingSku(sku) || !priced.has(sku));
  if (index >= 0) throw new HttpError(422, 'referenceInvalid', { field: `products.${index}.sku` });
}

export async function createCombo(db: Database, ctx: Ctx, body: AdminComboCreate) {
  const write = comboWrite(ctx, body);
  return db.transaction(async (tx) => {
    await checkProducts(tx, ctx.tenantId, write);
    const id = await nextComboId(tx, ctx.tenantId);
    await writeCombo(tx, ctx.tenantId, id, write, 'insert');
    const after = await comboOrNotFound(tx, ctx, id);
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      actor: operatorActor(ctx),
      action: 'combo.create',
      entity: 'combo',
      entityId: String(id),
      before: null,
      after,
      at: ctx.now,
    });
    return after;
  });
}

export async function updateCombo(db: Database, ctx: Ctx, id: number, body: AdminComboUpdate) {
  const { version, ...input } = body;
  const write = comboWrite(ctx, input);
  return db.transaction(async (tx) => {
    const before = await comboOrNotFound(tx, ctx, id, true);
    if (before.version !== version) {
      throw new HttpError(409, 'staleVersion', { version: before.version });
    }
    await checkProducts(tx, ctx.tenantId, write);
    await writeCombo(tx, ctx.tenantId, id, write, 'update');
    const after = await comboOrNotFound(tx, ctx, id);
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      actor: operatorActor(ctx),
      action: 'combo.update',
      entity: 'combo',
      entityId: String(id),
      before,
      after,
      at: ctx.now,
    });
    return after;
  });
}
