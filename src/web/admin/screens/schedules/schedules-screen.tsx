/**
 * Recurrent schedules: each shop's standing orders with their next occurrence, what happened to
 * the last one (the order, or why it was skipped or refused) and the occurrences the shop skipped;
 * the order desk pauses, resumes or cancels them.
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
import { consoleI18n, useT, type AdminKey } from '../../lib/console-i18n.ts';
import { useFormat } from '../../lib/format.ts';
import { useKeysetList } from '../../lib/keyset-list.ts';
import { useCan } from '../../lib/permissions.ts';
import { useSearchFilters } from '../../lib/search-filters.ts';

type Schedule = CallResponse<'adminSchedules'>['items'][number];
type Action = 'adminSchedulePause' | 'adminScheduleResume' | 'adminScheduleCancel';
const STATES = ['active', 'paused', 'cancelled'] as const;

export default function SchedulesScreen() {
  const { t } = useT();
  const format = useFormat();
  const can = useCan();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useSearchFilters(['state', 'clientId'] as const);
  const list = useKeysetList('adminSchedules', filters as never);
  const [cancelling, setCancelling] = useState<Schedule>();
  const act = useMutation({
    mutationFn: ({ action, schedule }: { action: Action; schedule: Schedule }) =>
      consoleApi.call(action, { params: { id: schedule.id } as never }),
    onSuccess: async () => {
      setCancelling(undefined);
      await queryClient.invalidateQueries({ queryKey: ['adminSchedules'] });
    },
  });
  const mayChange = can('adminSchedulePause');

  /** A skip or refusal reason: an error code the console translates, or a schedule reason. */
  const reasonText = (code: string) => {
    for (const key of [`schedules.reasons.${code}`, `errors.${code}`]) {
      if (consoleI18n.exists(key)) return t(key as AdminKey);
    }
    return code;
  };

  // The mutation's function, not its result object (new at every render, and new columns
  // remount the rows' buttons: focus fell to the page).
  const { mutate: runAction } = act;
  const columns = useMemo<ColumnDef<Schedule, unknown>[]>(
    () => [
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
        id: 'period',
        header: t('schedules.period'),
        cell: ({ row }) => t('schedules.everyDays', { count: row.original.periodDays }),
      },
      {
        id: 'state',
        header: t('schedules.state'),
        cell: ({ row }) => t(`schedules.states.${row.original.state}`),
      },
      {
        id: 'next',
        header: t('schedules.next'),
        cell: ({ row }) =>
          row.original.nextOccurrence ? format.date(row.original.nextOccurrence) : '—',
      },
      {
        id: 'lastRun',
        header: t('schedules.lastRun'),
        cell: ({ row }) => {
          const last = row.original.lastRun;
          if (!last) return '—';
          return (
            <span className="cell-stack">
              {last.orderNumber ? (
                <Link to={`/orders/${last.orderNumber}`}>
                  {t('schedules.ordered', { number: last.orderNumber })}
                </Link>
              ) : null}
              {last.reason ? <span>{reasonText(last.reason.code)}</span> : null}
              <span className="muted">{format.dateTime(last.at)}</span>
            </span>
          );
        },
      },
      {
        id: 'skipped',
        header: t('schedules.skipped'),
        cell: ({ row }) =>
          row.original.skippedOccurrences.length === 0
            ? '—'
            : row.original.skippedOccurrences
                .map((skip) => format.date(skip.occurrence))
                .join(', '),
      },
      ...(mayChange
        ? [
            {
              id: 'actions',
              header: t('common.actions'),
              cell: ({ row }: { row: { original: Schedule } }) => {
                const schedule = row.original;
                if (schedule.state === 'cancelled') return '—';
                return (
                  <span className="row-actions">
                    {schedule.state === 'active' ? (
                      <button
                        type="button"
                        className="button button-small button-secondary"
                        onClick={() => runAction({ action: 'adminSchedulePause', schedule })}
                      >
                        {t('schedules.pause')}
                      </button>
                    ) : (
                      <button
                        type="button"
                        className="button button-small button-secondary"
                        onClick={() => runAction({ action: 'adminScheduleResume', schedule })}
                      >
                        {t('schedules.resume')}
                      </button>
                    )}
                    <button
                      type="button"
                      className="button button-small button-danger"
                      onClick={() => setCancelling(schedule)}
                    >
                      {t('schedules.cancel')}
                    </button>
                  </span>
                );
              },
            } satisfies ColumnDef<Schedule, unknown>,
          ]
        : []),
    ],
    [t, format, mayChange, runAction],
  );

  return (
    <Page title={t('schedules.title')}>
      <form className="filters" role="search" onSubmit={(event) => event.preventDefault()}>
        <label>
          {t('schedules.state')}
          <select
            value={filters.state ?? ''}
            onChange={(event) => setFilters({ ...filters, state: event.target.value })}
          >
            <option value="">{t('common.all')}</option>
            {STATES.map((state) => (
              <option key={state} value={state}>
                {t(`schedules.states.${state}`)}
              </option>
            ))}
          </select>
        </label>
      </form>
      <ErrorAlert error={list.error ?? act.error} />
      {list.isPending ? (
        <Loading />
      ) : (
        <DataTable
          caption={t('schedules.title')}
          columns={columns}
          rows={list.rows}
          rowId={(schedule) => String(schedule.id)}
          empty={t('schedules.empty')}
          hasMore={list.hasMore}
          loadingMore={list.loadingMore}
          onLoadMore={list.loadMore}
        />
      )}
      <Dialog
        open={cancelling !== undefined}
        title={t('schedules.cancelTitle')}
        submitLabel={t('schedules.cancel')}
        danger
        busy={act.isPending}
        onClose={() => setCancelling(undefined)}
        onSubmit={() =>
          cancelling && act.mutate({ action: 'adminScheduleCancel', schedule: cancelling })
        }
      >
        <p>{t('schedules.cancelHelp', { name: cancelling?.clientName ?? '' })}</p>
      </Dialog>
    </Page>
  );
}
