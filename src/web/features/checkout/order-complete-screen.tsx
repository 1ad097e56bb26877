/**
 * SPEC §2 /order/complete (params orderNumber, orderPrice, deliveryDate): order number(s), total,
 * delivery date(s) (a scheduled order answers one order per date), payment mode (showPaymentMode),
 * the PDF pre-receipt, the order history link, the back-to-chat link for chat shops, and the NPS
 * survey (showNPSAfterOrderComplete, every N orders, 15 days apart: SPEC §5, src/domain/nps.ts).
 * The tenant's showOrderNumber / showOrderTotal / showOrderDeliveryDate / showOrderHistory apply.
 */
import { useMemo, useState } from 'react';
import { useT } from '../../lib/use-t.ts';
import { Link, useSearchParams } from 'react-router';
import { shouldAskNps } from '../../../domain/nps.ts';
import { useMoney } from '../../components/product/use-money.ts';
import { EmptyState } from '../../components/query-state/query-view.tsx';
import { storedOrigin } from '../../lib/origin.ts';
import { useSession } from '../../lib/session.ts';
import { chatLinkFor } from '../../lib/tenant-access.ts';
import { useTenant } from '../../lib/tenant-context.tsx';
import { useTenantDates } from '../../lib/use-tenant-dates.ts';
import styles from './checkout.module.css';
import { parseCompletion, type CompletedOrder } from './completed-order.ts';
import { readNpsMemory, recordNpsAnswer } from './nps-memory.ts';
import { NpsSurvey } from './nps-survey.tsx';
import { downloadPreReceipt } from './pre-receipt.ts';

function ReceiptButton({ orderNumber, label }: { orderNumber: string; label: string }) {
  const t = useT();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = async () => {
    setState('busy');
    try {
      await downloadPreReceipt(orderNumber);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <button
        type="button"
        className={styles.secondary}
        aria-busy={state === 'busy'}
        disabled={state === 'busy'}
        onClick={() => void download()}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M12 4v11m0 0-4-4m4 4 4-4M5 20h14"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
        {state === 'busy' ? t('orderComplete.downloading') : label}
      </button>
      {state === 'failed' && (
        <p role="alert" className={styles.error}>
          {t('orderComplete.downloadFailed')}
        </p>
      )}
    </>
  );
}

function OrderFacts({ order, single }: { order: CompletedOrder; single: boolean }) {
  const t = useT();
  const tenant = useTenant();
  const dates = useTenantDates();
  return (
    <li className={styles.order}>
      <dl className={styles.facts}>
        {tenant.showOrderNumber && (
          <div>
            <dt>{t('orderComplete.orderNumber')}</dt>
            <dd>{order.orderNumber}</dd>
          </div>
        )}
        {tenant.showOrderDeliveryDate && order.deliveryDate !== undefined && (
          <div>
            <dt>{t('orderComplete.deliveryDate')}</dt>
            <dd>
              <time dateTime={order.deliveryDate}>{dates.calendarDate(order.deliveryDate)}</time>
            </dd>
          </div>
        )}
      </dl>
      <ReceiptButton
        orderNumber={order.orderNumber}
        label={
          single
            ? t('orderComplete.downloadReceipt')
            : t('orderComplete.downloadReceiptOf', { orderNumber: order.orderNumber })
        }
      />
    </li>
  );
}

function useNpsQuestion(): { ask: boolean; answered: () => void } {
  const tenant = useTenant();
  const session = useSession();
  const bottler = session.bottler ?? (tenant.bottler || undefined);
  const clientId = session.client?.external_id;
  // Decided once on arrival: answering, or a re-render, does not make it vanish mid-survey.
  const [ask] = useState(() => {
    if (!tenant.showNPSAfterOrderComplete || !bottler || !clientId) return false;
    const memory = readNpsMemory(bottler, clientId);
    return shouldAskNps({
      ordersCount: memory.ordersCount,
      everyN: tenant.showNPSEveryNOrder,
      lastAnsweredAt: memory.lastAnsweredAt ? new Date(memory.lastAnsweredAt) : null,
      now: new Date(),
    });
  });
  return {
    ask,
    answered: () => {
      if (bottler && clientId) recordNpsAnswer(bottler, clientId, new Date());
    },
  };
}

export default function OrderCompleteScreen() {
  const t = useT();
  const [query] = useSearchParams();
  const tenant = useTenant();
  const money = useMoney();
  const completion = useMemo(() => parseCompletion(query), [query]);
  const nps = useNpsQuestion();
  const chatLink = storedOrigin() === 'chat' ? chatLinkFor(tenant) : undefined;

  if (completion.orders.length === 0) {
    return (
      <EmptyState message={t('orderComplete.notFound')}>
        <Link to="/home">{t('orderComplete.goHome')}</Link>
      </EmptyState>
    );
  }

  return (
    <div className={styles.complete}>
      <section className={styles.card} aria-labelledby="order-complete-title">
        <svg className={styles.check} viewBox="0 0 48 48" width="56" height="56" aria-hidden="true">
          <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="3" />
          <path d="m14 25 7 7 13-15" fill="none" stroke="currentColor" strokeWidth="3" />
        </svg>
        <h1 id="order-complete-title" className={styles.title}>
          {t('orderComplete.title')}
        </h1>
        <p>{t('orderComplete.thanks')}</p>
        <ul className={styles.orders}>
          {completion.orders.map((order) => (
            <OrderFacts
              key={order.orderNumber}
              order={order}
              single={completion.orders.length === 1}
            />
          ))}
        </ul>
        <dl className={styles.facts}>
          {tenant.showOrderTotal && completion.total !== undefined && (
            <div>
              <dt>{t('orderComplete.total')}</dt>
              <dd className={styles.total}>
                <bdi>{money(completion.total)}</bdi>
              </dd>
            </div>
          )}
          {tenant.showPaymentMode && completion.paymentMode !== undefined && (
            <div>
              <dt>{t('orderComplete.paymentMode')}</dt>
              <dd>{completion.paymentMode}</dd>
            </div>
          )}
        </dl>
        <div className={styles.actions}>
          {tenant.showOrderHistory && (
            <Link className={styles.secondary} to="/order/tracking">
              {t('orderComplete.history')}
            </Link>
          )}
          {chatLink !== undefined && (
            <a className={styles.primary} href={chatLink} rel="noopener noreferrer">
              {t('orderComplete.backToChat')}
            </a>
          )}
        </div>
      </section>
      {nps.ask && <NpsSurvey onAnswered={nps.answered} />}
    </div>
  );
}
