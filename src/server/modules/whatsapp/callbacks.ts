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
 *   24-hour window.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
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

interface Notification {
  object?: unknown;
  entry?: {
    changes?: {
      field?: unknown;
      value?: {
        statuses?: { id?: unknown; status?: unknown; timestamp?: unknown; errors?: unknown }[];
        messages?: { from?: unknown; timestamp?: unknown }[];
      };
    }[];
  }[];
}

const STATUSES = ['sent', 'delivered', 'read', 'failed'];

function seconds(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : undefined;
  return n;
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
  const notification = (typeof body === 'object' && body !== null ? body : {}) as Notification;
  const changes = (notification.entry ?? []).flatMap((entry) => entry.changes ?? []);
  const values = changes.filter((c) => c.field === 'messages').map((c) => c.value ?? {});
  const statuses = values.flatMap((v) => v.statuses ?? []);
  const inbound = values.flatMap((v) => v.messages ?? []);
  const stamps = [...statuses, ...inbound]
    .map((item) => seconds(item.timestamp))
    .filter((n) => n !== undefined);
  if (stamps.length > 0 && Math.max(...stamps) < now.getTime() / 1000 - CALLBACK_MAX_AGE_SECONDS) {
    return 'stale';
  }
  const hash = createHash('sha256').update(raw).digest('hex');
  return db.transaction(async (tx) => {
    if (!(await storeCallback(tx, tenantId, hash, body, now))) return 'duplicate';
    for (const status of statuses) {
      const at = seconds(status.timestamp);
      if (typeof status.id !== 'string' || !STATUSES.includes(String(status.status))) continue;
      if (at === undefined) continue;
      await recordStatus(tx, tenantId, {
        wamid: status.id,
        status: String(status.status),
        at: new Date(at * 1000),
        errors: status.errors,
      });
    }
    for (const message of inbound) {
      const at = seconds(message.timestamp);
      if (typeof message.from !== 'string' || !/^\d{7,15}$/.test(message.from)) continue;
      if (at === undefined) continue;
      await recordInbound(tx, tenantId, message.from, new Date(at * 1000));
    }
    return 'stored';
  });
}
