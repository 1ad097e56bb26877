/**
 * /bingo (SPEC §2): the current month's card (tenant time zone), the FAQ (points expire at month
 * end; prizes are sent in the first fortnight of the next month, SPEC §9) and the history table.
 */
import { useT } from '../../lib/use-t.ts';
import pageStyles from '../../components/page/page.module.css';
import { EmptyState, QueryView } from '../../components/query-state/query-view.tsx';
import { useTenant } from '../../lib/tenant-context.tsx';
import { tenantMonth } from '../../lib/tenant-time.ts';
import { BingoCardView } from './bingo-card.tsx';
import { BingoHistory } from './bingo-history.tsx';
import { useBingoCard } from './bingo-queries.ts';
import styles from './bingo.module.css';

const FAQ = [
  ['bingo.faq.howQuestion', 'bingo.faq.howAnswer'],
  ['bingo.faq.expiryQuestion', 'bingo.faq.expiryAnswer'],
  ['bingo.faq.prizesQuestion', 'bingo.faq.prizesAnswer'],
] as const;

function BingoFaq() {
  const t = useT();
  return (
    <section className={styles.section} aria-labelledby="bingo-faq-title">
      <h2 id="bingo-faq-title" className={styles.subheading}>
        {t('bingo.faq.title')}
      </h2>
      {FAQ.map(([question, answer]) => (
        <details key={question} className={styles.faq}>
          <summary>{t(question)}</summary>
          <p>{t(answer)}</p>
        </details>
      ))}
    </section>
  );
}

export default function BingoScreen() {
  const t = useT();
  const tenant = useTenant();
  const card = useBingoCard(tenantMonth(new Date(), tenant.timeZone));
  return (
    <div className={styles.page}>
      <h1 className={pageStyles.title}>{t('bingo.title')}</h1>
      <p className={pageStyles.intro}>{t('bingo.intro')}</p>
      <QueryView
        query={card}
        isEmpty={(current) => current === null}
        empty={<EmptyState message={t('bingo.card.none')} />}
      >
        {(current) => (current ? <BingoCardView card={current} /> : null)}
      </QueryView>
      <p className={styles.expiry}>{t('bingo.expiry')}</p>
      <BingoFaq />
      <BingoHistory />
    </div>
  );
}
