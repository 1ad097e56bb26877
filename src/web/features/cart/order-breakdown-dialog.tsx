/**
 * What the total is made of (issue 14): products at list price, returnable packaging deposits,
 * discounts and taxes — said plainly as included in the prices or added — adding up to the total
 * to the cent. The amounts are the server's (the simulation's `breakdown`, computed in integer
 * cents in src/domain/pricing/order-breakdown.ts); nothing is added up here.
 * A native modal <dialog> shown as a bottom sheet: the browser traps focus, makes the page behind
 * inert, closes on Escape and gives the focus back to the button that opened it.
 */
import { useEffect, useId, useRef } from 'react';
import { useT } from '../../lib/use-t.ts';
import type { OrderBreakdown } from '../../../contract/index.ts';
import { useMoney } from '../../components/product/use-money.ts';
import styles from './checkout-bar.module.css';

export interface OrderBreakdownDialogProps {
  breakdown: OrderBreakdown;
  onClose: () => void;
}

export function OrderBreakdownDialog({ breakdown, onClose }: OrderBreakdownDialogProps) {
  const t = useT();
  const format = useMoney();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    // Every target browser shows it modally; jsdom has no showModal.
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
  }, []);

  return (
    <dialog
      ref={dialog}
      className={styles.sheet}
      aria-labelledby={titleId}
      data-testid="order-breakdown"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A tap on the backdrop (outside the sheet's box) closes it.
        if (event.target === dialog.current) onClose();
      }}
    >
      <div className={styles.sheetBody}>
        <h2 id={titleId} className={styles.sheetTitle}>
          {t('cart.breakdown.title')}
        </h2>
        <dl className={styles.breakdown}>
          <div className={styles.breakdownRow} data-line="products">
            <dt>{t('cart.breakdown.products')}</dt>
            <dd>
              <bdi>{format(breakdown.products)}</bdi>
            </dd>
          </div>
          {breakdown.deposits > 0 ? (
            <div className={styles.breakdownRow} data-line="deposits">
              <dt>
                {t('cart.breakdown.deposits')}
                <span className={styles.hint}>{t('cart.breakdown.depositsHint')}</span>
              </dt>
              <dd>
                <bdi>{format(breakdown.deposits)}</bdi>
              </dd>
            </div>
          ) : null}
          {breakdown.discounts > 0 ? (
            <div className={styles.breakdownRow} data-line="discounts" data-tone="saving">
              <dt>{t('cart.breakdown.discounts')}</dt>
              <dd>
                <bdi>−{format(breakdown.discounts)}</bdi>
              </dd>
            </div>
          ) : null}
          <div
            className={styles.breakdownRow}
            data-line="tax"
            data-included={breakdown.taxIncluded}
          >
            <dt>
              {t(breakdown.taxIncluded ? 'cart.breakdown.taxIncluded' : 'cart.breakdown.taxAdded')}
              <span className={styles.hint}>
                {t(
                  breakdown.taxIncluded
                    ? 'cart.breakdown.taxIncludedHint'
                    : 'cart.breakdown.taxAddedHint',
                )}
              </span>
            </dt>
            <dd>
              <bdi>
                {breakdown.taxIncluded ? format(breakdown.tax) : `+${format(breakdown.tax)}`}
              </bdi>
            </dd>
          </div>
          <div className={styles.breakdownTotal} data-line="total">
            <dt>{t('cart.breakdown.total')}</dt>
            <dd>
              <bdi>{format(breakdown.total)}</bdi>
            </dd>
          </div>
        </dl>
        <button type="button" className={styles.closeButton} onClick={onClose}>
          {t('cart.breakdown.close')}
        </button>
      </div>
    </dialog>
  );
}
