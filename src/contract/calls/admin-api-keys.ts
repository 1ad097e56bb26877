/**
 * The console's ERP API keys (issue 13; decision 044): an admin creates a key with a name and
 * scopes (its secret is shown once, in the create answer, and never again: only a hash is kept),
 * lists the tenant's keys and revokes one. Every change is audited.
 */
import { z } from 'zod';
import { isoDateTimeSchema } from '../common.ts';
import { defineCall, errorResponses } from '../descriptor.ts';
import { ERP_KEY_PATTERN, ERP_SCOPES } from '../erp-scopes.ts';
import { CALL_ROUTES } from '../paths.ts';

export const erpScopeSchema = z.enum(ERP_SCOPES);
/** The public half of a key (`rk_<id>_…`): 32 hex digits. */
export const apiKeyIdSchema = z.string().regex(/^[0-9a-f]{32}$/);

export const apiKeySchema = z
  .object({
    id: apiKeyIdSchema,
    name: z.string().max(100),
    scopes: z.array(erpScopeSchema),
    /** The first characters of the key, to tell keys apart: `rk_<id>_…`. */
    prefix: z.string().max(64),
    createdAt: isoDateTimeSchema,
    /** The admin who created it (null once that operator is gone). */
    createdBy: z.string().max(254).nullable(),
    lastUsedAt: isoDateTimeSchema.nullable(),
    revokedAt: isoDateTimeSchema.nullable(),
  })
  .meta({ id: 'ApiKey' });
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyNameSchema = z.string().trim().min(1).max(100);

export const createApiKeyBodySchema = z.strictObject({
  name: apiKeyNameSchema,
  /** At least one scope, each once. */
  scopes: z
    .array(erpScopeSchema)
    .min(1)
    .max(ERP_SCOPES.length)
    .refine((scopes) => new Set(scopes).size === scopes.length, { message: 'duplicateScope' }),
});
export type CreateApiKeyBody = z.infer<typeof createApiKeyBodySchema>;

export const adminApiKeys = defineCall({
  ...CALL_ROUTES.adminApiKeys,
  auth: 'operatorSession',
  area: 'admin',
  origin: 'added',
  roles: ['admin'],
  summary: "The tenant's ERP API keys, newest first (revoked ones included)",
  response: { 200: z.object({ items: z.array(apiKeySchema) }) },
});

export const adminCreateApiKey = defineCall({
  ...CALL_ROUTES.adminCreateApiKey,
  auth: 'operatorSession',
  area: 'admin',
  origin: 'added',
  roles: ['admin'],
  summary: 'Creates an ERP API key; its secret is in this answer only',
  body: createApiKeyBodySchema,
  bodyExample: { name: 'SAP production', scopes: ['orders', 'clients', 'invoices'] },
  response: {
    200: z.object({
      key: apiKeySchema,
      /** `rk_<id>_<secret>`: shown once, never stored. */
      secret: z.string().regex(ERP_KEY_PATTERN),
    }),
  },
});

export const adminRevokeApiKey = defineCall({
  ...CALL_ROUTES.adminRevokeApiKey,
  auth: 'operatorSession',
  area: 'admin',
  origin: 'added',
  roles: ['admin'],
  summary: 'Revokes an ERP API key for good (revoking a revoked key changes nothing)',
  params: z.strictObject({ id: apiKeyIdSchema }),
  response: { 200: apiKeySchema, ...errorResponses(404) },
});
