/**
 * Signing secrets made by rotation (migration 023). The WEBHOOKS variable's secret is never
 * stored: its retirement is recorded by fingerprint.
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/types.ts';

export const fingerprintOf = (secret: string): string =>
  createHash('sha256').update(secret, 'utf8').digest('hex');

export interface SecretRow {
  tenantId: number;
  kind: 'rotated' | 'variable';
  secret: string | null;
  fingerprint: string | null;
  /** Still signing (by the database's clock). */
  live: boolean;
}

/** The secrets rows of these tenants that still sign or still retire a secret, newest first. */
export async function listSecrets(
  db: Queryable,
  tenantIds: readonly number[],
): Promise<SecretRow[]> {
  if (tenantIds.length === 0) return [];
  const rows = await db.query<{
    tenant_id: number;
    kind: 'rotated' | 'variable';
    secret: string | null;
    fingerprint: string | null;
    retires_at: Date | null;
    expired: boolean;
  }>(
    `select tenant_id, kind, secret, fingerprint, retires_at,
            retires_at is not null and retires_at <= now() as expired
       from webhook_secrets where tenant_id = any($1::int[])
      order by tenant_id, id desc`,
    [[...tenantIds]],
  );
  return rows.map((row) => ({
    tenantId: row.tenant_id,
    kind: row.kind,
    secret: row.secret,
    fingerprint: row.fingerprint,
    live: !row.expired,
  }));
}

/**
 * Rotation: every current secret of the tenant (and the variable's, by fingerprint) retires
 * `overlapMs` from now; `secret` becomes the current one. Answers the retirement instant.
 */
export async function rotateSecret(
  tx: Queryable,
  tenantId: number,
  secret: string,
  variableFingerprint: string,
  overlapMs: number,
): Promise<Date> {
  const [row] = await tx.query<{ until: Date }>(
    `select now() + make_interval(secs => $1::double precision / 1000) as until`,
    [overlapMs],
  );
  const until = new Date(row?.until ?? Date.now());
  await tx.query(
    `update webhook_secrets set retires_at = $2
      where tenant_id = $1 and (retires_at is null or retires_at > $2)`,
    [tenantId, until],
  );
  const variable = await tx.query(
    `select 1 from webhook_secrets where tenant_id = $1 and kind = 'variable' and fingerprint = $2`,
    [tenantId, variableFingerprint],
  );
  if (variable.length === 0) {
    await tx.query(
      `insert into webhook_secrets (tenant_id, kind, fingerprint, created_at, retires_at)
       values ($1, 'variable', $2, now(), $3)`,
      [tenantId, variableFingerprint, until],
    );
  }
  await tx.query(
    `insert into webhook_secrets (tenant_id, kind, secret, created_at) values ($1, 'rotated', $2, now())`,
    [tenantId, secret],
  );
  return until;
}
