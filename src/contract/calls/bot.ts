/**
 * Calls of the bottler's chat bot (PRODUCT.md "How a shop gets in").
 */
import { z } from 'zod';
import { clientIdSchema } from '../common.ts';
import { defineCall, errorResponses } from '../descriptor.ts';
import { CALL_ROUTES } from '../paths.ts';

export const botLinkSchema = z.object({
  url: z.string().max(8192),
  token: z.string().min(1).max(4096),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type BotLink = z.infer<typeof botLinkSchema>;

/** The chat bot's conversation id (opaque to us): printable, no spaces at the ends. */
export const conversationIdSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/, 'printable ASCII');

/** A phone number in E.164: '+', country code, subscriber number, at most 15 digits. */
export const e164Schema = z.string().regex(/^\+[1-9]\d{6,14}$/, 'E.164');

export const botLinkBodySchema = z.strictObject({
  clientId: clientIdSchema,
  /** Kept with the session the link opens: events of orders placed in it carry it (issue 15). */
  conversationId: conversationIdSchema.optional(),
  /** The shop's WhatsApp number, kept on the client (WhatsApp messages, issue 15). */
  whatsappNumber: e164Schema.optional(),
});

export const botLinks = defineCall({
  ...CALL_ROUTES.botLinks,
  auth: 'botKey',
  area: 'bot',
  origin: 'added',
  summary: "Creates a chat deep link for a client of the bot key's tenant",
  bodyExample: {
    clientId: '1001',
    conversationId: 'wa-conv-8842',
    whatsappNumber: '+5521987654321',
  },
  body: botLinkBodySchema,
  response: { 200: botLinkSchema, ...errorResponses(401, 404) },
});
