/** The api_keys table (migration 060): a tenant's ERP API keys. */
import type { ErpScope } from '../../../contract/index.ts';
import type { Queryable } from '../../db/types.ts';

export interface ApiKeyRow {
  id: string;
  tenant_id: number;
  name: string;
  scopes: ErpScope[];
  secret_hash: string;
  created_at: Date;
  created_by_email: string | null;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

const COLUMNS = `k.id, k.tenant_id, k.name, k.scopes, k.secret_hash, k.created_at,
                 o.email as created_by_email, k.last_used_at, k.revoked_at`;

export async function insertApiKey(
  q: Queryable,
  key: {
    id: string;
    tenantId: number;
    name: string;
    scopes: readonly ErpScope[];
    secretHash: string;
    createdBy: string;
    at: Date;
  },
): Promise<void> {
  await q.query(
    `insert into api_keys (id, tenant_id, name, scopes, secret_hash, created_by, created_at)
     values ($1, $2, $3, $4::jsonb, $5, $6, $7)`,
    [
      key.id,
      key.tenantId,
      key.name,
      JSON.stringify(key.scopes),
      key.secretHash,
      key.createdBy,
      key.at,
    ],
  );
}

/** The tenant's keys, newest first. */
export async function selectApiKeys(q: Queryable, tenantId: number): Promise<ApiKeyRow[]> {
  return q.query<ApiKeyRow>(
    `select ${COLUMNS} from api_keys k left join operators o on o.id = k.created_by
      where k.tenant_id = $1 order by k.created_at desc, k.id limit 500`,
    [tenantId],
  );
}

/** One key of the tenant (any tenant when `tenantId` is undefined: the ERP guard's lookup). */
export async function findApiKey(
  q: Queryable,
  id: string,
  tenantId?: number,
  options: { lock?: boolean } = {},
): Promise<ApiKeyRow | undefined> {
  const rows = await q.query<ApiKeyRow>(
    `select ${COLUMNS} from api_keys k left join operators o on o.id = k.created_by
      where k.id = $1 and ($2::int is null or k.tenant_id = $2)
      ${options.lock ? 'for update of k' : ''}`,
    [id, tenantId ?? null],
  );
  return rows[0];
}

export async function revokeApiKeyRow(q: Queryable, id: string, at: Date): Promise<void> {
  await q.query(`update api_keys set revoked_at = $2 where id = $1 and revoked_at is null`, [
    id,
    at,
  ]);
}

/** Notes a use; at most one write a minute per key (the console shows "last used"). */
export async function touchApiKey(q: Queryable, id: string, at: Date): Promise<void> {
  await q.query(
    `update api_keys set last_used_at = $2
      where id = $1 and (last_used_at is null or last_used_at < $2::timestamptz - interval '1 minute')`,
    [id, at],
  );
}
