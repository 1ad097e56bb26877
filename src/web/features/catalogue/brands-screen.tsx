/** /category/brands/:categoryId (SPEC §2): brand tiles; no category → /home. */
import { useT } from '../../lib/use-t.ts';
import { Navigate, useNavigate, useParams } from 'react-router';
import pageStyles from '../../components/page/page.module.css';
import { useBrands } from './catalogue-queries.ts';
import { brandProductsPath } from './category-paths.ts';
import { EmptyState, QueryView } from '../../components/query-state/query-view.tsx';
import { Tiles } from './tiles.tsx';

export default function BrandsScreen() {
  const t = useT();
  const navigate = useNavigate();
  const category = (useParams().categoryId ?? '').trim();
  const brands = useBrands(category);
  if (category === '') return <Navigate to="/home" replace />;
  return (
    <div className={`${pageStyles.page} ${pageStyles.wide}`}>
      <h1 className={pageStyles.title}>{category}</h1>
      <QueryView
        query={brands}
        isEmpty={(data) => data.length === 0}
        empty={<EmptyState message={t('notFound.brand')} />}
      >
        {(data) => (
          <Tiles
            label={t('pageTitles.categoryBrands')}
            tiles={data.map((brand) => ({
              key: brand.id ?? brand.name,
              label: brand.name,
              imageUrl: brand.imageUrl,
              onSelect: () =>
                void navigate(brandProductsPath(category, brand.name || brand.id || '')),
            }))}
          />
        )}
      </QueryView>
    </div>
  );
}
