/**
 * The console's brands and categories (issue 13): their names per language, listed, created and
 * renamed, each change audited with before and after in its transaction, with optimistic
 * concurrency on `version` (decision 040). The plain `name` is the tenant's default language.
 */
import type { AdminNamed, LocalizedText } from '../../../contract/index.ts';
import type { Database, Queryable } from '../../db/types.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { OperatorContext } from '../../plugins/operator-context.ts';
import { operatorActor } from '../admin-lists/audit-actor.ts';
import { recordAudit } from '../audit/audit-repository.ts';
import { insertNamed, selectNamed, updateNamed, type NamedRow } from './catalogue-repository.ts';
import { defaultText } from './products-service.ts';

type Ctx = Pick<OperatorContext, 'tenantId' | 'tenant' | 'now' | 'operatorId' | 'email'>;
export type NamedKind = 'brands' | 'categories';

const ENTITY = { brands: 'brand', categories: 'category' } as const;

const toNamed = (row: NamedRow): AdminNamed => ({
  id: row.id,
  name: row.name,
  names: row.names,
  version: row.version,
  productCount: row.product_count,
});

export async function listNamed(
  db: Queryable,
  ctx: Pick<OperatorContext, 'tenantId'>,
  kind: NamedKind,
): Promise<{ items: AdminNamed[] }> {
  return { items: (await selectNamed(db, kind, ctx.tenantId)).map(toNamed) };
}

async function namedOrNotFound(tx: Queryable, kind: NamedKind, tenantId: number, id: number) {
  const [row] = await selectNamed(tx, kind, tenantId, { id, forUpdate: true });
  if (row === undefined) throw new HttpError(404, 'notFound');
  return toNamed(row);
}

export async function createNamed(
  db: Database,
  ctx: Ctx,
  kind: NamedKind,
  names: LocalizedText,
): Promise<AdminNamed> {
  const name = defaultText(names, ctx.tenant.language, 'body.names');
  return db.transaction(async (tx) => {
    const id = await insertNamed(tx, kind, ctx.tenantId, name, names as Record<string, string>);
    const after = await namedOrNotFound(tx, kind, ctx.tenantId, id);
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      actor: operatorActor(ctx),
      action: `${ENTITY[kind]}.create`,
      entity: ENTITY[kind],
      entityId: String(id),
      before: null,
      after: { name: after.name, names: after.names },
      at: ctx.now,
    });
    return after;
  });
}

export async function renameNamed(
  db: Database,
  ctx: Ctx,
  kind: NamedKind,
  id: number,
  body: { names: LocalizedText; version: number },
): Promise<AdminNamed> {
  const name = defaultText(body.names, ctx.tenant.language, 'body.names');
  return db.transaction(async (tx) => {
    const before = await namedOrNotFound(tx, kind, ctx.tenantId, id);
    if (before.version !== body.version) {
      throw new HttpError(409, 'staleVersion', { version: before.version });
    }
    await updateNamed(tx, kind, ctx.tenantId, id, name, body.names as Record<string, string>);
    const after = await namedOrNotFound(tx, kind, ctx.tenantId, id);
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      actor: operatorActor(ctx),
      action: `${ENTITY[kind]}.update`,
      entity: ENTITY[kind],
      entityId: String(id),
      before: { name: before.name, names: before.names },
      after: { name: after.name, names: after.names },
      at: ctx.now,
    });
    return after;
  });
}
