/**
 * /category (SPEC §2): the carousel (unless the tenant shows it on /home only) and category tiles.
 * Choosing a category loads its brands: exactly one → straight to its products, else the brands page.
 * A failure loading the brands goes to /error (SPEC §8 "Category or brand store errors").
 */
import { useQueryClient } from '@tanstack/react-query';
import { useT } from '../../lib/use-t.ts';
import { useNavigate } from 'react-router';
import pageStyles from '../../components/page/page.module.css';
import { useTenant } from '../../lib/tenant-context.tsx';
import { BannerCarousel } from './banner-carousel.tsx';
import { brandsQuery, useBanners, useCategories } from './catalogue-queries.ts';
import { categoryTarget } from './category-paths.ts';
import { EmptyState, QueryView } from '../../components/query-state/query-view.tsx';
import { Tiles } from './tiles.tsx';

function CategoryCarousel() {
  const banners = useBanners();
  return banners.data ? <BannerCarousel banners={banners.data} /> : null;
}

export default function CategoryScreen() {
  const t = useT();
  const tenant = useTenant();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const categories = useCategories();

  const choose = async (category: string) => {
    try {
      const brands = await queryClient.fetchQuery(brandsQuery(category));
      void navigate(categoryTarget(category, brands));
    } catch {
      void navigate('/error');
    }
  };

  return (
    <div className={`${pageStyles.page} ${pageStyles.wide}`}>
      <h1 className={pageStyles.title}>{t('pageTitles.category')}</h1>
      {tenant.showCarouselOnlyOnHomePage ? null : <CategoryCarousel />}
      <QueryView
        query={categories}
        isEmpty={(data) => data.length === 0}
        empty={<EmptyState message={t('notFound.category')} />}
      >
        {(data) => (
          <Tiles
            label={t('pageTitles.category')}
            tiles={data.map((category) => ({
              key: category.name,
              label: category.name,
              imageUrl: category.imageUrl,
              onSelect: () => void choose(category.name),
            }))}
          />
        )}
      </QueryView>
    </div>
  );
}
