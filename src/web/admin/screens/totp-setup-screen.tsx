/**
 * The tenant requires TOTP and this operator has none: its session may only set it up (the
 * server refuses every other call with `totpSetupRequired`). Once on, into the console.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router';
import { Loading } from '../components/bits.tsx';
import { LanguagePicker } from '../components/language-picker.tsx';
import { TotpEnrol } from '../components/totp-enrol.tsx';
import { useT } from '../lib/console-i18n.ts';
import { ME_QUERY_KEY, useSession } from '../lib/session.tsx';

export function TotpSetupScreen() {
  const { t } = useT();
  const { token, me, loading, signOut } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  if (token === undefined) return <Navigate to="/sign-in" replace />;
  if (loading) return <Loading />;
  if (me && !me.totpSetupRequired) return <Navigate to="/orders" replace />;
  return (
    <main className="auth-screen">
      <div className="auth-card">
        <h1>{t('totp.requiredTitle')}</h1>
        <p className="muted">{t('totp.requiredHelp')}</p>
        <TotpEnrol
          onEnabled={() => {
            void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
            void navigate('/orders', { replace: true });
          }}
        />
        <button
          type="button"
          className="button button-link"
          onClick={() => {
            void navigate('/sign-in', { replace: true });
            signOut();
          }}
        >
          {t('shell.signOut')}
        </button>
        <LanguagePicker />
      </div>
    </main>
  );
}
