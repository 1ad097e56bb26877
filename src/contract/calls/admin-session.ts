/**
 * The console's session calls (issue 12): sign-in with an optional TOTP second factor, sign-out,
 * the signed-in operator (`me`), the platform's tenant switch, TOTP setup and the tenant's
 * security setting. Operators and audit: ./admin-operators.ts, ./admin-audit.ts.
 */
import { z } from 'zod';
import { PASSWORD_PATTERN } from '../../domain/login.ts';
import {
  bottlerIdSchema,
  isoDateTimeSchema,
  languageCodeSchema,
  okSchema,
  shortTextSchema,
} from '../common.ts';
import { defineCall, errorResponses } from '../descriptor.ts';
import { OPERATOR_ROLES } from '../operators.ts';
import { CALL_ROUTES } from '../paths.ts';

export const operatorRoleSchema = z.enum(OPERATOR_ROLES);
/** An operator's email as typed at sign-in (compared case-insensitively). */
export const operatorEmailSchema = z.email().max(254);
/** The shops' password rule (SPEC §5, domain/login.ts): also the operators'. */
export const operatorPasswordSchema = z.string().max(128).regex(PASSWORD_PATTERN);
/** A six-digit TOTP code (RFC 6238, 30 s steps). */
export const totpCodeSchema = z.string().regex(/^\d{6}$/);
const tokenSchema = z.string().min(16).max(4096);

export const adminSessionTokenSchema = z.object({
  token: tokenSchema,
  expiresAt: isoDateTimeSchema,
  /** True when the tenant requires TOTP and the operator has none: the token may only set it up. */
  totpSetupRequired: z.boolean(),
});

export const adminSecondFactorSchema = z.object({
  secondFactor: z.literal('totp'),
  /** Short-lived signed challenge to send back with the code to `admin/session/totp`. */
  challenge: tokenSchema,
  expiresAt: isoDateTimeSchema,
});

export const adminSession = defineCall({
  ...CALL_ROUTES.adminSession,
  auth: 'none',
  area: 'admin',
  origin: 'added',
  summary:
    'Console sign-in: a session token, or a TOTP challenge when the operator has a second factor',
  rateLimit: { max: 30, windowSeconds: 60, per: 'address' },
  bodyExample: { email: 'admin@2.refill.test', password: 'Demo@2026' },
  body: z.strictObject({ email: z.string().min(1).max(254), password: z.string().min(1).max(128) }),
  response: {
    200: z.union([adminSessionTokenSchema, adminSecondFactorSchema]),
    ...errorResponses(401),
  },
});

export const adminSessionTotp = defineCall({
  ...CALL_ROUTES.adminSessionTotp,
  auth: 'none',
  area: 'admin',
  origin: 'added',
  summary: 'Console sign-in, second step: the TOTP code for the challenge of the first',
  rateLimit: { max: 30, windowSeconds: 60, per: 'address' },
  bodyExample: { challenge: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJvcCJ9.c2lnbmF0dXJl', code: '123456' },
  body: z.strictObject({ challenge: tokenSchema, code: totpCodeSchema }),
  response: { 200: adminSessionTokenSchema, ...errorResponses(401, 422) },
});

export const adminSwitchTenant = defineCall({
  ...CALL_ROUTES.adminSwitchTenant,
  auth: 'operatorSession',
  area: 'admin',
  origin: 'added',
  roles: ['platform'],
  summary: "Platform only: switches the session's current tenant",
  bodyExample: { bottler: 5 },
  body: z.strictObject({ bottler: bottlerIdSchema }),
  response: { 200: z.object({ tenantId: bottlerIdSchema }), ...errorResponses(404) },
});

export const adminLogout = defineCall({
  ...CALL_ROUTES.adminLogout,
  auth: 'operatorSession',
  area: 'admin',
  origin: 'added',
  duringTotpSetup: true,
  summary: 'Ends this console session',
  response: { 200: okSchema },
});

export const adminLogoutAll = defineCall({
  ...CALL_ROUTES.adminLogoutAll,
  auth: 'operatorSession',
  area: 'admin',
  origin: 'added',
  duringTotpSetup: true,
  summary: 'Ends every session of the signed-in operator (sign out everywhere)',
  response: { 200: z.object({ revoked: z.int().min(0) }) },
});

export const adminTenantSummarySchema = z.object({
  bottler: bottlerIdSchema,
  name: shortTextSchema,
});

export const adminMeSchema = z.object({
  operatorId: z.string().max(64),
  email: z.string().max(254),
  role: operatorRoleSchema,
  /** The current tenant (the operator's own; platform: the one it switched to). */
  tenantId: bottlerIdSchema,
  /** Tenants the operator may act for: its own, or every served tenant for platform. */
  tenants: z.array(adminTenantSummarySchema),
  totpEnabled: z.boolean(),
  /** The current tenant requires TOTP of its operators. */
  tenantRequiresTotp: z.boolean(),
  /** This session may only set up TOTP (see `duringTotpSetup`). */
  totpSetupRequired: z.boolean(),
  language: languageCodeSchema,
});

export const adminMe = defineCall({
  ...CALL_ROUTES.adminMe,
  auth: 'operatorSession',
  area: 'admin',
  origin: 'added',
  duringTotpSetup: true,
  summary: 'The signed-in operator, its role, tenants and second-factor state',
  response: { 200: adminMeSchema },
});

export const adminUpdateMe = defineCall({
  ...CALL_ROUTES.adminUpdateMe,
  auth: 'operatorSession',
  area: 'admin',
  origin: 'added',
  duringTotpSetup: true,
  summary: "Sets the signed-in operator's console language",
  bodyExample: { language: 'ar' },
  body: z.strictObject({ language: languageCodeSchema }),
  response: { 200: adminMeSchema },
});

export const adminTotpSetup = defineCall({
  ...CALL_ROUTES.adminTotpSetup,
  auth: 'operatorSession',
  area: 'admin',
  origin: 'added',
  duringTotpSetup: true,
  summary: 'Starts TOTP setup: a new secret, pending until a code confirms it',
  response: {
    200: z.object({ secret: z.string().max(128), otpauthUri: z.string().max(2048) }),
    ...errorResponses(409),
  },
});

export const adminTotpConfirm = defineCall({
  ...CALL_ROUTES.adminTotpConfirm,
  auth: 'operatorSession',
  // Six digits: a few guesses a minute per session (the sign-in step has the login throttle).
  rateLimit: { max: 10, windowSeconds: 60, per: 'session' },
  area: 'admin',
  origin: 'added',
  duringTotpSetup: true,
  summary: 'Turns TOTP on with a code of the pending secret',
  bodyExample: { code: '123456' },
  body: z.strictObject({ code: totpCodeSchema }),
  response: { 200: z.object({ totpEnabled: z.literal(true) }), ...errorResponses(409, 422) },
});

export const adminTotpDisable = defineCall({
  ...CALL_ROUTES.adminTotpDisable,
  auth: 'operatorSession',
  // Six digits: a few guesses a minute per session (the sign-in step has the login throttle).
  rateLimit: { max: 10, windowSeconds: 60, per: 'session' },
  area: 'admin',
  origin: 'added',
  summary: 'Turns TOTP off with a current code (refused while the tenant requires it)',
  bodyExample: { code: '123456' },
  body: z.strictObject({ code: totpCodeSchema }),
  response: { 200: z.object({ totpEnabled: z.literal(false) }), ...errorResponses(409, 422) },
});

export const adminSecuritySettings = defineCall({
  ...CALL_ROUTES.adminSecuritySettings,
  auth: 'operatorSession',
  area: 'admin',
  origin: 'added',
  roles: ['admin'],
  summary: "Sets whether the tenant's operators must use TOTP",
  bodyExample: { requireTotp: true },
  body: z.strictObject({ requireTotp: z.boolean() }),
  response: { 200: z.object({ requireTotp: z.boolean() }) },
});
