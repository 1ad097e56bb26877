/**
 * The audit log (admins): every change made in the console or by operator calls, newest first —
 * who, when, what, before and after — filtered, and exported as CSV with the same filters.
 */
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, type FormEvent } from 'react';
import type { CallResponse } from '../../../../contract/index.ts';
import { Bdi, Page } from '../../components/bits.tsx';
import { CsvButton } from '../../components/csv-button.tsx';
import { ListTable } from '../../components/list-table.tsx';
import { consoleApi } from '../../lib/console-api.ts';
import { useT } from '../../lib/console-i18n.ts';
import { useFormat } from '../../lib/format.ts';
import { useKeysetList } from '../../lib/keyset-list.ts';
import { useSearchFilters } from '../../lib/search-filters.ts';

type Entry = CallResponse<'adminAudit'>['items'][number];
const KEYS = ['email', 'action', 'entity', 'entityId', 'from', 'to'] as const;

/** A date field (yyyy-mm-dd) as the ISO instant the call filters by: the start of that day, UTC. */
const toInstant = (day: string | undefined) => (day ? `${day}T00:00:00.000Z` : undefined);

function Json({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="muted">—</span>;
  return (
    <pre className="json" dir="ltr">
      {JSON.stringify(value, null, 1)}
    </pre>
  );
}

export default function AuditScreen() {
  const { t } = useT();
  const format = useFormat();
  const [filters, setFilters] = useSearchFilters(KEYS);
  const query = { ...filters, from: toInstant(filters.from), to: toInstant(filters.to) };
  const list = useKeysetList('adminAudit', query);
  const columns = useMemo<ColumnDef<Entry, unknown>[]>(
    () => [
      { id: 'at', header: t('audit.at'), cell: ({ row }) => format.dateTime(row.original.at) },
      {
        id: 'actor',
        header: t('audit.actor'),
        cell: ({ row }) =>
          row.original.actor.kind === 'operatorKey' ? (
            t('audit.operatorKey')
          ) : row.original.actor.kind === 'apiKey' ? (
            t('audit.apiKey')
          ) : (
            <Bdi>{row.original.actor.email ?? '—'}</Bdi>
          ),
      },
      {
        id: 'action',
        header: t('audit.action'),
        cell: ({ row }) => <code>{row.original.action}</code>,
      },
      {
        id: 'entity',
        header: t('audit.entity'),
        cell: ({ row }) => (
          <span dir="ltr">
            {row.original.entity} {row.original.entityId}
          </span>
        ),
      },
      {
        id: 'change',
        header: t('audit.change'),
        cell: ({ row }) => (
          <details>
            <summary>{t('audit.show')}</summary>
            <div className="grid-2">
              <div>
                <strong>{t('audit.before')}</strong>
                <Json value={row.original.before} />
              </div>
              <div>
                <strong>{t('audit.after')}</strong>
                <Json value={row.original.after} />
              </div>
            </div>
          </details>
        ),
      },
    ],
    [t, format],
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setFilters(Object.fromEntries(KEYS.map((key) => [key, String(data.get(key) ?? '')])));
  };
  return (
    <Page
      title={t('audit.title')}
      actions={
        <CsvButton
          name="audit"
          load={(locale) => consoleApi.file('adminAuditCsv', { query: { ...query, locale } })}
        />
      }
    >
      <form className="filters" role="search" onSubmit={submit} key={JSON.stringify(filters)}>
        <label>
          {t('audit.actor')}
          <input name="email" type="search" dir="auto" defaultValue={filters.email} />
        </label>
        <label>
          {t('audit.action')}
          <input name="action" defaultValue={filters.action} />
        </label>
        <label>
          {t('audit.entity')}
          <input name="entity" defaultValue={filters.entity} />
        </label>
        <label>
          {t('audit.entityId')}
          <input name="entityId" defaultValue={filters.entityId} />
        </label>
        <label>
          {t('common.from')}
          <input name="from" type="date" defaultValue={filters.from} />
        </label>
        <label>
          {t('common.to')}
          <input name="to" type="date" defaultValue={filters.to} />
        </label>
        <div className="filters-actions">
          <button type="submit" className="button">
            {t('common.apply')}
          </button>
        </div>
      </form>
      <ListTable
        list={list}
        caption={t('audit.title')}
        columns={columns}
        rowId={(entry) => entry.id}
        empty={t('audit.empty')}
      />
    </Page>
  );
}
