/**
 * The featured banner (the shop home's `ecommerce/banner/featured`; issue 13, decision 056): its
 * description and button title in each of the tenant's languages, the button's route (from the
 * redirect allow-list), an image (none = the shop's default), a period; previewed at phone width.
 * The shop shows the live one that started last.
 */
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import {
  featuredBannerBodySchema,
  type AdminFeaturedBanner,
  type FeaturedBannerBody,
} from '../../../../contract/index.ts';
import { Bdi } from '../../components/bits.tsx';
import {
  ContentSection,
  FormActions,
  PeriodFields,
  PhonePreview,
  TextFields,
  blank,
  periodBody,
  periodDefaults,
  useContentForm,
  useDatedColumns,
  useFieldError,
  withTenantLanguages,
  written,
  type PeriodValues,
} from '../../components/content-kit.tsx';
import { Field } from '../../components/field.tsx';
import { consoleApi } from '../../lib/console-api.ts';
import { useConsoleTenant } from '../../lib/console-tenant.tsx';
import { useT } from '../../lib/console-i18n.ts';

const QUERY_KEY = ['adminBanners'];

interface Values extends PeriodValues {
  descriptions: Record<string, string>;
  buttonUrl: string;
  buttonTitles: Record<string, string>;
  image: string;
}

const toValues = (row?: AdminFeaturedBanner): Values => ({
  descriptions: { ...row?.descriptions },
  buttonUrl: row?.buttonUrl ?? '',
  buttonTitles: { ...row?.buttonTitles },
  image: row?.image ?? '',
  ...periodDefaults(row),
});

const toBody = (values: Values) => ({
  descriptions: written(values.descriptions),
  buttonUrl: blank(values.buttonUrl),
  buttonTitles: written(values.buttonTitles),
  image: blank(values.image),
  ...periodBody(values),
});

function FeaturedForm({ row, onDone }: { row?: AdminFeaturedBanner; onDone: () => void }) {
  const { t, language } = useT();
  const { languages } = useConsoleTenant();
  const { form, save, submit } = useContentForm<Values, FeaturedBannerBody>({
    defaults: toValues(row),
    toBody,
    schema: withTenantLanguages(featuredBannerBodySchema, languages, (body) => [
      { field: 'descriptions', texts: body.descriptions },
      ...(body.buttonUrl === null ? [] : [{ field: 'buttonTitles', texts: body.buttonTitles }]),
    ]),
    save: (body) =>
      row
        ? consoleApi.call('adminUpdateFeaturedBanner', { params: { id: row.id }, body })
        : consoleApi.call('adminCreateFeaturedBanner', { body }),
    queryKey: QUERY_KEY,
    onDone,
  });
  const error = useFieldError(form.formState.errors);
  const values = useWatch({ control: form.control }) as Partial<Values>;
  const shown = languages.includes(language as never) ? language : languages[0];
  const description = values.descriptions?.[shown ?? ''] ?? '';
  const button = values.buttonTitles?.[shown ?? ''] ?? '';
  return (
    <section className="card" aria-labelledby="featured-form">
      <h2 id="featured-form">{row ? t('content.featured.edit') : t('content.featured.create')}</h2>
      <form noValidate className="banner-form" onSubmit={submit}>
        <TextFields
          form={form}
          name="descriptions"
          legend={t('content.featured.description')}
          maxLength={500}
        />
        <Field
          label={t('content.featured.buttonUrl')}
          dir="ltr"
          error={error('buttonUrl')}
          hint={t('banners.routeHint')}
          {...form.register('buttonUrl')}
        />
        <TextFields
          form={form}
          name="buttonTitles"
          legend={t('content.featured.buttonTitle')}
          maxLength={60}
        />
        <Field
          label={t('banners.image')}
          dir="ltr"
          error={error('image')}
          hint={t('content.featured.imageHint')}
          {...form.register('image')}
        />
        <PeriodFields form={form} />
        <PhonePreview>
          <div className="content-preview-card">
            {blank(values.image ?? '') ? (
              <img src={values.image} alt="" />
            ) : (
              <p>{t('content.featured.defaultImage')}</p>
            )}
            <p>
              <Bdi>{description}</Bdi>
            </p>
            {blank(values.buttonUrl ?? '') && button ? (
              <span className="content-preview-button">{button}</span>
            ) : null}
          </div>
        </PhonePreview>
        <FormActions
          label={t('content.featured.save')}
          editing={row !== undefined}
          busy={save.isPending}
          error={save.error}
          onCancel={onDone}
        />
      </form>
    </section>
  );
}

export default function FeaturedSection() {
  const { t, language } = useT();
  const nameOf = useMemo(
    () => (row: AdminFeaturedBanner) =>
      row.descriptions[language as never] ?? Object.values(row.descriptions)[0] ?? '',
    [language],
  );
  const columns = useDatedColumns(
    useMemo<ColumnDef<AdminFeaturedBanner, unknown>[]>(
      () => [
        {
          id: 'description',
          header: t('content.featured.description'),
          cell: ({ row }) => <Bdi>{nameOf(row.original)}</Bdi>,
        },
        {
          id: 'button',
          header: t('content.featured.buttonUrl'),
          cell: ({ row }) => <bdi dir="ltr">{row.original.buttonUrl ?? '—'}</bdi>,
        },
      ],
      [t, nameOf],
    ),
  );
  return (
    <ContentSection
      intro={t('content.featured.intro')}
      permission="adminCreateFeaturedBanner"
      queryKey={QUERY_KEY}
      load={(signal) => consoleApi.call('adminBanners', { signal })}
      rowsOf={(data) => data.featured}
      form={(row, onDone) => <FeaturedForm row={row} onDone={onDone} />}
      caption={t('content.tabs.featured')}
      rowId={(row) => String(row.id)}
      nameOf={nameOf}
      columns={columns}
      remove={(row) => consoleApi.call('adminDeleteFeaturedBanner', { params: { id: row.id } })}
    />
  );
}
