/**
 * /cart (SPEC §2 route table and "Cart page content"): combo sections and cart lines, the one list
 * of what still blocks the order (each with its fix) or the "ready" message, the delivery choice
 * (or the notification opt-in), and the slim checkout bar with the breakdown and confirm (issue 14).
 * The server's simulation prices the cart (SPEC §4 price recalculation; PRODUCT.md "the server is
 * the authority on money"); `?action=addSuggested` greets with a toast once; analytics view_cart
 * on arrival and begin_checkout on a valid confirm.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../../lib/use-t.ts';
import { Link, useSearchParams } from 'react-router';
import { simulateBody, type UserFlow } from '../../../domain/order-body.ts';
import type { CartItem, Product } from '../../../domain/types.ts';
import { showToast } from '../../components/toast/toast-store.ts';
import { useTrack, type AnalyticsParams } from '../../lib/analytics.ts';
import { useCartItems } from '../../lib/cart-store.ts';
import { useProductsBySku } from '../../lib/products.ts';
import { useSession } from '../../lib/session.ts';
import { useSimulation } from './simulation.ts';
import { useTenant } from '../../lib/tenant-context.tsx';
import { CART_DELIVERY_ID, CART_LINES_ID, CartChecks } from './cart-checks.tsx';
import { evaluateCart, NO_CONFIRMATIONS, type CartConfirmations } from './cart-evaluation.ts';
import { CartLines } from './cart-lines.tsx';
import { CheckoutBar } from './checkout-bar.tsx';
import styles from './cart.module.css';
import { DeliveryOptions } from './delivery-options.tsx';
import { useCartConfirm } from './use-cart-confirm.ts';
import { useDelivery } from './use-delivery.ts';
import { usePaymentLimit } from './use-payment-limit.ts';

const NO_PRODUCTS: readonly Product[] = [];

/** The skus the cart's checks read: its lines and the empties and crates they need (SPEC §5). */
export function cartSkus(items: readonly CartItem[]): string[] {
  const skus = new Set<string>();
  for (const { product } of items) {
    skus.add(product.sku);
    if (product.glassBottleProductId) skus.add(product.glassBottleProductId);
    if (product.boxProductId) skus.add(product.boxProductId);
  }
  return [...skus];
}

export default function CartScreen() {
  const t = useT();
  const tenant = useTenant();
  const { client } = useSession();
  const items = useCartItems();
  // The catalogue as the cart needs it (decision 055): its lines' products and the returnable
  // packaging they point to, as the server has them now — not the whole catalogue.
  const catalogue = useProductsBySku(useMemo(() => cartSkus(items), [items])).data ?? NO_PRODUCTS;
  const delivery = useDelivery();
  const track = useTrack();
  const [searchParams, setSearchParams] = useSearchParams();
  const [confirmations, setConfirmations] = useState<CartConfirmations>(NO_CONFIRMATIONS);

  const paymentLimit = usePaymentLimit(client?.paymentLimit ?? 0, {
    enabled:
      client !== undefined && tenant.isPaymentLimitActive && !tenant.skipPaymentLimitVerifyCheckout,
  });
  const userFlow = useMemo<UserFlow & { deliveryAddressConfirmed?: boolean }>(
    () => ({
      glassBottlesAccepted: confirmations.packaging,
      creditLimit: {
        creditLimitAccepted: confirmations.creditLimit,
        isPaymentLimitActive: tenant.isPaymentLimitActive,
        isFinishOrderOverLimitAuthorized: client?.isFinishOrderOverLimitAuthorized ?? false,
        limit: paymentLimit,
      },
      deliveryAddressConfirmed: confirmations.deliveryAddress,
    }),
    [confirmations, tenant.isPaymentLimitActive, client, paymentLimit],
  );
  const orderType = delivery.state.orderType;
  const body = useMemo(
    () => simulateBody(items, orderType, userFlow),
    [items, orderType, userFlow],
  );
  const simulation = useSimulation(body, { enabled: tenant.hasRecalculatePrice });
  const current = simulation.status === 'ok' ? simulation.data : undefined;

  const evaluation = useMemo(
    () =>
      evaluateCart({
        items,
        catalogue,
        client,
        paymentLimit,
        settings: tenant,
        simulation: {
          status: simulation.status,
          price: current?.price,
          errorCode: simulation.errorCode,
        },
        confirmations,
        delivery: delivery.validation,
      }),
    [
      items,
      catalogue,
      client,
      paymentLimit,
      tenant,
      simulation.status,
      simulation.errorCode,
      current,
      confirmations,
      delivery.validation,
    ],
  );

  const analytics: AnalyticsParams = {
    currency: tenant.currency,
    value: evaluation.total,
    items: items.map(({ product, quantity }) => ({ item_id: product.sku, quantity })),
  };
  const { confirming, pendingShown, confirm } = useCartConfirm({
    evaluation,
    delivery,
    userFlow,
    analytics,
    track,
  });

  // view_cart once on arrival.
  const viewed = useRef(false);
  useEffect(() => {
    if (viewed.current) return;
    viewed.current = true;
    track('view_cart', analytics);
  });

  // ?action=addSuggested: one toast, then the parameter goes (a reload does not repeat it).
  const suggested = searchParams.get('action') === 'addSuggested';
  const greeted = useRef(false);
  useEffect(() => {
    if (!suggested || greeted.current) return;
    greeted.current = true;
    showToast(t('cart.suggestedAdded'));
    const next = new URLSearchParams(searchParams);
    next.delete('action');
    setSearchParams(next, { replace: true });
  }, [suggested, searchParams, setSearchParams, t]);

  const setConfirmation = (name: keyof CartConfirmations, value: boolean) =>
    setConfirmations((previous) => ({ ...previous, [name]: value }));
  const firstLoad = simulation.status === 'loading' && !simulation.settled;

  return (
    <section className={styles.page} aria-labelledby="cart-title">
      <h1 id="cart-title" className={styles.heading}>
        {t('cart.title')}
      </h1>
      {items.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.status}>{t('cart.empty')}</p>
          <Link to="/products">{t('cart.emptyLink')}</Link>
        </div>
      ) : (
        <>
          {firstLoad ? (
            <p className={styles.status} role="status">
              {t('cart.loading')}
            </p>
          ) : null}
          <div id={CART_LINES_ID} tabIndex={-1} className={styles.linesAnchor}>
            <CartLines items={items} details={current?.orderDetails} />
          </div>
          <CartChecks
            checks={evaluation.checks}
            ready={evaluation.ready}
            rangeMessage={evaluation.rangeMessage}
            showAmounts={tenant.showMinAndMaxOrderAmount}
            confirmations={confirmations}
            onConfirm={setConfirmation}
            pendingShown={pendingShown}
            items={items}
            catalogue={catalogue}
            glassBottleButtonAction={tenant.glassBottleButtonAction}
          />
          <div id={CART_DELIVERY_ID} tabIndex={-1}>
            <DeliveryOptions delivery={delivery} />
          </div>
        </>
      )}
      <CheckoutBar
        items={items}
        evaluation={evaluation}
        breakdown={simulation.status === 'ok' ? current?.breakdown : undefined}
        updating={simulation.status === 'loading' && simulation.settled}
        confirming={confirming}
        onConfirm={confirm}
      />
    </section>
  );
}
