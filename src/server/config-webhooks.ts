/**
 * The WEBHOOKS variable (issue 15): where each tenant's events are sent, as JSON keyed by bottler
 * id — `{"2":{"url":"http://127.0.0.1:9999/hook","secret":"…"}}`, optionally with
 * `concurrency` (attempts in flight per instance, default 4) and `timeoutMs` (per attempt,
 * default 10000). The deployment's own setting: it may name local addresses.
 */
import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES } from '../contract/calls/webhooks.ts';
import { SUPPORTED_LANGUAGES } from '../domain/locale.ts';

export const webhookSettingSchema = z.strictObject({
  url: z.url({ protocol: /^https?$/, error: 'url must be an http(s) URL' }),
  secret: z.string().min(16, 'secret must be at least 16 characters'),
  concurrency: z.number().int().min(1).max(64).default(4),
  timeoutMs: z.number().int().min(50).max(120_000).default(10_000),
});
export type WebhookSetting = z.output<typeof webhookSettingSchema>;

const webhooksSchema = z.record(
  z.string().regex(/^\d+$/, 'bottler ids must be numeric'),
  webhookSettingSchema,
);

/** Parses the variable; throws an Error whose message says what is wrong. */
export function parseWebhooks(raw: string | undefined): Readonly<Record<string, WebhookSetting>> {
  if (raw === undefined || raw.trim() === '') return {};
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new Error('must be a JSON object {"<bottler id>": {"url": …, "secret": …}}');
  }
  const parsed = webhooksSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'is invalid'}`);
  }
  return Object.freeze(parsed.data);
}

/**
 * The WHATSAPP variable (issue 15): per tenant, the Cloud API phone number id, access token and
 * base address (tests point it at a local fake), the app secret that signs its callbacks
 * (X-Hub-Signature-256), the verify token of the callback subscription, and the approved
 * template of each event by the shop's language:
 * `{"2":{"phoneNumberId":"1065…","token":"EAAG…","appSecret":"…","verifyToken":"…",
 *   "templates":{"order.created":{"name":"order_confirmed","languages":{"pt":"pt_BR"}}}}}`.
 */
export const whatsappSettingSchema = z.strictObject({
  phoneNumberId: z.string().regex(/^\d{1,30}$/, 'phoneNumberId must be digits'),
  token: z.string().min(8),
  baseUrl: z
    .url({ protocol: /^https?$/, error: 'baseUrl must be an http(s) URL' })
    .default('https://graph.facebook.com/v21.0')
    .transform((url) => url.replace(/\/+$/, '')),
  appSecret: z.string().min(16, 'appSecret must be at least 16 characters'),
  verifyToken: z.string().min(8),
  templates: z
    .partialRecord(
      z.enum(WEBHOOK_EVENT_TYPES),
      z.strictObject({
        name: z.string().regex(/^[a-z0-9_]{1,512}$/, 'template names are lower case, digits, _'),
        /** The shop's language → the template's language code at Meta (pt → pt_BR). */
        languages: z.partialRecord(z.enum(SUPPORTED_LANGUAGES), z.string().min(2).max(16)),
      }),
    )
    .default({}),
  concurrency: z.number().int().min(1).max(64).default(4),
  timeoutMs: z.number().int().min(50).max(120_000).default(10_000),
});
export type WhatsappSetting = z.output<typeof whatsappSettingSchema>;

export function parseWhatsapp(raw: string | undefined): Readonly<Record<string, WhatsappSetting>> {
  if (raw === undefined || raw.trim() === '') return {};
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new Error('must be a JSON object {"<bottler id>": {"phoneNumberId": …, "token": …}}');
  }
  const parsed = z
    .record(z.string().regex(/^\d+$/, 'bottler ids must be numeric'), whatsappSettingSchema)
    .safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'is invalid'}`);
  }
  return Object.freeze(parsed.data);
}
