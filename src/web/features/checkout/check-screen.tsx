/**
 * SPEC §2 /check (param finishOrderCorrectly; menu hidden by the chrome), §4 "Finish order", §8
 * "Create status 406" / "Create other failure": loading, then the order is created exactly once
 * (lib/pending-order.ts, ./create-order.ts: the attempt's Idempotency-Key survives a reload, a time-out and a double tap).
 * Success: /order/complete for keep-logged-in tenants or standalone shops, else the order's
 * number for SPEC §9's chat redirect delay (CHAT_REDIRECT_DEFAULT_MS), then logout and back to the
 * chat: sent there at once, the shop never saw that its order went through. Failure: the limit message (406), the cart (empty order), the bottler's own message
 * as text (showBottlerErrorsMsg; /error only shows known keys, T9), else /error failOrder.
 */
import { useEffect, useState } from 'react';
import { useT } from '../../lib/use-t.ts';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { MessageScreen } from '../../components/message-screen.tsx';
import { NoResponse } from '../../components/query-state/query-view.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { CHAT_REDIRECT_DEFAULT_MS } from '../../../domain/timings.ts';
import type { OrderCreated } from '../../../contract/index.ts';
import { readPendingOrder } from '../../lib/pending-order.ts';
import type { CreateOutcome } from './create-order.ts';
import { storedOrigin } from '../../lib/origin.ts';
import { getSession } from '../../lib/session.ts';
import { signOut } from '../../lib/sign-out.ts';
import { chatLinkFor } from '../../lib/tenant-access.ts';
import { useTenant } from '../../lib/tenant-context.tsx';
import { completionPath } from './completed-order.ts';
import { finishOrder } from './finish-order.ts';
import { leaveApp } from './leave-app.ts';

export const FAIL_ORDER_PATH = '/error?errorMessage=failOrder';

type View =
  | { kind: 'sending' }
  | { kind: 'leaving'; orders: readonly OrderCreated[]; to: string; leave: () => void }
  | { kind: 'noResponse' }
  | { kind: 'refused'; messageKey: 'limitOrder' | 'errors.pricesChanged' | 'failOrder' }
  | { kind: 'bottler'; message: string };

function Refused({ message, detail }: { message: string; detail?: string }) {
  const t = useT();
  return (
    <MessageScreen title={t('checkout.failedTitle')}>
      <p role="alert">{message}</p>
      {detail !== undefined && (
        <p>
          {t('checkout.bottlerMessage')} {detail}
        </p>
      )}
      <Link to="/cart" replace>
        {t('checkout.backToCart')}
      </Link>
    </MessageScreen>
  );
}

function FinishOrder() {
  const t = useT();
  const navigate = useNavigate();
  const tenant = useTenant();
  const [pending] = useState(readPendingOrder);
  const [view, setView] = useState<View>({ kind: 'sending' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!pending) {
      // Nothing to send (already answered, or never started): the cart decides what is next.
      void navigate('/cart', { replace: true });
      return undefined;
    }
    let live = true;
    const session = getSession();
    const settle = (outcome: CreateOutcome) => {
      if (!live) return;
      switch (outcome.kind) {
        case 'created': {
          if (tenant.keepLoggedAfterCheckout || storedOrigin() === 'standalone') {
            void navigate(completionPath(outcome.orders), { replace: true });
            return;
          }
          // Signed out only when leaving: ending the session sends the guard to /logout at once.
          const chat = chatLinkFor(tenant);
          let left = false;
          const leave = () => {
            if (left) return;
            left = true;
            clearTimeout(timer);
            void signOut().then(() =>
              chat === undefined ? void navigate('/logout', { replace: true }) : leaveApp(chat),
            );
          };
          const timer = setTimeout(leave, CHAT_REDIRECT_DEFAULT_MS);
          setView({ kind: 'leaving', orders: outcome.orders, to: chat ?? '/logout', leave });
          return;
        }
        case 'limitOrder':
          setView({ kind: 'refused', messageKey: 'limitOrder' });
          return;
        case 'emptyOrder':
          void navigate('/cart', { replace: true });
          return;
        case 'noResponse':
          setView({ kind: 'noResponse' });
          return;
        case 'failed':
          if (outcome.code === 'pricesChanged') {
            setView({ kind: 'refused', messageKey: 'errors.pricesChanged' });
          } else if (tenant.showBottlerErrorsMsg && outcome.bottlerMessage !== undefined) {
            setView({ kind: 'bottler', message: outcome.bottlerMessage });
          } else {
            void navigate(FAIL_ORDER_PATH, { replace: true });
          }
      }
    };
    setView({ kind: 'sending' });
    finishOrder(pending, {
      bottler: session.bottler ?? (tenant.bottler || undefined),
      clientId: session.client?.external_id,
      gtmId: tenant.gtmId,
      currency: tenant.currency,
    }).then(settle, () => {
      if (live) void navigate(FAIL_ORDER_PATH, { replace: true });
    });
    return () => {
      live = false;
    };
  }, [pending, round, navigate, tenant]);

  switch (view.kind) {
    case 'sending':
      return <Spinner label={t('checkout.sending')} />;
    case 'leaving':
      return (
        <MessageScreen title={t('orderComplete.title')}>
          <p role="status">
            {t('orderComplete.orderNumber')}{' '}
            <bdi>{view.orders.map((order) => order.orderNumber).join(', ')}</bdi>
          </p>
          <p>{t('orderComplete.leaving')}</p>
          <a
            href={view.to}
            onClick={(event) => {
              event.preventDefault();
              view.leave();
            }}
          >
            {t('orderComplete.backToChat')}
          </a>
        </MessageScreen>
      );
    case 'noResponse':
      return <NoResponse onRetry={() => setRound((value) => value + 1)} />;
    case 'refused':
      return <Refused message={t(view.messageKey)} />;
    case 'bottler':
      return <Refused message={t('failOrder')} detail={view.message} />;
  }
}

export default function CheckScreen() {
  const [query] = useSearchParams();
  const flag = query.get('finishOrderCorrectly');
  if (flag === null || flag === 'false') return <Navigate to="/home" replace />;
  return <FinishOrder />;
}
