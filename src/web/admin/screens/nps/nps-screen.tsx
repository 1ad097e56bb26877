/**
 * What shops say: the NPS of a period (promoters minus detractors), the 0–10 distribution, the
 * weekly trend, and the answers with their comments — filtered by dates, score and comment — with
 * a CSV export of the filtered answers.
 */
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { CallResponse } from '../../../../contract/index.ts';
import { Bdi, ErrorAlert, Loading, Page } from '../../components/bits.tsx';
import { CsvButton } from '../../components/csv-button.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { consoleApi } from '../../lib/console-api.ts';
import { useT } from '../../lib/console-i18n.ts';
import { useFormat } from '../../lib/format.ts';
import { useKeysetList } from '../../lib/keyset-list.ts';
import { useSearchFilters } from '../../lib/search-filters.ts';
import { DistributionChart, TrendChart } from './nps-charts.tsx';

type Answer = CallResponse<'adminNpsAnswers'>['items'][number];
const KEYS = ['from', 'to', 'minScore', 'maxScore', 'withComment', 'clientId'] as const;

export default function NpsScreen() {
  const { t } = useT();
  const format = useFormat();
  const [filters, setFilters] = useSearchFilters(KEYS);
  const period = { from: filters.from, to: filters.to };
  const dashboard = useQuery({
    queryKey: ['adminNps', period],
    queryFn: ({ signal }) => consoleApi.call('adminNps', { query: period, signal }),
  });
  const answers = useKeysetList('adminNpsAnswers', filters as never);
  const columns = useMemo<ColumnDef<Answer, unknown>[]>(
    () => [
      {
        id: 'score',
        header: t('nps.score'),
        cell: ({ row }) => <span className="score">{row.original.score}</span>,
      },
      {
        id: 'comment',
        header: t('nps.comment'),
        cell: ({ row }) => (row.original.comment ? <Bdi>{row.original.comment}</Bdi> : '—'),
      },
      {
        id: 'client',
        header: t('orders.client'),
        cell: ({ row }) => (
          <Link to={`/clients/${row.original.clientId}`}>
            <Bdi>{row.original.clientName}</Bdi>
          </Link>
        ),
      },
      {
        id: 'at',
        header: t('nps.answeredAt'),
        cell: ({ row }) => format.dateTime(row.original.answeredAt),
      },
    ],
    [t, format],
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setFilters(Object.fromEntries(KEYS.map((key) => [key, String(data.get(key) ?? '')])));
  };
  const d = dashboard.data;
  return (
    <Page
      title={t('nps.title')}
      actions={
        <CsvButton
          name="nps"
          load={(locale) =>
            consoleApi.file('adminNpsAnswersCsv', { query: { ...filters, locale } as never })
          }
        />
      }
    >
      <form className="filters" role="search" onSubmit={submit} key={JSON.stringify(filters)}>
        <label>
          {t('common.from')}
          <input type="date" name="from" defaultValue={filters.from} />
        </label>
        <label>
          {t('common.to')}
          <input type="date" name="to" defaultValue={filters.to} />
        </label>
        <label>
          {t('nps.minScore')}
          <input type="number" name="minScore" min={0} max={10} defaultValue={filters.minScore} />
        </label>
        <label>
          {t('nps.maxScore')}
          <input type="number" name="maxScore" min={0} max={10} defaultValue={filters.maxScore} />
        </label>
        <label className="check">
          <input
            type="checkbox"
            name="withComment"
            value="true"
            defaultChecked={filters.withComment === 'true'}
          />
          {t('nps.withComment')}
        </label>
        <div className="filters-actions">
          <button type="submit" className="button">
            {t('common.apply')}
          </button>
        </div>
      </form>
      <ErrorAlert error={dashboard.error} />
      {d ? (
        <>
          <div className="kpis">
            <div className="kpi">
              <span className="kpi-label">{t('nps.nps')}</span>
              <span className="kpi-value" data-testid="nps-score">
                {d.score === null ? '—' : format.count(Math.round(d.score))}
              </span>
            </div>
            <div className="kpi">
              <span className="kpi-label">{t('nps.answers')}</span>
              <span className="kpi-value">{format.count(d.answers)}</span>
            </div>
            <div className="kpi">
              <span className="kpi-label">{t('nps.promoters')}</span>
              <span className="kpi-value">{format.count(d.promoters)}</span>
            </div>
            <div className="kpi">
              <span className="kpi-label">{t('nps.passives')}</span>
              <span className="kpi-value">{format.count(d.passives)}</span>
            </div>
            <div className="kpi">
              <span className="kpi-label">{t('nps.detractors')}</span>
              <span className="kpi-value">{format.count(d.detractors)}</span>
            </div>
          </div>
          <div className="grid-2">
            <DistributionChart data={d.distribution} />
            <TrendChart weekly={d.weekly} />
          </div>
        </>
      ) : dashboard.isPending ? (
        <Loading />
      ) : null}
      <h2>{t('nps.comments')}</h2>
      <ErrorAlert error={answers.error} />
      {answers.isPending ? (
        <Loading />
      ) : (
        <DataTable
          caption={t('nps.comments')}
          columns={columns}
          rows={answers.rows}
          rowId={(answer) => answer.id}
          empty={t('nps.noAnswers')}
          hasMore={answers.hasMore}
          loadingMore={answers.loadingMore}
          onLoadMore={answers.loadMore}
        />
      )}
    </Page>
  );
}
