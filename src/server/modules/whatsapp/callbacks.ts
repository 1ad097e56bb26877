/**
 * The Cloud API's callbacks (issue 15; SECURITY T20), per tenant at /api/whatsapp/:bottler/webhook:
 * - GET verification (Meta's "Verification requests", developers.facebook.com/docs/graph-api/
 *   webhooks/getting-started): `hub.mode=subscribe` and the tenant's `hub.verify_token` →
 *   `hub.challenge` echoed as text; anything else 403.
 * - POST event notifications, signed `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw
 *   body with the app secret>`, verified over the raw bytes before the JSON is parsed. A
 *   notification whose newest timestamp is older than CALLBACK_MAX_AGE_SECONDS is refused as a
 *   replay; an identical body seen before is acknowledged and changes nothing. Statuses are kept
 *   once each and may arrive in any order (repository.ts); inbound messages from a shop open its
 *   24-hour window. A body the contract refuses (not JSON, no `object`, unsafe text, too deep) is
 *   400 `validation`; below that, whatever we do not understand — another kind of change, a
 *   status or message of another shape, an id past WAMID_MAX_LENGTH, a timestamp outside
 *   [now − CALLBACK_ITEM_MAX_AGE_SECONDS, now + CALLBACK_CLOCK_SKEW_SECONDS] — is skipped and the
 *   rest processed, so a signed notification is never answered 5xx.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Database } from '../../db/types.ts';
import { recordInbound, recordStatus, storeCallback } from './repository.ts';

/** Older notifications are refused (a replay); Meta retries failed ones within hours. */
export const CALLBACK_MAX_AGE_SECONDS = 24 * 60 * 60;

export function validHubSignature(
  header: string | undefined,
  raw: Buffer,
  appSecret: string,
): boolean {
  if (typeof header !== 'string') return false;
  const match = /^sha256=([0-9a-f]{64})$/.exec(header.trim());
  if (!match) return false;
  const expected = createHmac('sha256', appSecret).update(raw).digest();
  return timingSafeEqual(Buffer.from(match[1] ?? '', 'hex'), expected);
}

/**
 * Ids of statuses we keep: the Cloud API's message ids (`wamid.` + base64, about 60 characters;
 * Meta documents no maximum) with room to spare, far below the ~2,700 bytes a btree index row of
 * whatsapp_statuses' primary key allows (256 characters are at most 1 KiB in UTF-8). The sender
 * keeps ids of at most 200 (sender.ts), so a longer one is never one of our messages.
 */
export const WAMID_MAX_LENGTH = 256;
/** How far ahead of our clock a status or message may be stamped (clock skew); later: ignored. */
export const CALLBACK_CLOCK_SKEW_SECONDS = 5 * 60;
/** Older statuses or messages are ignored: Meta retries a notification for up to 7 days. */
export const CALLBACK_ITEM_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

const STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;

/** Unix seconds as the Cloud API writes them (a string of digits). */
const secondsSchema = z
  .string()
  .regex(/^\d{1,12}$/)
  .transform(Number);

/*
 * What we read of a notification (the WhatsApp webhooks reference: entry → changes → value with
 * statuses or messages). Anything else there is another kind of notification, or a shape we do
 * not know: it is skipped, not refused — Meta retries a callback that is not answered 2xx, and
 * would retry one we can never process for days.
 */
const entrySchema = z.object({ changes: z.unknown().optional() });
const changeSchema = z.object({
  field: z.literal('messages'),
  value: z.object({ statuses: z.unknown().optional(), messages: z.unknown().optional() }),
});
const stampedSchema = z.object({ timestamp: secondsSchema });
const statusSchema = z.object({
  id: z.string().min(1).max(WAMID_MAX_LENGTH),
  status: z.enum(STATUSES),
  timestamp: secondsSchema,
  errors: z.unknown().optional(),
});
const inboundSchema = z.object({ from: z.string().regex(/^\d{7,15}$/), timestamp: secondsSchema });

/** The items of a list that `schema` understands; none when `list` is not a list. */
function understood<T>(schema: z.ZodType<T>, list: unknown): T[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export type CallbackOutcome = 'stored' | 'duplicate' | 'stale';

/** Handles a verified notification (see the top of this file). */
export async function handleNotification(
  db: Database,
  tenantId: number,
  raw: Buffer,
  body: unknown,
  now: Date,
): Promise<CallbackOutcome> {
  const entries = understood(entrySchema, (body as { entry?: unknown } | null)?.entry);
  const values = entries.flatMap((entry) =>
    understood(changeSchema, entry.changes).map((change) => change.value),
  );
  const nowSeconds = now.getTime() / 1000;
  const latest = nowSeconds + CALLBACK_CLOCK_SKEW_SECONDS;
  const inWindow = (at: number) => at <= latest && at >= nowSeconds - CALLBACK_ITEM_MAX_AGE_SECONDS;
  // The notification's time is its newest item's; one stamped in the future does not count, so it
  // cannot carry stale items past this check.
  // (A fold, not Math.max(...): a 1 MiB body holds tens of thousands of items.)
  const newest = values
    .flatMap((value) => [
      ...understood(stampedSchema, value.statuses),
      ...understood(stampedSchema, value.messages),
    ])
    .map((item) => item.timestamp)
    .filter((at) => at <= latest)
    .reduce<number | undefined>((max, at) => (max === undefined || at > max ? at : max), undefined);
  if (newest !== undefined && newest < nowSeconds - CALLBACK_MAX_AGE_SECONDS) {
    return 'stale';
  }
  const statuses = values
    .flatMap((value) => understood(statusSchema, value.statuses))
    .filter((status) => inWindow(status.timestamp));
  const inbound = values
    .flatMap((value) => understood(inboundSchema, value.messages))
    .filter((message) => inWindow(message.timestamp));
  const hash = createHash('sha256').update(raw).digest('hex');
  return db.transaction(async (tx) => {
    if (!(await storeCallback(tx, tenantId, hash, body, now))) return 'duplicate';
    for (const status of statuses) {
      await recordStatus(tx, tenantId, {
        wamid: status.id,
        status: status.status,
        at: new Date(status.timestamp * 1000),
        errors: status.errors,
      });
    }
    for (const message of inbound) {
      await recordInbound(tx, tenantId, message.from, new Date(message.timestamp * 1000));
    }
    return 'stored';
  });
}
