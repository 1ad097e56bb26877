/**
 * The console's NPS calls (issue 12): the score (promoters minus detractors, in %), the 0–10
 * distribution and the weekly trend of a period, and the answers with their comments.
 */
import { z } from 'zod';
import {
  clientIdSchema,
  isoDateSchema,
  isoDateTimeSchema,
  orderNumberSchema,
  pathInt,
  shortTextSchema,
} from '../common.ts';
import { defineCall } from '../descriptor.ts';
import { CALL_ROUTES } from '../paths.ts';
import {
  adminDateRangeQuery,
  adminPageQuery,
  adminPageSchema,
  csvExportQuery,
} from './admin-common.ts';
import { binarySchema } from './after-order.ts';

/** A score (-100…100) with its counts; null score when nobody answered. */
const npsFigureSchema = z.object({
  score: z.number().min(-100).max(100).nullable(),
  answers: z.int().min(0),
  promoters: z.int().min(0),
  passives: z.int().min(0),
  detractors: z.int().min(0),
});

export const npsDashboardSchema = npsFigureSchema
  .extend({
    from: isoDateSchema,
    to: isoDateSchema,
    /** Eleven entries, score 0 to 10. */
    distribution: z.array(z.object({ score: z.int().min(0).max(10), count: z.int().min(0) })),
    /** One entry per week (Monday, tenant time zone) that has answers, oldest first. */
    weekly: z.array(npsFigureSchema.extend({ weekStart: isoDateSchema })),
  })
  .meta({ id: 'NpsDashboard' });
export type NpsDashboard = z.infer<typeof npsDashboardSchema>;

export const adminNps = defineCall({
  ...CALL_ROUTES.adminNps,
  auth: 'operatorSession',
  area: 'admin',
  origin: 'added',
  summary: 'NPS of a period (default: the last 12 weeks, tenant calendar)',
  querystring: z.strictObject(adminDateRangeQuery),
  response: { 200: npsDashboardSchema },
});

export const adminNpsAnswerSchema = z
  .object({
    id: z.string().max(20),
    clientId: clientIdSchema,
    clientName: shortTextSchema,
    orderNumber: orderNumberSchema.nullable(),
    score: z.int().min(0).max(10),
    comment: z.string().max(2000).nullable(),
    answeredAt: isoDateTimeSchema,
  })
  .meta({ id: 'AdminNpsAnswer' });
export type AdminNpsAnswer = z.infer<typeof adminNpsAnswerSchema>;

export const adminNpsFilters = {
  ...adminDateRangeQuery,
  minScore: pathInt(0, 10).optional(),
  maxScore: pathInt(0, 10).optional(),
  clientId: clientIdSchema.optional(),
  /** Only answers with a comment. */
  withComment: z.enum(['true', 'false']).optional(),
};

export const adminNpsAnswers = defineCall({
  ...CALL_ROUTES.adminNpsAnswers,
  auth: 'operatorSession',
  area: 'admin',
  origin: 'added',
  summary: 'NPS answers, newest first, filtered by date, score range and client',
  querystring: z.strictObject({ ...adminNpsFilters, ...adminPageQuery }),
  response: { 200: adminPageSchema(adminNpsAnswerSchema) },
});

export const adminNpsAnswersCsv = defineCall({
  ...CALL_ROUTES.adminNpsAnswersCsv,
  auth: 'operatorSession',
  area: 'admin',
  origin: 'added',
  summary: 'The filtered NPS answers as CSV (newest first, at most 50,000 rows)',
  produces: 'text/csv',
  querystring: z.strictObject({ ...adminNpsFilters, ...csvExportQuery }),
  response: { 200: binarySchema },
});
