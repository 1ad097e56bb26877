/**
 * The tenant's catalogue (issue 13): products by sku, searched by sku or description and
 * filtered by category, brand and active; each opens its edit form (read-only for sales and
 * finance). Admins also create products; brands and categories have their own screen.
 */
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { CallResponse } from '../../../../contract/index.ts';
import { Bdi, Page } from '../../components/bits.tsx';
import { ListTable } from '../../components/list-table.tsx';
import { consoleApi } from '../../lib/console-api.ts';
import { useFormat } from '../../lib/format.ts';
import { useT } from '../../lib/console-i18n.ts';
import { useKeysetList } from '../../lib/keyset-list.ts';
import { useCan } from '../../lib/permissions.ts';
import { useSearchFilters } from '../../lib/search-filters.ts';

type Product = CallResponse<'adminProducts'>['items'][number];

/** Brands and categories for the filters and the form (cached for the console's session). */
export function useCatalogueNames() {
  const brands = useQuery({
    queryKey: ['adminBrands'],
    queryFn: ({ signal }) => consoleApi.call('adminBrands', { signal }),
  });
  const categories = useQuery({
    queryKey: ['adminCategories'],
    queryFn: ({ signal }) => consoleApi.call('adminCategories', { signal }),
  });
  return {
    brands: brands.data?.items ?? [],
    categories: categories.data?.items ?? [],
    /** Both lists arrived (a form's selects must have their options before their value). */
    loaded: brands.data !== undefined && categories.data !== undefined,
    error: brands.error ?? categories.error,
  };
}

export default function CatalogueScreen() {
  const { t } = useT();
  const format = useFormat();
  const can = useCan();
  const { brands, categories } = useCatalogueNames();
  const [filters, setFilters] = useSearchFilters(['q', 'category', 'brand', 'active'] as const);
  const query = {
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.brand ? { brand: filters.brand } : {}),
    ...(filters.active ? { active: filters.active } : {}),
  };
  const list = useKeysetList('adminProducts', query as never);
  const columns = useMemo<ColumnDef<Product, unknown>[]>(
    () => [
      {
        id: 'sku',
        header: t('catalogue.sku'),
        cell: ({ row }) => (
          <Link to={`/catalogue/products/${encodeURIComponent(row.original.sku)}`}>
            <bdi dir="ltr">{row.original.sku}</bdi>
          </Link>
        ),
      },
      {
        id: 'description',
        header: t('catalogue.description'),
        cell: ({ row }) => <Bdi>{row.original.description}</Bdi>,
      },
      {
        id: 'brand',
        header: t('catalogue.brand'),
        cell: ({ row }) => <Bdi>{row.original.brand}</Bdi>,
      },
      {
        id: 'category',
        header: t('catalogue.category'),
        cell: ({ row }) => <Bdi>{row.original.category}</Bdi>,
      },
      {
        id: 'price',
        header: t('catalogue.price'),
        meta: { numeric: true },
        cell: ({ row }) => <span className="num">{format.money(row.original.price)}</span>,
      },
      {
        id: 'tiers',
        header: t('catalogue.tiers'),
        cell: ({ row }) => format.count(row.original.tierCount),
      },
      {
        id: 'active',
        header: t('catalogue.active'),
        cell: ({ row }) => (row.original.active ? t('common.yes') : t('common.no')),
      },
    ],
    [t, format],
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    setFilters({
      q: text('q'),
      category: text('category'),
      brand: text('brand'),
      active: text('active'),
    });
  };
  return (
    <Page
      title={t('catalogue.title')}
      actions={
        <>
          <Link className="button button-secondary" to="/catalogue/names">
            {t('catalogue.namesTitle')}
          </Link>
          {can('adminCreateProduct') ? (
            <Link className="button" to="/catalogue/new">
              {t('catalogue.newProduct')}
            </Link>
          ) : null}
        </>
      }
    >
      <form className="filters" role="search" onSubmit={submit} key={JSON.stringify(filters)}>
        <label>
          {t('catalogue.search')}
          <input name="q" type="search" dir="auto" defaultValue={filters.q} />
        </label>
        <label>
          {t('catalogue.category')}
          <select name="category" defaultValue={filters.category ?? ''}>
            <option value="">{t('common.all')}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('catalogue.brand')}
          <select name="brand" defaultValue={filters.brand ?? ''}>
            <option value="">{t('common.all')}</option>
            {brands.map((brand) => (
              <option key={brand.id} value={brand.id}>
                {brand.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('catalogue.active')}
          <select name="active" defaultValue={filters.active ?? ''}>
            <option value="">{t('common.all')}</option>
            <option value="true">{t('common.yes')}</option>
            <option value="false">{t('common.no')}</option>
          </select>
        </label>
        <div className="filters-actions">
          <button type="submit" className="button">
            {t('common.search')}
          </button>
        </div>
      </form>
      <ListTable
        list={list}
        caption={t('catalogue.title')}
        columns={columns}
        rowId={(product) => product.sku}
        empty={t('catalogue.empty')}
      />
    </Page>
  );
}
