/**
 * One order tracking card (SPEC §2 /order/tracking): number, order date, channel, expected
 * delivery, status steps, product summary and total, the delivery reminder (SPEC §9: from two
 * days before), and the reorder action.
 */
import { useT } from '../../lib/use-t.ts';
import {
  channelKey,
  showsDeliveryReminder,
  TRACKING_STATUSES,
  type TrackingStatus,
} from '../../../domain/tracking.ts';
import type { Product } from '../../../domain/types.ts';
import { localizedDescription } from '../../components/product/product-text.ts';
import { useMoney } from '../../components/product/use-money.ts';
import { useCurrentLanguage } from '../../lib/products.ts';
import { useTenantDates } from '../../lib/use-tenant-dates.ts';
import { OrderSteps } from './order-steps.tsx';
import type { TrackedOrderEntry } from './tracking-queries.ts';
import styles from './tracking.module.css';

type StatusKey = `orderStatus.${TrackingStatus}`;

/** The server's statusI18n when it is one of ours, else the key of its status. */
export function statusKey(order: Pick<TrackedOrderEntry, 'status' | 'statusI18n'>): StatusKey {
  const known = TRACKING_STATUSES.map((status) => `orderStatus.${status}` as StatusKey);
  return known.find((key) => key === order.statusI18n) ?? `orderStatus.${order.status}`;
}

export interface OrderCardProps {
  order: TrackedOrderEntry;
  steps: readonly string[];
  /** The catalogue by sku, for product names (undefined while loading). */
  productsBySku: ReadonlyMap<string, Product> | undefined;
  /** YYYY-MM-DD today in the tenant's zone. */
  today: string;
  reorderDisabled: boolean;
  /** Set while this order's reorder is taking the shop to checkout. */
  reorderStatus: string | undefined;
  /** Undefined for a shop whose ordering is off: no "Order again". */
  onReorder: (() => void) | undefined;
  /**
   * A finished order (delivered or cancelled) below the newest one: its steps and products fold
   * into a disclosure, so the orders on their way are what the shop sees first.
   */
  folded?: boolean;
}

export function OrderCard({
  order,
  steps,
  productsBySku,
  today,
  reorderDisabled,
  reorderStatus,
  onReorder,
  folded = false,
}: OrderCardProps) {
  const t = useT();
  const money = useMoney();
  const dates = useTenantDates();
  const language = useCurrentLanguage();
  const channel = channelKey(order.orderCreationChannel);
  const headingId = `order-${order.orderNumber}`;
  const reminder = showsDeliveryReminder(order, today);

  const details = (
    <>
      <OrderSteps order={order} steps={steps} />
      <h3 className={styles.summaryTitle}>{t('tracking.summary')}</h3>
      <ul className={styles.lines}>
        {order.orderProducts.map((line) => {
          const product = productsBySku?.get(line.sku);
          const name = product
            ? localizedDescription(product, language)
            : t('tracking.unknownProduct', { sku: line.sku });
          return (
            <li key={line.sku}>
              <span className={styles.quantity}>
                {t('tracking.quantity', { count: line.quantity })}
              </span>{' '}
              {name}
            </li>
          );
        })}
      </ul>
    </>
  );

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        {t('tracking.orderNumber', { number: order.orderNumber })}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('tracking.orderDate')}</dt>
          <dd>{dates.instantDate(order.createdDate)}</dd>
        </div>
        <div>
          <dt>{t('tracking.channel')}</dt>
          <dd>{channel ? t(`channels.${channel}`) : t('channels.unknown')}</dd>
        </div>
        <div>
          <dt>{t('tracking.expectedDelivery')}</dt>
          <dd>{dates.calendarDate(order.expectedDeliveryDate)}</dd>
        </div>
        <div>
          <dt>{t('tracking.status')}</dt>
          <dd>{t(statusKey(order))}</dd>
        </div>
      </dl>
      {reminder ? (
        <p className={styles.reminder}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              fill="currentColor"
              d="M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2Zm6-6V11a6 6 0 0 0-5-5.9V4a1 1 0 0 0-2 0v1.1A6 6 0 0 0 6 11v5l-2 2v1h16v-1l-2-2Z"
            />
          </svg>
          {t('tracking.reminder', { date: dates.calendarDate(order.expectedDeliveryDate) })}
        </p>
      ) : null}
      {folded ? (
        <details className={styles.folded}>
          <summary>{t('tracking.details')}</summary>
          {details}
        </details>
      ) : (
        details
      )}
      <p className={styles.total}>
        <span>{t('tracking.total')}</span>{' '}
        <strong>
          <bdi>{money(order.fullPrice)}</bdi>
        </strong>
      </p>
      {onReorder === undefined ? null : (
        <>
          <button
            type="button"
            className={styles.reorderButton}
            disabled={reorderDisabled}
            onClick={onReorder}
            aria-describedby={reorderStatus ? `${headingId}-reorder` : undefined}
          >
            {t('tracking.reorder.button')}
          </button>
          <p id={`${headingId}-reorder`} className={styles.reorderStatus} role="status">
            {reorderStatus ?? ''}
          </p>
        </>
      )}
    </article>
  );
}
