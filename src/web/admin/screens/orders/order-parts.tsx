/** An order's lines and totals, as the detail screen shows them. */
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { CallResponse } from '../../../../contract/index.ts';
import { Bdi } from '../../components/bits.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { useT } from '../../lib/console-i18n.ts';
import { useFormat } from '../../lib/format.ts';

type Detail = CallResponse<'adminOrder'>;
type Line = Detail['lines'][number];

export function OrderLines({ lines }: { lines: Line[] }) {
  const { t } = useT();
  const format = useFormat();
  const columns = useMemo<ColumnDef<Line, unknown>[]>(
    () => [
      { id: 'sku', header: t('order.sku'), cell: ({ row }) => row.original.sku },
      {
        id: 'description',
        header: t('order.product'),
        // One element: on a phone each part of a cell is a cell of its own grid (console.css).
        cell: ({ row }) => (
          <span>
            <Bdi>{row.original.description}</Bdi>
            {row.original.isPackaging ? (
              <span className="muted"> · {t('order.packaging')}</span>
            ) : null}
          </span>
        ),
      },
      {
        id: 'quantity',
        header: t('order.quantity'),
        meta: { numeric: true },
        cell: ({ row }) => <span className="num">{format.count(row.original.quantity)}</span>,
      },
      {
        id: 'unitPrice',
        header: t('order.unitPrice'),
        meta: { numeric: true },
        cell: ({ row }) => <span className="num">{format.money(row.original.unitPrice)}</span>,
      },
      {
        id: 'lineTotal',
        header: t('orders.total'),
        meta: { numeric: true },
        cell: ({ row }) => <span className="num">{format.money(row.original.lineTotal)}</span>,
      },
    ],
    [t, format],
  );
  return (
    <section className="card" aria-labelledby="order-lines">
      <h2 id="order-lines">{t('order.lines')}</h2>
      <DataTable
        caption={t('order.lines')}
        columns={columns}
        rows={lines}
        rowId={(line) => String(line.lineNo)}
        empty={t('common.none')}
      />
    </section>
  );
}

export function OrderTotals({ totals }: { totals: Detail['totals'] }) {
  const { t } = useT();
  const format = useFormat();
  const entries = [
    ['priceWithoutDiscount', totals.priceWithoutDiscount],
    ['discount', totals.discount],
    ['promoDiscount', totals.promoDiscount],
    ['totalWithoutTax', totals.totalWithoutTax],
    ['vat', totals.vat],
    ['total', totals.total],
  ] as const;
  return (
    <section className="card" aria-labelledby="order-totals">
      <h2 id="order-totals">{t('order.totals')}</h2>
      <dl className="facts facts-numbers">
        {entries.map(([key, value]) => (
          <div key={key} className={key === 'total' ? 'facts-total' : undefined}>
            <dt>{t(`totals.${key}`)}</dt>
            <dd>
              <span className="num">{format.money(value)}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
