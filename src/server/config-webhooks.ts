/**
 * The WEBHOOKS variable (issue 15): where each tenant's events are sent, as JSON keyed by bottler
 * id — `{"2":{"url":"http://127.0.0.1:9999/hook","secret":"…"}}`, optionally with
 * `concurrency` (attempts in flight per instance, default 4) and `timeoutMs` (per attempt,
 * default 10000). The deployment's own setting: it may name local addresses.
 */
import { z } from 'zod';

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
