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

export const botLinks = defineCall({
  ...CALL_ROUTES.botLinks,
  auth: 'botKey',
  area: 'bot',
  origin: 'added',
  summary: "Creates a chat deep link for a client of the bot key's tenant",
  bodyExample: { clientId: '1001' },
  body: z.strictObject({ clientId: clientIdSchema }),
  response: { 200: botLinkSchema, ...errorResponses(401, 404) },
});
