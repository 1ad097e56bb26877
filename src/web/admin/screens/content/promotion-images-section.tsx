/**
 * Promotion images (the shop's promotion-images grid, `promotions`; issue 13, decision 056): an
 * image, its alt text in each of the tenant's languages, a position and a period; previewed at
 * phone width as the grid shows it.
 */
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import {
  promotionImageBodySchema,
  type AdminPromotionImage,
  type PromotionImageBody,
} from '../../../../contract/index.ts';
import {
  ContentSection,
  FormActions,
  PeriodFields,
  PhonePreview,
  TextFields,
  periodBody,
  periodDefaults,
  useContentForm,
  useDatedColumns,
  useImageColumns,
  useFieldError,
  withTenantLanguages,
  written,
  type PeriodValues,
} from '../../components/content-kit.tsx';
import { Field } from '../../components/field.tsx';
import { consoleApi } from '../../lib/console-api.ts';
import { useConsoleTenant } from '../../lib/console-tenant.tsx';
import { useT } from '../../lib/console-i18n.ts';

const QUERY_KEY = ['adminPromotionImages'];
const urlOf = (row: AdminPromotionImage) => row.url;

interface Values extends PeriodValues {
  index: string;
  url: string;
  altTexts: Record<string, string>;
}

const toValues = (row?: AdminPromotionImage): Values => ({
  index: String(row?.index ?? 0),
  url: row?.url ?? '',
  altTexts: { ...row?.altTexts },
  ...periodDefaults(row),
});

const toBody = (values: Values) => ({
  index: values.index.trim() === '' ? Number.NaN : Number(values.index),
  url: values.url.trim(),
  altTexts: written(values.altTexts),
  ...periodBody(values),
});

function ImageForm({ row, onDone }: { row?: AdminPromotionImage; onDone: () => void }) {
  const { t } = useT();
  const { languages } = useConsoleTenant();
  const { form, save, submit } = useContentForm<Values, PromotionImageBody>({
    defaults: toValues(row),
    toBody,
    schema: withTenantLanguages(promotionImageBodySchema, languages, (body) => [
      { field: 'altTexts', texts: body.altTexts },
    ]),
    save: (body) =>
      row
        ? consoleApi.call('adminUpdatePromotionImage', { params: { id: row.id }, body })
        : consoleApi.call('adminCreatePromotionImage', { body }),
    queryKey: QUERY_KEY,
    onDone,
  });
  const error = useFieldError(form.formState.errors);
  const url = useWatch({ control: form.control, name: 'url' }) ?? '';
  return (
    <section className="card" aria-labelledby="promotion-image-form">
      <h2 id="promotion-image-form">
        {row ? t('content.images.edit') : t('content.images.create')}
      </h2>
      <form noValidate className="banner-form" onSubmit={submit}>
        <Field
          label={t('banners.image')}
          dir="ltr"
          error={error('url')}
          hint={t('banners.imageHint')}
          {...form.register('url')}
        />
        <TextFields form={form} name="altTexts" legend={t('banners.altTexts')} maxLength={200} />
        <Field
          label={t('banners.position')}
          type="number"
          min={0}
          max={999}
          error={error('index')}
          {...form.register('index')}
        />
        <PeriodFields form={form} />
        <PhonePreview>
          {url.trim() !== '' ? <img src={url} alt="" /> : <p>{t('banners.noImage')}</p>}
        </PhonePreview>
        <FormActions
          label={t('content.images.save')}
          editing={row !== undefined}
          busy={save.isPending}
          error={save.error}
          onCancel={onDone}
        />
      </form>
    </section>
  );
}

export default function PromotionImagesSection() {
  const { t, language } = useT();
  const nameOf = useMemo(
    () => (row: AdminPromotionImage) =>
      row.altTexts[language as never] ?? Object.values(row.altTexts)[0] ?? '',
    [language],
  );
  const columns = useDatedColumns(useImageColumns(urlOf, nameOf));
  return (
    <ContentSection
      intro={t('content.images.intro')}
      permission="adminCreatePromotionImage"
      queryKey={QUERY_KEY}
      load={(signal) => consoleApi.call('adminPromotionImages', { signal })}
      rowsOf={(data) => data.items}
      form={(row, onDone) => <ImageForm row={row} onDone={onDone} />}
      caption={t('content.tabs.images')}
      rowId={(row) => String(row.id)}
      nameOf={nameOf}
      columns={columns}
      remove={(row) => consoleApi.call('adminDeletePromotionImage', { params: { id: row.id } })}
    />
  );
}
