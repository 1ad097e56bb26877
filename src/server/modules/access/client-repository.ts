/**
 * SQL on the clients table for the access module. Every query names the tenant, and every query
 * on one shop's data its client id too (SECURITY T4).
 */
import type { Client } from '../../../domain/types.ts';
import type { Queryable } from '../../db/types.ts';

interface ClientRow {
  tenant_id: number;
  external_id: string;
  document_id: string | null;
  name: string;
  address: string | null;
  minimum_order: string;
  payment_limit: string;
  is_order_option_active: boolean;
  is_finish_order_over_limit_authorized: boolean;
  language: Client['language'] | null;
}

/** Whether `clientId` is a client of `tenantId`. */
export async function clientExists(
  db: Queryable,
  tenantId: number,
  clientId: string,
): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM clients WHERE tenant_id = $1 AND external_id = $2`, [
    tenantId,
    clientId,
  ]);
  return rows.length > 0;
}

/** The client profile (contract `Client`), or undefined when the tenant has no such client. */
export async function findClientProfile(
  db: Queryable,
  tenantId: number,
  clientId: string,
): Promise<Client | undefined> {
  const rows = await db.query<ClientRow>(
    `SELECT tenant_id, external_id, document_id, name, address, minimum_order, payment_limit,
            is_order_option_active, is_finish_order_over_limit_authorized, language
       FROM clients
      WHERE tenant_id = $1 AND external_id = $2`,
    [tenantId, clientId],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    minimumOrder: Number(row.minimum_order),
    paymentLimit: Number(row.payment_limit),
    ...(row.document_id !== null ? { document_id: row.document_id } : {}),
    external_id: row.external_id,
    name: row.name,
    ...(row.address !== null && row.address !== '' ? { address: row.address } : {}),
    isOrderOptionActive: row.is_order_option_active,
    isFinishOrderOverLimitAuthorized: row.is_finish_order_over_limit_authorized,
    bottler: row.tenant_id,
    ...(row.language !== null ? { language: row.language } : {}),
  };
}

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
