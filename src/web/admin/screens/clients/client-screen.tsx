/**
 * A shop's page: its profile and limits, links to send it, and what it did — latest orders, open
 * invoices, NPS answers.
 */
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import type { CallResponse } from '../../../../contract/index.ts';
import { Bdi, ErrorAlert, Loading, Page } from '../../components/bits.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { consoleApi } from '../../lib/console-api.ts';
import { useT } from '../../lib/console-i18n.ts';
import { useFormat } from '../../lib/format.ts';
import { LinksCard } from './client-links.tsx';
import { LimitsCard, ProfileCard } from './client-forms.tsx';

type Client = CallResponse<'adminClient'>;
type Order = Client['recentOrders'][number];
type Invoice = Client['openInvoices'][number];

function History({ client }: { client: Client }) {
  const { t } = useT();
  const format = useFormat();
  const orderColumns = useMemo<ColumnDef<Order, unknown>[]>(
    () => [
      {
        id: 'n',
        header: t('orders.orderNumber'),
        cell: ({ row }) => (
          <Link to={`/orders/${row.original.orderNumber}`}>{row.original.orderNumber}</Link>
        ),
      },
      {
        id: 's',
        header: t('orders.status'),
        cell: ({ row }) => <StatusBadge status={row.original.status} />,
      },
      {
        id: 'c',
        header: t('orders.createdAt'),
        cell: ({ row }) => format.dateTime(row.original.createdAt),
      },
      {
        id: 't',
        header: t('orders.total'),
        meta: { numeric: true },
        cell: ({ row }) => <span className="num">{format.money(row.original.total)}</span>,
      },
    ],
    [t, format],
  );
  const invoiceColumns = useMemo<ColumnDef<Invoice, unknown>[]>(
    () => [
      { id: 'd', header: t('clients.invoice'), cell: ({ row }) => row.original.documentNumber },
      { id: 'o', header: t('orders.orderNumber'), cell: ({ row }) => row.original.orderNumber },
      {
        id: 'due',
        header: t('clients.dueDate'),
        cell: ({ row }) => format.date(row.original.dueDate),
      },
      {
        id: 'v',
        header: t('orders.total'),
        meta: { numeric: true },
        cell: ({ row }) => <span className="num">{format.money(row.original.value)}</span>,
      },
    ],
    [t, format],
  );
  return (
    <>
      <section className="card" aria-labelledby="client-orders">
        <h2 id="client-orders">{t('clients.recentOrders')}</h2>
        <DataTable
          caption={t('clients.recentOrders')}
          columns={orderColumns}
          rows={client.recentOrders}
          rowId={(o) => String(o.orderNumber)}
          empty={t('orders.empty')}
        />
      </section>
      <section className="card" aria-labelledby="client-invoices">
        <h2 id="client-invoices">{t('clients.openInvoices')}</h2>
        <DataTable
          caption={t('clients.openInvoices')}
          columns={invoiceColumns}
          rows={client.openInvoices}
          rowId={(i) => i.documentNumber}
          empty={t('clients.noInvoices')}
        />
      </section>
      <section className="card" aria-labelledby="client-nps">
        <h2 id="client-nps">{t('clients.npsAnswers')}</h2>
        {client.npsAnswers.length === 0 ? (
          <p className="muted">{t('nps.noAnswers')}</p>
        ) : (
          <ul className="comments">
            {client.npsAnswers.map((answer) => (
              <li key={answer.id}>
                <span className="score">{answer.score}</span>
                <span className="muted">{format.dateTime(answer.answeredAt)}</span>
                {answer.comment ? (
                  <p>
                    <Bdi>{answer.comment}</Bdi>
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

export default function ClientScreen() {
  const { t } = useT();
  const format = useFormat();
  const { clientId = '' } = useParams();
  const client = useQuery({
    queryKey: ['adminClient', clientId],
    queryFn: ({ signal }) =>
      consoleApi.call('adminClient', { params: { clientId } as never, signal }),
  });
  if (client.isPending) return <Loading />;
  if (!client.data) {
    return (
      <Page title={t('clients.title')}>
        <ErrorAlert error={client.error} />
      </Page>
    );
  }
  const { profile } = client.data;
  return (
    <Page
      title={profile.name}
      actions={
        <Link to="/clients" className="button button-secondary">
          {t('clients.back')}
        </Link>
      }
    >
      <dl className="facts facts-inline">
        <dt>{t('clients.clientId')}</dt>
        <dd>{profile.clientId}</dd>
        <dt>{t('clients.document')}</dt>
        <dd>{profile.documentId ?? '—'}</dd>
        <dt>{t('clients.phone')}</dt>
        <dd>
          <bdi dir="ltr">{profile.phone ?? '—'}</bdi>
        </dd>
        <dt>{t('credit.openOrders')}</dt>
        <dd>
          <span className="num">{format.money(profile.openOrdersTotal)}</span>
        </dd>
      </dl>
      <div className="grid-2">
        <LimitsCard profile={profile} />
        <ProfileCard profile={profile} />
      </div>
      <LinksCard clientId={profile.clientId} hasPassword={profile.hasPassword} />
      <History client={client.data} />
    </Page>
  );
}
