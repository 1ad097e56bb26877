/**
 * One order: lines, totals, delivery dates, the client, its status history, the PDF pre-receipt,
 * and — for the order desk — a status change or a cancellation with its reason. Final orders
 * (cancelled, delivered) offer neither.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ORDER_STATUSES, type OrderStatus } from '../../../../contract/order-entities.ts';
import { Bdi, ErrorAlert, Loading, Page } from '../../components/bits.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { consoleApi, saveBlob } from '../../lib/console-api.ts';
import { useT } from '../../lib/console-i18n.ts';
import { useFormat } from '../../lib/format.ts';
import { useCan } from '../../lib/permissions.ts';
import { OrderLines, OrderTotals } from './order-parts.tsx';

/** What the status call moves an order to: cancelling takes a reason, and BLOCKED is credit's. */
type Changeable = Exclude<OrderStatus, 'CANCELLED' | 'BLOCKED'>;

export default function OrderScreen() {
  const { t } = useT();
  const format = useFormat();
  const can = useCan();
  const { orderId = '' } = useParams();
  const queryClient = useQueryClient();
  const params = { orderNumber: orderId } as never;
  const order = useQuery({
    queryKey: ['adminOrder', orderId],
    queryFn: ({ signal }) => consoleApi.call('adminOrder', { params, signal }),
  });
  const [nextStatus, setNextStatus] = useState<Changeable | ''>('');
  const [cancelOpen, setCancelOpen] = useState(false);
  const [reason, setReason] = useState('');
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['adminOrder', orderId] });
    await queryClient.invalidateQueries({ queryKey: ['adminOrders'] });
  };
  const changeStatus = useMutation({
    mutationFn: (status: Changeable) =>
      consoleApi.call('adminOrderStatus', { params, body: { status } }),
    onSuccess: refresh,
  });
  const cancel = useMutation({
    mutationFn: (text: string) =>
      consoleApi.call('adminOrderCancel', { params, body: { reason: text } }),
    onSuccess: async () => {
      setCancelOpen(false);
      await refresh();
    },
  });
  const receipt = useMutation({
    mutationFn: () => consoleApi.file('adminOrderPreReceipt', { params }),
    onSuccess: (blob) => saveBlob(blob, `pre-receipt-${orderId}.pdf`),
  });

  if (order.isPending) return <Loading />;
  if (!order.data) {
    return (
      <Page title={t('order.title', { number: orderId })}>
        <ErrorAlert error={order.error} />
      </Page>
    );
  }
  const o = order.data;
  /** Held in credit analysis: released or refused only by a credit decision (the credit queue). */
  const inCreditReview = o.status === 'BLOCKED';
  const mayChange = can('adminOrderStatus') && !o.final && !inCreditReview;
  const mayCancel = can('adminOrderCancel') && !o.final;

  return (
    <Page
      title={t('order.title', { number: o.orderNumber })}
      actions={
        <>
          <Link to="/orders" className="button button-secondary">
            {t('order.back')}
          </Link>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => receipt.mutate()}
            disabled={receipt.isPending}
          >
            {t('order.preReceipt')}
          </button>
        </>
      }
    >
      <ErrorAlert error={receipt.error} />
      <div className="order-status-line">
        <StatusBadge status={o.status} />
        {o.final ? <span className="muted">{t('order.final')}</span> : null}
        {inCreditReview ? (
          <span className="muted">
            {t('order.inCreditReview')}{' '}
            {can('adminCreditApprove') ? <Link to="/credit">{t('nav.credit')}</Link> : null}
          </span>
        ) : null}
      </div>
      {mayChange || mayCancel ? (
        <section className="card" aria-labelledby="order-actions">
          <h2 id="order-actions">{t('order.actions')}</h2>
          <div className="inline-form">
            {mayChange ? (
              <form
                className="inline-form"
                onSubmit={(event) => {
                  event.preventDefault();
                  if (nextStatus) changeStatus.mutate(nextStatus);
                }}
              >
                <label>
                  {t('order.newStatus')}
                  <select
                    value={nextStatus}
                    onChange={(event) => setNextStatus(event.target.value as Changeable | '')}
                  >
                    <option value="">{t('common.choose')}</option>
                    {ORDER_STATUSES.filter(
                      (status): status is Changeable =>
                        status !== 'CANCELLED' && status !== 'BLOCKED' && status !== o.status,
                    ).map((status) => (
                      <option key={status} value={status}>
                        {t(`status.${status}`)}
                      </option>
                    ))}
                  </select>
                </label>
                <button
                  type="submit"
                  className="button"
                  disabled={!nextStatus || changeStatus.isPending}
                >
                  {t('order.changeStatus')}
                </button>
              </form>
            ) : null}
            {mayCancel ? (
              <button
                type="button"
                className="button button-danger"
                onClick={() => setCancelOpen(true)}
              >
                {t('order.cancel')}
              </button>
            ) : null}
          </div>
          <ErrorAlert error={changeStatus.error} />
        </section>
      ) : null}

      <div className="grid-2">
        <section className="card" aria-labelledby="order-client">
          <h2 id="order-client">{t('order.client')}</h2>
          <dl className="facts">
            <dt>{t('clients.name')}</dt>
            <dd>
              <Link to={`/clients/${o.client.clientId}`}>
                <Bdi>{o.client.name}</Bdi>
              </Link>
            </dd>
            <dt>{t('clients.clientId')}</dt>
            <dd>{o.client.clientId}</dd>
            <dt>{t('clients.address')}</dt>
            <dd>
              <Bdi>{o.client.address ?? '—'}</Bdi>
            </dd>
            <dt>{t('clients.paymentLimit')}</dt>
            <dd>
              <span className="num">{format.money(o.client.paymentLimit)}</span>
            </dd>
          </dl>
        </section>
        <section className="card" aria-labelledby="order-dates">
          <h2 id="order-dates">{t('order.dates')}</h2>
          <dl className="facts">
            <dt>{t('orders.createdAt')}</dt>
            <dd>{format.dateTime(o.createdAt)}</dd>
            <dt>{t('orders.delivery')}</dt>
            <dd>{format.date(o.expectedDeliveryDate)}</dd>
            <dt>{t('order.scheduled')}</dt>
            <dd>{o.scheduledDeliveryDate ? format.date(o.scheduledDeliveryDate) : '—'}</dd>
            <dt>{t('orders.channel')}</dt>
            <dd>{t(`channel.${o.channel}`)}</dd>
          </dl>
        </section>
      </div>

      <OrderLines lines={o.lines} />
      <OrderTotals totals={o.totals} />

      <section className="card" aria-labelledby="order-history">
        <h2 id="order-history">{t('order.history')}</h2>
        <ol className="timeline" data-testid="status-history">
          {o.statusHistory.map((event, index) => (
            <li key={`${event.at}-${index}`}>
              <StatusBadge status={event.status} /> <span>{format.dateTime(event.at)}</span>
              {event.reason ? (
                <p className="muted">
                  {t('order.reason')}: <Bdi>{event.reason}</Bdi>
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      </section>

      <Dialog
        open={cancelOpen}
        title={t('order.cancelTitle', { number: o.orderNumber })}
        submitLabel={t('order.confirmCancel')}
        danger
        busy={cancel.isPending}
        onClose={() => setCancelOpen(false)}
        onSubmit={() => cancel.mutate(reason)}
      >
        <div className="field">
          <label htmlFor="cancel-reason">{t('order.reason')}</label>
          <textarea
            id="cancel-reason"
            required
            dir="auto"
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        <ErrorAlert error={cancel.error} />
      </Dialog>
    </Page>
  );
}
