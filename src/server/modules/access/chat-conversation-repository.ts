/**
 * The chat conversation a bot's link names (migration 021; issue 15): kept per link token (jti)
 * until the link is exchanged for a session, and on the client (its WhatsApp number, latest
 * conversation and when it last wrote to the bot).
 */
import type { Queryable } from '../../db/types.ts';

export interface ChatLinkRecord {
  jti: string;
  tenantId: number;
  clientId: string;
  conversationId: string | undefined;
  whatsappNumber: string | undefined;
  now: Date;
  expiresAt: Date;
}

export async function recordChatLink(db: Queryable, link: ChatLinkRecord): Promise<void> {
  await db.query(
    `insert into chat_links (jti, tenant_id, client_id, conversation_id, whatsapp_number,
                             created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      link.jti,
      link.tenantId,
      link.clientId,
      link.conversationId ?? null,
      link.whatsappNumber ?? null,
      link.now,
      link.expiresAt,
    ],
  );
  await db.query(
    `update clients
        set conversation_id = coalesce($3, conversation_id),
            whatsapp_number = coalesce($4, whatsapp_number),
            last_inbound_at = greatest(last_inbound_at, $5)
      where tenant_id = $1 and external_id = $2`,
    [
      link.tenantId,
      link.clientId,
      link.conversationId ?? null,
      link.whatsappNumber ?? null,
      link.now,
    ],
  );
}

/** The conversation a link token named, if any (read when it is exchanged for a session). */
export async function conversationOfLink(
  db: Queryable,
  tenantId: number,
  jti: string,
): Promise<string | undefined> {
  const [row] = await db.query<{ conversation_id: string | null }>(
    'select conversation_id from chat_links where jti = $1 and tenant_id = $2',
    [jti, tenantId],
  );
  return row?.conversation_id ?? undefined;
}

/** Links whose token expired (housekeeping). */
export async function purgeExpiredChatLinks(db: Queryable, now: Date): Promise<void> {
  await db.query('delete from chat_links where expires_at < $1', [now]);
}
