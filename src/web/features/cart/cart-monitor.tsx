/**
 * The sticky cart monitor (SPEC §4 "Monitor"; §8 "Monitor warnings"): the totals (the server's when
 * its simulation prices the current lines), the progress to the minimum order or the empty message,
 * the above-payment-limit icon with its text, the tax-not-included warning where the tenant shows
 * it, and the confirm button with its 2000 ms spinner (SPEC §9 checkout spinner).
 */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cartQuantity } from '../../../domain/cart.ts';
import type { CartItem } from '../../../domain/types.ts';
import { useMoney } from '../../components/product/use-money.ts';
import type { SimulationResponse } from './simulation.ts';
import { useStickyEndSize } from '../../lib/sticky-end.ts';
import { useTenant } from '../../lib/tenant-context.tsx';
import { LimitIcon, WarningIcon } from './cart-icons.tsx';
import type { CartEvaluation } from './cart-evaluation.ts';
import styles from './cart.module.css';

export interface CartMonitorProps {
  items: readonly CartItem[];
  evaluation: CartEvaluation;
  /** The simulation when it prices the current lines. */
  simulation: SimulationResponse | undefined;
  updating: boolean;
  confirming: boolean;
  onConfirm: () => void;
}

export function CartMonitor({
  items,
  evaluation,
  simulation,
  updating,
  confirming,
  onConfirm,
}: CartMonitorProps) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const format = useMoney();
  const { monitor } = evaluation;
  const bar = useRef<HTMLElement>(null);
  useStickyEndSize(bar);
  const showDiscounts = !(
    tenant.disableProductDiscountPercentage && tenant.disableComboDiscountPercentage
  );
  const percent = monitor.kind === 'belowMinimum' ? Math.round(monitor.progress * 100) : 0;

  return (
    <aside ref={bar} className={styles.monitor} aria-label={t('monitor.label')}>
      <dl className={styles.totals}>
        <dt>{t('monitor.items', { count: cartQuantity(items) })}</dt>
        <dd />
        {simulation &&
        tenant.showPriceWithoutDiscount &&
        simulation.priceWithoutDiscount > simulation.price ? (
          <>
            <dt>{t('monitor.priceWithoutDiscount')}</dt>
            <dd>
              <del>{format(simulation.priceWithoutDiscount)}</del>
            </dd>
          </>
        ) : null}
        {simulation && showDiscounts && simulation.discount > 0 ? (
          <>
            <dt>{t('monitor.discount')}</dt>
            <dd>−{format(simulation.discount)}</dd>
          </>
        ) : null}
        {simulation && simulation.promoDiscount > 0 ? (
          <>
            <dt>{t('monitor.promoDiscount')}</dt>
            <dd>−{format(simulation.promoDiscount)}</dd>
          </>
        ) : null}
        {simulation && simulation.vat > 0 ? (
          <>
            <dt>{t('monitor.vat')}</dt>
            <dd>{format(simulation.vat)}</dd>
          </>
        ) : null}
        <dt className={styles.grandTotal}>{t('monitor.total')}</dt>
        <dd className={styles.grandTotal} data-testid="monitor-total">
          {format(evaluation.total)}
        </dd>
      </dl>
      <p className={styles.status} aria-live="polite">
        {updating ? t('cart.updating') : ''}
      </p>
      {monitor.kind === 'empty' ? <p className={styles.status}>{t('monitor.empty')}</p> : null}
      {monitor.kind === 'belowMinimum' ? (
        <>
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
          <p className={styles.status}>
            {t('monitor.remaining', { amount: format(monitor.remaining) })}
          </p>
        </>
      ) : null}
      {monitor.kind === 'enabled' && !evaluation.confirmDisabled ? (
        <p className={styles.status}>{t('monitor.ready')}</p>
      ) : null}
      {evaluation.overPaymentLimit ? (
        <p className={styles.warning}>
          <LimitIcon />
          {t('monitor.aboveLimit')}
        </p>
      ) : null}
      {tenant.showTaxWarningOnMonitor ? (
        <p className={styles.warning}>
          <WarningIcon />
          {t('monitor.taxNotIncluded')}
        </p>
      ) : null}
      <button
        type="button"
        className={styles.primaryButton}
        disabled={evaluation.confirmDisabled || confirming}
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
    </aside>
  );
}
