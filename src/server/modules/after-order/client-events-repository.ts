/**
 * SQL of `logs` and `service/tracking`: rows always carry the tenant and the client.
 * Data reaching here is already scrubbed (client-events-service.ts).
 */
import type { Queryable } from '../../db/types.ts';

export async function insertClientLog(
  db: Queryable,
  row: { tenantId: number; clientId: string; data: string; now: Date },
): Promise<void> {
  await db.query(
    'insert into client_logs (tenant_id, client_id, data, created_at) values ($1, $2, $3, $4)',
    [row.tenantId, row.clientId, row.data, row.now],
  );
}

export async function insertTrackingEvent(
  db: Queryable,
  row: {
    tenantId: number;
    clientId: string;
    origin: string;
    service: string;
    data: unknown;
    now: Date;
  },
): Promise<void> {
  await db.query(
    `insert into tracking_events (tenant_id, client_id, origin, service, data, created_at)
     values ($1, $2, $3, $4, $5::jsonb, $6)`,
    // Serialised here: node-postgres would send a JS array as a PostgreSQL array.
    [row.tenantId, row.clientId, row.origin, row.service, JSON.stringify(row.data), row.now],
  );
}
