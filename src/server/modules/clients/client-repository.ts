/**
 * The clients table, read one way for every module (issue 11: the row → `Client` mapping was
 * written three times, and the three disagreed on an empty address). Every query names the
 * tenant and the client (SECURITY T4).
 */
import type { Client, LanguageCode } from '../../../domain/types.ts';
import type { Queryable } from '../../db/types.ts';

/** Whose client: the tenant and the client's external id, from the verified context only. */
export interface ClientScope {
  tenantId: number;
  clientId: string;
}

/** The client as the server knows it, with its payment method (order payment mode). */
export interface ClientAccount {
  client: Client;
  paymentMethod: string | undefined;
}

/** A clients row as `findClient` selects it (CLIENT_COLUMNS). */
export interface ClientRecord {
  external_id: string;
  document_id: string | null;
  name: string;
  address: string | null;
  minimum_order: string;
  payment_limit: string;
  is_order_option_active: boolean;
  is_finish_order_over_limit_authorized: boolean;
  language: LanguageCode | null;
  payment_method: string | null;
}

const CLIENT_COLUMN_NAMES = [
  'external_id',
  'document_id',
  'name',
  'address',
  'minimum_order',
  'payment_limit',
  'is_order_option_active',
  'is_finish_order_over_limit_authorized',
  'language',
  'payment_method',
] as const;

/** The select list of a `ClientRecord` (of table alias `alias`), for queries reading more. */
export function clientColumns(alias?: string): string {
  return CLIENT_COLUMN_NAMES.map((name) => (alias ? `${alias}.${name}` : name)).join(', ');
}

/** The account of a selected row. */
export function toAccount(row: ClientRecord, bottler: number): ClientAccount {
  return { client: toClient(row, bottler), paymentMethod: row.payment_method ?? undefined };
}

/** A stored row as the contract's `Client`: absent optional fields stay absent (a blank address is none). */
export function toClient(row: Omit<ClientRecord, 'payment_method'>, bottler: number): Client {
  const client: Client = {
    external_id: row.external_id,
    name: row.name,
    minimumOrder: Number(row.minimum_order),
    paymentLimit: Number(row.payment_limit),
    isOrderOptionActive: row.is_order_option_active,
    isFinishOrderOverLimitAuthorized: row.is_finish_order_over_limit_authorized,
    bottler,
  };
  if (row.document_id) client.document_id = row.document_id;
  if (row.address) client.address = row.address;
  if (row.language) client.language = row.language;
  return client;
}

/**
 * The client of `scope`, or undefined when the tenant has no such client. `forUpdate` locks the
 * row until the transaction ends, which serialises the orders of one client (SECURITY T3).
 */
export async function findClient(
  db: Queryable,
  scope: ClientScope,
  options: { forUpdate?: boolean } = {},
): Promise<ClientAccount | undefined> {
  const [row] = await db.query<ClientRecord>(
    `select ${clientColumns()}
       from clients
      where tenant_id = $1 and external_id = $2${options.forUpdate === true ? ' for update' : ''}`,
    [scope.tenantId, scope.clientId],
  );
  if (row === undefined) return undefined;
  return toAccount(row, scope.tenantId);
}

/** Whether `clientId` is a client of `tenantId`. */
export async function clientExists(db: Queryable, scope: ClientScope): Promise<boolean> {
  const rows = await db.query(`select 1 from clients where tenant_id = $1 and external_id = $2`, [
    scope.tenantId,
    scope.clientId,
  ]);
  return rows.length > 0;
}
