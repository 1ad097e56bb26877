/**
 * The console's audit log (issue 12): every change made in the console or by an operator call,
 * who made it, when, and the entity before and after. Admins read and export it.
 */
import { z } from 'zod';
import { isoDateTimeSchema } from '../common.ts';
import { defineCall } from '../descriptor.ts';
import { CALL_ROUTES } from '../paths.ts';
import { csvExportQuery } from './admin-common.ts';
import { binarySchema } from './after-order.ts';
import { listCursorSchema, listLimitSchema } from './admin-operators.ts';

/** Control characters are refused for every string by the validator (safe-text.ts). */
const filterText = z.string().min(1).max(128);

/** Filters shared by the list and its CSV export. `from` inclusive, `to` exclusive. */
const auditFilters = {
  email: filterText.optional(),
  action: filterText.optional(),
  entity: filterText.optional(),
  entityId: filterText.optional(),
  from: isoDateTimeSchema.optional(),
  to: isoDateTimeSchema.optional(),
};

export const AUDIT_ACTOR_KINDS = ['operator', 'operatorKey', 'apiKey'] as const;

export const auditEntrySchema = z.object({
  id: z.string().max(32),
  at: isoDateTimeSchema,
  actor: z.object({
    kind: z.enum(AUDIT_ACTOR_KINDS),
    /** The operator's email at the time (absent for the machine key). */
    email: z.string().max(254).optional(),
  }),
  action: z.string().max(128),
  entity: z.string().max(128),
  entityId: z.string().max(256),
  before: z.unknown(),
  after: z.unknown(),
});

export const adminAudit = defineCall({
  ...CALL_ROUTES.adminAudit,
  auth: 'operatorSession',
  area: 'admin',
  origin: 'added',
  roles: ['admin'],
  summary: "The tenant's audit log, newest first, filtered",
  querystring: z.strictObject({
    ...auditFilters,
    limit: listLimitSchema,
    cursor: listCursorSchema,
  }),
  response: {
    200: z.object({ items: z.array(auditEntrySchema), nextCursor: z.string().nullable() }),
  },
});

export const adminAuditCsv = defineCall({
  ...CALL_ROUTES.adminAuditCsv,
  auth: 'operatorSession',
  area: 'admin',
  origin: 'added',
  roles: ['admin'],
  produces: 'text/csv',
  summary: "The tenant's filtered audit log as CSV (formula-looking cells neutralised)",
  querystring: z.strictObject({ ...auditFilters, ...csvExportQuery }),
  response: { 200: binarySchema },
});
