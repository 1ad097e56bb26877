/**
 * The WhatsApp Cloud API's callbacks to us (issue 15), one address per tenant. Meta's shapes:
 * "Webhooks — Getting started" (verification requests, event notifications, X-Hub-Signature-256)
 * and the WhatsApp webhooks reference (`object: whatsapp_business_account`, entry → changes →
 * value with `statuses` or `messages`).
 */
import { z } from 'zod';
import { defineCall, errorResponses } from '../descriptor.ts';
import { bottlerIdSchema } from '../common.ts';
import { CALL_ROUTES } from '../paths.ts';

const bottlerParam = z.coerce.number().pipe(bottlerIdSchema);

export const whatsappVerify = defineCall({
  ...CALL_ROUTES.whatsappVerify,
  auth: 'none',
  area: 'bot',
  origin: 'added',
  summary: "Meta's subscription check: echoes hub.challenge for the tenant's verify token",
  produces: 'text/plain',
  params: z.strictObject({ bottler: bottlerParam }),
  querystring: z.strictObject({
    'hub.mode': z.string().max(64),
    'hub.verify_token': z.string().max(512),
    'hub.challenge': z.string().min(1).max(512),
  }),
  response: { 200: z.string(), ...errorResponses(403, 404) },
});

export const whatsappNotify = defineCall({
  ...CALL_ROUTES.whatsappNotify,
  auth: 'none',
  area: 'bot',
  origin: 'added',
  summary: 'Cloud API event notifications (statuses, inbound messages), X-Hub-Signature-256 signed',
  params: z.strictObject({ bottler: bottlerParam }),
  bodyExample: {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              statuses: [{ id: 'wamid.HBgL', status: 'delivered', timestamp: '1795000000' }],
            },
          },
        ],
      },
    ],
  },
  body: z.looseObject({ object: z.string().max(64) }),
  response: {
    200: z.object({ received: z.literal(true) }),
    ...errorResponses(403, 404),
  },
});
