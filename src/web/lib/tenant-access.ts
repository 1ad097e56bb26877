/**
 * The back-to-chat link of the getting-in screens (PRODUCT.md "How a shop gets in"; SPEC §2
 * /login, /unauthenticated) and its redirect allow-list (SECURITY.md T10).
 */
import { resolveRedirect, type RedirectPolicy } from '../../domain/redirects.ts';

export interface ChatLinkSource {
  /** Exact https origins redirects may go to besides the app's own; empty when not published. */
  allowedRedirectOrigins: readonly string[];
  /** A https://wa.me/… link, or digits that become one. */
  whatsAppNumber?: string | undefined;
  chatAppUrl?: string | undefined;
}

const WHATSAPP_ORIGIN = 'https://wa.me';

function originOf(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * The redirect policy of the back-to-chat link (T10): the tenant's published allow-list, else
 * only https://wa.me and the chat-app URL's own origin.
 */
export function chatRedirectPolicy(tenant: ChatLinkSource, appOrigin: string): RedirectPolicy {
  if (tenant.allowedRedirectOrigins.length > 0) {
    return { appOrigin, allowedOrigins: tenant.allowedRedirectOrigins };
  }
  const chatOrigin = originOf(tenant.chatAppUrl);
  return {
    appOrigin,
    allowedOrigins: chatOrigin === undefined ? [WHATSAPP_ORIGIN] : [WHATSAPP_ORIGIN, chatOrigin],
  };
}

/**
 * The tenant's back-to-chat link (PRODUCT.md "Back to chat"): its WhatsApp link, else its chat-app
 * URL, followed only when `resolveRedirect` accepts it as an allow-listed https URL (T10);
 * digits alone become a wa.me link. Undefined when neither passes.
 */
export function chatLinkFor(
  tenant: ChatLinkSource,
  appOrigin: string = window.location.origin,
): string | undefined {
  const policy = chatRedirectPolicy(tenant, appOrigin);
  for (const candidate of [tenant.whatsAppNumber, tenant.chatAppUrl]) {
    if (candidate === undefined) continue;
    const digits = candidate.replace(/[\s+().-]/g, '');
    const target = /^\d{6,15}$/.test(digits) ? `${WHATSAPP_ORIGIN}/${digits}` : candidate;
    const resolved = resolveRedirect(target, policy);
    if (resolved?.startsWith('https://')) return resolved;
  }
  return undefined;
}
