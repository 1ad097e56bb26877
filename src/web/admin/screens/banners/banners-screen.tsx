/**
 * The tenant's banners (issue 13, content): the carousel banners with their period and state
 * (scheduled / live / ended / inactive) and the featured banner; admins create, edit and delete a
 * banner (image, alt text per language, a route of the shop, first and last day in the tenant's
 * calendar) and see it at phone width before saving. Others read.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  bannerBodySchema,
  type BannerBody,
  type CallResponse,
} from '../../../../contract/index.ts';
import { LANGUAGES } from '../../../../domain/languages.ts';
import { Bdi, ErrorAlert, Loading, Page } from '../../components/bits.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { PeriodFields, PhonePreview, blank } from '../../components/content-kit.tsx';
import { Field } from '../../components/field.tsx';
import { consoleApi } from '../../lib/console-api.ts';
import { useT } from '../../lib/console-i18n.ts';
import { useCan } from '../../lib/permissions.ts';

type Banner = CallResponse<'adminBanners'>['items'][number];

const QUERY_KEY = ['adminBanners'];

/** The form's values: text inputs, '' for an empty one. */
interface FormValues {
  index: string;
  src: string;
  route: string;
  startDate: string;
  endDate: string;
  active: boolean;
  altTexts: Record<string, string>;
}

/** The form's values as the call's body (the contract's schema validates the result). */
function toBody(values: FormValues): unknown {
  return {
    index: values.index.trim() === '' ? Number.NaN : Number(values.index),
    src: values.src.trim(),
    srcDesktop: null,
    altTexts: Object.fromEntries(
      Object.entries(values.altTexts).filter(([, text]) => text.trim() !== ''),
    ),
    route: blank(values.route),
    startDate: blank(values.startDate),
    endDate: blank(values.endDate),
    active: values.active,
  };
}

const formSchema = z.custom<FormValues>().transform(toBody).pipe(bannerBodySchema);

function toValues(banner: Banner | undefined): FormValues {
  return {
    index: String(banner?.index ?? 0),
    src: banner?.src ?? '',
    route: banner?.route ?? '',
    startDate: banner?.startDate ?? '',
    endDate: banner?.endDate ?? '',
    active: banner?.active ?? true,
    altTexts: Object.fromEntries(
      LANGUAGES.map((language) => [language, banner?.altTexts[language] ?? '']),
    ),
  };
}

function BannerForm({ banner, onDone }: { banner: Banner | undefined; onDone: () => void }) {
  const { t, language } = useT();
  const queryClient = useQueryClient();
  const form = useForm<FormValues, unknown, BannerBody>({
    resolver: zodResolver(formSchema),
    defaultValues: toValues(banner),
  });
  const save = useMutation({
    mutationFn: (body: BannerBody) =>
      banner
        ? consoleApi.call('adminUpdateBanner', { params: { id: banner.id }, body })
        : consoleApi.call('adminCreateBanner', { body }),
    onSuccess: async () => {
      form.reset(toValues(undefined));
      await queryClient.invalidateQueries({ queryKey: QUERY_KEY });
      onDone();
    },
  });
  const src = useWatch({ control: form.control, name: 'src' }) ?? '';
  const alt = useWatch({ control: form.control, name: `altTexts.${language}` }) ?? '';
  const errors = form.formState.errors as Record<string, unknown>;
  const error = (field: 'src' | 'route' | 'index') =>
    errors[field] ? t(`banners.invalid.${field}`) : undefined;
  return (
    <section className="card" aria-labelledby="banner-form">
      <h2 id="banner-form">{banner ? t('banners.edit') : t('banners.create')}</h2>
      <form
        noValidate
        className="banner-form"
        onSubmit={form.handleSubmit((body) => save.mutate(body))}
      >
        <Field
          label={t('banners.image')}
          dir="ltr"
          error={error('src')}
          hint={t('banners.imageHint')}
          {...form.register('src')}
        />
        <fieldset>
          <legend>{t('banners.altTexts')}</legend>
          {LANGUAGES.map((code) => (
            <Field
              key={code}
              label={t(`banners.altIn.${code}`)}
              dir={code === 'ar' ? 'rtl' : 'auto'}
              maxLength={200}
              {...form.register(`altTexts.${code}`)}
            />
          ))}
          {errors.altTexts ? (
            <p role="alert" className="field-error">
              {t('banners.invalid.altTexts')}
            </p>
          ) : null}
        </fieldset>
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
        <div className="form-actions">
          <button type="submit" className="button" disabled={save.isPending}>
            {t('banners.save')}
          </button>
          {banner ? (
            <button type="button" className="button button-secondary" onClick={onDone}>
              {t('common.cancel')}
            </button>
          ) : null}
        </div>
      </form>
      <ErrorAlert error={save.error} />
    </section>
  );
}

export default function BannersScreen() {
  const { t, language } = useT();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Banner | undefined>();
  const [toDelete, setToDelete] = useState<Banner | undefined>();
  const canEdit = useCan()('adminCreateBanner');
  const list = useQuery({
    queryKey: QUERY_KEY,
    queryFn: ({ signal }) => consoleApi.call('adminBanners', { signal }),
  });
  const remove = useMutation({
    mutationFn: (id: number) => consoleApi.call('adminDeleteBanner', { params: { id } }),
    onSuccess: async () => {
      setToDelete(undefined);
      await queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    },
  });
  const altOf = (banner: Banner) =>
    banner.altTexts[language] ?? Object.values(banner.altTexts)[0] ?? '';
  const columns = useMemo<ColumnDef<Banner, unknown>[]>(
    () => [
      {
        id: 'image',
        header: t('banners.image'),
        cell: ({ row }) => (
          <img className="banner-thumb" src={row.original.src} alt={altOf(row.original)} />
        ),
      },
      {
        id: 'alt',
        header: t('banners.altTexts'),
        cell: ({ row }) => <Bdi>{altOf(row.original)}</Bdi>,
      },
      {
        id: 'period',
        header: t('banners.period'),
        cell: ({ row }) =>
          t('banners.periodOf', {
            start: row.original.startDate ?? t('banners.open'),
            end: row.original.endDate ?? t('banners.open'),
          }),
      },
      {
        id: 'state',
        header: t('banners.state'),
        cell: ({ row }) => t(`banners.states.${row.original.state}`),
      },
      {
        id: 'actions',
        header: t('common.actions'),
        cell: ({ row }) =>
          canEdit ? (
            <>
              <button
                type="button"
                className="button button-small"
                aria-label={t('banners.editOf', { name: altOf(row.original) })}
                onClick={() => setEditing(row.original)}
              >
                {t('banners.editShort')}
              </button>{' '}
              <button
                type="button"
                className="button button-small button-danger"
                aria-label={t('banners.deleteOf', { name: altOf(row.original) })}
                onClick={() => setToDelete(row.original)}
              >
                {t('banners.delete')}
              </button>
            </>
          ) : null,
      },
    ],
    [t, language, canEdit],
  );
  const featured = list.data?.featured ?? [];
  return (
    <Page title={t('banners.title')}>
      <p>{t('banners.intro')}</p>
      {canEdit ? (
        <BannerForm
          key={editing?.id ?? 'new'}
          banner={editing}
          onDone={() => setEditing(undefined)}
        />
      ) : null}
      <ErrorAlert error={list.error} />
      {list.isPending ? (
        <Loading />
      ) : (
        <>
          <DataTable
            caption={t('banners.title')}
            columns={columns}
            rows={list.data?.items ?? []}
            rowId={(banner) => String(banner.id)}
            empty={t('common.none')}
          />
          <h2>{t('banners.featured')}</h2>
          {featured.length === 0 ? <p>{t('common.none')}</p> : null}
          <ul className="banner-plain-list">
            {featured.map((item) => (
              <li key={item.id}>
                <Bdi>
                  {item.descriptions[language] ?? Object.values(item.descriptions)[0] ?? ''}
                </Bdi>
                {' · '}
                {t(`banners.states.${item.state}`)}
              </li>
            ))}
          </ul>
        </>
      )}
      <Dialog
        open={toDelete !== undefined}
        title={t('banners.deleteTitle')}
        submitLabel={t('banners.delete')}
        danger
        busy={remove.isPending}
        onSubmit={() => toDelete && remove.mutate(toDelete.id)}
        onClose={() => {
          setToDelete(undefined);
          remove.reset();
        }}
      >
        <p>{t('banners.deleteConfirm', { name: toDelete ? altOf(toDelete) : '' })}</p>
        <ErrorAlert error={remove.error} />
      </Dialog>
    </Page>
  );
}
