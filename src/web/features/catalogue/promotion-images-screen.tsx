/** /promotions/images (SPEC §2 "Promotions images page"): the grid of promotion images (GET promotions). */
import { useT } from '../../lib/use-t.ts';
import pageStyles from '../../components/page/page.module.css';
import { usePromotionImages } from './catalogue-queries.ts';
import styles from './catalogue.module.css';
import { EmptyState, QueryView } from '../../components/query-state/query-view.tsx';

export default function PromotionImagesScreen() {
  const t = useT();
  const images = usePromotionImages();
  return (
    <div className={`${pageStyles.page} ${pageStyles.wide}`}>
      <h1 className={pageStyles.title}>{t('pageTitles.promotionImages')}</h1>
      <QueryView
        query={images}
        isEmpty={(data) => data.length === 0}
        empty={<EmptyState message={t('notFound.promotions')} />}
      >
        {(data) => (
          <ul className={styles.imageGrid}>
            {data.map((image) => (
              <li key={`${image.index}-${image.url}`}>
                <img
                  src={image.url}
                  alt={image.altText}
                  width={400}
                  height={400}
                  loading="lazy"
                  decoding="async"
                />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </div>
  );
}
