/**
 * The tenant's combos (issue 13): each combo with its kind, products and state; each opens its
 * form (read-only for roles that may not change the catalogue). Admins also create combos.
 */
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { AdminComboSummary } from '../../../../contract/index.ts';
import { Bdi, ErrorAlert, Loading, Page } from '../../components/bits.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { consoleApi } from '../../lib/console-api.ts';
import { useT } from '../../lib/console-i18n.ts';
import { useCan } from '../../lib/permissions.ts';

export default function CombosScreen() {
  const { t } = useT();
  const can = useCan();
  const combos = useQuery({
    queryKey: ['adminCombos'],
    queryFn: ({ signal }) => consoleApi.call('adminCombos', { signal }),
  });
  const columns = useMemo<ColumnDef<AdminComboSummary, unknown>[]>(
    () => [
      {
        id: 'name',
        header: t('combos.name'),
        cell: ({ row }) => (
          <Link to={`/combos/${row.original.id}`}>
            <Bdi>{row.original.name}</Bdi>
          </Link>
        ),
      },
      {
        id: 'kind',
        header: t('combos.kind'),
        cell: ({ row }) => t(`combos.kinds.${row.original.kind}`),
      },
      {
        id: 'products',
        header: t('combos.products'),
        cell: ({ row }) => t('combos.productCount', { count: row.original.productCount }),
      },
      {
        id: 'active',
        header: t('combos.active'),
        cell: ({ row }) => (row.original.active ? t('common.yes') : t('common.no')),
      },
    ],
    [t],
  );
  return (
    <Page
      title={t('combos.title')}
      actions={
        can('adminCreateCombo') ? (
          <Link className="button" to="/combos/new">
            {t('combos.new')}
          </Link>
        ) : null
      }
    >
      <ErrorAlert error={combos.error} />
      {combos.data ? (
        <DataTable
          caption={t('combos.title')}
          columns={columns}
          rows={combos.data.items}
          rowId={(combo) => String(combo.id)}
          empty={t('combos.empty')}
        />
      ) : combos.isPending ? (
        <Loading />
      ) : null}
    </Page>
  );
}
