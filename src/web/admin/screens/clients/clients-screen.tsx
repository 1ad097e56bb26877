/** The tenant's shops: search by id, name, document or phone; each opens its profile. */
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { CallResponse } from '../../../../contract/index.ts';
import { Bdi, Page } from '../../components/bits.tsx';
import { ListTable } from '../../components/list-table.tsx';
import { useT } from '../../lib/console-i18n.ts';
import { useKeysetList } from '../../lib/keyset-list.ts';
import { useSearchFilters } from '../../lib/search-filters.ts';

type Client = CallResponse<'adminClients'>['items'][number];

export default function ClientsScreen() {
  const { t } = useT();
  const [filters, setFilters] = useSearchFilters(['q'] as const);
  const list = useKeysetList('adminClients', filters);
  const columns = useMemo<ColumnDef<Client, unknown>[]>(
    () => [
      {
        id: 'clientId',
        header: t('clients.clientId'),
        cell: ({ row }) => (
          <Link to={`/clients/${row.original.clientId}`}>{row.original.clientId}</Link>
        ),
      },
      { id: 'name', header: t('clients.name'), cell: ({ row }) => <Bdi>{row.original.name}</Bdi> },
      {
        id: 'document',
        header: t('clients.document'),
        cell: ({ row }) => row.original.documentId ?? '—',
      },
      {
        id: 'phone',
        header: t('clients.phone'),
        cell: ({ row }) => <bdi dir="ltr">{row.original.phone ?? '—'}</bdi>,
      },
      {
        id: 'ordering',
        header: t('clients.ordering'),
        cell: ({ row }) =>
          row.original.orderingEnabled ? t('clients.orderingOn') : t('clients.orderingOff'),
      },
    ],
    [t],
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilters({ q: String(new FormData(event.currentTarget).get('q') ?? '') });
  };
  return (
    <Page title={t('clients.title')}>
      <form className="filters" role="search" onSubmit={submit} key={filters.q ?? ''}>
        <label>
          {t('clients.search')}
          <input name="q" type="search" dir="auto" defaultValue={filters.q} />
        </label>
        <div className="filters-actions">
          <button type="submit" className="button">
            {t('common.search')}
          </button>
        </div>
      </form>
      <ListTable
        list={list}
        caption={t('clients.title')}
        columns={columns}
        rowId={(client) => client.clientId}
        empty={t('clients.empty')}
      />
    </Page>
  );
}
