/**
 * /promotions (SPEC §2): dropdown filters for brands, packages (sizes) and bottle type (translated
 * kinds) over a product grid. The three sit in one compact row, so the first products show on the
 * first screen of a phone.
 */
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageCode, Product } from '../../../domain/types.ts';
import pageStyles from '../../components/page/page.module.css';
import { ProductGrid } from '../../components/product/product-grid.tsx';
import { localizedBrand } from '../../components/product/product-text.ts';
import { useCartItems } from '../../lib/cart-store.ts';
import { useCurrentLanguage, useWholeList, type CatalogueListFilter } from '../../lib/products.ts';
import styles from './catalogue.module.css';
import {
  applyPromotionFilter,
  bottleTypeOf,
  bySize,
  NO_FILTER,
  optionsOf,
  packagingOf,
  promotionProducts,
  type PromotionFilter,
} from './promotion-filters.ts';
import { EmptyState, QueryView } from '../../components/query-state/query-view.tsx';

function Select({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className={styles.filter}>
      <span>{label}</span>
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('catalogue.promotions.all')}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The translated name of a packaging code (can, pet, glass…), undefined for an unknown one. */
function useKindName(): (code: string) => string | undefined {
  const { t, i18n } = useTranslation();
  return useCallback(
    (code: string) => {
      const key = `packagingKinds.${code}`;
      return i18n.exists(key) ? t(key as 'packagingKinds.can') : undefined;
    },
    [t, i18n],
  );
}

const PROMOTIONS: CatalogueListFilter = { promotions: true };

function Promotions({ products, language }: { products: Product[]; language: LanguageCode }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<PromotionFilter>(NO_FILTER);
  const brands = useMemo(
    () => optionsOf(products, (product) => localizedBrand(product, language)),
    [products, language],
  );
  const kindName = useKindName();
  const packages = useMemo(() => optionsOf(products, packagingOf, bySize), [products]);
  const bottleTypes = useMemo(
    () => optionsOf(products, (product) => bottleTypeOf(product, language, kindName)),
    [products, language, kindName],
  );
  const shown = applyPromotionFilter(products, filter, language, kindName);
  const set = (key: keyof PromotionFilter) => (value: string) =>
    setFilter((current) => ({ ...current, [key]: value }));
  return (
    <>
      <div className={styles.filters} role="group" aria-label={t('catalogue.promotions.filters')}>
        <Select
          label={t('catalogue.promotions.brand')}
          value={filter.brand}
          options={brands}
          onChange={set('brand')}
        />
        <Select
          label={t('catalogue.promotions.package')}
          value={filter.packaging}
          options={packages}
          onChange={set('packaging')}
        />
        {bottleTypes.length > 0 ? (
          <Select
            label={t('catalogue.promotions.bottleType')}
            value={filter.bottleType}
            options={bottleTypes}
            onChange={set('bottleType')}
          />
        ) : null}
      </div>
      <p className={styles.count} role="status">
        {t('catalogue.search.count', { total: shown.length })}
      </p>
      {shown.length === 0 ? (
        <EmptyState message={t('notFound.product')} />
      ) : (
        <ProductGrid products={shown} />
      )}
    </>
  );
}

export default function PromotionsScreen() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const cart = useCartItems();
  // The promotion products only (decision 055): the dropdowns list every brand and size among
  // them, so the screen fetches that part of the catalogue, in pages of 200.
  const products = useWholeList(PROMOTIONS);
  return (
    <div className={`${pageStyles.page} ${pageStyles.wide}`}>
      <h1 className={pageStyles.title}>{t('pageTitles.promotions')}</h1>
      <QueryView
        query={products}
        isEmpty={(data) => promotionProducts(data, cart).length === 0}
        empty={<EmptyState message={t('notFound.promotions')} />}
      >
        {(data) => <Promotions products={promotionProducts(data, cart)} language={language} />}
      </QueryView>
    </div>
  );
}
