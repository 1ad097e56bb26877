/**
 * /combos (SPEC §2): the tenant's combos as cards (image, name unless disableComboName, description,
 * discount percentage unless disableComboDiscountPercentage), each opening the screen of its kind.
 * Empty list or combo service off → empty state; time-out → no-response (SPEC §8).
 */
import { useT } from '../../lib/use-t.ts';
import { Link } from 'react-router';
import type { Combo } from '../../../contract/index.ts';
import pageStyles from '../../components/page/page.module.css';
import { EmptyState, QueryView } from '../../components/query-state/query-view.tsx';
import { comboPath, useCombos } from '../../lib/combos.ts';
import { useTenant } from '../../lib/tenant-context.tsx';
import styles from './combos.module.css';
import { usePercent, usePercentagesShown } from './use-percent.ts';

const KIND_LABEL = {
  family: 'combos.kind.family',
  quantity: 'combos.kind.quantity',
  generic: 'combos.kind.generic',
} as const;

function Chevron() {
  return (
    <svg className={styles.chevron} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

function ComboCard({ combo }: { combo: Combo }) {
  const t = useT();
  const { disableComboName } = useTenant();
  const percent = usePercent();
  const showDiscount = usePercentagesShown() && (combo.discountPercentage ?? 0) > 0;
  return (
    <li>
      <Link to={comboPath(combo)} className={styles.card}>
        {combo.image ? (
          <img
            src={combo.image}
            alt=""
            width={320}
            height={128}
            loading="lazy"
            decoding="async"
            className={styles.cardImage}
          />
        ) : null}
        <span className={styles.cardBody}>
          {/* The name always names the link; the tenant may hide it from view (SPEC §3). */}
          <strong className={disableComboName ? 'visually-hidden' : styles.cardTitle}>
            {combo.name}
          </strong>
          {combo.description ? (
            <span className={styles.cardDescription}>{combo.description}</span>
          ) : null}
          <span className={styles.cardFooter}>
            <span className={styles.kind}>{t(KIND_LABEL[combo.kind])}</span>
            {showDiscount ? (
              <span className={styles.discountBadge}>
                {t('combos.discount', { percentage: percent(combo.discountPercentage ?? 0) })}
              </span>
            ) : null}
            <Chevron />
          </span>
        </span>
      </Link>
    </li>
  );
}

export default function CombosScreen() {
  const t = useT();
  const query = useCombos();
  return (
    <div className={styles.page}>
      <h1 className={pageStyles.title}>{t('pageTitles.combos')}</h1>
      <QueryView
        query={query}
        isEmpty={(combos) => combos.length === 0}
        empty={
          <EmptyState message={t('combos.empty')}>
            <Link to="/products">{t('combos.seeProducts')}</Link>
          </EmptyState>
        }
      >
        {(combos) => (
          <ul className={styles.cards}>
            {combos.map((combo) => (
              <ComboCard key={combo.id} combo={combo} />
            ))}
          </ul>
        )}
      </QueryView>
    </div>
  );
}
