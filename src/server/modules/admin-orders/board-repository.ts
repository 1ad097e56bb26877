/**
 * SQL of the console's orders board (issue 12): a tenant's orders newest first with keyset
 * pagination on (created_at, order_number), served by orders_tenant_created_idx and
 * orders_tenant_status_created_idx (migration 035, decision 027). Every query is filtered by the
 * operator's tenant. Dates are the tenant's calendar days, turned into instants by PostgreSQL.
 */
import type { OrderStatus } from '../../../contract/index.ts';
import type { Queryable, SqlParam } from '../../db/types.ts';
import { containsPattern, exactInstant } from '../admin-lists/keyset.ts';

export interface BoardFilters {
  status?: readonly OrderStatus[] | undefined;
  channel?: readonly number[] | undefined;
  from?: string | undefined;
  to?: string | undefined;
  clientId?: string | undefined;
  orderNumber?: string | undefined;
  q?: string | undefined;
}

/** A row's position in the board: its exact creation instant (text) and its number. */
export interface BoardKey {
  createdKey: string;
  orderNumber: string;
}

export interface BoardRow {
  order_number: string;
  client_id: string;
  client_name: string;
  channel: number;
  status: OrderStatus;
  order_type: '' | 'scheduledOrder' | 'recurrentOrder';
  created_at: Date;
  created_key: string;
  expected_delivery_date: string;
  total: string;
}

export interface BoardQuery {
  tenantId: number;
  timeZone: string;
  filters: BoardFilters;
  /** Rows strictly older than this key (the next page). */
  before?: BoardKey | undefined;
  /** Rows strictly newer than this key (polling for new orders). */
  after?: BoardKey | undefined;
  limit: number;
}

/** The WHERE clause of the filters; `params` gets the values ($1 is the tenant). */
function filterSql(query: BoardQuery, params: SqlParam[]): string {
  const add = (value: SqlParam): string => {
    params.push(value);
    return `$${params.length}`;
  };
  const { filters } = query;
  const where = ['o.tenant_id = $1'];
  if (filters.status !== undefined && filters.status.length > 0) {
    where.push(`o.status = any(${add([...filters.status])}::text[])`);
  }
  if (filters.channel !== undefined && filters.channel.length > 0) {
    where.push(`o.channel = any(${add([...filters.channel])}::int[])`);
  }
  if (filters.from !== undefined || filters.to !== undefined) {
    const zone = add(query.timeZone);
    if (filters.from !== undefined) {
      where.push(`o.created_at >= (${add(filters.from)}::date::timestamp at time zone ${zone})`);
    }
    if (filters.to !== undefined) {
      where.push(`o.created_at < ((${add(filters.to)}::date + 1)::timestamp at time zone ${zone})`);
    }
  }
  if (filters.clientId !== undefined) where.push(`o.client_id = ${add(filters.clientId)}`);
  if (filters.orderNumber !== undefined) where.push(`o.order_number = ${add(filters.orderNumber)}`);
  if (filters.q !== undefined && filters.q !== '') {
    const pattern = add(containsPattern(filters.q));
    where.push(
      `(o.order_number ilike ${pattern} or o.client_id ilike ${pattern}` +
        ` or search_fold(c.name) like search_fold(${pattern}))`,
    );
  }
  if (query.before !== undefined) {
    where.push(
      `(o.created_at, o.order_number) < (${add(query.before.createdKey)}::timestamptz, ${add(query.before.orderNumber)})`,
    );
  }
  if (query.after !== undefined) {
    where.push(
      `(o.created_at, o.order_number) > (${add(query.after.createdKey)}::timestamptz, ${add(query.after.orderNumber)})`,
    );
  }
  return where.join(' and ');
}

/** Up to `limit` rows of the board, newest first. */
export async function selectBoard(db: Queryable, query: BoardQuery): Promise<BoardRow[]> {
  const params: SqlParam[] = [query.tenantId];
  const where = filterSql(query, params);
  params.push(query.limit);
  return db.query<BoardRow>(
    `select o.order_number, o.client_id, c.name as client_name, o.channel, o.status,
            o.order_type, o.created_at, ${exactInstant('o.created_at')} as created_key,
            o.expected_delivery_date, o.total
       from orders o
       join clients c on c.tenant_id = o.tenant_id and c.external_id = o.client_id
      where ${where}
      order by o.created_at desc, o.order_number desc
      limit $${params.length}`,
    params,
  );
}

/** The newest row's key among the filtered orders (where polling starts from an empty page). */
export async function selectNewestKey(
  db: Queryable,
  query: Omit<BoardQuery, 'limit' | 'before' | 'after'>,
): Promise<BoardKey | undefined> {
  const [row] = await selectBoard(db, { ...query, limit: 1 });
  return row && { createdKey: row.created_key, orderNumber: row.order_number };
}
