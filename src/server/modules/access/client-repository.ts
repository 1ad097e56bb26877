/**
 * SQL on the clients table for the access module. Every query names the tenant, and every query
 * on one shop's data its client id too (SECURITY T4).
 */
import type { Client } from '../../../domain/types.ts';
import type { Queryable } from '../../db/types.ts';

/**
 * The stored password hash of a client: undefined when the client does not exist, null when it
 * has no password (no standalone access).
 */
export async function findPasswordHash(
  db: Queryable,
  tenantId: number,
  clientId: string,
): Promise<string | null | undefined> {
  const rows = await db.query<{ password_hash: string | null }>(
    `SELECT password_hash FROM clients WHERE tenant_id = $1 AND external_id = $2`,
    [tenantId, clientId],
  );
  return rows[0]?.password_hash;
}

/** Stores a new hash of the client's password (rehash after a parameter change). */
export async function updatePasswordHash(
  db: Queryable,
  tenantId: number,
  clientId: string,
  hash: string,
): Promise<void> {
  await db.query(
    `UPDATE clients SET password_hash = $3 WHERE tenant_id = $1 AND external_id = $2`,
    [tenantId, clientId, hash],
  );
}

/** Stores the client's language. */
export async function updateClientLanguage(
  db: Queryable,
  tenantId: number,
  clientId: string,
  language: NonNullable<Client['language']>,
): Promise<void> {
  await db.query(`UPDATE clients SET language = $3 WHERE tenant_id = $1 AND external_id = $2`, [
    tenantId,
    clientId,
    language,
  ]);
}

/** The client's stored language, if any. */
export async function findClientLanguage(
  db: Queryable,
  tenantId: number,
  clientId: string,
): Promise<Client['language'] | undefined> {
  const rows = await db.query<{ language: Client['language'] | null }>(
    `SELECT language FROM clients WHERE tenant_id = $1 AND external_id = $2`,
    [tenantId, clientId],
  );
  return rows[0]?.language ?? undefined;
}
