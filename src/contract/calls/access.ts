/**
 * Access calls: start-up authentication, tokens, login/logout, tenants, the user and their
 * session data, logs and tracking, notification opt-in (SPEC §7 + PRODUCT.md).
 */
import { z } from 'zod';
import {
  bottlerIdSchema,
  cappedDataSchema,
  clientIdSchema,
  languageCodeSchema,
  okSchema,
  pathInt,
  shortTextSchema,
} from '../common.ts';
import { defineCall, errorResponses } from '../descriptor.ts';
import { clientSchema, orchestrationResponseSchema, validatePayloadSchema } from '../entities.ts';
import { optInStatusSchema, userOptInSchema } from '../order-entities.ts';
import { CALL_ROUTES } from '../paths.ts';
import { publicTenantConfigSchema } from '../tenant-config.ts';

const tokenBody = z.strictObject({ token: z.string().min(1).max(4096) });
const bottlerParams = z.strictObject({ bottler: pathInt(1, 9999) });

export const orchestration = defineCall({
  ...CALL_ROUTES.orchestration,
  auth: 'linkOrSession',
  area: 'access',
  origin: 'spec',
  summary:
    'Validates the user token (link or session) and returns client, products and a session token',
  response: { 200: orchestrationResponseSchema },
});

export const validateWebToken = defineCall({
  ...CALL_ROUTES.validateWebToken,
  auth: 'none',
  area: 'access',
  origin: 'spec',
  summary: 'Validates a web token',
  bodyExample: { token: 'eyJhbGciOiJIUzI1NiJ9.eyJib3R0bGVyIjoyLCJzdWIiOiIxMDAxIn0.c2lnbmF0dXJl' },
  body: tokenBody,
  response: { 200: validatePayloadSchema, ...errorResponses(401) },
});

export const expiredTokenResponseSchema = z.object({
  bottler: bottlerIdSchema.nullable(),
  isUserContextResetSuccess: z.boolean(),
});

export const expiredToken = defineCall({
  ...CALL_ROUTES.expiredToken,
  auth: 'none',
  area: 'access',
  origin: 'spec',
  summary: 'Reports an expired token; resets the chat user context',
  bodyExample: { token: 'eyJhbGciOiJIUzI1NiJ9.eyJib3R0bGVyIjoyLCJzdWIiOiIxMDAxIn0.c2lnbmF0dXJl' },
  body: tokenBody,
  response: { 200: expiredTokenResponseSchema, ...errorResponses(401) },
});

export const authenticate = defineCall({
  ...CALL_ROUTES.authenticate,
  auth: 'none',
  area: 'access',
  origin: 'spec',
  summary: 'Standalone login with client id and password; returns a session token in data',
  params: bottlerParams,
  bodyExample: { clientId: '1001', password: 'Demo@2026' },
  body: z.strictObject({
    clientId: clientIdSchema,
    password: z.string().min(1).max(128),
  }),
  response: {
    200: z.object({
      data: z.string().min(1).max(4096),
      expiresAt: z.iso.datetime({ offset: true }).optional(),
    }),
    ...errorResponses(401, 403, 404, 422),
  },
});

export const logout = defineCall({
  ...CALL_ROUTES.logout,
  auth: 'session',
  area: 'access',
  origin: 'added',
  summary: 'Ends the session (the token is revoked on the server)',
  response: { 200: okSchema },
});

export const tenant = defineCall({
  ...CALL_ROUTES.tenant,
  auth: 'none',
  area: 'access',
  origin: 'added',
  summary: 'Public configuration of one tenant (branding, languages, flags)',
  params: bottlerParams,
  response: { 200: publicTenantConfigSchema, ...errorResponses(404) },
});

export const tenantSummarySchema = z.object({ bottler: bottlerIdSchema, name: shortTextSchema });

export const tenants = defineCall({
  ...CALL_ROUTES.tenants,
  auth: 'none',
  area: 'access',
  origin: 'added',
  summary: 'Tenants that allow standalone login (for the login bottler select)',
  response: { 200: z.array(tenantSummarySchema) },
});

export const client = defineCall({
  ...CALL_ROUTES.client,
  auth: 'session',
  area: 'access',
  origin: 'spec',
  summary: 'Client profile',
  response: { 200: clientSchema },
});

export const featureIdSchema = z.string().min(1).max(64);

export const userDataSchema = z.object({
  featuresSeen: z.array(featureIdSchema),
  language: languageCodeSchema.optional(),
});

export const updateUser = defineCall({
  ...CALL_ROUTES.updateUser,
  auth: 'session',
  area: 'access',
  origin: 'spec',
  summary: 'Updates user data (marks a feature announcement seen, language)',
  bodyExample: { language: 'pt' },
  body: z.strictObject({
    featureSeen: featureIdSchema.optional(),
    language: languageCodeSchema.optional(),
  }),
  response: { 200: z.object({ data: userDataSchema }), ...errorResponses(404) },
});

/** `{key, value}` session data, e.g. the NPS score and feedback (SPEC §7). */
const userSessionBody = z.strictObject({
  key: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z][A-Za-z0-9_.-]*$/),
  value: z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]),
});

export const putUserSession = defineCall({
  ...CALL_ROUTES.putUserSession,
  auth: 'session',
  area: 'access',
  origin: 'spec',
  summary: 'Stores a session value (NPS score, feedback)',
  bodyExample: { key: 'npsScore', value: 9 },
  body: userSessionBody,
  response: { 200: okSchema },
});

export const postUserSession = defineCall({
  ...CALL_ROUTES.postUserSession,
  auth: 'session',
  area: 'access',
  origin: 'spec',
  summary: 'Stores a session value (NPS score, feedback)',
  bodyExample: { key: 'npsFeedback', value: 'Entrega rápida, obrigado!' },
  body: userSessionBody,
  response: { 200: okSchema },
});

export const logs = defineCall({
  ...CALL_ROUTES.logs,
  auth: 'session',
  area: 'access',
  origin: 'spec',
  summary: 'Records an app error (size-capped, scrubbed)',
  rateLimit: { max: 30, windowSeconds: 60, per: 'session' },
  bodyExample: { data: { message: 'Loading chunk 12 failed', route: '/products' } },
  body: z.strictObject({ data: cappedDataSchema }),
  response: { 200: okSchema },
});

export const serviceTracking = defineCall({
  ...CALL_ROUTES.serviceTracking,
  auth: 'session',
  area: 'access',
  origin: 'spec',
  summary: 'Records a service tracking event',
  rateLimit: { max: 30, windowSeconds: 60, per: 'session' },
  bodyExample: { origin: 'home', service: 'bannerClick', data: { bannerId: 3 } },
  body: z.strictObject({
    origin: z.string().min(1).max(64),
    service: z.string().min(1).max(64),
    data: cappedDataSchema.optional(),
  }),
  response: { 200: okSchema },
});

export const optInRegister = defineCall({
  ...CALL_ROUTES.optInRegister,
  auth: 'session',
  area: 'access',
  origin: 'spec',
  summary: 'Turns notifications on or off',
  bodyExample: { userOptIn: 'true' },
  body: z.strictObject({ userOptIn: userOptInSchema }),
  response: { 200: z.object({ userOptIn: userOptInSchema }) },
});

export const optInStatus = defineCall({
  ...CALL_ROUTES.optInStatus,
  auth: 'session',
  area: 'access',
  origin: 'spec',
  summary: 'Whether notifications are on',
  response: { 200: optInStatusSchema },
});
