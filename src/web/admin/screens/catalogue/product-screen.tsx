/**
 * One product (issue 13): every field the bottler owns, the description per tenant language,
 * prices and the tier rows (add / remove), the image (picked, previewed, uploaded) and the
 * shop tile's preview. Validated with the contract's own schema (react-hook-form + zod); saved
 * with the version it was read at (a stale one: 409 staleVersion, shown). Read-only (fields
 * disabled, no save) for roles that may not change the catalogue. `/catalogue/new` creates.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import {
  useFieldArray,
  useForm,
  type FieldValues,
  type Resolver,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import {
  PRODUCT_IMAGE_MAX_BYTES,
  adminProductCreateSchema,
  adminProductUpdateSchema,
  type AdminProduct,
} from '../../../../contract/index.ts';
import { ErrorAlert, Loading, Page } from '../../components/bits.tsx';
import { Field } from '../../components/field.tsx';
import { PriceStepFields } from '../../components/price-step-fields.tsx';
import { RowList } from '../../components/row-list.tsx';
import { errorTextAt } from '../../lib/form-errors.ts';
import { optionalNumber } from '../../lib/form-values.ts';
import { consoleApi } from '../../lib/console-api.ts';
import { useT, type AdminKey } from '../../lib/console-i18n.ts';
import { useConsoleTenant } from '../../lib/console-tenant.tsx';
import { useCan } from '../../lib/permissions.ts';
import { useCatalogueNames } from './catalogue-screen.tsx';
import { ProductPreview } from './product-preview.tsx';

interface TierRow {
  minimumQuantity: number;
  price?: number | undefined;
  discountPercentage?: number | undefined;
}

interface ProductForm extends FieldValues {
  sku?: string;
  version?: number;
  descriptions: Record<string, string | undefined>;
  brandId: number;
  categoryId: number;
  size: string | null;
  unit: string | null;
  packaging: string | null;
  isGlassBottle: boolean;
  glassBottles: number;
  glassBottleProductSku: string | null;
  boxProductSku: string | null;
  isBottleBox: boolean;
  taxRate: number;
  alcoholic: boolean;
  isMsl: boolean;
  quantityLimit: number | null;
  isPromotionType: boolean;
  isPromo: boolean;
  unitCost: number | null;
  suggestedSale: number | null;
  active: boolean;
  price: number;
  priceWithoutDiscount: number | null;
  tiers: TierRow[];
}

const BLANK: ProductForm = {
  sku: '',
  descriptions: {},
  brandId: 0,
  categoryId: 0,
  size: null,
  unit: null,
  packaging: null,
  isGlassBottle: false,
  glassBottles: 0,
  glassBottleProductSku: null,
  boxProductSku: null,
  isBottleBox: false,
  taxRate: 0,
  alcoholic: false,
  isMsl: false,
  quantityLimit: null,
  isPromotionType: false,
  isPromo: false,
  unitCost: null,
  suggestedSale: null,
  active: true,
  price: 0,
  priceWithoutDiscount: null,
  tiers: [],
};

function formOf(product: AdminProduct): ProductForm {
  const {
    sku: _sku,
    description: _description,
    brand: _brand,
    category: _category,
    priceWithoutTax: _priceWithoutTax,
    imageUrl: _imageUrl,
    tiers,
    ...fields
  } = product;
  return {
    ...fields,
    tiers: tiers.map((tier) =>
      tier.discountPercentage === null
        ? { minimumQuantity: tier.minimumQuantity, price: tier.price }
        : { minimumQuantity: tier.minimumQuantity, discountPercentage: tier.discountPercentage },
    ),
  };
}

/** Empty texts are absent (not ''), and empty optional numbers absent or null. */
function cleaned(values: ProductForm): ProductForm {
  const descriptions = Object.fromEntries(
    Object.entries(values.descriptions).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
    ),
  );
  const text = (value: string | null) => (value === null || value.trim() === '' ? null : value);
  return {
    ...values,
    descriptions,
    size: text(values.size),
    unit: text(values.unit),
    packaging: text(values.packaging),
    glassBottleProductSku: text(values.glassBottleProductSku),
    boxProductSku: text(values.boxProductSku),
    tiers: values.tiers.map((tier) => ({
      minimumQuantity: tier.minimumQuantity,
      ...(tier.price === undefined ? {} : { price: tier.price }),
      ...(tier.discountPercentage === undefined
        ? {}
        : { discountPercentage: tier.discountPercentage }),
    })),
  };
}

/** Uploads the picked file's bytes as they are (the server decodes and resizes them). */
const uploadImage = (sku: string, version: number, file: File): Promise<AdminProduct> =>
  consoleApi.call('adminProductImage', {
    params: { sku, version } as never,
    rawBody: { contentType: file.type, data: file },
  });

export default function ProductScreen() {
  const { sku } = useParams();
  const { t } = useT();
  const creating = sku === undefined;
  const product = useQuery({
    queryKey: ['adminProduct', sku],
    queryFn: ({ signal }) =>
      consoleApi.call('adminProduct', { params: { sku: sku ?? '' } as never, signal }),
    enabled: !creating,
  });
  const names = useCatalogueNames();
  const title = creating ? t('catalogue.newProduct') : (product.data?.description ?? sku ?? '');
  return (
    <Page
      title={title}
      actions={
        <Link className="button button-secondary" to="/catalogue">
          {t('catalogue.back')}
        </Link>
      }
    >
      <ErrorAlert error={product.error ?? names.error} />
      {!names.loaded ? (
        <Loading />
      ) : creating ? (
        <ProductEditor key="new" initial={undefined} />
      ) : product.data ? (
        <ProductEditor key={product.data.sku} initial={product.data} />
      ) : product.isPending ? (
        <Loading />
      ) : null}
    </Page>
  );
}

function ProductEditor({ initial }: { initial: AdminProduct | undefined }) {
  const { t } = useT();
  const tenant = useConsoleTenant();
  const can = useCan();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { brands, categories } = useCatalogueNames();
  const may = can(initial ? 'adminUpdateProduct' : 'adminCreateProduct');
  const [imageUrl, setImageUrl] = useState(initial?.imageUrl ?? null);
  const [picked, setPicked] = useState<{ file: File; dataUrl: string } | undefined>();
  const [pickError, setPickError] = useState<string | undefined>();
  const schema = initial ? adminProductUpdateSchema : adminProductCreateSchema;
  const base = zodResolver(schema as never) as unknown as Resolver<ProductForm>;
  const resolver: Resolver<ProductForm> = (values, context, options) =>
    base(cleaned(values), context, options);
  const form = useForm<ProductForm>({
    resolver,
    defaultValues: initial ? formOf(initial) : BLANK,
  });
  const tiers = useFieldArray({ control: form.control, name: 'tiers' });
  const save = useMutation({
    mutationFn: (values: ProductForm) => {
      if (initial) {
        const { sku: _sku, ...body } = values;
        return consoleApi.call('adminUpdateProduct', {
          params: { sku: initial.sku } as never,
          body: body as never,
        });
      }
      const { version: _version, ...body } = values;
      return consoleApi.call('adminCreateProduct', { body: body as never });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(['adminProduct', saved.sku], saved);
      void queryClient.invalidateQueries({ queryKey: ['adminProducts'] });
      if (initial) form.reset(formOf(saved));
      else void navigate(`/catalogue/products/${encodeURIComponent(saved.sku)}`);
    },
  });
  const upload = useMutation({
    mutationFn: (file: File) =>
      uploadImage(initial?.sku ?? '', form.getValues('version') ?? 1, file),
    onSuccess: (saved) => {
      setImageUrl(saved.imageUrl);
      setPicked(undefined);
      form.setValue('version', saved.version);
    },
  });
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setPickError(undefined);
    setPicked(undefined);
    if (!file) return;
    if (file.size > PRODUCT_IMAGE_MAX_BYTES) {
      setPickError(t('errors.imageTooLarge'));
      return;
    }
    const reader = new FileReader();
    reader.onload = () => setPicked({ file, dataUrl: String(reader.result) });
    reader.readAsDataURL(file);
  };

  const errors = form.formState.errors;
  const messageAt = (path: string) => errorTextAt(errors, path, t, 'catalogue');
  const numberField = (
    name: keyof ProductForm & string,
    label: AdminKey,
    nullable: boolean,
    props: Record<string, unknown> = {},
  ) => (
    <Field
      label={t(label)}
      type="number"
      inputMode="decimal"
      error={messageAt(name)}
      {...props}
      {...form.register(name, {
        setValueAs: nullable ? optionalNumber : (value: unknown) => Number(value),
      })}
    />
  );
  const textField = (name: keyof ProductForm & string, label: AdminKey) => (
    <Field
      label={t(label)}
      dir="auto"
      error={messageAt(name)}
      {...form.register(name, {
        setValueAs: (value: unknown) => (value === '' ? null : value),
      })}
    />
  );
  const check = (registration: UseFormRegisterReturn, label: AdminKey) => (
    <label className="check">
      <input type="checkbox" {...registration} />
      {t(label)}
    </label>
  );

  const watched = form.watch();
  const previewLanguage = tenant.language;
  const brandName = brands.find((brand) => brand.id === Number(watched.brandId));
  return (
    <form
      noValidate
      className="stack catalogue-form"
      onSubmit={form.handleSubmit(
        (values) => save.mutate(cleaned(values)),
        () => save.reset(),
      )}
    >
      {may ? null : <p className="muted">{t('catalogue.readOnly')}</p>}
      <ProductPreview
        product={{
          description:
            watched.descriptions?.[previewLanguage] ?? initial?.description ?? watched.sku ?? '',
          brand: brandName?.names[previewLanguage] ?? brandName?.name ?? initial?.brand ?? '',
          size: watched.size,
          price: Number(watched.price) || 0,
          priceWithoutDiscount: watched.priceWithoutDiscount,
          imageUrl: picked?.dataUrl ?? imageUrl,
          tiers: (watched.tiers ?? []).map((tier) => ({
            minimumQuantity: Number(tier.minimumQuantity),
            price:
              tier.price ??
              (tier.discountPercentage === undefined
                ? undefined
                : Math.round(Number(watched.price) * (100 - tier.discountPercentage)) / 100),
          })),
          language: previewLanguage,
        }}
      />
      <fieldset disabled={!may} className="card stack-fieldset">
        <legend>{t('catalogue.product')}</legend>
        <div className="form-grid">
          {initial ? null : (
            <Field label={t('catalogue.sku')} error={messageAt('sku')} {...form.register('sku')} />
          )}
          {tenant.languages.map((language) => (
            <Field
              key={language}
              label={t('catalogue.descriptionIn', { language: language.toUpperCase() })}
              lang={language}
              dir={language === 'ar' ? 'rtl' : 'ltr'}
              error={messageAt(`descriptions.${language}`) ?? messageAt('descriptions')}
              {...form.register(`descriptions.${language}`)}
            />
          ))}
          <div className="field">
            <label htmlFor="product-brand">{t('catalogue.brand')}</label>
            <select
              id="product-brand"
              aria-invalid={errors.brandId ? true : undefined}
              aria-describedby={errors.brandId ? 'product-brand-error' : undefined}
              {...form.register('brandId', { setValueAs: (value: unknown) => Number(value) })}
            >
              <option value={0}>{t('common.choose')}</option>
              {brands.map((brand) => (
                <option key={brand.id} value={brand.id}>
                  {brand.name}
                </option>
              ))}
            </select>
            {errors.brandId ? (
              <p id="product-brand-error" className="field-error">
                {t('catalogue.errors.required')}
              </p>
            ) : null}
          </div>
          <div className="field">
            <label htmlFor="product-category">{t('catalogue.category')}</label>
            <select
              id="product-category"
              aria-invalid={errors.categoryId ? true : undefined}
              aria-describedby={errors.categoryId ? 'product-category-error' : undefined}
              {...form.register('categoryId', { setValueAs: (value: unknown) => Number(value) })}
            >
              <option value={0}>{t('common.choose')}</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
            {errors.categoryId ? (
              <p id="product-category-error" className="field-error">
                {t('catalogue.errors.required')}
              </p>
            ) : null}
          </div>
          {textField('size', 'catalogue.size')}
          {textField('unit', 'catalogue.unit')}
          {textField('packaging', 'catalogue.packaging')}
          {numberField('quantityLimit', 'catalogue.quantityLimit', true, { min: 0, step: 1 })}
        </div>
        <div className="form-grid">
          {check(form.register('active'), 'catalogue.active')}
          {check(form.register('isMsl'), 'catalogue.isMsl')}
          {check(form.register('alcoholic'), 'catalogue.alcoholic')}
          {check(form.register('isPromo'), 'catalogue.isPromo')}
          {check(form.register('isPromotionType'), 'catalogue.isPromotionType')}
        </div>
      </fieldset>

      <fieldset disabled={!may} className="card stack-fieldset">
        <legend>{t('catalogue.prices')}</legend>
        <div className="form-grid">
          {numberField('price', 'catalogue.price', false, { min: 0, step: '0.01' })}
          {numberField('priceWithoutDiscount', 'catalogue.priceWithoutDiscount', true, {
            min: 0,
            step: '0.01',
          })}
          {numberField('unitCost', 'catalogue.unitCost', true, { min: 0, step: '0.01' })}
          {numberField('suggestedSale', 'catalogue.suggestedSale', true, {
            min: 0,
            step: '0.01',
          })}
          {numberField('taxRate', 'catalogue.taxRate', false, {
            min: 0,
            max: 1,
            step: '0.0001',
            hint: t('catalogue.taxRateHint'),
          })}
        </div>
        <h3>{t('catalogue.tiers')}</h3>
        <p className="muted">{t('catalogue.tiersHint')}</p>
        <RowList
          rows={tiers.fields}
          testId="tier"
          may={may}
          removeLabel={(index) => t('catalogue.removeTier', { index: index + 1 })}
          onRemove={(index) => tiers.remove(index)}
          addLabel={t('catalogue.addTier')}
          onAdd={() => {
            const last = tiers.fields.at(-1)?.minimumQuantity ?? 1;
            tiers.append({ minimumQuantity: Number(last) + 5, price: undefined });
          }}
        >
          {(index) => (
            <PriceStepFields
              register={form.register}
              name="tiers"
              index={index}
              smallest={2}
              labels={{
                minimumQuantity: t('catalogue.minimumQuantity'),
                price: t('catalogue.tierPrice'),
                discount: t('catalogue.tierDiscount'),
              }}
              errorAt={messageAt}
            />
          )}
        </RowList>
      </fieldset>

      <fieldset disabled={!may} className="card stack-fieldset">
        <legend>{t('catalogue.packagingTitle')}</legend>
        <div className="form-grid">
          {check(form.register('isGlassBottle'), 'catalogue.isGlassBottle')}
          {check(form.register('isBottleBox'), 'catalogue.isBottleBox')}
          {numberField('glassBottles', 'catalogue.glassBottles', false, { min: 0, step: 1 })}
          {textField('glassBottleProductSku', 'catalogue.glassBottleProductSku')}
          {textField('boxProductSku', 'catalogue.boxProductSku')}
        </div>
      </fieldset>

      {initial ? (
        <section className="card image-picker" aria-labelledby="product-image">
          <h2 id="product-image">{t('catalogue.image')}</h2>
          {picked || imageUrl ? (
            <img src={picked?.dataUrl ?? imageUrl ?? ''} alt={t('catalogue.imageAlt')} />
          ) : null}
          {may ? (
            <>
              <label className="field">
                {t('catalogue.pickImage')}
                <input type="file" accept="image/png,image/jpeg,image/webp" onChange={pick} />
              </label>
              <p className="field-hint">{t('catalogue.imageHint')}</p>
              {pickError ? (
                <p role="alert" className="alert alert-error">
                  {pickError}
                </p>
              ) : null}
              <ErrorAlert error={upload.error} />
              <button
                type="button"
                className="button button-secondary"
                disabled={!picked || upload.isPending}
                onClick={() => picked && upload.mutate(picked.file)}
              >
                {t('catalogue.uploadImage')}
              </button>
            </>
          ) : null}
        </section>
      ) : null}

      <ErrorAlert error={save.error} />
      <p role="status" className="live-note">
        {save.isSuccess ? t('common.saved') : ''}
      </p>
      {may ? (
        <button type="submit" className="button" disabled={save.isPending}>
          {t('catalogue.save')}
        </button>
      ) : null}
    </form>
  );
}
