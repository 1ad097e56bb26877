/**
 * SQL of the console's NPS (issue 12). Answers are the shops' `npsScore` / feedback of `PUT user`
 * (access/user-data-repository.ts, table nps_answers); the answer time is created_at. The
 * dashboard reads the daily summary nps_daily (migration 065, decision 046), kept by triggers
 * and built per tenant and time zone on first use; the list is keyset paged newest first over
 * nps_answers_tenant_created_idx (migration 035).
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

/** One tenant-calendar week of the summary: answers per score, counts[score]. */
export interface NpsWeek {
  weekStart: string;
  counts: number[];
}

/**
 * The summary of a period per week (Monday, tenant calendar) from nps_daily (migration 065), with
 * the zone the tenant's summary was built for (null: never built). Weeks without answers are
 * absent. One statement over at most one row per day of the period.
 */
export async function selectWeeklySummary(
  db: Queryable,
  range: NpsRange,
): Promise<{ zone: string | null; weeks: NpsWeek[] }> {
  const rows = await db.query<{
    zone: string | null;
    week_start: string | null;
    counts: (string | number)[] | null;
  }>(
    `select z.time_zone as zone, w.week_start, w.counts
       from (select $1::int as tenant_id) t
       left join nps_zones z on z.tenant_id = t.tenant_id
       left join lateral (
         select p.week_start, array_agg(p.n order by p.i) as counts
           from (select to_char(date_trunc('week', d.day::timestamp), 'YYYY-MM-DD') as week_start,
                        u.i, sum(u.n)::int as n
                   from nps_daily d
                  cross join unnest(d.counts) with ordinality as u(n, i)
                  where d.tenant_id = t.tenant_id and d.day between $2::date and $3::date
                  group by 1, 2) p
          group by p.week_start
       ) w on true
      order by w.week_start`,
    [range.tenantId, range.from, range.to],
  );
  return {
    zone: rows[0]?.zone ?? null,
    weeks: rows.flatMap((row) =>
      row.week_start === null || row.counts === null
        ? []
        : [{ weekStart: row.week_start, counts: row.counts.map(Number) }],
    ),
  };
}

/**
 * Counts a tenant's answers into nps_daily again for its time zone (migration 065's
 * rebuild_nps_daily: one statement, so its lock on nps_answers lasts until it commits).
 */
export async function rebuildDailySummary(
  db: Queryable,
  tenantId: number,
  timeZone: string,
): Promise<void> {
  await db.query(`select rebuild_nps_daily($1::int, $2::text)`, [tenantId, timeZone]);
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
