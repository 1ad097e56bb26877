/**
 * The chat deep link a bottler's bot sends a shop (PRODUCT.md "How a shop gets in"):
 * `<PUBLIC_URL>/?bottler=<id>&userToken=<link token>`, valid for the tenant's linkTokenTtlHours
 * (default 24 h). Used by `POST /api/bot/links`, `npm run link` and the demo link printed at start.
 */
import { decodeJwt } from 'jose';
import type { BotLink } from '../../../contract/calls/bot.ts';
import type { ResolvedTenantConfig } from '../../../tenants/index.ts';
import { tokenEnvironment } from '../../served-tenants.ts';
import type { TokenService } from '../auth/tokens.ts';

const SECONDS_PER_HOUR = 60 * 60;
const DEFAULT_LINK_TTL_HOURS = 24;

export interface ChatLinkInput {
  tokens: TokenService;
  tenant: Pick<ResolvedTenantConfig, 'id' | 'family' | 'environment' | 'linkTokenTtlHours'>;
  clientId: string;
  /** The app's public origin (config.PUBLIC_URL), without a trailing slash. */
  publicUrl: string;
  now: Date;
}

/** The app address that opens a link token: the token travels in `userToken` (SPEC §4). */
export function chatLinkUrl(publicUrl: string, bottler: number, token: string): string {
  const query = new URLSearchParams({ bottler: String(bottler), userToken: token });
  return `${publicUrl.replace(/\/+$/, '')}/?${query.toString()}`;
}

/** Signs a link token for one shop of the tenant and builds its deep link. */
export async function createChatLink({
  tokens,
  tenant,
  clientId,
  publicUrl,
  now,
}: ChatLinkInput): Promise<BotLink> {
  const hours = tenant.linkTokenTtlHours ?? DEFAULT_LINK_TTL_HOURS;
  const { token, expiresAt } = await tokens.signLinkToken({
    bottler: tenant.id,
    clientId,
    env: tokenEnvironment(tenant),
    ttlSeconds: hours * SECONDS_PER_HOUR,
    now,
  });
  return {
    url: chatLinkUrl(publicUrl, tenant.id, token),
    token,
    expiresAt: expiresAt.toISOString(),
  };
}

/** The `jti` of a link token this service just signed (the chat conversation is kept by it). */
export function linkTokenId(token: string): string {
  const { jti } = decodeJwt(token);
  if (typeof jti !== 'string' || jti.length === 0) throw new Error('link token without jti');
  return jti;
}
