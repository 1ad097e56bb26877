/**
 * SQL on the shop's own data the access module writes: feature announcements seen and NPS
 * answers (tables of 002-ordering.sql), plus one read of the link-exchange record
 * (003-auth.sql). Every query is filtered by tenant and client (SECURITY T4).
 */
import type { Queryable } from '../../db/types.ts';

export interface ShopKey {
  tenantId: number;
  clientId: string;
}

/** Whether the tenant has a feature announcement with this id. */
export async function featureExists(
  db: Queryable,
  tenantId: number,
  featureId: string,
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM feature_announcements WHERE tenant_id = $1 AND id = $2`,
    [tenantId, featureId],
  );
  return rows.length > 0;
}

/** Marks a feature announcement seen (idempotent: the first time seen is kept). */
export async function markFeatureSeen(
  db: Queryable,
  { tenantId, clientId }: ShopKey,
  featureId: string,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO client_features_seen (tenant_id, client_id, feature_id, seen_at)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (tenant_id, client_id, feature_id) DO NOTHING`,
    [tenantId, clientId, featureId, now],
  );
}

/** The ids of the announcements the shop has seen, oldest first. */
export async function featuresSeen(
  db: Queryable,
  { tenantId, clientId }: ShopKey,
): Promise<string[]> {
  const rows = await db.query<{ feature_id: string }>(
    `SELECT feature_id FROM client_features_seen
      WHERE tenant_id = $1 AND client_id = $2
      ORDER BY seen_at, feature_id`,
    [tenantId, clientId],
  );
  return rows.map((row) => row.feature_id);
}

/** Records an NPS score (SPEC §4 survey). */
export async function insertNpsScore(
  db: Queryable,
  { tenantId, clientId }: ShopKey,
  score: number,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO nps_answers (tenant_id, client_id, score, created_at) VALUES ($1, $2, $3, $4)`,
    [tenantId, clientId, score, now],
  );
}

/**
 * Attaches feedback to the shop's latest NPS answer given since `since`. Returns false when there
 * is no such answer (feedback always follows a score, SPEC §4).
 */
export async function attachNpsFeedback(
  db: Queryable,
  { tenantId, clientId }: ShopKey,
  feedback: string,
  since: Date,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE nps_answers SET feedback = $3
      WHERE tenant_id = $1 AND id = (
        SELECT id FROM nps_answers
         WHERE tenant_id = $1 AND client_id = $2 AND created_at >= $4
         ORDER BY created_at DESC, id DESC
         LIMIT 1)
     RETURNING id`,
    [tenantId, clientId, feedback, since],
  );
  return rows.length > 0;
}

/** How many times a link token (jti) has been exchanged for a session; 0 when never. */
export async function linkExchanges(db: Queryable, tenantId: number, jti: string): Promise<number> {
  const rows = await db.query<{ exchanges: number }>(
    `SELECT exchanges FROM used_link_tokens WHERE tenant_id = $1 AND jti = $2`,
    [tenantId, jti],
  );
  return Number(rows[0]?.exchanges ?? 0);
}
