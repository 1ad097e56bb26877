/**
 * Runs the start-up (./startup.ts) for the screen that needs a session (entry, guarded pages)
 * and follows its outcome: /logout or the expired-link splash on failure; on success the router's
 * copy of the address loses `userToken` too (T7), and an address without one is left as it is.
 * `ready` once the session is authenticated.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { rememberOrigin } from './origin.ts';
import { useSession, type Session } from './session.ts';
import { ensureStartup, searchWithoutUserToken } from './startup.ts';
import { useTenant } from './tenant-context.tsx';

export interface StartupState {
  ready: boolean;
  session: Session;
}

export function useStartup(): StartupState {
  const session = useSession();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const tenant = useTenant();
  const hasLinkToken = new URLSearchParams(search).has('userToken');
  const ready = session.isAuthenticated && !hasLinkToken;

  useEffect(() => {
    if (ready) {
      // Already authenticated in this visit: still note where this address says it came from.
      rememberOrigin(new URLSearchParams(search));
      return undefined;
    }
    let live = true;
    void ensureStartup({ search, tenant }).then((outcome) => {
      if (!live) return;
      if (outcome.kind === 'authenticated') {
        // The session's store has already drawn the page. Only an address with a link token
        // changes: a navigation to the same address made the router draw every screen again,
        // the shell and the page, in the first screen's busiest task (issue 16, P2).
        if (hasLinkToken) {
          navigate({ pathname, search: searchWithoutUserToken(search), hash }, { replace: true });
        }
      } else {
        navigate(outcome.to, { replace: true });
      }
    });
    return () => {
      live = false;
    };
  }, [ready, hasLinkToken, pathname, search, hash, tenant, navigate]);

  return { ready, session };
}
