/**
 * SQL of the console's NPS (issue 12). Answers are the shops' `npsScore` / feedback of `PUT user`
 * (access/user-data-repository.ts, table nps_answers); the answer time is created_at. The
 * dashboard aggregates a period in the database (counts per score, per tenant-calendar week),
 * over nps_answers_tenant_created_idx (migration 035); the list is keyset paged newest first.
 */
import type { Queryable, SqlParam } from '../../db/types.ts';
import { exactInstant } from '../admin-lists/keyset.ts';

export interface NpsRange {
  tenantId: number;
  timeZone: string;
  /** Tenant calendar days, both included. */
  from: string;
  to: string;
}

/** Answers per score in the range. */
export async function selectScoreCounts(
  db: Queryable,
  range: NpsRange,
): Promise<{ score: number; count: number }[]> {
  const rows = await db.query<{ score: number; count: string | number }>(
    `select score, count(*) as count from nps_answers
      where tenant_id = $1
        and created_at >= ($2::date::timestamp at time zone $4)
        and created_at < (($3::date + 1)::timestamp at time zone $4)
      group by score`,
    [range.tenantId, range.from, range.to, range.timeZone],
  );
  return rows.map((row) => ({ score: Number(row.score), count: Number(row.count) }));
}

/** Promoters (9–10), passives (7–8) and detractors (0–6) per week (Monday, tenant calendar). */
export async function selectWeeklyCounts(
  db: Queryable,
  range: NpsRange,
): Promise<{ weekStart: string; promoters: number; passives: number; detractors: number }[]> {
  const rows = await db.query<{
    week_start: string;
    promoters: string | number;
    passives: string | number;
    detractors: string | number;
  }>(
    `select to_char(date_trunc('week', created_at at time zone $4), 'YYYY-MM-DD') as week_start,
            count(*) filter (where score >= 9) as promoters,
            count(*) filter (where score between 7 and 8) as passives,
            count(*) filter (where score <= 6) as detractors
       from nps_answers
      where tenant_id = $1
        and created_at >= ($2::date::timestamp at time zone $4)
        and created_at < (($3::date + 1)::timestamp at time zone $4)
      group by 1 order by 1`,
    [range.tenantId, range.from, range.to, range.timeZone],
  );
  return rows.map((row) => ({
    weekStart: row.week_start,
    promoters: Number(row.promoters),
    passives: Number(row.passives),
    detractors: Number(row.detractors),
  }));
}

export interface NpsAnswerFilters {
  from?: string | undefined;
  to?: string | undefined;
  minScore?: number | undefined;
  maxScore?: number | undefined;
  clientId?: string | undefined;
  withComment?: boolean | undefined;
}

export interface NpsAnswerRow {
  id: string;
  client_id: string;
  client_name: string;
  order_number: string | null;
  score: number;
  feedback: string | null;
  created_at: Date;
  created_key: string;
}

/** Answers newest first, strictly before the keyset (created_key, id) when given. */
export async function selectNpsAnswers(
  db: Queryable,
  query: {
    tenantId: number;
    timeZone: string;
    filters: NpsAnswerFilters;
    before?: { createdKey: string; id: string } | undefined;
    limit: number;
  },
): Promise<NpsAnswerRow[]> {
  const params: SqlParam[] = [query.tenantId];
  const add = (value: SqlParam): string => {
    params.push(value);
    return `$${params.length}`;
  };
  const { filters } = query;
  const where = ['a.tenant_id = $1'];
  if (filters.from !== undefined) {
    where.push(
      `a.created_at >= (${add(filters.from)}::date::timestamp at time zone ${add(query.timeZone)})`,
    );
  }
  if (filters.to !== undefined) {
    where.push(
      `a.created_at < ((${add(filters.to)}::date + 1)::timestamp at time zone ${add(query.timeZone)})`,
    );
  }
  if (filters.minScore !== undefined) where.push(`a.score >= ${add(filters.minScore)}`);
  if (filters.maxScore !== undefined) where.push(`a.score <= ${add(filters.maxScore)}`);
  if (filters.clientId !== undefined) where.push(`a.client_id = ${add(filters.clientId)}`);
  if (filters.withComment === true) where.push(`coalesce(a.feedback, '') <> ''`);
  if (query.before !== undefined) {
    where.push(
      `(a.created_at, a.id) < (${add(query.before.createdKey)}::timestamptz, ${add(query.before.id)}::bigint)`,
    );
  }
  return db.query<NpsAnswerRow>(
    `select a.id::text as id, a.client_id, c.name as client_name, a.order_number, a.score,
            a.feedback, a.created_at, ${exactInstant('a.created_at')} as created_key
       from nps_answers a
       join clients c on c.tenant_id = a.tenant_id and c.external_id = a.client_id
      where ${where.join(' and ')}
      order by a.created_at desc, a.id desc
      limit ${add(query.limit)}`,
    params,
  );
}
