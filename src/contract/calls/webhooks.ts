/**
 * Operator calls of the webhooks (issue 15), until the console has screens for them: each
 * event's deliveries (attempts, answers, state), retrying a dead event, rotating the signing
 * secret of a tenant's endpoint with both secrets valid during the overlap.
 */
import { z } from 'zod';
import { bottlerIdSchema } from '../common.ts';
import { defineCall, errorResponses } from '../descriptor.ts';
import { CALL_ROUTES } from '../paths.ts';

export const WEBHOOK_EVENT_TYPES = [
  'order.created',
  'order.status_changed',
  'order.cancelled',
  'delivery.reminder',
  'recurrent.upcoming',
  'recurrent.skipped',
] as const;
export const WEBHOOK_EVENT_STATES = ['pending', 'delivered', 'dead', 'skipped'] as const;

const bottlerParam = z.coerce.number().pipe(bottlerIdSchema);

export const webhookAttemptSchema = z.object({
  attempt: z.int().min(1),
  startedAt: z.iso.datetime({ offset: true }),
  durationMs: z.int().min(0),
  url: z.string().max(2048),
  /** The receiver's HTTP status; null when there was no answer. */
  status: z.int().nullable(),
  /** The first bytes of the answer, or why there was none. */
  answer: z.string().max(1000),
});

export const webhookEventSchema = z.object({
  id: z.uuid(),
  type: z.enum(WEBHOOK_EVENT_TYPES),
  created: z.iso.datetime({ offset: true }),
  clientId: z.string(),
  conversationId: z.string().nullable(),
  state: z.enum(WEBHOOK_EVENT_STATES),
  attempts: z.int().min(0),
  nextAttemptAt: z.iso.datetime({ offset: true }).nullable(),
  deliveredAt: z.iso.datetime({ offset: true }).nullable(),
  lastError: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  attemptLog: z.array(webhookAttemptSchema),
});
export type WebhookEventView = z.infer<typeof webhookEventSchema>;

export const webhookEvents = defineCall({
  ...CALL_ROUTES.webhookEvents,
  auth: 'operatorKey',
  area: 'operator',
  origin: 'added',
  summary: "A tenant's webhook events, newest first, with every delivery attempt and answer",
  params: z.strictObject({ bottler: bottlerParam }),
  querystring: z.strictObject({
    state: z.enum(WEBHOOK_EVENT_STATES).optional(),
    type: z.enum(WEBHOOK_EVENT_TYPES).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  }),
  response: {
    200: z.object({ events: z.array(webhookEventSchema) }),
    ...errorResponses(401, 404),
  },
});

export const webhookRetry = defineCall({
  ...CALL_ROUTES.webhookRetry,
  auth: 'operatorKey',
  area: 'operator',
  origin: 'added',
  summary: 'Sends a dead webhook event again, with a fresh round of attempts',
  params: z.strictObject({ bottler: bottlerParam, eventId: z.uuid() }),
  response: {
    200: z.object({ id: z.uuid(), state: z.literal('pending') }),
    ...errorResponses(401, 404, 409),
  },
});

export const webhookRotateSecret = defineCall({
  ...CALL_ROUTES.webhookRotateSecret,
  auth: 'operatorKey',
  area: 'operator',
  origin: 'added',
  summary:
    "Rotates the signing secret of a tenant's endpoint; the old one keeps signing during the overlap",
  params: z.strictObject({ bottler: bottlerParam }),
  bodyExample: { overlapHours: 24 },
  body: z.strictObject({
    /** Hours both secrets sign every event (default 24, at most a week). */
    overlapHours: z.int().min(0).max(168).default(24),
  }),
  response: {
    200: z.object({
      /** The new secret: shown once, give it to the receiver. */
      secret: z.string(),
      /** Until when the previous secret still signs. */
      previousValidUntil: z.iso.datetime({ offset: true }),
    }),
    ...errorResponses(401, 404),
  },
});
