/**
 * The cart's ONE list of what still blocks the order (issue 14; SPEC §2 "Cart page content", §5,
 * §8 "Cart alerts", "Moroccan variant"), each row with its fix — a box to tick, a button that
 * changes the cart, or a link — and the "ready" message only when nothing blocks. What blocks is
 * decided by src/domain/checkout-blockers.ts; this file only says it and offers the fix.
 * Ticked rows stay where they are (not blocking) so the box can be unticked in place. Each row is
 * a named group with the id the confirm step focuses when it is the first blocker.
 */
import type { ReactNode } from 'react';
import { useT } from '../../lib/use-t.ts';
import { Link } from 'react-router';
import type { CheckoutCheck } from '../../../domain/checkout-blockers.ts';
import type { CartItem, Product } from '../../../domain/types.ts';
import { localizedDescription } from '../../components/product/product-text.ts';
import { useMoney } from '../../components/product/use-money.ts';
import { useCartStore } from '../../lib/cart-store.ts';
import { useCurrentLanguage } from '../../lib/products.ts';
import type { GlassBottleButtonAction } from '../../../contract/tenant-defaults.ts';
import { CheckIcon, LimitIcon, WarningIcon } from './cart-icons.tsx';
import type { CartBlocker, CartConfirmations } from './cart-evaluation.ts';
import styles from './cart.module.css';
import { Confirmation } from './confirmation.tsx';
import { PackagingAlert } from './packaging-alert.tsx';

/** The element id of a row (the confirm step moves focus there). */
export const alertId = (blocker: CartBlocker | 'pending'): string => `cart-alert-${blocker}`;

/** Where the fixes that "go to" a part of the page take the focus. */
export const CART_LINES_ID = 'cart-lines';
export const CART_DELIVERY_ID = 'cart-delivery';

function focusById(id: string): void {
  const target = document.getElementById(id);
  target?.scrollIntoView?.({ block: 'start' });
  target?.focus();
}

function Row({
  check,
  title,
  tone = 'warning',
  children,
}: {
  check: CheckoutCheck;
  title: string;
  tone?: 'warning' | 'error';
  children: ReactNode;
}) {
  const t = useT();
  const id = alertId(check.code);
  const done = !check.blocking;
  return (
    <li className={styles.checkRow}>
      <div
        id={id}
        role="group"
        aria-labelledby={`${id}-title`}
        tabIndex={-1}
        className={styles.alert}
        data-tone={done ? 'done' : tone}
      >
        <h3 id={`${id}-title`} className={styles.alertTitle}>
          {done ? <CheckIcon /> : tone === 'error' ? <LimitIcon /> : <WarningIcon />}
          {title}
          {done ? <span className="visually-hidden">{`, ${t('cart.checks.done')}`}</span> : null}
        </h3>
        {children}
      </div>
    </li>
  );
}

export interface CartChecksProps {
  checks: readonly CheckoutCheck[];
  ready: boolean;
  /** Tenant 5's "payment limit or amount out of range" message on the over-limit rows. */
  rangeMessage: boolean;
  /** showMinAndMaxOrderAmount: the rows also name the minimum and maximum amounts. */
  showAmounts: boolean;
  confirmations: CartConfirmations;
  onConfirm: (name: keyof CartConfirmations, value: boolean) => void;
  pendingShown: boolean;
  items: readonly CartItem[];
  catalogue: readonly Product[];
  glassBottleButtonAction: GlassBottleButtonAction;
}

export function CartChecks(props: CartChecksProps) {
  const t = useT();
  // "Calculating" is said by the checkout bar; the list shows what the shop can act on.
  const rows = props.checks.filter((check) => check.code !== 'simulating');
  return (
    <section className={styles.checks} aria-labelledby="cart-checks-title">
      <h2
        id="cart-checks-title"
        className={rows.length > 0 ? styles.sectionTitle : 'visually-hidden'}
      >
        {t('cart.checks.title')}
      </h2>
      {rows.length > 0 ? (
        <ul className={styles.checkList}>
          {rows.map((check) => (
            <CheckRow
              key={check.code === 'quantityLimit' ? check.sku : check.code}
              check={check}
              {...props}
            />
          ))}
        </ul>
      ) : null}
      {props.pendingShown ? (
        <p id={alertId('pending')} className={styles.pending} role="alert" tabIndex={-1}>
          {t('cartAlerts.pendingConfirm')}
        </p>
      ) : null}
      <p className={styles.ready} role="status">
        {props.ready ? (
          <>
            <CheckIcon />
            {t('monitor.ready')}
          </>
        ) : null}
      </p>
    </section>
  );
}

function CheckRow({ check, ...props }: CartChecksProps & { check: CheckoutCheck }) {
  const t = useT();
  const format = useMoney();
  const language = useCurrentLanguage();
  const replaceAll = useCartStore((state) => state.replaceAll);
  const range = props.rangeMessage ? (
    <p className={styles.alertText}>{t('paymentLimitRange')}</p>
  ) : null;
  const reviewLines = (
    <button type="button" className={styles.textButton} onClick={() => focusById(CART_LINES_ID)}>
      {t('cart.checks.reviewLines')}
    </button>
  );

  switch (check.code) {
    case 'empty':
    case 'simulating':
      return null;
    case 'simulateError':
      return (
        <Row check={check} title={t('cart.checks.pricesTitle')} tone="error">
          <p className={styles.alertText}>{t('cartAlerts.simulationError')}</p>
          <button
            type="button"
            className={styles.textButton}
            onClick={() => window.location.reload()}
          >
            {t('cart.refreshPage')}
          </button>
        </Row>
      );
    case 'limitOrder':
      return (
        <Row check={check} title={t('cart.creditLimit.title')} tone="error">
          <p className={styles.alertText}>{t('limitOrder')}</p>
          {range}
          {reviewLines}
        </Row>
      );
    case 'creditLimitBlocked':
      return (
        <Row check={check} title={t('cart.creditLimit.title')} tone="error">
          <p className={styles.alertText}>{t('cartAlerts.creditLimitNotAllowed')}</p>
          {props.showAmounts ? (
            <p className={styles.alertText}>
              {t('cartAlerts.maxOrderAmount', { amount: format(check.limit) })}
            </p>
          ) : null}
          {range}
          {reviewLines}
        </Row>
      );
    case 'creditLimitAcceptance':
      return (
        <Row check={check} title={t('cart.creditLimit.title')}>
          <p className={styles.alertText}>{t('cartAlerts.creditLimitAuthorized')}</p>
          {props.showAmounts ? (
            <p className={styles.alertText}>
              {t('cartAlerts.creditLimitIs', { amount: format(check.limit) })}
            </p>
          ) : null}
          {range}
          <Confirmation
            required
            checked={props.confirmations.creditLimit}
            onChange={(value) => props.onConfirm('creditLimit', value)}
            label={t('cart.creditLimit.accept')}
          />
        </Row>
      );
    case 'quantityLimit': {
      const product = props.items.find((line) => line.product.sku === check.sku)?.product;
      const name = product ? localizedDescription(product, language) : check.sku;
      return (
        <Row check={check} title={t('cart.checks.quantityTitle')}>
          <p className={styles.alertText}>
            {check.limit === 0
              ? t('cart.checks.quantityDisabled', { name })
              : t('cart.checks.quantityLimit', { name, limit: check.limit })}
          </p>
          <button
            type="button"
            className={styles.textButton}
            onClick={() => replaceAll(props.items)}
          >
            {check.limit === 0
              ? t('cart.removeLine', { name })
              : t('cart.checks.adjustTo', { limit: check.limit })}
          </button>
        </Row>
      );
    }
    case 'packaging':
      return (
        <Row check={check} title={t('cart.packaging.title')}>
          <PackagingAlert
            requirements={check.requirements}
            items={props.items}
            catalogue={props.catalogue}
            action={props.glassBottleButtonAction}
            accepted={props.confirmations.packaging}
            onAccept={(value) => props.onConfirm('packaging', value)}
          />
        </Row>
      );
    case 'deliveryAddress':
      return (
        <Row check={check} title={t('cart.address.title')}>
          <p className={styles.alertText}>
            {t('cartAlerts.deliveryAddress', { address: check.address })}
          </p>
          <Confirmation
            required
            checked={props.confirmations.deliveryAddress}
            onChange={(value) => props.onConfirm('deliveryAddress', value)}
            label={t('cart.address.confirm')}
          />
        </Row>
      );
    case 'belowMinimum':
      return (
        <Row check={check} title={t('cart.checks.minimumTitle')}>
          <p className={styles.alertText}>
            {t('monitor.remaining', { amount: format(check.remaining) })}
          </p>
          {props.showAmounts ? (
            <p className={styles.alertText}>
              {t('cartAlerts.minOrderAmount', { amount: format(check.minimum) })}
            </p>
          ) : null}
          <Link className={styles.textButton} to="/products">
            {t('cart.checks.addProducts')}
          </Link>
        </Row>
      );
    case 'delivery':
      return (
        <Row check={check} title={t('delivery.title')}>
          <p className={styles.alertText}>{t(`delivery.validation.${check.reason}` as const)}</p>
          <button
            type="button"
            className={styles.textButton}
            onClick={() => focusById(CART_DELIVERY_ID)}
          >
            {t('cart.checks.chooseDelivery')}
          </button>
        </Row>
      );
  }
}
