/**
 * SPEC §2 "/ (entry)": a spinner while the start-up runs (SPEC §4 "Authentication"); once
 * authenticated, a redirect by query ('search' → /search?redirect=term, 'page' → /page, else
 * /home). A failed start-up goes to /logout (then /unauthenticated or /login), an expired link
 * to the expired-link splash: ../../lib/use-startup.ts.
 */
import { useT } from '../../lib/use-t.ts';
import { Navigate, useSearchParams } from 'react-router';
import { entryRedirect } from '../../../domain/navigation.ts';
import { Spinner } from '../../components/spinner.tsx';
import { useStartup } from '../../lib/use-startup.ts';

export function EntryScreen() {
  const t = useT();
  const [query] = useSearchParams();
  const { ready } = useStartup();
  if (!ready) return <Spinner label={t('entry.loading')} />;
  return <Navigate to={entryRedirect(query)} replace />;
}
