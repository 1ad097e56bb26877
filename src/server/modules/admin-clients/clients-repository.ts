/**
 * SQL of the console's clients (issue 12): a tenant's shops listed by client id and searched by
 * id, name, document or WhatsApp number; a shop's profile (the SPEC §3 fields the bottler
 * controls), locked for a change; and the changes. Every query names the operator's tenant.
 * The shop's calls read the clients table on every request (no cache), so a change is what the
 * shop's very next simulation uses.
 */
import type { LanguageCode } from '../../../domain/types.ts';
import type { Queryable } from '../../db/types.ts';
import { containsPattern } from '../admin-lists/keyset.ts';
import { OPEN_ORDER_STATUSES } from '../ordering/pricing-repository.ts';

export interface ClientRow {
  external_id: string;
  name: string;
  document_id: string | null;
  whatsapp_number: string | null;
  address: string | null;
  is_order_option_active: boolean;
}

export interface ClientProfileRow extends ClientRow {
  language: LanguageCode | null;
  minimum_order: string;
  payment_limit: string;
  is_finish_order_over_limit_authorized: boolean;
  has_password: boolean;
  open_orders_total: string;
  created_at: Date;
}

const SUMMARY = `external_id, name, document_id, whatsapp_number, address, is_order_option_active`;

export async function selectClients(
  db: Queryable,
  query: { tenantId: number; q?: string | undefined; after?: string | undefined; limit: number },
): Promise<ClientRow[]> {
  const q = query.q === undefined || query.q === '' ? null : containsPattern(query.q);
  return db.query<ClientRow>(
    `select ${SUMMARY} from clients
      where tenant_id = $1
        and ($2::text is null or external_id ilike $2 or search_fold(name) like search_fold($2)
             or document_id ilike $2 or whatsapp_number ilike $2)
        and ($3::text is null or external_id > $3)
      order by external_id
      limit $4`,
    [query.tenantId, q, query.after ?? null, query.limit],
  );
}

export async function selectClientProfile(
  db: Queryable,
  tenantId: number,
  clientId: string,
  options: { forUpdate?: boolean } = {},
): Promise<ClientProfileRow | undefined> {
  const [row] = await db.query<ClientProfileRow>(
    `select ${SUMMARY}, language, minimum_order, payment_limit,
            is_finish_order_over_limit_authorized, password_hash is not null as has_password,
            created_at,
            (select coalesce(sum(o.total), 0) from orders o
              where o.tenant_id = c.tenant_id and o.client_id = c.external_id
                and o.status = any($3::text[])) as open_orders_total
       from clients c
      where tenant_id = $1 and external_id = $2
      ${options.forUpdate === true ? 'for update' : ''}`,
    [tenantId, clientId, [...OPEN_ORDER_STATUSES]],
  );
  return row;
}

export interface ClientChange {
  minimumOrder?: number | undefined;
  paymentLimit?: number | undefined;
  overLimitAuthorized?: boolean | undefined;
  address?: string | undefined;
  orderingEnabled?: boolean | undefined;
}

/** Writes the given fields (absent ones keep their value). */
export async function updateClient(
  tx: Queryable,
  tenantId: number,
  clientId: string,
  change: ClientChange,
): Promise<void> {
  await tx.query(
    `update clients
        set minimum_order = coalesce($3::numeric, minimum_order),
            payment_limit = coalesce($4::numeric, payment_limit),
            is_finish_order_over_limit_authorized = coalesce($5::boolean,
              is_finish_order_over_limit_authorized),
            address = coalesce($6::text, address),
            is_order_option_active = coalesce($7::boolean, is_order_option_active)
      where tenant_id = $1 and external_id = $2`,
    [
      tenantId,
      clientId,
      change.minimumOrder === undefined ? null : change.minimumOrder.toFixed(2),
      change.paymentLimit === undefined ? null : change.paymentLimit.toFixed(2),
      change.overLimitAuthorized ?? null,
      change.address ?? null,
      change.orderingEnabled ?? null,
    ],
  );
}

/** The stored password hash (the reset link is bound to it: a used link stops working). */
export async function selectPasswordHash(
  db: Queryable,
  tenantId: number,
  clientId: string,
  options: { forUpdate?: boolean } = {},
): Promise<{ hash: string | null } | undefined> {
  const [row] = await db.query<{ password_hash: string | null }>(
    `select password_hash from clients where tenant_id = $1 and external_id = $2
     ${options.forUpdate === true ? 'for update' : ''}`,
    [tenantId, clientId],
  );
  return row && { hash: row.password_hash };
}

export async function updatePasswordHash(
  tx: Queryable,
  tenantId: number,
  clientId: string,
  hash: string,
): Promise<void> {
  await tx.query(
    `update clients set password_hash = $3 where tenant_id = $1 and external_id = $2`,
    [tenantId, clientId, hash],
  );
}
