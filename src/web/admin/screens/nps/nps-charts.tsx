/**
 * The NPS charts (recharts): the 0–10 distribution as bars and the weekly score as a line. Each
 * chart is hidden from screen readers (and out of the tab order: no recharts keyboard layer) and
 * followed by the same figures as a table.
 */
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { setAutoFreeze } from 'immer';
import type { CallResponse } from '../../../../contract/index.ts';
import { withoutBidiMarks } from '../../../../domain/locale.ts';
import { useT } from '../../lib/console-i18n.ts';
import { useFormat } from '../../lib/format.ts';

// recharts keeps chart elements in its Redux store, whose Immer freezes them; Preact (decision
// 064) writes its bookkeeping on elements as it renders them, which a frozen object refuses.
// Nothing else in the app uses Immer.
setAutoFreeze(false);

type Dashboard = CallResponse<'adminNps'>;

/** Detractors 0–6, passives 7–8, promoters 9–10 (the NPS bands), in colours that read on white. */
export function bandColor(score: number): string {
  if (score <= 6) return '#c2410c';
  if (score <= 8) return '#a16207';
  return '#15803d';
}

export function DistributionChart({ data }: { data: Dashboard['distribution'] }) {
  const { t } = useT();
  const format = useFormat();
  return (
    <figure className="chart" aria-labelledby="nps-distribution">
      <figcaption id="nps-distribution">{t('nps.distribution')}</figcaption>
      <div className="chart-canvas" aria-hidden="true" dir="ltr">
        <ResponsiveContainer width="100%" height={220}>
          <BarChart
            data={data}
            margin={{ top: 8, right: 8, bottom: 8, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="score" />
            <YAxis allowDecimals={false} width={36} />
            <Tooltip formatter={(value) => format.count(Number(value))} />
            <Bar dataKey="count" name={t('nps.answers')} isAnimationActive={false}>
              {data.map((entry) => (
                <Cell key={entry.score} fill={bandColor(entry.score)} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <div
        className="table-scroll"
        role="region"
        aria-label={t('nps.distributionTable')}
        tabIndex={0}
      >
        <table className="data-table compact">
          <caption className="visually-hidden">{t('nps.distributionTable')}</caption>
          <tbody>
            <tr>
              <th scope="row">{t('nps.score')}</th>
              {data.map((entry) => (
                <td key={entry.score}>{entry.score}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t('nps.answers')}</th>
              {data.map((entry) => (
                <td key={entry.score} className="num">
                  {format.count(entry.count)}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </figure>
  );
}

export function TrendChart({ weekly }: { weekly: Dashboard['weekly'] }) {
  const { t } = useT();
  const format = useFormat();
  // The chart is drawn left to right: its dates without the marks Arabic's carry (the table keeps
  // them, in the page's own direction).
  const points = weekly.map((week) => {
    const label = format.date(week.weekStart);
    return { ...week, label, tick: withoutBidiMarks(label) };
  });
  return (
    <figure className="chart" aria-labelledby="nps-trend">
      <figcaption id="nps-trend">{t('nps.trend')}</figcaption>
      <div className="chart-canvas" aria-hidden="true" dir="ltr">
        <ResponsiveContainer width="100%" height={220}>
          <LineChart
            data={points}
            margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="tick" />
            <YAxis domain={[-100, 100]} width={40} />
            <Tooltip />
            <Line
              type="monotone"
              dataKey="score"
              name={t('nps.score')}
              stroke="var(--accent-text, #1f2933)"
              strokeWidth={2}
              isAnimationActive={false}
              connectNulls
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <div className="table-scroll" role="region" aria-label={t('nps.trendTable')} tabIndex={0}>
        <table className="data-table compact">
          <caption className="visually-hidden">{t('nps.trendTable')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('nps.week')}</th>
              <th scope="col">{t('nps.score')}</th>
              <th scope="col">{t('nps.answers')}</th>
            </tr>
          </thead>
          <tbody>
            {points.length === 0 ? (
              <tr>
                <td colSpan={3}>{t('nps.noAnswers')}</td>
              </tr>
            ) : (
              points.map((week) => (
                <tr key={week.weekStart}>
                  <td>{week.label}</td>
                  <td className="num">
                    {week.score === null ? '—' : format.count(Math.round(week.score))}
                  </td>
                  <td className="num">{format.count(week.answers)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
