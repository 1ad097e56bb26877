/**
 * The cart's alerts (SPEC §2 "Cart page content", §5, §8 "Cart alerts", "Moroccan variant"):
 * simulation failure, the 406 limit marker, the payment-limit range message, credit limit
 * (authorised: starred acceptance box; not authorised: blocked), returnable packaging, the delivery
 * address confirmation, minimum / maximum order reminders and the pending-confirmation message.
 * Each is an alert region with an id the confirm step focuses when it is the first pending one.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartItem, Product } from '../../../domain/types.ts';
import { useMoney } from '../../components/product/use-money.ts';
import type { GlassBottleButtonAction } from '../../lib/tenant-cart.ts';
import { LimitIcon, WarningIcon } from './cart-icons.tsx';
import type { CartBlocker, CartConfirmations, CartEvaluation } from './cart-evaluation.ts';
import styles from './cart.module.css';
import { Confirmation } from './confirmation.tsx';
import { PackagingAlert } from './packaging-alert.tsx';

/** The element id of a blocker's alert (the confirm step moves focus there). */
export const alertId = (blocker: CartBlocker | 'pending' | 'range' | 'maxOrder'): string =>
  `cart-alert-${blocker}`;

function Alert({
  id,
  tone = 'warning',
  title,
  children,
}: {
  id: string;
  tone?: 'warning' | 'error';
  title?: string;
  children: ReactNode;
}) {
  return (
    <div
      id={id}
      className={styles.alert}
      data-tone={tone}
      role="alert"
      tabIndex={-1}
      aria-labelledby={title ? `${id}-title` : undefined}
    >
      {title ? (
        <h2 id={`${id}-title`} className={styles.alertTitle}>
          {tone === 'error' ? <LimitIcon /> : <WarningIcon />}
          {title}
        </h2>
      ) : null}
      {children}
    </div>
  );
}

export interface CartAlertsProps {
  evaluation: CartEvaluation;
  simulationFailed: boolean;
  limitMarker: boolean;
  confirmations: CartConfirmations;
  onConfirm: (name: keyof CartConfirmations, value: boolean) => void;
  pendingShown: boolean;
  items: readonly CartItem[];
  catalogue: readonly Product[];
  glassBottleButtonAction: GlassBottleButtonAction;
}

export function CartAlerts({
  evaluation,
  simulationFailed,
  limitMarker,
  confirmations,
  onConfirm,
  pendingShown,
  items,
  catalogue,
  glassBottleButtonAction,
}: CartAlertsProps) {
  const { t } = useTranslation();
  const format = useMoney();
  const { creditLimit, packaging, deliveryAddress, reminders } = evaluation;
  return (
    <div className={styles.alerts}>
      {simulationFailed ? (
        <Alert id={alertId('simulateError')} tone="error">
          <p className={styles.alertText}>{t('cartAlerts.simulationError')}</p>
          <button
            type="button"
            className={styles.textButton}
            onClick={() => window.location.reload()}
          >
            {t('cart.refreshPage')}
          </button>
        </Alert>
      ) : null}
      {limitMarker ? (
        <Alert id={alertId('limitOrder')} tone="error">
          <p className={styles.alertText}>{t('limitOrder')}</p>
        </Alert>
      ) : null}
      {evaluation.rangeMessage ? (
        <Alert id={alertId('range')} tone="error">
          <p className={styles.alertText}>{t('paymentLimitRange')}</p>
        </Alert>
      ) : null}
      {creditLimit === 'blocked' ? (
        <Alert id={alertId('creditLimitBlocked')} tone="error" title={t('cart.creditLimit.title')}>
          <p className={styles.alertText}>{t('cartAlerts.creditLimitNotAllowed')}</p>
        </Alert>
      ) : null}
      {creditLimit === 'needsAcceptance' || creditLimit === 'accepted' ? (
        <Alert id={alertId('creditLimitAcceptance')} title={t('cart.creditLimit.title')}>
          <p className={styles.alertText}>{t('cartAlerts.creditLimitAuthorized')}</p>
          <Confirmation
            required
            checked={confirmations.creditLimit}
            onChange={(value) => onConfirm('creditLimit', value)}
            label={t('cart.creditLimit.accept')}
          />
        </Alert>
      ) : null}
      {packaging.length > 0 ? (
        <PackagingAlert
          id={alertId('packaging')}
          requirements={packaging}
          items={items}
          catalogue={catalogue}
          action={glassBottleButtonAction}
          accepted={confirmations.packaging}
          onAccept={(value) => onConfirm('packaging', value)}
        />
      ) : null}
      {deliveryAddress !== undefined && items.length > 0 ? (
        <Alert id={alertId('deliveryAddress')} title={t('cart.address.title')}>
          <p className={styles.alertText}>
            {t('cartAlerts.deliveryAddress', { address: deliveryAddress })}
          </p>
          <Confirmation
            required
            checked={confirmations.deliveryAddress}
            onChange={(value) => onConfirm('deliveryAddress', value)}
            label={t('cart.address.confirm')}
          />
        </Alert>
      ) : null}
      {reminders.map((reminder) =>
        reminder.code === 'minOrderAmountMessage' ? (
          <Alert key={reminder.code} id={alertId('belowMinimum')}>
            <p className={styles.alertText}>
              {t('cartAlerts.minOrderAmount', { amount: format(reminder.amount) })}
            </p>
          </Alert>
        ) : (
          <Alert key={reminder.code} id={alertId('maxOrder')}>
            <p className={styles.alertText}>
              {t('cartAlerts.maxOrderAmount', { amount: format(reminder.amount) })}
            </p>
          </Alert>
        ),
      )}
      {pendingShown ? (
        <Alert id={alertId('pending')} tone="error">
          <p className={styles.alertText}>{t('cartAlerts.pendingConfirm')}</p>
        </Alert>
      ) : null}
    </div>
  );
}
