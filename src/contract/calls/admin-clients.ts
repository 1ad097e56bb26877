/**
 * The console's client calls (issue 12): search and list, a shop's profile (the SPEC §3 fields
 * the bottler controls) with its recent orders, open invoices and NPS answers, the changes
 * finance and sales make, a chat link, and a standalone password reset. Also the shop-side call
 * behind the reset link (`clientPassword`, no sign-in: the signed token is the credential).
 */
import { z } from 'zod';
import {
  clientIdSchema,
  isoDateSchema,
  isoDateTimeSchema,
  languageCodeSchema,
  moneySchema,
  orderNumberSchema,
  shortTextSchema,
  urlSchema,
} from '../common.ts';
import { defineCall, errorResponses } from '../descriptor.ts';
import { CALL_ROUTES } from '../paths.ts';
import {
  ROLES_FINANCE,
  ROLES_ORDER_DESK,
  adminMoneySchema,
  adminPageQuery,
  adminPageSchema,
} from './admin-common.ts';
import { adminNpsAnswerSchema } from './admin-nps.ts';
import { operatorPasswordSchema } from './admin-session.ts';
import { adminOrderSummarySchema } from './admin-orders.ts';
import { invoiceStatusSchema } from './after-order.ts';
import { signedLinkTokenSchema } from './events.ts';

/** A shop as the board lists it. */
export const adminClientSummarySchema = z
  .object({
    clientId: clientIdSchema,
    name: shortTextSchema,
    documentId: z.string().max(64).nullable(),
    /** Its WhatsApp number (E.164), when the chat gave one. */
    phone: z.string().max(32).nullable(),
    address: z.string().max(500).nullable(),
    orderingEnabled: z.boolean(),
  })
  .meta({ id: 'AdminClientSummary' });
export type AdminClientSummary = z.infer<typeof adminClientSummarySchema>;

export const adminClients = defineCall({
  ...CALL_ROUTES.adminClients,
  auth: 'operatorSession',
  area: 'admin',
  origin: 'added',
  summary: "The tenant's shops by client id; `q` searches id, name, document and phone",
  querystring: z.strictObject({ q: z.string().trim().max(100).optional(), ...adminPageQuery }),
  response: { 200: adminPageSchema(adminClientSummarySchema) },
});

/** The SPEC §3 fields the bottler controls, and what the console shows beside them. */
export const adminClientProfileSchema = adminClientSummarySchema
  .extend({
    language: languageCodeSchema.nullable(),
    minimumOrder: moneySchema,
    paymentLimit: moneySchema,
    /** isFinishOrderOverLimitAuthorized: may finish an order over its limit (held for credit). */
    overLimitAuthorized: z.boolean(),
    /** Has a standalone password (login without the chat). */
    hasPassword: z.boolean(),
    /** Open orders (REGISTERED, BLOCKED, PREPARING, ROUTED). */
    openOrdersTotal: moneySchema,
    createdAt: isoDateTimeSchema,
  })
  .meta({ id: 'AdminClientProfile' });
export type AdminClientProfile = z.infer<typeof adminClientProfileSchema>;

export const adminClientInvoiceSchema = z.object({
  documentNumber: z.string().max(64),
  orderNumber: orderNumberSchema,
  dueDate: isoDateSchema,
  value: moneySchema,
  status: invoiceStatusSchema,
});

const clientParams = z.strictObject({ clientId: clientIdSchema });

export const adminClient = defineCall({
  ...CALL_ROUTES.adminClient,
  auth: 'operatorSession',
  area: 'admin',
  origin: 'added',
  summary: "A shop's profile with its 20 latest orders, open invoices and 20 latest NPS answers",
  params: clientParams,
  response: {
    200: z
      .object({
        profile: adminClientProfileSchema,
        recentOrders: z.array(adminOrderSummarySchema),
        openInvoices: z.array(adminClientInvoiceSchema),
        npsAnswers: z.array(adminNpsAnswerSchema),
      })
      .meta({ id: 'AdminClient' }),
    ...errorResponses(404),
  },
});

export const adminClientLimits = defineCall({
  ...CALL_ROUTES.adminClientLimits,
  auth: 'operatorSession',
  roles: ROLES_FINANCE,
  area: 'admin',
  origin: 'added',
  summary:
    "Changes a shop's minimum order, payment limit or over-limit authorisation (next simulation uses them)",
  params: clientParams,
  bodyExample: { paymentLimit: 1500.5, overLimitAuthorized: true },
  body: z
    .strictObject({
      minimumOrder: adminMoneySchema.optional(),
      paymentLimit: adminMoneySchema.optional(),
      overLimitAuthorized: z.boolean().optional(),
    })
    .refine((body) => Object.values(body).some((value) => value !== undefined), {
      message: 'nothingToChange',
    }),
  response: { 200: adminClientProfileSchema, ...errorResponses(404) },
});

export const adminClientProfile = defineCall({
  ...CALL_ROUTES.adminClientProfile,
  auth: 'operatorSession',
  roles: ROLES_ORDER_DESK,
  area: 'admin',
  origin: 'added',
  summary: "Changes a shop's delivery address or turns its ordering on or off",
  params: clientParams,
  bodyExample: { address: 'Rua das Flores 12, Lisboa', orderingEnabled: false },
  body: z
    .strictObject({
      address: z.string().trim().min(1).max(500).optional(),
      orderingEnabled: z.boolean().optional(),
    })
    .refine((body) => Object.values(body).some((value) => value !== undefined), {
      message: 'nothingToChange',
    }),
  response: { 200: adminClientProfileSchema, ...errorResponses(404) },
});

export const adminClientLink = defineCall({
  ...CALL_ROUTES.adminClientLink,
  auth: 'operatorSession',
  roles: ROLES_ORDER_DESK,
  area: 'admin',
  origin: 'added',
  summary: 'A chat deep link that opens the app as this shop (copy it or show it as a QR code)',
  params: clientParams,
  response: {
    200: z.object({ url: urlSchema, expiresAt: isoDateTimeSchema }),
    ...errorResponses(404),
  },
});

export const adminClientPasswordReset = defineCall({
  ...CALL_ROUTES.adminClientPasswordReset,
  auth: 'operatorSession',
  roles: ROLES_ORDER_DESK,
  area: 'admin',
  origin: 'added',
  summary: 'A one-time link where a standalone shop sets a new password (the old one stops)',
  params: clientParams,
  response: {
    200: z.object({ setPasswordUrl: urlSchema, expiresAt: isoDateTimeSchema }),
    ...errorResponses(404),
  },
});

/**
 * A shop's standalone password: the shops' rule (SPEC §5, domain/login.ts), the operators' schema
 * (a refinement: the rule's look-aheads are not portable JSON Schema regex).
 */
export const clientPasswordSchema = operatorPasswordSchema;

export const clientPassword = defineCall({
  ...CALL_ROUTES.clientPassword,
  auth: 'none',
  area: 'access',
  origin: 'added',
  summary:
    'Sets a shop password through its one-time link (401 tokenExpired; 404 notFound once used)',
  bodyExample: {
    token: 'eyJvIjo0MiwiZCI6IjIwMjctMDEtMTUifQ.q0dGvxEBW2Pf1Fxu3Gx5mQq0dGvxEBW2Pf1Fxu3Gx5m',
    password: 'Lemonade#2026',
  },
  body: z.strictObject({ token: signedLinkTokenSchema, password: clientPasswordSchema }),
  response: {
    200: z.object({ ok: z.literal(true), bottler: z.int(), clientId: clientIdSchema }),
    ...errorResponses(401, 404),
  },
});
