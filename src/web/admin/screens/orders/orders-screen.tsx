/**
 * The orders board: the tenant's orders newest first, filtered (status, channel 11/12/40, dates,
 * client, order number, search — kept in the address), new ones arriving on top every few
 * seconds with a polite "N new orders" announcement, and the filtered list as CSV.
 */
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { CallResponse } from '../../../../contract/index.ts';
import { ORDER_CHANNELS, ORDER_STATUSES } from '../../../../contract/order-entities.ts';
import { Bdi, ErrorAlert, Page } from '../../components/bits.tsx';
import { CsvButton } from '../../components/csv-button.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { consoleApi } from '../../lib/console-api.ts';
import { useT } from '../../lib/console-i18n.ts';
import { useFormat } from '../../lib/format.ts';
import { useKeysetList } from '../../lib/keyset-list.ts';
import { useSearchFilters } from '../../lib/search-filters.ts';
import { BOARD_REFRESH_MS, useNewOrders } from './new-orders.ts';

type OrderRow = CallResponse<'adminOrders'>['items'][number];

const FILTER_KEYS = ['status', 'channel', 'from', 'to', 'clientId', 'orderNumber', 'q'] as const;

function Filters({
  values,
  onApply,
}: {
  values: Partial<Record<(typeof FILTER_KEYS)[number], string>>;
  onApply: (next: Partial<Record<(typeof FILTER_KEYS)[number], string>>) => void;
}) {
  const { t } = useT();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onApply(Object.fromEntries(FILTER_KEYS.map((key) => [key, String(data.get(key) ?? '')])));
  };
  return (
    <form className="filters" onSubmit={submit} key={JSON.stringify(values)} role="search">
      <label>
        {t('orders.search')}
        <input name="q" type="search" dir="auto" defaultValue={values.q} />
      </label>
      <label>
        {t('orders.status')}
        <select name="status" defaultValue={values.status ?? ''}>
          <option value="">{t('common.all')}</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('orders.channel')}
        <select name="channel" defaultValue={values.channel ?? ''}>
          <option value="">{t('common.all')}</option>
          {ORDER_CHANNELS.map((channel) => (
            <option key={channel} value={channel}>
              {t(`channel.${channel}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('common.from')}
        <input name="from" type="date" defaultValue={values.from} />
      </label>
      <label>
        {t('common.to')}
        <input name="to" type="date" defaultValue={values.to} />
      </label>
      <label>
        {t('orders.clientId')}
        <input name="clientId" defaultValue={values.clientId} inputMode="numeric" />
      </label>
      <label>
        {t('orders.orderNumber')}
        <input name="orderNumber" defaultValue={values.orderNumber} inputMode="numeric" />
      </label>
      <div className="filters-actions">
        <button type="submit" className="button">
          {t('common.apply')}
        </button>
        <button type="button" className="button button-secondary" onClick={() => onApply({})}>
          {t('common.clear')}
        </button>
      </div>
    </form>
  );
}

export default function OrdersScreen() {
  const { t } = useT();
  const format = useFormat();
  const [values, setValues] = useSearchFilters(FILTER_KEYS);
  const filterKey = JSON.stringify(values);
  const query = useMemo(() => JSON.parse(filterKey) as typeof values, [filterKey]);
  const list = useKeysetList('adminOrders', query, { refreshEveryMs: BOARD_REFRESH_MS });
  const { fresh, announced } = useNewOrders(
    query,
    list.first ? (list.first as { newestCursor: string | null }).newestCursor : undefined,
  );
  const rows = useMemo(() => {
    const seen = new Set(fresh.map((row) => row.orderNumber));
    return [...fresh, ...list.rows.filter((row) => !seen.has(row.orderNumber))];
  }, [fresh, list.rows]);

  const columns = useMemo<ColumnDef<OrderRow, unknown>[]>(
    () => [
      {
        id: 'orderNumber',
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
            <Bdi>{row.original.clientName}</Bdi>
            <span className="muted">{row.original.clientId}</span>
          </span>
        ),
      },
      {
        id: 'status',
        header: t('orders.status'),
        cell: ({ row }) => <StatusBadge status={row.original.status} />,
      },
      {
        id: 'channel',
        header: t('orders.channel'),
        cell: ({ row }) => t(`channel.${row.original.channel}`),
      },
      {
        id: 'createdAt',
        header: t('orders.createdAt'),
        cell: ({ row }) => format.dateTime(row.original.createdAt),
      },
      {
        id: 'delivery',
        header: t('orders.delivery'),
        cell: ({ row }) => format.date(row.original.expectedDeliveryDate),
      },
      {
        id: 'total',
        header: t('orders.total'),
        meta: { numeric: true },
        cell: ({ row }) => <span className="num">{format.money(row.original.total)}</span>,
      },
    ],
    [t, format],
  );

  return (
    <Page
      title={t('orders.title')}
      actions={
        <CsvButton
          name="orders"
          load={(locale) =>
            consoleApi.file('adminOrdersCsv', { query: { ...query, locale } as never })
          }
        />
      }
    >
      <Filters values={values} onApply={setValues} />
      <p role="status" aria-live="polite" className="live-note" data-testid="new-orders">
        {announced > 0 ? t('orders.newOrders', { count: announced }) : ''}
      </p>
      <ErrorAlert error={list.error} />
      {list.isPending ? null : (
        <DataTable
          caption={t('orders.title')}
          columns={columns}
          rows={rows}
          rowId={(row) => String(row.orderNumber)}
          empty={t('orders.empty')}
          hasMore={list.hasMore}
          loadingMore={list.loadingMore}
          onLoadMore={list.loadMore}
        />
      )}
    </Page>
  );
}
