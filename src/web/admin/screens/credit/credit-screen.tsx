/**
 * The credit-review queue (finance, admin): orders held in credit analysis, oldest first, with the
 * shop's payment limit, open orders and open invoices beside each; approve (the order goes on) or
 * reject with a reason (it is cancelled).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { CallResponse } from '../../../../contract/index.ts';
import { Bdi, ErrorAlert, Loading, Page } from '../../components/bits.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { consoleApi } from '../../lib/console-api.ts';
import { useT } from '../../lib/console-i18n.ts';
import { useFormat } from '../../lib/format.ts';
import { useKeysetList } from '../../lib/keyset-list.ts';

type Item = CallResponse<'adminCreditQueue'>['items'][number];

export default function CreditScreen() {
  const { t } = useT();
  const format = useFormat();
  const queryClient = useQueryClient();
  const list = useKeysetList('adminCreditQueue', {});
  const [rejecting, setRejecting] = useState<Item>();
  const [reason, setReason] = useState('');
  const [done, setDone] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['adminCreditQueue'] });
  const approve = useMutation({
    mutationFn: (item: Item) =>
      consoleApi.call('adminCreditApprove', { params: { orderNumber: item.orderNumber } as never }),
    onSuccess: async (answer) => {
      setDone(t('credit.approved', { number: answer.orderNumber }));
      await refresh();
    },
  });
  const reject = useMutation({
    mutationFn: ({ item, text }: { item: Item; text: string }) =>
      consoleApi.call('adminCreditReject', {
        params: { orderNumber: item.orderNumber } as never,
        body: { reason: text },
      }),
    onSuccess: async (answer) => {
      setRejecting(undefined);
      setReason('');
      setDone(t('credit.rejected', { number: answer.orderNumber }));
      await refresh();
    },
  });

  // The columns depend on the approval's function and state, not on its result object, which is
  // new at every render: new columns remount the rows' buttons, and the reject dialog, closed,
  // had no button left to give focus back to.
  const { mutate: approveOrder, isPending: approving } = approve;
  const columns = useMemo<ColumnDef<Item, unknown>[]>(
    () => [
      {
        id: 'order',
        header: t('orders.orderNumber'),
        cell: ({ row }) => (
          <Link to={`/orders/${row.original.orderNumber}`}>{row.original.orderNumber}</Link>
        ),
      },
      {
        id: 'client',
        header: t('orders.client'),
        cell: ({ row }) => (
          <span className="cell-stack">
            <Link to={`/clients/${row.original.clientId}`}>
              <Bdi>{row.original.clientName}</Bdi>
            </Link>
            <span className="muted">{row.original.clientId}</span>
          </span>
        ),
      },
      {
        id: 'createdAt',
        header: t('orders.createdAt'),
        cell: ({ row }) => format.dateTime(row.original.createdAt),
      },
      {
        id: 'total',
        header: t('orders.total'),
        meta: { numeric: true },
        cell: ({ row }) => <span className="num">{format.money(row.original.total)}</span>,
      },
      {
        id: 'limit',
        header: t('clients.paymentLimit'),
        meta: { numeric: true },
        cell: ({ row }) => (
          <span className="cell-stack">
            <span className="num">{format.money(row.original.paymentLimit)}</span>
            {row.original.overLimitAuthorized ? (
              <span className="muted">{t('credit.overLimitAuthorized')}</span>
            ) : null}
          </span>
        ),
      },
      {
        id: 'openOrders',
        header: t('credit.openOrders'),
        meta: { numeric: true },
        cell: ({ row }) => (
          <span className="num">{format.money(row.original.openOrdersTotal)}</span>
        ),
      },
      {
        id: 'openInvoices',
        header: t('credit.openInvoices'),
        meta: { numeric: true },
        cell: ({ row }) => (
          <span className="num">{format.money(row.original.openInvoicesTotal)}</span>
        ),
      },
      {
        id: 'actions',
        header: t('common.actions'),
        cell: ({ row }) => (
          <span className="row-actions">
            <button
              type="button"
              className="button button-small"
              disabled={approving}
              onClick={() => approveOrder(row.original)}
              aria-label={t('credit.approveOrder', { number: row.original.orderNumber })}
            >
              {t('credit.approve')}
            </button>
            <button
              type="button"
              className="button button-small button-danger"
              onClick={() => setRejecting(row.original)}
              aria-label={t('credit.rejectOrder', { number: row.original.orderNumber })}
            >
              {t('credit.reject')}
            </button>
          </span>
        ),
      },
    ],
    [t, format, approveOrder, approving],
  );

  return (
    <Page title={t('credit.title')}>
      <p role="status" className="live-note">
        {done}
      </p>
      <ErrorAlert error={list.error ?? approve.error} />
      {list.isPending ? (
        <Loading />
      ) : (
        <DataTable
          caption={t('credit.title')}
          columns={columns}
          rows={list.rows}
          rowId={(item) => String(item.orderNumber)}
          empty={t('credit.empty')}
          hasMore={list.hasMore}
          loadingMore={list.loadingMore}
          onLoadMore={list.loadMore}
        />
      )}
      <Dialog
        open={rejecting !== undefined}
        title={t('credit.rejectTitle', { number: rejecting?.orderNumber ?? '' })}
        submitLabel={t('credit.reject')}
        danger
        busy={reject.isPending}
        onClose={() => setRejecting(undefined)}
        onSubmit={() => rejecting && reject.mutate({ item: rejecting, text: reason })}
      >
        <div className="field">
          <label htmlFor="reject-reason">{t('order.reason')}</label>
          <textarea
            id="reject-reason"
            required
            dir="auto"
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        <ErrorAlert error={reject.error} />
      </Dialog>
    </Page>
  );
}
