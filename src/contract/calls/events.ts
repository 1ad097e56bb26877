/**
 * Calls behind the links that events carry (issue 15): they work without a sign-in, for one
 * thing only, while their signed token is valid. The token travels in the query string (Fastify
 * caps path parameters at 100 characters; query strings are never logged, SECURITY T7).
 */
import { z } from 'zod';
import { defineCall, errorResponses } from '../descriptor.ts';
import { CALL_ROUTES } from '../paths.ts';
import { binarySchema } from './after-order.ts';

/** `<base64url payload>.<base64url HMAC>` (server signed-links.ts). */
export const signedLinkTokenSchema = z
  .string()
  .min(45)
  .max(1100)
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);

export const eventPreReceipt = defineCall({
  ...CALL_ROUTES.eventPreReceipt,
  auth: 'none',
  area: 'after-order',
  origin: 'added',
  summary: "An order's PDF pre-receipt through the short-lived link of a chat event",
  produces: 'application/pdf',
  querystring: z.strictObject({ token: signedLinkTokenSchema }),
  response: { 200: binarySchema, ...errorResponses(401, 404) },
});

/** The page behind the skip link of a `recurrent.upcoming` event: says what the link does. */
export const skipOccurrencePage = defineCall({
  ...CALL_ROUTES.skipOccurrencePage,
  auth: 'none',
  area: 'after-order',
  origin: 'added',
  summary: 'The page of the link that skips one occurrence of a recurrent order (changes nothing)',
  produces: 'text/html',
  querystring: z.strictObject({ token: signedLinkTokenSchema }),
  response: { 200: binarySchema, ...errorResponses(401, 404, 409) },
});

/**
 * Its button: skips that occurrence only (idempotent). The page's form posts the token as
 * `application/x-www-form-urlencoded`; JSON `{token}` works too.
 */
export const skipOccurrence = defineCall({
  ...CALL_ROUTES.skipOccurrence,
  auth: 'none',
  area: 'after-order',
  origin: 'added',
  summary: 'Skips the one occurrence of a recurrent order its link names',
  produces: 'text/html',
  bodyExample: {
    token: 'eyJvIjo0MiwiZCI6IjIwMjctMDEtMTUifQ.q0dGvxEBW2Pf1Fxu3Gx5mQq0dGvxEBW2Pf1Fxu3Gx5m',
  },
  body: z.strictObject({ token: signedLinkTokenSchema }),
  response: { 200: binarySchema, ...errorResponses(401, 404, 409) },
});
