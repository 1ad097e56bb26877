/**
 * The console's NPS (issue 12): score = % promoters (9–10) − % detractors (0–6), rounded to one
 * decimal; the 0–10 distribution; the trend per week (Monday, tenant calendar); the answers with
 * their comments, filtered, paged and as CSV. A period defaults to the last 12 weeks.
 */
import type { AdminNpsAnswer, NpsDashboard } from '../../../contract/index.ts';
import { addDays, localDate } from '../../../domain/dates.ts';
import type { Queryable } from '../../db/types.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { OperatorContext } from '../../plugins/operator-context.ts';
import { CSV_MAX_ROWS, csvDialectFor, toCsv } from '../admin-lists/csv.ts';
import { decodeCursor, pageOf } from '../admin-lists/keyset.ts';
import {
  rebuildDailySummary,
  selectNpsAnswers,
  selectWeeklySummary,
  type NpsAnswerFilters,
  type NpsAnswerRow,
  type NpsRange,
} from './nps-repository.ts';

/** Default period: the last 84 days (12 weeks), today included. */
export const DEFAULT_NPS_DAYS = 84;

type NpsContext = Pick<OperatorContext, 'tenantId' | 'tenant' | 'now'>;

interface Counts {
  promoters: number;
  passives: number;
  detractors: number;
}

export function npsFigure(counts: Counts): Counts & { answers: number; score: number | null } {
  const answers = counts.promoters + counts.passives + counts.detractors;
  const score =
    answers === 0
      ? null
      : Math.round(((counts.promoters - counts.detractors) * 1000) / answers) / 10;
  return { ...counts, answers, score };
}

export async function npsDashboard(
  db: Queryable,
  ctx: NpsContext,
  query: { from?: string | undefined; to?: string | undefined },
): Promise<NpsDashboard> {
  const to = query.to ?? localDate(ctx.now, ctx.tenant.timeZone);
  const from = query.from ?? addDays(to, -(DEFAULT_NPS_DAYS - 1));
  if (from > to) throw new HttpError(400, 'validation', { field: 'querystring.from' });
  const range = { tenantId: ctx.tenantId, timeZone: ctx.tenant.timeZone, from, to };
  const weeks = await weeklySummary(db, range);
  const distribution = Array.from({ length: 11 }, (_, score) => ({
    score,
    count: weeks.reduce((total, week) => total + (week.counts[score] ?? 0), 0),
  }));
  const sum = (counts: number[], min: number, max: number) =>
    counts.slice(min, max + 1).reduce((total, count) => total + count, 0);
  const groups = (counts: number[]) => ({
    promoters: sum(counts, 9, 10),
    passives: sum(counts, 7, 8),
    detractors: sum(counts, 0, 6),
  });
  return {
    from,
    to,
    ...npsFigure(groups(distribution.map((entry) => entry.count))),
    distribution,
    weekly: weeks.map((week) => ({ weekStart: week.weekStart, ...npsFigure(groups(week.counts)) })),
  };
}

/** The period's weeks from the daily summary, built first if it is missing or for another zone. */
async function weeklySummary(db: Queryable, range: NpsRange) {
  const summary = await selectWeeklySummary(db, range);
  if (summary.zone === range.timeZone) return summary.weeks;
  await rebuildDailySummary(db, range.tenantId, range.timeZone);
  return (await selectWeeklySummary(db, range)).weeks;
}

export const toNpsAnswer = (row: NpsAnswerRow): AdminNpsAnswer => ({
  id: row.id,
  clientId: row.client_id,
  clientName: row.client_name,
  orderNumber: row.order_number,
  score: Number(row.score),
  comment: row.feedback,
  answeredAt: row.created_at.toISOString(),
});

export interface NpsAnswersQuery {
  from?: string | undefined;
  to?: string | undefined;
  minScore?: number | undefined;
  maxScore?: number | undefined;
  clientId?: string | undefined;
  withComment?: 'true' | 'false' | undefined;
}

const filtersOf = (query: NpsAnswersQuery): NpsAnswerFilters => ({
  from: query.from,
  to: query.to,
  minScore: query.minScore,
  maxScore: query.maxScore,
  clientId: query.clientId,
  withComment: query.withComment === 'true',
});

export async function npsAnswers(
  db: Queryable,
  ctx: Pick<OperatorContext, 'tenantId' | 'tenant'>,
  query: NpsAnswersQuery & { limit: number; cursor?: string | undefined },
): Promise<{ items: AdminNpsAnswer[]; nextCursor: string | null }> {
  let before: { createdKey: string; id: string } | undefined;
  if (query.cursor !== undefined) {
    const [createdKey, id] = decodeCursor(query.cursor, ['t', 'i']);
    before = { createdKey: String(createdKey), id: String(id) };
  }
  const rows = await selectNpsAnswers(db, {
    tenantId: ctx.tenantId,
    timeZone: ctx.tenant.timeZone,
    filters: filtersOf(query),
    before,
    limit: query.limit + 1,
  });
  return pageOf(rows, query.limit, toNpsAnswer, (row) => [row.created_key, row.id]);
}

export async function npsAnswersCsv(
  db: Queryable,
  ctx: Pick<OperatorContext, 'tenantId' | 'tenant'>,
  query: NpsAnswersQuery & { locale?: string | undefined },
): Promise<string> {
  const rows = await selectNpsAnswers(db, {
    tenantId: ctx.tenantId,
    timeZone: ctx.tenant.timeZone,
    filters: filtersOf(query),
    limit: CSV_MAX_ROWS,
  });
  return toCsv(
    ['answeredAt', 'score', 'clientId', 'clientName', 'orderNumber', 'comment'],
    rows.map((row) => {
      const answer = toNpsAnswer(row);
      return [
        answer.answeredAt,
        answer.score,
        answer.clientId,
        answer.clientName,
        answer.orderNumber,
        answer.comment,
      ];
    }),
    { dialect: csvDialectFor(query.locale) },
  );
}
