/**
 * /order/tracking (SPEC §2): intro, the order-tracking header (showOrderTrackingHeader), a card
 * per recent order with its status steps and a reorder action; empty state with a link to
 * /products; no-response state with retry (SPEC §8).
 */
import { useMemo } from 'react';
import { useT, type T } from '../../lib/use-t.ts';
import { Link } from 'react-router';
import type { Product } from '../../../domain/types.ts';
import pageStyles from '../../components/page/page.module.css';
import { EmptyState, QueryView } from '../../components/query-state/query-view.tsx';
import { useProductsBySku } from '../../lib/products.ts';
import { useOrderingEnabled } from '../../lib/route-access.ts';
import { useTenant } from '../../lib/tenant-context.tsx';
import { tenantToday } from '../../lib/tenant-time.ts';
import { OrderCard } from './order-card.tsx';
import { useOrderHistory } from './tracking-queries.ts';
import { useReorder, type ReorderState } from './use-reorder.ts';
import styles from './tracking.module.css';

function reorderStatusFor(state: ReorderState, orderNumber: string, t: T): string | undefined {
  if (state.phase === 'idle' || state.orderNumber !== orderNumber) return undefined;
  if (state.phase === 'nothingLeft') return t('tracking.reorder.nothingLeft');
  return t('tracking.reorder.redirecting');
}

export default function TrackingScreen() {
  const t = useT();
  const tenant = useTenant();
  // A shop whose ordering is off (SPEC §6) sees its orders without "Order again", which would only
  // fill a cart it cannot open.
  const ordering = useOrderingEnabled();
  const history = useOrderHistory(tenant.isAllOrderTrackingEnabled);
  // The products these orders name, as the catalogue has them now (decision 055): their names
  // on the cards, and what a reorder may still add (SPEC §4).
  const orderedSkus = useMemo(
    () => (history.data ?? []).flatMap((order) => order.orderProducts.map((line) => line.sku)),
    [history.data],
  );
  const products = useProductsBySku(orderedSkus, { enabled: history.data !== undefined });
  const { state, reorder } = useReorder(products.data);
  const today = tenantToday(new Date(), tenant.timeZone);
  const productsBySku = useMemo(
    () =>
      products.data
        ? new Map<string, Product>(products.data.map((product: Product) => [product.sku, product]))
        : undefined,
    [products.data],
  );

  return (
    <section className={pageStyles.page} aria-labelledby="tracking-title">
      {tenant.showOrderTrackingHeader ? (
        <header className={styles.header}>
          <h1 id="tracking-title" className={pageStyles.title}>
            {t('tracking.header.title')}
          </h1>
          <p className={pageStyles.intro}>{t('tracking.header.text')}</p>
        </header>
      ) : (
        <h1 id="tracking-title" className="visually-hidden">
          {t('tracking.header.title')}
        </h1>
      )}
      <p className={pageStyles.intro}>
        {t(ordering ? 'tracking.intro' : 'tracking.introWithoutReorder')}
      </p>
      <QueryView
        query={history}
        isEmpty={(orders) => orders.length === 0}
        empty={
          <EmptyState message={t('notFound.orders')}>
            <Link to="/products">{t('tracking.goToProducts')}</Link>
          </EmptyState>
        }
      >
        {(orders) => (
          <div className={styles.cards}>
            {orders.map((order, index) => (
              <OrderCard
                key={order.orderNumber}
                folded={index > 0 && (order.canceled || order.status === 'DELIVERED')}
                order={order}
                steps={tenant.orderStatus}
                productsBySku={productsBySku}
                today={today}
                reorderDisabled={products.data === undefined || state.phase === 'redirecting'}
                reorderStatus={reorderStatusFor(state, order.orderNumber, t)}
                onReorder={
                  ordering ? () => reorder(order.orderNumber, order.orderProducts) : undefined
                }
              />
            ))}
          </div>
        )}
      </QueryView>
    </section>
  );
}
