/**
 * SPEC §2 access rules: guarded pages need an authenticated client (the start-up of SPEC §4 runs
 * first when this visit has not checked the token yet; a failure goes to /logout → /unauthenticated);
 * a page whose bottler feature is off (or switched off by the ecommerce config), and ordering
 * pages when the client's order option is inactive (SPEC §6), go to /home — the rule is
 * `isRouteAvailable` (src/domain/route-access.ts), the one the menus follow; unknown paths go to
 * the entry screen (keeping the query, which the entry screen reads).
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isRouteAvailable } from '../../domain/route-access.ts';
import { ShellSkeleton } from '../components/skeleton/skeleton.tsx';
import { useStartup } from '../lib/use-startup.ts';
import { useRouteAccess } from '../lib/route-access.ts';

function RouteAccessGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const access = useRouteAccess();
  if (!isRouteAvailable(pathname, access)) return <Navigate to="/home" replace />;
  return children;
}

export function RequireSession({ children }: { children: ReactNode }) {
  const { ready } = useStartup();
  if (!ready) return <ShellSkeleton />;
  return <RouteAccessGate>{children}</RouteAccessGate>;
}

export function RedirectToEntry() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/', search }} replace />;
}
