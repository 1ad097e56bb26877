/** The bingo history table (SPEC §2 /bingo): period, prizes, status, with header cells scoped. */
import { useT } from '../../lib/use-t.ts';
import { EmptyState, QueryView } from '../../components/query-state/query-view.tsx';
import { useTenantDates } from '../../lib/use-tenant-dates.ts';
import { useBingoHistory } from './bingo-queries.ts';
import styles from './bingo.module.css';

export function BingoHistory() {
  const t = useT();
  const dates = useTenantDates();
  const history = useBingoHistory();
  return (
    <section className={styles.section} aria-labelledby="bingo-history-title">
      <h2 id="bingo-history-title" className={styles.subheading}>
        {t('bingo.history.title')}
      </h2>
      <QueryView
        query={history}
        isEmpty={(entries) => entries.length === 0}
        empty={<EmptyState message={t('bingo.history.empty')} />}
      >
        {(entries) => (
          // A group the keyboard can reach and scroll when a long prize or month overflows a
          // phone (axe scrollable-region-focusable: seen at 360 px with "novembro de 2026"); a
          // group, not a region: the section is already the "History" landmark.
          <div
            className={styles.tableWrap}
            role="group"
            aria-labelledby="bingo-history-title"
            tabIndex={0}
          >
            <table className={styles.table}>
              <caption className="visually-hidden">{t('bingo.history.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('bingo.history.period')}</th>
                  <th scope="col">{t('bingo.history.prizes')}</th>
                  <th scope="col">{t('bingo.history.status')}</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.period}>
                    <th scope="row">{dates.monthPeriod(entry.period)}</th>
                    <td>
                      {entry.prizeProducts.length === 0
                        ? t('bingo.history.noPrizes')
                        : entry.prizeProducts
                            .map((prize) =>
                              t('bingo.card.prizeLine', {
                                qty: prize.qty,
                                description: prize.description,
                              }),
                            )
                            .join(', ')}
                    </td>
                    <td>
                      {entry.status === 'complete'
                        ? t('bingo.history.complete')
                        : t('bingo.history.incomplete')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryView>
    </section>
  );
}
