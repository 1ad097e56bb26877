/**
 * The tenant's banners (issue 13, content): the carousel banners with their period and state
 * (scheduled / live / ended / inactive) and the featured banners; admins create, edit and delete a
 * banner (image, alt text in each of the tenant's languages, a route of the shop, first and last
 * day in the tenant's calendar) and see it at phone width before saving. Others read.
 */
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import {
  bannerBodySchema,
  type BannerBody,
  type CallResponse,
} from '../../../../contract/index.ts';
import { Bdi, Page } from '../../components/bits.tsx';
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

type Banners = CallResponse<'adminBanners'>;
type Banner = Banners['items'][number];

const QUERY_KEY = ['adminBanners'];
const srcOf = (banner: Banner) => banner.src;

interface Values extends PeriodValues {
  index: string;
  src: string;
  route: string;
  altTexts: Record<string, string>;
}

const toValues = (banner?: Banner): Values => ({
  index: String(banner?.index ?? 0),
  src: banner?.src ?? '',
  route: banner?.route ?? '',
  altTexts: { ...banner?.altTexts },
  ...periodDefaults(banner),
});

const toBody = (values: Values) => ({
  index: values.index.trim() === '' ? Number.NaN : Number(values.index),
  src: values.src.trim(),
  srcDesktop: null,
  altTexts: written(values.altTexts),
  route: blank(values.route),
  ...periodBody(values),
});

function BannerForm({ banner, onDone }: { banner?: Banner; onDone: () => void }) {
  const { t, language } = useT();
  const { languages } = useConsoleTenant();
  const { form, save, submit } = useContentForm<Values, BannerBody>({
    defaults: toValues(banner),
    toBody,
    schema: withTenantLanguages(bannerBodySchema, languages, (body) => [
      { field: 'altTexts', texts: body.altTexts },
    ]),
    save: (body) =>
      banner
        ? consoleApi.call('adminUpdateBanner', { params: { id: banner.id }, body })
        : consoleApi.call('adminCreateBanner', { body }),
    queryKey: QUERY_KEY,
    onDone,
  });
  const error = useFieldError(form.formState.errors);
  const src = useWatch({ control: form.control, name: 'src' }) ?? '';
  const alt = useWatch({ control: form.control, name: `altTexts.${language}` }) ?? '';
  return (
    <section className="card" aria-labelledby="banner-form">
      <h2 id="banner-form">{banner ? t('banners.edit') : t('banners.create')}</h2>
      <form noValidate className="banner-form" onSubmit={submit}>
        <Field
          label={t('banners.image')}
          dir="ltr"
          error={error('src')}
          hint={t('banners.imageHint')}
          {...form.register('src')}
        />
        <TextFields form={form} name="altTexts" legend={t('banners.altTexts')} maxLength={200} />
        <Field
          label={t('banners.route')}
          dir="ltr"
          error={error('route')}
          hint={t('banners.routeHint')}
          {...form.register('route')}
        />
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
          {src.trim() !== '' ? <img src={src} alt={alt} /> : <p>{t('banners.noImage')}</p>}
        </PhonePreview>
        <FormActions
          label={t('banners.save')}
          editing={banner !== undefined}
          busy={save.isPending}
          error={save.error}
          onCancel={onDone}
        />
      </form>
    </section>
  );
}

/** The featured banners, read here and edited on the content screen. */
function FeaturedList({ featured }: { featured: Banners['featured'] }) {
  const { t, language } = useT();
  return (
    <>
      <h2>{t('banners.featured')}</h2>
      {featured.length === 0 ? <p>{t('common.none')}</p> : null}
      <ul className="banner-plain-list">
        {featured.map((item) => (
          <li key={item.id}>
            <Bdi>{item.descriptions[language] ?? Object.values(item.descriptions)[0] ?? ''}</Bdi>
            {' · '}
            {t(`banners.states.${item.state}`)}
          </li>
        ))}
      </ul>
    </>
  );
}

export default function BannersScreen() {
  const { t, language } = useT();
  const altOf = useMemo(
    () => (banner: Banner) => banner.altTexts[language] ?? Object.values(banner.altTexts)[0] ?? '',
    [language],
  );
  const columns = useDatedColumns(useImageColumns(srcOf, altOf));
  return (
    <Page title={t('banners.title')}>
      <ContentSection
        intro={t('banners.intro')}
        permission="adminCreateBanner"
        queryKey={QUERY_KEY}
        load={(signal) => consoleApi.call('adminBanners', { signal })}
        rowsOf={(data) => data.items}
        form={(banner, onDone) => <BannerForm banner={banner} onDone={onDone} />}
        caption={t('banners.title')}
        rowId={(banner) => String(banner.id)}
        nameOf={altOf}
        columns={columns}
        remove={(banner) => consoleApi.call('adminDeleteBanner', { params: { id: banner.id } })}
        after={(data) => <FeaturedList featured={data.featured} />}
      />
    </Page>
  );
}
