/** /promotionslist (SPEC §2): the promotions hub, two cards: combos and promotions. */
import { useT } from '../../lib/use-t.ts';
import { Link } from 'react-router';
import pageStyles from '../../components/page/page.module.css';
import styles from './catalogue.module.css';

export default function PromotionsListScreen() {
  const t = useT();
  return (
    <div className={`${pageStyles.page} ${pageStyles.wide}`}>
      <h1 className={pageStyles.title}>{t('pageTitles.promotionslist')}</h1>
      <ul className={styles.hub}>
        <li>
          <Link to="/combos" className={styles.hubCard}>
            <strong>{t('catalogue.promotionsList.combos')}</strong>
            <span>{t('catalogue.promotionsList.combosText')}</span>
          </Link>
        </li>
        <li>
          <Link to="/promotions" className={styles.hubCard}>
            <strong>{t('catalogue.promotionsList.promotions')}</strong>
            <span>{t('catalogue.promotionsList.promotionsText')}</span>
          </Link>
        </li>
      </ul>
    </div>
  );
}
