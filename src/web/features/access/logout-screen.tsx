/**
 * SPEC §2 /logout: clears the session (revoked on the server, best effort: T8), empties the cart,
 * then /login in standalone mode, else /unauthenticated. Chrome hidden.
 */
import { useEffect } from 'react';
import { useT } from '../../lib/use-t.ts';
import { useNavigate } from 'react-router';
import { Spinner } from '../../components/spinner.tsx';
import { storedOrigin } from '../../lib/origin.ts';
import { signOut } from '../../lib/sign-out.ts';

export function LogoutScreen() {
  const t = useT();
  const navigate = useNavigate();
  useEffect(() => {
    // The token is read and cleared synchronously; the revocation need not hold the user up.
    void signOut();
    navigate(storedOrigin() === 'standalone' ? '/login' : '/unauthenticated', { replace: true });
  }, [navigate]);
  return <Spinner label={t('pageTitles.logout')} />;
}
