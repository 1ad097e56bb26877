/**
 * The slim checkout bar stuck to the bottom of the cart (issue 14; SPEC §4 "Monitor", §8 "Monitor
 * warnings", §9 checkout spinner): the total (the server's when its simulation prices the current
 * lines), the item count, the savings, a button opening the breakdown, the progress to the minimum
 * order, the above-limit icon and the tax-not-included warning where the tenant shows it, and the
 * confirm button with its 2000 ms spinner. What blocks the order is listed on the page, not here
 * (the bar counts it, and the confirm button does not look ready while any is pending):
 * the bar stays within a fifth of a phone's screen and reports its height so that the page's
 * scroll padding, the toasts and the scroll-to-top button stay clear of it (lib/sticky-end.ts).
 */
import { useId, useRef, useState } from 'react';
import { useT } from '../../lib/use-t.ts';
import type { OrderBreakdown } from '../../../contract/index.ts';
import { cartQuantity } from '../../../domain/cart.ts';
import type { CartItem } from '../../../domain/types.ts';
import { useMoney } from '../../components/product/use-money.ts';
import { useStickyEndSize } from '../../lib/sticky-end.ts';
import { useTenant } from '../../lib/tenant-context.tsx';
import { LimitIcon, WarningIcon } from './cart-icons.tsx';
import type { CartEvaluation } from './cart-evaluation.ts';
import styles from './checkout-bar.module.css';
import { OrderBreakdownDialog } from './order-breakdown-dialog.tsx';

export interface CheckoutBarProps {
  items: readonly CartItem[];
  evaluation: CartEvaluation;
  /** The server's breakdown when its simulation prices the current lines. */
  breakdown: OrderBreakdown | undefined;
  updating: boolean;
  confirming: boolean;
  onConfirm: () => void;
}

export function CheckoutBar({
  items,
  evaluation,
  breakdown,
  updating,
  confirming,
  onConfirm,
}: CheckoutBarProps) {
  const t = useT();
  const tenant = useTenant();
  const format = useMoney();
  const bar = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);
  const details = useRef<HTMLButtonElement>(null);
  const pendingId = useId();
  useStickyEndSize(bar);
  const { monitor } = evaluation;
  const percent = monitor.kind === 'belowMinimum' ? Math.round(monitor.progress * 100) : 0;
  const savings = breakdown && breakdown.discounts > 0 ? breakdown.discounts : 0;
  // Alerts the shop still has to settle: the button stays tappable (a tap leads to the first one)
  // but does not look ready, and says how many there are.
  const pending = evaluation.confirmDisabled ? 0 : evaluation.blockers.length;

  return (
    <aside ref={bar} className={styles.bar} aria-label={t('monitor.label')}>
      {monitor.kind === 'belowMinimum' ? (
        <div
          className={styles.progress}
          role="progressbar"
          aria-label={t('monitor.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={t('monitor.remaining', { amount: format(monitor.remaining) })}
        >
          <div className={styles.progressBar} style={{ inlineSize: `${percent}%` }} />
        </div>
      ) : null}
      <div className={styles.row}>
        <div className={styles.summary}>
          <p className={styles.total} data-updating={updating || undefined}>
            <span className="visually-hidden">{t('monitor.total')} </span>
            <bdi data-testid="monitor-total">{format(evaluation.total)}</bdi>
            {evaluation.overPaymentLimit ? (
              <span className={styles.limit} role="img" aria-label={t('monitor.aboveLimit')}>
                <LimitIcon />
              </span>
            ) : null}
          </p>
          <p className={styles.meta}>
            <span>{t('monitor.items', { count: cartQuantity(items) })}</span>
            <button
              ref={details}
              type="button"
              className={styles.detailsButton}
              disabled={breakdown === undefined}
              aria-haspopup="dialog"
              onClick={() => setOpen(true)}
            >
              {t('cart.bar.details')}
            </button>
            {pending > 0 ? (
              <span id={pendingId} className={styles.pending}>
                <WarningIcon />
                {t('cart.bar.pending', { count: pending })}
              </span>
            ) : null}
          </p>
          {savings > 0 ? (
            <p className={styles.saving}>{t('cart.bar.savings', { amount: format(savings) })}</p>
          ) : null}
        </div>
        <button
          type="button"
          className={styles.confirm}
          data-testid="checkout-confirm"
          disabled={evaluation.confirmDisabled || confirming}
          data-pending={pending > 0 || undefined}
          aria-describedby={pending > 0 ? pendingId : undefined}
          aria-busy={confirming || undefined}
          onClick={onConfirm}
        >
          {confirming ? (
            <>
              <span className={styles.spinner} aria-hidden="true" />
              {t('monitor.confirming')}
            </>
          ) : (
            t('monitor.confirm')
          )}
        </button>
      </div>
      {tenant.showTaxWarningOnMonitor ? (
        <p className={styles.warning}>
          <WarningIcon />
          {t('monitor.taxNotIncluded')}
        </p>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {updating ? t('cart.updating') : ''}
      </p>
      {open && breakdown ? (
        <OrderBreakdownDialog
          breakdown={breakdown}
          onClose={() => {
            setOpen(false);
            // The sheet leaves the page open, so the browser does not give the focus back itself.
            details.current?.focus();
          }}
        />
      ) : null}
    </aside>
  );
}
