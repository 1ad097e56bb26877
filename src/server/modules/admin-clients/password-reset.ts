/**
 * A standalone shop's password reset (issue 12): the console hands out a one-time signed link
 * `<PUBLIC_URL>/set-password?bottler=N#token=…` (purpose client-password, 48 h; in the fragment, so it is
 * never sent to a server or logged, as the operators' invitations); the shop's page posts
 * `{token, password}` to `POST /api/client-password`. The token carries a fingerprint of the
 * password hash it was issued against, so once a password is set with it (or otherwise changed)
 * the link stops working: single use without a table. Same hash as shop login (scrypt,
 * auth/passwords.ts). Refusals: 401 tokenExpired, 404 notFound (forged, altered or used).
 */
import { createHash } from 'node:crypto';
import type { Database } from '../../db/types.ts';
import { HttpError } from '../../plugins/errors.ts';
import { hashPassword } from '../auth/passwords.ts';
import { linkPayloadOrRefuse, signLinkToken } from '../outbox/signed-links.ts';
import { selectPasswordHash, updatePasswordHash } from './clients-repository.ts';

export const PASSWORD_LINK_TTL_HOURS = 48;
export const SET_PASSWORD_PATH = '/set-password';

/** A short digest of the stored hash (or of its absence): what binds a link to one use. */
export function passwordFingerprint(hash: string | null): string {
  return createHash('sha256')
    .update(hash ?? 'no-password')
    .digest('base64url')
    .slice(0, 22);
}

export function passwordResetLink(input: {
  secret: string;
  publicUrl: string;
  tenantId: number;
  clientId: string;
  currentHash: string | null;
  now: Date;
}): { setPasswordUrl: string; expiresAt: string } {
  const exp = Math.floor(input.now.getTime() / 1000) + PASSWORD_LINK_TTL_HOURS * 3600;
  const token = signLinkToken(input.secret, 'client-password', {
    b: input.tenantId,
    c: input.clientId,
    o: passwordFingerprint(input.currentHash),
    exp,
  });
  return {
    // ?bottler= (public) lets the page open in the tenant's brand and language.
    setPasswordUrl: `${input.publicUrl.replace(/\/+$/, '')}${SET_PASSWORD_PATH}?bottler=${input.tenantId}#token=${token}`,
    expiresAt: new Date(exp * 1000).toISOString(),
  };
}

/** Sets the password the link allows (its tenant and client only), once. */
export async function setClientPassword(
  db: Database,
  input: {
    secret: string;
    token: string;
    password: string;
    now: Date;
    servedTenant: (id: number) => boolean;
  },
): Promise<{ ok: true; bottler: number; clientId: string }> {
  const payload = linkPayloadOrRefuse(input.secret, 'client-password', input.token, input.now);
  if (!input.servedTenant(payload.b)) throw new HttpError(404, 'notFound');
  // A used link is refused before the (costly) hash; checked again under the row lock below.
  const unlocked = await selectPasswordHash(db, payload.b, payload.c);
  if (unlocked === undefined || passwordFingerprint(unlocked.hash) !== payload.o) {
    throw new HttpError(404, 'notFound');
  }
  const hash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const row = await selectPasswordHash(tx, payload.b, payload.c, { forUpdate: true });
    if (row === undefined || passwordFingerprint(row.hash) !== payload.o) {
      throw new HttpError(404, 'notFound');
    }
    await updatePasswordHash(tx, payload.b, payload.c, hash);
  });
  return { ok: true, bottler: payload.b, clientId: payload.c };
}
