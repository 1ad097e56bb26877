/**
 * Logout (SPEC §2 /logout, §4 "Logout clears session storage and empties the cart"; SECURITY.md
 * T8 "logout revokes on the server"): the session token is revoked with POST /api/logout (best
 * effort: the browser forgets it either way), then the session and the cart are cleared.
 */
import { accessClient } from './access-client.ts';
import type { ApiClient } from './api-client.ts';
import { endSession } from './session.ts';
import { emptyCart } from './session-cart.ts';
import { readStored } from './storage.ts';

/** Clears the session at once; resolves when the server answered (or failed) the revocation. */
export async function signOut(
  clientFor: (token: string | undefined) => ApiClient = accessClient,
): Promise<void> {
  const token = readStored('authorization') || undefined;
  const revoke =
    token === undefined
      ? Promise.resolve()
      : clientFor(token)
          .call('logout')
          .then(
            () => undefined,
            () => undefined,
          );
  endSession();
  await Promise.all([revoke, emptyCart()]);
}
