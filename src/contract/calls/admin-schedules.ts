/**
 * The console's recurrent-schedule calls (issue 12): each shop's standing orders with their next
 * occurrence and what happened to the last ones; pause, resume, cancel.
 */
import { z } from 'zod';
import {
  clientIdSchema,
  isoDateSchema,
  isoDateTimeSchema,
  orderNumberSchema,
  pathInt,
  quantitySchema,
  shortTextSchema,
  skuSchema,
} from '../common.ts';
import { defineCall, errorResponses } from '../descriptor.ts';
import { CALL_ROUTES } from '../paths.ts';
import { ROLES_ORDER_DESK, adminPageQuery, adminPageSchema } from './admin-common.ts';

/** active: the job orders each occurrence; paused: it skips them until resumed; cancelled: final. */
export const SCHEDULE_STATES = ['active', 'paused', 'cancelled'] as const;
export const scheduleStateSchema = z.enum(SCHEDULE_STATES);
export type ScheduleState = z.infer<typeof scheduleStateSchema>;

export const adminScheduleSchema = z
  .object({
    id: z.int().min(1),
    clientId: clientIdSchema,
    clientName: shortTextSchema,
    periodDays: z.int(),
    startDate: isoDateSchema,
    state: scheduleStateSchema,
    /** The next occurrence the job will order (null once cancelled). */
    nextOccurrence: isoDateSchema.nullable(),
    products: z.array(z.object({ sku: skuSchema, quantity: quantitySchema })),
    /** What the job did with the last occurrence it handled (null before its first run). */
    lastRun: z
      .object({
        at: isoDateTimeSchema,
        occurrence: isoDateSchema.nullable(),
        /** The order it created; null when it skipped or refused the occurrence. */
        orderNumber: orderNumberSchema.nullable(),
        /**
         * Why it skipped the occurrence or dropped lines: an error code of the contract
         * (belowMinimumOrder, orderingDisabled…) or skippedByShop, alreadyOrdered, missed,
         * paused; and its details (e.g. the dropped skus).
         */
        reason: z.object({ code: z.string().max(64), details: z.string().max(500) }).nullable(),
      })
      .nullable(),
    /** Coming occurrences the shop skipped through its chat link. */
    skippedOccurrences: z.array(z.object({ occurrence: isoDateSchema, at: isoDateTimeSchema })),
  })
  .meta({ id: 'AdminSchedule' });
export type AdminSchedule = z.infer<typeof adminScheduleSchema>;

export const adminSchedules = defineCall({
  ...CALL_ROUTES.adminSchedules,
  auth: 'operatorSession',
  area: 'admin',
  origin: 'added',
  summary: "The tenant's recurrent schedules, by next occurrence",
  querystring: z.strictObject({
    clientId: clientIdSchema.optional(),
    state: scheduleStateSchema.optional(),
    ...adminPageQuery,
  }),
  response: { 200: adminPageSchema(adminScheduleSchema) },
});

const scheduleParams = z.strictObject({ id: pathInt(1, 2_147_483_647) });
const scheduleChange = (
  route:
    | typeof CALL_ROUTES.adminSchedulePause
    | typeof CALL_ROUTES.adminScheduleResume
    | typeof CALL_ROUTES.adminScheduleCancel,
  summary: string,
) =>
  ({
    ...route,
    auth: 'operatorSession',
    roles: ROLES_ORDER_DESK,
    area: 'admin',
    origin: 'added',
    summary,
    params: scheduleParams,
    response: { 200: adminScheduleSchema, ...errorResponses(404, 409) },
  }) as const;

/** 409 scheduleCancelled for a cancelled schedule; pausing a paused one changes nothing. */
export const adminSchedulePause = defineCall(
  scheduleChange(CALL_ROUTES.adminSchedulePause, 'Pauses a schedule: no order until resumed'),
);
/** The next occurrence becomes the first one not in the past. */
export const adminScheduleResume = defineCall(
  scheduleChange(CALL_ROUTES.adminScheduleResume, 'Resumes a paused schedule'),
);
export const adminScheduleCancel = defineCall(
  scheduleChange(CALL_ROUTES.adminScheduleCancel, 'Cancels a schedule for good'),
);
