/**
 * The console's operator management (issue 12): invitations by one-time set-password link, the
 * tenant's operators, role changes and disabling, and the public set-password call.
 */
import { z } from 'zod';
import { isoDateTimeSchema, okSchema, pathInt } from '../common.ts';
import { defineCall, errorResponses } from '../descriptor.ts';
import { TENANT_OPERATOR_ROLES } from '../operators.ts';
import { CALL_ROUTES } from '../paths.ts';
import {
  operatorEmailSchema,
  operatorPasswordSchema,
  operatorRoleSchema,
} from './admin-session.ts';

/** Lists: `limit` (default 50, max 200) and the opaque `cursor` of the previous page. */
export const listLimitSchema = pathInt(1, 200).optional();
export const listCursorSchema = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/)
  .optional();

export const tenantOperatorRoleSchema = z.enum(TENANT_OPERATOR_ROLES);

export const operatorSchema = z.object({
  id: z.uuid(),
  email: z.string().max(254),
  role: operatorRoleSchema,
  disabled: z.boolean(),
  totpEnabled: z.boolean(),
  /** False until the operator has set a password from its invitation link. */
  passwordSet: z.boolean(),
  createdAt: isoDateTimeSchema,
});

export const adminOperators = defineCall({
  ...CALL_ROUTES.adminOperators,
  auth: 'operatorSession',
  area: 'admin',
  origin: 'added',
  roles: ['admin'],
  summary: "The tenant's operators, by email",
  querystring: z.strictObject({ limit: listLimitSchema, cursor: listCursorSchema }),
  response: {
    200: z.object({ items: z.array(operatorSchema), nextCursor: z.string().nullable() }),
  },
});

export const passwordLinkSchema = z.object({
  /** `<PUBLIC_URL>/admin/set-password#token=<token>`: single use. */
  setPasswordUrl: z.string().max(4096),
  expiresAt: isoDateTimeSchema,
});

export const adminInviteOperator = defineCall({
  ...CALL_ROUTES.adminInviteOperator,
  auth: 'operatorSession',
  area: 'admin',
  origin: 'added',
  roles: ['admin'],
  summary: 'Invites an operator of the current tenant: a one-time set-password link (72 h)',
  bodyExample: { email: 'maria@2.refill.test', role: 'sales' },
  body: z.strictObject({ email: operatorEmailSchema, role: tenantOperatorRoleSchema }),
  response: {
    200: passwordLinkSchema.extend({ operator: operatorSchema }),
    ...errorResponses(409),
  },
});

export const adminUpdateOperator = defineCall({
  ...CALL_ROUTES.adminUpdateOperator,
  auth: 'operatorSession',
  area: 'admin',
  origin: 'added',
  roles: ['admin'],
  summary: "Changes an operator's role or disables it (its sessions end)",
  params: z.strictObject({ id: z.uuid() }),
  bodyExample: { role: 'finance', disabled: false },
  body: z.strictObject({
    role: tenantOperatorRoleSchema.optional(),
    disabled: z.boolean().optional(),
  }),
  response: { 200: operatorSchema, ...errorResponses(404, 409) },
});

export const adminSetPassword = defineCall({
  ...CALL_ROUTES.adminSetPassword,
  auth: 'none',
  area: 'admin',
  origin: 'added',
  summary: "Sets an operator's password from its one-time link (every session of it ends)",
  rateLimit: { max: 10, windowSeconds: 60, per: 'address' },
  bodyExample: { token: 'q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c', password: 'Sol@2026x' },
  body: z.strictObject({
    token: z
      .string()
      .min(16)
      .max(200)
      .regex(/^[A-Za-z0-9_-]+$/),
    password: operatorPasswordSchema,
  }),
  response: { 200: okSchema, ...errorResponses(422) },
});
