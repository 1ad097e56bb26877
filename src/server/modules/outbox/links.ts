/**
 * The links an event carries, minted at each attempt so they are fresh however late the event is
 * delivered (a receiver down for an hour still gets working links): the PDF pre-receipt without
 * sign-in (signed-links.ts, EVENT_LINK_TTL_SECONDS), and the app signed in as the shop (a chat
 * link, the tenant's link lifetime), opening its orders.
 */
import type { TokenService } from '../auth/tokens.ts';
import type { ServedTenants } from '../../served-tenants.ts';
import { createChatLink } from '../access/chat-link.ts';
import type { ClaimedEvent } from './outbox-repository.ts';
import { signLinkToken } from './signed-links.ts';

/** How long an event's pre-receipt link works. */
export const EVENT_LINK_TTL_SECONDS = 24 * 60 * 60;

export interface LinkDeps {
  publicUrl: string;
  linkSecret: string;
  tokens: TokenService;
  tenants: ServedTenants;
  /** The clock (default: the system time). */
  now?: () => Date;
}

export function preReceiptLink(deps: LinkDeps, payload: Parameters<typeof signLinkToken>[2]) {
  const token = signLinkToken(deps.linkSecret, 'pre-receipt', payload);
  return `${deps.publicUrl}/api/links/pre-receipt.pdf?token=${token}`;
}

export function skipOccurrenceLink(
  deps: LinkDeps,
  payload: Parameters<typeof signLinkToken>[2],
): string {
  const token = signLinkToken(deps.linkSecret, 'skip-occurrence', payload);
  return `${deps.publicUrl}/api/links/skip-occurrence?token=${token}`;
}

/**
 * The event's data plus its links: order events and delivery reminders get the pre-receipt and
 * app links; `recurrent.upcoming` gets the link that skips its occurrence (until the occurrence).
 */
export function linkDecorator(deps: LinkDeps) {
  return async (event: ClaimedEvent): Promise<Record<string, unknown>> => {
    const tenant = deps.tenants.get(event.tenantId);
    const now = (deps.now ?? (() => new Date()))();
    const exp = Math.floor(now.getTime() / 1000) + EVENT_LINK_TTL_SECONDS;
    const { orderNumber, scheduleId, occurrence } = event.data;
    if (
      tenant !== undefined &&
      event.type === 'recurrent.upcoming' &&
      typeof scheduleId === 'number' &&
      typeof occurrence === 'string'
    ) {
      // Valid until the end of the occurrence's day (UTC), at least a day.
      const until = Math.max(exp, Math.floor(Date.parse(`${occurrence}T23:59:59Z`) / 1000));
      return {
        ...event.data,
        skipUrl: skipOccurrenceLink(deps, {
          b: tenant.id,
          c: event.clientId,
          o: `${scheduleId}:${occurrence}`,
          exp: until,
        }),
        linksExpireAt: new Date(until * 1000).toISOString(),
      };
    }
    if (tenant === undefined || typeof orderNumber !== 'string') return event.data;
    const chat = await createChatLink({
      tokens: deps.tokens,
      tenant,
      clientId: event.clientId,
      publicUrl: deps.publicUrl,
      now,
    });
    const expires = Math.min(exp * 1000, Date.parse(chat.expiresAt));
    return {
      ...event.data,
      preReceiptUrl: preReceiptLink(deps, {
        b: tenant.id,
        c: event.clientId,
        o: orderNumber,
        exp,
      }),
      orderUrl: chat.url,
      linksExpireAt: new Date(expires).toISOString(),
    };
  };
}
