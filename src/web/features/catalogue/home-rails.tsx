/**
 * The home's rails (issue 14 "a home that sells", decision 051): buy again and today's deals as
 * horizontal rails of the compact product tile, kits (combos) and categories, in the manner of
 * the apps shop owners already use. The rails' data are small server answers (GET home/rails,
 * GET combo, GET category), never the whole catalogue. Each rail shows only when the shop may
 * open what it links to (the one route-access rule, decision 032) and has something in it.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useT } from '../../lib/use-t.ts';
import { Link, useNavigate } from 'react-router';
import type { Combo } from '../../../contract/index.ts';
import { isRouteAvailable } from '../../../domain/route-access.ts';
import type { Product } from '../../../domain/types.ts';
import { ProductTile } from '../../components/product/product-tile.tsx';
import { apiClient } from '../../lib/api-client.ts';
import { retryUnlessFinal } from '../../lib/api-error.ts';
import { comboPath, useCombos } from '../../lib/combos.ts';
import { useRouteAccess } from '../../lib/route-access.ts';
import { useProgressiveCount } from '../../lib/use-progressive-count.ts';
import { brandsQuery, useCategories } from './catalogue-queries.ts';
import { categoryTarget } from './category-paths.ts';
import styles from './home-rails.module.css';

export const HOME_RAILS_QUERY_KEY = ['homeRails'] as const;

function useHomeRails(enabled: boolean) {
  return useQuery({
    queryKey: HOME_RAILS_QUERY_KEY,
    queryFn: async ({ signal }) => await apiClient.call('homeRails', { signal }),
    retry: retryUnlessFinal,
    staleTime: 60_000,
    enabled,
  });
}

function Rail({
  name,
  title,
  more,
  children,
}: {
  name: string;
  title: string;
  more?: { to: string; label: string } | undefined;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={styles.rail} aria-labelledby={id} data-rail={name}>
      <div className={styles.railHead}>
        <h2 id={id} className={styles.railTitle}>
          {title}
        </h2>
        {more ? (
          <Link to={more.to} className={styles.more}>
            {more.label}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** Tiles a rail mounts per task: one shows at 360 px and the next peeks (issue 16, P2). */
const RAIL_TILES_PER_TASK = 2;

function ProductRail({ name, products }: { name: string; products: readonly Product[] }) {
  const mounted = useProgressiveCount(products.length, RAIL_TILES_PER_TASK, name);
  return (
    <ul className={styles.track}>
      {products.slice(0, mounted).map((product) => (
        <li key={product.sku} className={styles.productItem}>
          <ProductTile product={product} />
        </li>
      ))}
    </ul>
  );
}

function KitRail({ combos }: { combos: readonly Combo[] }) {
  return (
    <ul className={styles.track}>
      {combos.map((combo) => (
        <li key={combo.id} className={styles.kitItem}>
          <Link to={comboPath(combo)} className={styles.kit}>
            {combo.image ? (
              <img
                src={combo.image}
                alt=""
                width={200}
                height={80}
                loading="lazy"
                decoding="async"
                className={styles.kitImage}
              />
            ) : null}
            <span className={styles.kitName}>{combo.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function CategoryChips() {
  const categories = useCategories();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const choose = async (category: string) => {
    try {
      void navigate(categoryTarget(category, await queryClient.fetchQuery(brandsQuery(category))));
    } catch {
      void navigate('/error');
    }
  };
  return (
    <ul className={styles.chips}>
      {(categories.data ?? []).map((category) => (
        <li key={category.name}>
          <button type="button" className={styles.chip} onClick={() => void choose(category.name)}>
            {category.imageUrl ? (
              <img src={category.imageUrl} alt="" width={28} height={28} loading="lazy" />
            ) : null}
            <span>{category.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The rails' three answers (home rails, kits, categories), asked for together. */
function useRailsData() {
  const access = useRouteAccess();
  const rails = useHomeRails(access.isOrderOptionActive);
  const combos = useCombos();
  const categories = useCategories();
  return { access, rails, combos, categories };
}

/**
 * Whether the rails' answers are in (or failed): the home shows its content once they are, so the
 * rails never arrive under a shown banner and push it down (CLS, issue 16). The home calls this
 * first, which also starts the three calls beside the banners' and the 500 ms home wait.
 */
export function useHomeRailsSettled(): boolean {
  const { access, rails, combos, categories } = useRailsData();
  if (!access.isOrderOptionActive) return true;
  return !rails.isPending && !combos.isPending && !categories.isPending;
}

/**
 * The home's rails that have something to show, in order, each keyed: the home mounts them one
 * task each (home-screen.tsx). None with the order option off.
 */
export function useHomeRailSections(): ReactNode[] {
  const t = useT();
  const { access, rails, combos, categories } = useRailsData();
  if (!access.isOrderOptionActive) return [];
  const can = (path: string) => isRouteAvailable(path, access);
  const seeAll = (path: string) =>
    can(path) ? { to: path, label: t('homeRails.seeAll') } : undefined;
  const productRail = (name: 'buyAgain' | 'deals', products: readonly Product[], more: string) =>
    products.length > 0 ? (
      <Rail key={name} name={name} title={t(`homeRails.${name}`)} more={seeAll(more)}>
        <ProductRail name={name} products={products} />
      </Rail>
    ) : null;
  const kits = can('/combos') ? (combos.data ?? []) : [];
  return [
    can('/category') && (categories.data ?? []).length > 0 ? (
      <Rail key="categories" name="categories" title={t('homeRails.categories')}>
        <CategoryChips />
      </Rail>
    ) : null,
    productRail('buyAgain', rails.data?.buyAgain ?? [], '/suggested'),
    productRail('deals', rails.data?.deals ?? [], '/promotionslist'),
    kits.length > 0 ? (
      <Rail key="kits" name="kits" title={t('homeRails.kits')} more={seeAll('/combos')}>
        <KitRail combos={kits} />
      </Rail>
    ) : null,
  ].filter((rail) => rail !== null);
}
