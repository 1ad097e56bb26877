/**
 * SQL of the credit-review queue (issue 12): a tenant's orders held in credit analysis (BLOCKED),
 * oldest first, each with its client's payment limit, open orders total and unpaid invoices
 * total (the figures finance weighs), keyset paged on (created_at, order_number).
 */
import type { Queryable } from '../../db/types.ts';
import { exactInstant } from '../admin-lists/keyset.ts';
import { OPEN_ORDER_STATUSES } from '../ordering/pricing-repository.ts';

export interface CreditRow {
  order_number: string;
  client_id: string;
  client_name: string;
  created_at: Date;
  created_key: string;
  expected_delivery_date: string;
  total: string;
  payment_limit: string;
  is_finish_order_over_limit_authorized: boolean;
  open_orders_total: string;
  open_invoices_total: string;
}

export async function selectCreditQueue(
  db: Queryable,
  tenantId: number,
  after: { createdKey: string; orderNumber: string } | undefined,
  limit: number,
): Promise<CreditRow[]> {
  return db.query<CreditRow>(
    `select o.order_number, o.client_id, c.name as client_name, o.created_at,
            ${exactInstant('o.created_at')} as created_key, o.expected_delivery_date, o.total,
            c.payment_limit, c.is_finish_order_over_limit_authorized,
            (select coalesce(sum(x.total), 0) from orders x
              where x.tenant_id = o.tenant_id and x.client_id = o.client_id
                and x.status = any($2::text[])) as open_orders_total,
            (select coalesce(sum(i.value), 0) from invoices i
              where i.tenant_id = o.tenant_id and i.client_id = o.client_id
                and not i.paid) as open_invoices_total
       from orders o
       join clients c on c.tenant_id = o.tenant_id and c.external_id = o.client_id
      where o.tenant_id = $1 and o.status = 'BLOCKED'
        and ($3::text is null or (o.created_at, o.order_number) > ($3::timestamptz, $4::text))
      order by o.created_at, o.order_number
      limit $5`,
    [
      tenantId,
      [...OPEN_ORDER_STATUSES],
      after?.createdKey ?? null,
      after?.orderNumber ?? null,
      limit,
    ],
  );
}
