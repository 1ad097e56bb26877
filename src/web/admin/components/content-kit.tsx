/**
 * The pieces the console's content screens share (banners, featured banners, promotion images,
 * announcements, bingo cards; issue 13): a phone-width preview frame, the period fields (first and
 * last day in the tenant's calendar, active), texts per language of the tenant, a field's error as
 * the console's own sentence (from the contract's schema on the screen or the service's `fields`),
 * and each kind's section: its form and its rows (dated ones with their period and state), with edit
 * and delete.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Fragment, useMemo, useState, type ReactNode } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { z } from 'zod';
import type { BannerState, CallName } from '../../../contract/index.ts';
import type { LanguageCode } from '../../../domain/languages.ts';
import { ApiError } from '../../lib/api-error.ts';
import { useConsoleTenant } from '../lib/console-tenant.tsx';
import { useT, type AdminKey } from '../lib/console-i18n.ts';
import { useCan } from '../lib/permissions.ts';
import { Bdi, ErrorAlert, Loading } from './bits.tsx';
import { DataTable } from './data-table.tsx';
import { Dialog } from './dialog.tsx';
import { Field } from './field.tsx';

/** Content as it looks on the shop, in a frame of a phone's width (360 CSS px). */
export function PhonePreview({ children }: { children: ReactNode }) {
  const { t } = useT();
  return (
    <figure className="banner-preview" aria-label={t('banners.preview')}>
      <div className="banner-preview-phone">{children}</div>
      <figcaption>{t('banners.preview')}</figcaption>
    </figure>
  );
}

/** The contract's own messages (and the service's field codes) the console has a sentence for. */
const KNOWN = new Set([
  'redirectNotAllowed',
  'imageUrl',
  'endBeforeStart',
  'videoNotMp4',
  'category',
  'duplicate',
  'required',
  'missingTranslation',
  'unknownProduct',
  'notFuture',
]);

/** The sentence for the error at `path` of a form, if any. */
export function useFieldError<V extends FieldValues>(errors: FieldErrors<V>) {
  const { t } = useT();
  return (path: string): string | undefined => {
    const found = get(errors, path) as unknown;
    // A list's errors (e.g. `skus.3` from the service) are shown on the list's field.
    const error = (Array.isArray(found) ? found.find(Boolean) : found) as
      { message?: unknown } | undefined;
    if (!error || typeof error !== 'object') return undefined;
    const message = typeof error.message === 'string' ? error.message : '';
    const key = KNOWN.has(message) ? message : 'value';
    return t(`content.invalid.${key}` as AdminKey);
  };
}

/** Puts a 400 `validation` answer's fields on the form's fields; true when it named any. */
export function showServerFields<V extends FieldValues, B>(
  error: unknown,
  form: UseFormReturn<V, unknown, B>,
): boolean {
  if (!(error instanceof ApiError) || !error.fields?.length) return false;
  for (const field of error.fields) {
    form.setError(field.path as Path<V>, { type: 'server', message: field.code });
  }
  return true;
}

/** A body schema that also asks for each of the tenant's languages in the named texts fields. */
export function withTenantLanguages<T>(
  schema: z.ZodType<T>,
  languages: readonly LanguageCode[],
  textsOf: (body: T) => readonly { field: string; texts: Readonly<Record<string, unknown>> }[],
) {
  return schema.superRefine((body, ctx) => {
    for (const { field, texts } of textsOf(body)) {
      for (const language of languages) {
        if (texts[language] === undefined) {
          ctx.addIssue({
            code: 'custom',
            message: 'missingTranslation',
            path: [...field.split('.'), language],
          });
        }
      }
    }
  });
}

/**
 * A form whose text values become the contract's body (`toBody`), validated on the screen by the
 * body's schema plus the tenant's languages, saved by `save`; the service's field errors land on
 * the same fields.
 */
export function useContentForm<V extends FieldValues, B>(options: {
  defaults: V;
  toBody: (values: V) => unknown;
  schema: z.ZodType<B>;
  save: (body: B) => Promise<unknown>;
  queryKey: QueryKey;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const resolverSchema = z.custom<V>().transform(options.toBody).pipe(options.schema);
  const form = useForm<V, unknown, B>({
    resolver: zodResolver(resolverSchema as never) as unknown as Resolver<V, unknown, B>,
    defaultValues: options.defaults as DefaultValues<V>,
  });
  const save = useMutation({
    mutationFn: options.save,
    onSuccess: async () => {
      form.reset(options.defaults);
      await queryClient.invalidateQueries({ queryKey: options.queryKey });
      options.onDone();
    },
    onError: (error) => showServerFields(error, form),
  });
  return { form, save, submit: form.handleSubmit((body) => save.mutate(body)) };
}

/** Empty text → null. */
export const blank = (value: string) => (value.trim() === '' ? null : value.trim());

/** Texts with something written, by language. */
export const written = (texts: Record<string, string>) =>
  Object.fromEntries(Object.entries(texts).filter(([, text]) => text.trim() !== ''));

export interface PeriodValues {
  startDate: string;
  endDate: string;
  active: boolean;
}

export const periodDefaults = (row?: {
  startDate: string | null;
  endDate: string | null;
  active: boolean;
}): PeriodValues => ({
  startDate: row?.startDate ?? '',
  endDate: row?.endDate ?? '',
  active: row?.active ?? true,
});

export const periodBody = (values: PeriodValues) => ({
  startDate: blank(values.startDate),
  endDate: blank(values.endDate),
  active: values.active,
});

/** First day, last day (in the tenant's calendar) and active. */
export function PeriodFields<V extends FieldValues, B>({
  form,
}: {
  form: UseFormReturn<V, unknown, B>;
}) {
  const { t } = useT();
  const error = useFieldError(form.formState.errors);
  const register = (name: string) => form.register(name as Path<V>);
  return (
    <>
      <Field
        label={t('banners.startDate')}
        type="date"
        error={error('startDate')}
        {...register('startDate')}
      />
      <Field
        label={t('banners.endDate')}
        type="date"
        error={error('endDate')}
        {...register('endDate')}
      />
      <label className="check">
        <input type="checkbox" {...register('active')} />
        {t('banners.active')}
      </label>
    </>
  );
}

/** One input per language of the tenant for the texts at `name` (`name.<language>[.suffix]`). */
export function TextFields<V extends FieldValues, B>({
  form,
  name,
  suffix,
  legend,
  maxLength,
}: {
  form: UseFormReturn<V, unknown, B>;
  name: string;
  suffix?: string;
  legend: string;
  maxLength: number;
}) {
  const { t } = useT();
  const { languages } = useConsoleTenant();
  const error = useFieldError(form.formState.errors);
  return (
    <fieldset>
      <legend>{legend}</legend>
      {languages.map((code) => {
        const path = `${name}.${code}${suffix ? `.${suffix}` : ''}`;
        return (
          <Field
            key={code}
            label={t(`banners.altIn.${code}`)}
            dir={code === 'ar' ? 'rtl' : 'auto'}
            maxLength={maxLength}
            error={error(path) ?? error(`${name}.${code}`)}
            {...form.register(path as Path<V>)}
          />
        );
      })}
      {error(name) ? (
        <p role="alert" className="field-error">
          {error(name)}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The save button, a cancel while editing, and the save's error. */
export function FormActions({
  label,
  editing,
  busy,
  error,
  onCancel,
}: {
  label: string;
  editing: boolean;
  busy: boolean;
  error: unknown;
  onCancel: () => void;
}) {
  const { t } = useT();
  const named = error instanceof ApiError && (error.fields?.length ?? 0) > 0;
  return (
    <>
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy}>
          {label}
        </button>
        {editing ? (
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {t('common.cancel')}
          </button>
        ) : null}
      </div>
      {named ? (
        <p role="alert" className="field-error">
          {t('errors.validation')}
        </p>
      ) : (
        <ErrorAlert error={error} />
      )}
    </>
  );
}

interface Dated {
  startDate: string | null;
  endDate: string | null;
  state: BannerState;
}

interface TableProps<Row> {
  caption: string;
  rows: Row[];
  rowId: (row: Row) => string;
  nameOf: (row: Row) => string;
  columns: ColumnDef<Row, unknown>[];
  canEdit: boolean;
  /** Absent: rows are deleted, never edited. */
  onEdit?: (row: Row) => void;
  remove: (row: Row) => Promise<unknown>;
  queryKey: QueryKey;
}

/** A picture kind's first columns: its thumbnail and its alt text in the language shown. */
export function useImageColumns<Row>(
  srcOf: (row: Row) => string,
  altOf: (row: Row) => string,
): ColumnDef<Row, unknown>[] {
  const { t } = useT();
  return useMemo<ColumnDef<Row, unknown>[]>(
    () => [
      {
        id: 'image',
        header: t('banners.image'),
        cell: ({ row }) => (
          <img className="banner-thumb" src={srcOf(row.original)} alt={altOf(row.original)} />
        ),
      },
      {
        id: 'alt',
        header: t('banners.altTexts'),
        cell: ({ row }) => <Bdi>{altOf(row.original)}</Bdi>,
      },
    ],
    [t, srcOf, altOf],
  );
}

/** A dated kind's own columns, then each row's period and state. */
export function useDatedColumns<Row extends Dated>(
  columns: ColumnDef<Row, unknown>[],
): ColumnDef<Row, unknown>[] {
  const { t } = useT();
  return useMemo<ColumnDef<Row, unknown>[]>(
    () => [
      ...columns,
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
    ],
    [columns, t],
  );
}

/**
 * A content kind's part of its screen: the intro, the form (for a role that may make `permission`;
 * a new row, or the one being edited), the list's error or its rows (ContentTable), then `after`.
 */
export function ContentSection<Row, Data>({
  intro,
  permission,
  load,
  rowsOf,
  form,
  editable = true,
  after,
  ...table
}: Omit<TableProps<Row>, 'rows' | 'canEdit' | 'onEdit'> & {
  intro: string;
  permission: CallName;
  load: (signal: AbortSignal) => Promise<Data>;
  rowsOf: (data: Data) => Row[];
  form: (row: Row | undefined, onDone: () => void) => ReactNode;
  /** False: rows are deleted, never edited (the form only adds). */
  editable?: boolean;
  after?: (data: Data) => ReactNode;
}) {
  const [editing, setEditing] = useState<Row | undefined>();
  const canEdit = useCan()(permission);
  const list = useQuery({ queryKey: table.queryKey, queryFn: ({ signal }) => load(signal) });
  return (
    <>
      <p>{intro}</p>
      {canEdit ? (
        <Fragment key={editing === undefined ? 'new' : table.rowId(editing)}>
          {form(editing, () => setEditing(undefined))}
        </Fragment>
      ) : null}
      <ErrorAlert error={list.error} />
      {list.data === undefined ? (
        list.isPending ? (
          <Loading />
        ) : null
      ) : (
        <>
          <ContentTable
            {...table}
            rows={rowsOf(list.data)}
            canEdit={canEdit}
            onEdit={editable ? setEditing : undefined}
          />
          {after?.(list.data)}
        </>
      )}
    </>
  );
}

/**
 * Rows in a table with, for those who may edit, edit and delete buttons named after the row, and
 * the delete confirmation.
 */
export function ContentTable<Row>({
  caption,
  rows,
  rowId,
  nameOf,
  columns,
  canEdit,
  onEdit,
  remove,
  queryKey,
}: TableProps<Row>) {
  const { t } = useT();
  const queryClient = useQueryClient();
  const [toDelete, setToDelete] = useState<Row | undefined>();
  const deletion = useMutation({
    mutationFn: remove,
    onSuccess: async () => {
      setToDelete(undefined);
      await queryClient.invalidateQueries({ queryKey });
    },
  });
  const all = useMemo<ColumnDef<Row, unknown>[]>(
    () => [
      ...columns,
      {
        id: 'actions',
        header: t('common.actions'),
        cell: ({ row }) =>
          canEdit ? (
            <>
              {onEdit ? (
                <>
                  <button
                    type="button"
                    className="button button-small"
                    aria-label={t('content.editOf', { name: nameOf(row.original) })}
                    onClick={() => onEdit(row.original)}
                  >
                    {t('banners.editShort')}
                  </button>{' '}
                </>
              ) : null}
              <button
                type="button"
                className="button button-small button-danger"
                aria-label={t('content.deleteOf', { name: nameOf(row.original) })}
                onClick={() => setToDelete(row.original)}
              >
                {t('banners.delete')}
              </button>
            </>
          ) : null,
      },
    ],
    [columns, t, canEdit, nameOf, onEdit],
  );
  return (
    <>
      <DataTable
        caption={caption}
        columns={all}
        rows={rows}
        rowId={rowId}
        empty={t('common.none')}
      />
      <Dialog
        open={toDelete !== undefined}
        title={t('content.deleteTitle')}
        submitLabel={t('banners.delete')}
        danger
        busy={deletion.isPending}
        onSubmit={() => toDelete !== undefined && deletion.mutate(toDelete)}
        onClose={() => {
          setToDelete(undefined);
          deletion.reset();
        }}
      >
        <p>
          {t('content.deleteConfirm')} <Bdi>{toDelete !== undefined ? nameOf(toDelete) : ''}</Bdi>
        </p>
        <ErrorAlert error={deletion.error} />
      </Dialog>
    </>
  );
}
