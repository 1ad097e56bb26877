/**
 * Feature announcements (the shop's modal, SPEC §2 and §4; issue 13, decision 056): a category, an
 * image or mp4 video, an optional route (from the redirect allow-list: with one the modal offers
 * access / keep browsing, without it a proceed button), the callout, title and text in each of the
 * tenant's languages, and a period. Each shop sees an announcement once: closing it marks it seen.
 * Previewed at phone width as the modal shows it.
 */
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import {
  announcementBodySchema,
  type AdminAnnouncement,
  type AnnouncementBody,
  type AnnouncementTexts,
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
  type PeriodValues,
} from '../../components/content-kit.tsx';
import { Field } from '../../components/field.tsx';
import { consoleApi } from '../../lib/console-api.ts';
import { useConsoleTenant } from '../../lib/console-tenant.tsx';
import { useT } from '../../lib/console-i18n.ts';

const QUERY_KEY = ['adminAnnouncements'];
const TEXT_FIELDS = ['calloutText', 'msgTitle', 'msgText', 'altTextImage'] as const;
const MAX_LENGTH = { calloutText: 80, msgTitle: 120, msgText: 1000, altTextImage: 200 } as const;

interface Values extends PeriodValues {
  category: string;
  mediaType: 'image' | 'video';
  mediaUrl: string;
  routeUrl: string;
  texts: Record<string, AnnouncementTexts>;
}

const toValues = (row?: AdminAnnouncement): Values => ({
  category: row?.category ?? '',
  mediaType: row?.mediaType ?? 'image',
  mediaUrl: row?.mediaUrl ?? '',
  routeUrl: row?.routeUrl ?? '',
  texts: { ...row?.texts } as Record<string, AnnouncementTexts>,
  ...periodDefaults(row),
});

/** A language's texts count as given when its title or text is written. */
const toBody = (values: Values) => ({
  category: values.category.trim(),
  mediaType: values.mediaType,
  mediaUrl: values.mediaUrl.trim(),
  routeUrl: blank(values.routeUrl),
  texts: Object.fromEntries(
    Object.entries(values.texts)
      .filter(
        ([, texts]) => (texts.msgTitle ?? '').trim() !== '' || (texts.msgText ?? '').trim() !== '',
      )
      .map(([language, texts]) => [
        language,
        Object.fromEntries(TEXT_FIELDS.map((field) => [field, (texts[field] ?? '').trim()])),
      ]),
  ),
  ...periodBody(values),
});

function AnnouncementForm({ row, onDone }: { row?: AdminAnnouncement; onDone: () => void }) {
  const { t, language } = useT();
  const { languages } = useConsoleTenant();
  const { form, save, submit } = useContentForm<Values, AnnouncementBody>({
    defaults: toValues(row),
    toBody,
    schema: withTenantLanguages(announcementBodySchema, languages, (body) => [
      { field: 'texts', texts: body.texts },
    ]),
    save: (body) =>
      row
        ? consoleApi.call('adminUpdateAnnouncement', { params: { id: row.id }, body })
        : consoleApi.call('adminCreateAnnouncement', { body }),
    queryKey: QUERY_KEY,
    onDone,
  });
  const error = useFieldError(form.formState.errors);
  const values = useWatch({ control: form.control }) as Partial<Values>;
  const shown = languages.includes(language as never) ? language : (languages[0] ?? language);
  const texts = values.texts?.[shown];
  const media = values.mediaUrl?.trim() ?? '';
  return (
    <section className="card" aria-labelledby="announcement-form">
      <h2 id="announcement-form">
        {row ? t('content.announcements.edit') : t('content.announcements.create')}
      </h2>
      <form noValidate className="banner-form" onSubmit={submit}>
        <Field
          label={t('content.announcements.category')}
          error={error('category')}
          maxLength={40}
          {...form.register('category')}
        />
        <div className="field">
          <label htmlFor="announcement-media-type">{t('content.announcements.mediaType')}</label>
          <select id="announcement-media-type" {...form.register('mediaType')}>
            <option value="image">{t('content.announcements.image')}</option>
            <option value="video">{t('content.announcements.video')}</option>
          </select>
        </div>
        <Field
          label={t('content.announcements.mediaUrl')}
          dir="ltr"
          error={error('mediaUrl')}
          hint={t('content.announcements.mediaHint')}
          {...form.register('mediaUrl')}
        />
        <Field
          label={t('banners.route')}
          dir="ltr"
          error={error('routeUrl')}
          hint={t('banners.routeHint')}
          {...form.register('routeUrl')}
        />
        {TEXT_FIELDS.map((field) => (
          <TextFields
            key={field}
            form={form}
            name="texts"
            suffix={field}
            legend={t(`content.announcements.${field}`)}
            maxLength={MAX_LENGTH[field]}
          />
        ))}
        {error('texts') ? (
          <p role="alert" className="field-error">
            {error('texts')}
          </p>
        ) : null}
        <PeriodFields form={form} />
        <PhonePreview>
          <div className="content-preview-card">
            {texts?.calloutText ? (
              <strong>
                <Bdi>{texts.calloutText}</Bdi>
              </strong>
            ) : null}
            {media === '' ? null : values.mediaType === 'video' ? (
              <video src={media} muted playsInline aria-label={texts?.altTextImage ?? ''} />
            ) : (
              <img src={media} alt={texts?.altTextImage ?? ''} />
            )}
            <h3>
              <Bdi>{texts?.msgTitle ?? ''}</Bdi>
            </h3>
            <p>
              <Bdi>{texts?.msgText ?? ''}</Bdi>
            </p>
            <span className="content-preview-button">
              {blank(values.routeUrl ?? '')
                ? t('content.announcements.access')
                : t('content.announcements.proceed')}
            </span>
          </div>
        </PhonePreview>
        <FormActions
          label={t('content.announcements.save')}
          editing={row !== undefined}
          busy={save.isPending}
          error={save.error}
          onCancel={onDone}
        />
      </form>
    </section>
  );
}

export default function AnnouncementsSection() {
  const { t, language } = useT();
  const nameOf = useMemo(
    () => (row: AdminAnnouncement) =>
      (
        (row.texts as Record<string, AnnouncementTexts | undefined>)[language] ??
        Object.values(row.texts)[0]
      )?.msgTitle ?? row.id,
    [language],
  );
  const columns = useDatedColumns(
    useMemo<ColumnDef<AdminAnnouncement, unknown>[]>(
      () => [
        {
          id: 'title',
          header: t('content.announcements.msgTitle'),
          cell: ({ row }) => <Bdi>{nameOf(row.original)}</Bdi>,
        },
        {
          id: 'media',
          header: t('content.announcements.mediaType'),
          cell: ({ row }) => t(`content.announcements.${row.original.mediaType}`),
        },
      ],
      [t, nameOf],
    ),
  );
  return (
    <ContentSection
      intro={t('content.announcements.intro')}
      permission="adminCreateAnnouncement"
      queryKey={QUERY_KEY}
      load={(signal) => consoleApi.call('adminAnnouncements', { signal })}
      rowsOf={(data) => data.items}
      form={(row, onDone) => <AnnouncementForm row={row} onDone={onDone} />}
      caption={t('content.tabs.announcements')}
      rowId={(row) => row.id}
      nameOf={nameOf}
      columns={columns}
      remove={(row) => consoleApi.call('adminDeleteAnnouncement', { params: { id: row.id } })}
    />
  );
}
