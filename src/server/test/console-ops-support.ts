/**
 * Test support of the console's business calls (issue 12): rows only one tenant has (seeded
 * tenants share order numbers), and the audit entries a change wrote.
 */
import type { OrderStatus } from '../../contract/index.ts';
import type { Queryable } from '../db/types.ts';

/** Inserts an order (one status event) that exists in `tenantId` only. */
export async function insertOrder(
  db: Queryable,
  order: {
    tenantId: number;
    orderNumber: string;
    clientId: string;
    status: OrderStatus;
    createdAt: Date;
    channel?: 11 | 12 | 40;
    total?: number;
  },
): Promise<void> {
  await db.query(
    `insert into orders (tenant_id, order_number, client_id, channel, status, created_at,
                         expected_delivery_date, total, total_without_tax, price_without_discount)
     values ($1, $2, $3, $4, $5, $6, '2026-11-25', $7, $7, $7)`,
    [
      order.tenantId,
      order.orderNumber,
      order.clientId,
      order.channel ?? 12,
      order.status,
      order.createdAt,
      order.total ?? 10,
    ],
  );
  await db.query(
    `insert into order_status_events (tenant_id, order_number, seq, status, at)
     values ($1, $2, 1, $3, $4)`,
    [order.tenantId, order.orderNumber, order.status, order.createdAt],
  );
}

export interface AuditRow {
  tenant_id: number;
  actor_kind: string;
  operator_email: string | null;
  action: string;
  before: unknown;
  after: unknown;
}

export async function auditRows(
  db: Queryable,
  entity: string,
  entityId: string,
): Promise<AuditRow[]> {
  return db.query<AuditRow>(
    `select tenant_id, actor_kind, operator_email, action, before, after from audit_log
      where entity = $1 and entity_id = $2 order by id`,
    [entity, entityId],
  );
}

export async function orderStatus(
  db: Queryable,
  tenantId: number,
  orderNumber: string,
): Promise<string | undefined> {
  const [row] = await db.query<{ status: string }>(
    `select status from orders where tenant_id = $1 and order_number = $2`,
    [tenantId, orderNumber],
  );
  return row?.status;
}
