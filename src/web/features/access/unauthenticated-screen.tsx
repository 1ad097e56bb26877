/**
 * SPEC §2 /unauthenticated splash: standalone → login message, /login after 4000 ms; chat with a
 * known chat link → message, then the chat after 4000 ms; preset message after a user-context
 * reset; otherwise the default message. Chrome hidden (route table).
 */
import { useEffect, useMemo } from 'react';
import { useT } from '../../lib/use-t.ts';
import { useNavigate, useSearchParams } from 'react-router';
import { MessageScreen } from '../../components/message-screen.tsx';
import { readStored } from '../../lib/storage.ts';
import { useTenant } from '../../lib/tenant-context.tsx';
import { chatLinkFor } from '../../lib/tenant.ts';
import { unauthenticatedPlan } from './unauthenticated-plan.ts';
import { storedOrigin } from '../../lib/origin.ts';

function leaveForChat(url: string): void {
  window.location.assign(url);
}

export function UnauthenticatedScreen({
  openExternal = leaveForChat,
}: {
  openExternal?: (url: string) => void;
}) {
  const t = useT();
  const tenant = useTenant();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const contextReset =
    query.get('reset') === '1' || readStored('authSettings')?.userContextReset === true;
  const linkExpired = query.get('reason') === 'expired';

  const plan = useMemo(
    () =>
      unauthenticatedPlan({
        origin: storedOrigin(),
        chatLink: chatLinkFor(tenant),
        contextReset,
        linkExpired,
      }),
    [tenant, contextReset, linkExpired],
  );

  useEffect(() => {
    const { next } = plan;
    if (next.kind === 'stay') return undefined;
    const timer = setTimeout(() => {
      if (next.kind === 'login') navigate('/login', { replace: true });
      else openExternal(next.url);
    }, next.afterMs);
    return () => clearTimeout(timer);
  }, [plan, navigate, openExternal]);

  return (
    <MessageScreen>
      {tenant.logo ? <img src={tenant.logo} alt={tenant.appTitle} width={120} height={48} /> : null}
      <p role="status">{t(plan.messageKey)}</p>
    </MessageScreen>
  );
}
