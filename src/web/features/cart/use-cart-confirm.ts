/**
 * The confirm step (SPEC §4 "Monitor": "Confirm shows a spinner for 2000 ms, then the checkout
 * event fires; the cart page validates and goes to /check only if no alert is pending and a
 * delivery date is chosen"). After the spinner the latest evaluation decides (one list of
 * blockers, src/domain/checkout-blockers.ts): the first blocker gets a toast (the delivery
 * choice its own, an unticked box the pending-confirmation message) and the focus; when nothing
 * blocks the checkout starts.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/use-t.ts';
import type { UserFlow } from '../../../domain/order-body.ts';
import { CHECKOUT_SPINNER_MS } from '../../../domain/timings.ts';
import { showToast } from '../../components/toast/toast-store.ts';
import type { AnalyticsParams } from '../../lib/analytics.ts';
import { useStartCheckout } from './use-start-checkout.ts';
import { alertId, CART_DELIVERY_ID } from './cart-checks.tsx';
import { CONFIRMATION_BLOCKERS, type CartBlocker, type CartEvaluation } from './cart-evaluation.ts';
import type { DeliveryHook } from './use-delivery.ts';

/** SPEC §9 checkout spinner. */
export { CHECKOUT_SPINNER_MS };

type ToastKey =
  | 'cart.stillCalculating'
  | 'cartAlerts.simulationError'
  | 'limitOrder'
  | 'cartAlerts.creditLimitNotAllowed'
  | 'cartAlerts.pendingConfirm'
  | 'monitor.empty';

function toastFor(blocker: CartBlocker): ToastKey | undefined {
  if (CONFIRMATION_BLOCKERS.includes(blocker)) return 'cartAlerts.pendingConfirm';
  switch (blocker) {
    case 'simulating':
      return 'cart.stillCalculating';
    case 'simulateError':
      return 'cartAlerts.simulationError';
    case 'limitOrder':
      return 'limitOrder';
    case 'creditLimitBlocked':
      return 'cartAlerts.creditLimitNotAllowed';
    case 'empty':
      return 'monitor.empty';
    default:
      return undefined;
  }
}

export interface CartConfirmInput {
  evaluation: CartEvaluation;
  delivery: DeliveryHook;
  userFlow: UserFlow;
  /** What the analytics event carries (no personal data). */
  analytics: AnalyticsParams;
  track: (event: 'begin_checkout', params: AnalyticsParams) => void;
}

export interface CartConfirm {
  confirming: boolean;
  /** The pending-confirmation message shows (an unticked box stopped the last attempt). */
  pendingShown: boolean;
  confirm: () => void;
}

export function useCartConfirm(input: CartConfirmInput): CartConfirm {
  const t = useT();
  const startCheckout = useStartCheckout();
  const [confirming, setConfirming] = useState(false);
  const [pendingShown, setPendingShown] = useState(false);
  const latest = useRef(input);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    latest.current = input;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  // Ticking the last box hides the pending message again.
  const confirmationPending = input.evaluation.blockers.some((blocker) =>
    CONFIRMATION_BLOCKERS.includes(blocker),
  );
  useEffect(() => {
    if (!confirmationPending) setPendingShown(false);
  }, [confirmationPending]);

  const finish = useCallback(() => {
    setConfirming(false);
    const { evaluation, delivery, userFlow, analytics, track } = latest.current;
    const first = evaluation.blockers[0];
    if (first === 'delivery') {
      delivery.confirmOrToast();
      document.getElementById(CART_DELIVERY_ID)?.focus();
      return;
    }
    if (first !== undefined) {
      const key = toastFor(first);
      if (key) showToast(t(key), { tone: 'warning' });
      const isConfirmation = CONFIRMATION_BLOCKERS.includes(first);
      if (isConfirmation) setPendingShown(true);
      // Every blocker's alert is already on the page: it takes the focus now.
      document.getElementById(alertId(first))?.focus();
      return;
    }
    if (!delivery.confirmOrToast()) {
      document.getElementById(CART_DELIVERY_ID)?.focus();
      return;
    }
    track('begin_checkout', analytics);
    startCheckout({
      delivery: delivery.state,
      userFlow,
      ...(evaluation.serverPriced ? { totalPrice: evaluation.total } : {}),
    });
  }, [startCheckout, t]);

  const confirm = useCallback(() => {
    if (timer.current !== undefined && confirming) return;
    setConfirming(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(finish, CHECKOUT_SPINNER_MS);
  }, [confirming, finish]);

  return { confirming, pendingShown, confirm };
}
