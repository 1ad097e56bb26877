/**
 * The console's ERP API keys (issue 13; decision 044): create (the secret is returned once),
 * list, revoke. Admin only (the contract's roles); every change is audited in its transaction,
 * without the secret or its hash.
 */
import { ERP_SCOPES, type ApiKey, type CreateApiKeyBody } from '../../../contract/index.ts';
import type { Database } from '../../db/types.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { OperatorContext } from '../../plugins/operator-context.ts';
import { operatorActor } from '../admin-lists/audit-actor.ts';
import { recordAudit } from '../audit/audit-repository.ts';
import {
  findApiKey,
  insertApiKey,
  revokeApiKeyRow,
  selectApiKeys,
  type ApiKeyRow,
} from './api-key-repository.ts';
import { keyPrefix, newKey } from './key-secrets.ts';

const toApiKey = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes,
  prefix: keyPrefix(row.id),
  createdAt: row.created_at.toISOString(),
  createdBy: row.created_by_email,
  lastUsedAt: row.last_used_at?.toISOString() ?? null,
  revokedAt: row.revoked_at?.toISOString() ?? null,
});

/** What the audit log keeps of a key. */
const audited = (key: ApiKey) => ({
  name: key.name,
  scopes: key.scopes,
  revokedAt: key.revokedAt,
});

export async function listApiKeys(
  db: Database,
  ctx: Pick<OperatorContext, 'tenantId'>,
): Promise<{ items: ApiKey[] }> {
  return { items: (await selectApiKeys(db, ctx.tenantId)).map(toApiKey) };
}

export async function createApiKey(
  db: Database,
  ctx: OperatorContext,
  body: CreateApiKeyBody,
): Promise<{ key: ApiKey; secret: string }> {
  const key = newKey();
  return db.transaction(async (tx) => {
    await insertApiKey(tx, {
      id: key.id,
      tenantId: ctx.tenantId,
      name: body.name,
      // Kept in the contract's order, whatever order they were ticked in.
      scopes: ERP_SCOPES.filter((scope) => body.scopes.includes(scope)),
      secretHash: key.secretHash,
      createdBy: ctx.operatorId,
      at: ctx.now,
    });
    const row = await findApiKey(tx, key.id, ctx.tenantId);
    if (!row) throw new Error('the key just inserted is missing');
    const created = toApiKey(row);
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      actor: operatorActor(ctx),
      action: 'apiKey.create',
      entity: 'apiKey',
      entityId: key.id,
      before: null,
      after: audited(created),
      at: ctx.now,
    });
    return { key: created, secret: key.text };
  });
}

/** 404 for a key of another tenant or none; a revoked key stays as it was. */
export async function revokeApiKey(
  db: Database,
  ctx: OperatorContext,
  id: string,
): Promise<ApiKey> {
  return db.transaction(async (tx) => {
    const row = await findApiKey(tx, id, ctx.tenantId, { lock: true });
    if (!row) throw new HttpError(404, 'notFound');
    if (row.revoked_at !== null) return toApiKey(row);
    const before = toApiKey(row);
    await revokeApiKeyRow(tx, id, ctx.now);
    const after = { ...before, revokedAt: ctx.now.toISOString() };
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      actor: operatorActor(ctx),
      action: 'apiKey.revoke',
      entity: 'apiKey',
      entityId: id,
      before: audited(before),
      after: audited(after),
      at: ctx.now,
    });
    return after;
  });
}
