/**
 * The SQL of one console-edited content table (SECURITY T4: every statement names the tenant):
 * list, find (locked, for a change in a transaction), insert, replace and delete of a row keyed by
 * `tenant_id` and `id`, writing the columns the kind names (jsonb ones cast).
 */
import type { Queryable, SqlParam } from '../../db/types.ts';

export interface ContentTable<Row, Id extends SqlParam> {
  list(q: Queryable, tenantId: number): Promise<Row[]>;
  find(q: Queryable, tenantId: number, id: Id): Promise<Row | undefined>;
  insert(q: Queryable, tenantId: number, values: Record<string, unknown>): Promise<Row>;
  update(
    q: Queryable,
    tenantId: number,
    id: Id,
    values: Record<string, unknown>,
  ): Promise<Row | undefined>;
  remove(q: Queryable, tenantId: number, id: Id): Promise<boolean>;
}

export function contentTable<Row, Id extends SqlParam = number>(spec: {
  table: string;
  /** Columns read back (the written ones and any others, e.g. `id`). */
  columns: readonly string[];
  /** Written columns stored as jsonb. */
  json?: readonly string[];
  orderBy: string;
}): ContentTable<Row, Id> {
  const { table, orderBy } = spec;
  const returning = spec.columns.join(', ');
  const cast = (column: string, n: number) =>
    spec.json?.includes(column) === true ? `$${n}::jsonb` : `$${n}`;
  const param = (column: string, value: unknown): SqlParam =>
    spec.json?.includes(column) === true ? JSON.stringify(value) : (value as SqlParam);
  return {
    list: (q, tenantId) =>
      q.query<Row>(`select ${returning} from ${table} where tenant_id = $1 order by ${orderBy}`, [
        tenantId,
      ]),
    async find(q, tenantId, id) {
      const rows = await q.query<Row>(
        `select ${returning} from ${table} where tenant_id = $1 and id = $2 for update`,
        [tenantId, id],
      );
      return rows[0];
    },
    async insert(q, tenantId, values) {
      const columns = Object.keys(values);
      const rows = await q.query<Row>(
        `insert into ${table} (tenant_id, ${columns.join(', ')})
         values ($1, ${columns.map((column, i) => cast(column, i + 2)).join(', ')})
         returning ${returning}`,
        [tenantId, ...columns.map((column) => param(column, values[column]))],
      );
      const row = rows[0];
      if (!row) throw new Error(`insert into ${table} returned no row`);
      return row;
    },
    async update(q, tenantId, id, values) {
      const columns = Object.keys(values);
      const rows = await q.query<Row>(
        `update ${table} set ${columns.map((column, i) => `${column} = ${cast(column, i + 3)}`).join(', ')}
          where tenant_id = $1 and id = $2
          returning ${returning}`,
        [tenantId, id, ...columns.map((column) => param(column, values[column]))],
      );
      return rows[0];
    },
    async remove(q, tenantId, id) {
      const rows = await q.query<{ id: unknown }>(
        `delete from ${table} where tenant_id = $1 and id = $2 returning id`,
        [tenantId, id],
      );
      return rows.length > 0;
    },
  };
}
