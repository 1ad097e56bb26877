/**
 * SPEC §2 access rules: guarded pages need an authenticated client (the start-up of SPEC §4 runs
 * first when this visit has not checked the token yet; a failure goes to /logout → /unauthenticated);
 * ordering pages go to /home when the client's order option is inactive; unknown paths go to
 * the entry screen (keeping the query, which the entry screen reads).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { requiresOrderOption } from '../../domain/navigation.ts';
import { Spinner } from '../components/spinner.tsx';
import { useStartup } from '../lib/use-startup.ts';

export function RequireSession({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { ready, session } = useStartup();
  const { pathname } = useLocation();
  if (!ready) return <Spinner label={t('app.loading')} />;
  if (session.client?.isOrderOptionActive === false && requiresOrderOption(pathname)) {
    return <Navigate to="/home" replace />;
  }
  return children;
}

export function RedirectToEntry() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/', search }} replace />;
}
