/**
 * Import / export as CSV files (issue 13): pick what the file holds (products, prices, tiers,
 * clients, open invoices), choose the file, and the dry run shows what applying would do (new, changed,
 * unchanged, removed) and a table of the rows' errors (line, column, reason in the operator's
 * language). Apply is offered once a dry run of that same file found no error; it writes every
 * row or none. Every role may export; admins import, finance imports invoices (the server refuses
 * the others too).
 */
import { useMutation } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState, type FormEvent } from 'react';
import { ACCOUNT_KINDS, type AccountKind } from '../../../../domain/account-rows.ts';
import { CATALOGUE_KINDS, type CatalogueKind } from '../../../../domain/catalogue-rows.ts';
import type { CallResponse } from '../../../../contract/index.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { Bdi, Page } from '../../components/bits.tsx';
import { CsvButton } from '../../components/csv-button.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { consoleApi, errorCodeOf } from '../../lib/console-api.ts';
import { consoleI18n, useT, type AdminKey, type Translate } from '../../lib/console-i18n.ts';
import { useCan } from '../../lib/permissions.ts';

type ImportResult = CallResponse<'adminCatalogueImport'>;
type RowError = ImportResult['errors'][number];
type FileKind = CatalogueKind | AccountKind;
type Mode = 'dryRun' | 'apply';

const FILE_KINDS: readonly FileKind[] = [...CATALOGUE_KINDS, ...ACCOUNT_KINDS];
const isCatalogue = (kind: FileKind): kind is CatalogueKind =>
  (CATALOGUE_KINDS as readonly string[]).includes(kind);

/** The call that imports a kind (its roles decide who sees the kind in the import form). */
const IMPORT_CALL = {
  products: 'adminCatalogueImport',
  prices: 'adminCatalogueImport',
  tiers: 'adminCatalogueImport',
  clients: 'adminClientsImport',
  invoices: 'adminInvoicesImport',
} as const satisfies Record<FileKind, string>;

function importFile(kind: FileKind, mode: Mode, file: File): Promise<ImportResult> {
  const rawBody = { contentType: 'text/csv', data: file };
  if (isCatalogue(kind)) {
    return consoleApi.call('adminCatalogueImport', { params: { kind, mode }, rawBody });
  }
  return consoleApi.call(IMPORT_CALL[kind], { params: { mode }, rawBody });
}

const exportFile = (kind: FileKind, locale: string | undefined) =>
  isCatalogue(kind)
    ? consoleApi.file('adminCatalogueExport', { params: { kind }, query: { locale } })
    : consoleApi.file('adminAccountExport', { params: { kind }, query: { locale } });

/** A refused file or call in words, with the params the code carries (header columns, max…). */
function failureText(t: Translate, error: unknown): string {
  const key = `errors.${errorCodeOf(error)}`;
  if (!consoleI18n.exists(key)) return t('errors.unknown');
  const params = error instanceof ApiError ? (error.params ?? {}) : {};
  const text = t(key as AdminKey, params);
  const details = ['missing', 'unknown', 'duplicate']
    .filter((name) => typeof params[name] === 'string')
    .map((name) => t(`imports.header.${name}` as AdminKey, { columns: params[name] }));
  return [text, ...details].join(' ');
}

function reasonText(t: Translate, error: RowError): string {
  const key = `imports.reason.${error.code}`;
  return consoleI18n.exists(key) ? t(key as AdminKey, error.params ?? {}) : error.code;
}

export default function ImportsScreen() {
  const { t } = useT();
  const can = useCan();
  const importable = FILE_KINDS.filter((name) => can(IMPORT_CALL[name]));
  const [chosenKind, setKind] = useState<FileKind | undefined>();
  const kind = chosenKind ?? importable[0] ?? 'products';
  const [file, setFile] = useState<File | undefined>();
  const [checked, setChecked] = useState<{ file: File; kind: FileKind } | undefined>();
  const send = useMutation({
    mutationFn: ({ mode, file: chosen }: { mode: Mode; file: File }) =>
      importFile(kind, mode, chosen),
    onSuccess: (result, { file: chosen }) =>
      setChecked(
        result.mode === 'dryRun' && result.errorCount === 0 ? { file: chosen, kind } : undefined,
      ),
  });
  const result = send.data;
  const canApply = checked !== undefined && checked.file === file && checked.kind === kind;

  const columns = useMemo<ColumnDef<RowError, unknown>[]>(
    () => [
      { id: 'line', header: t('imports.line'), cell: ({ row }) => row.original.line },
      {
        id: 'column',
        header: t('imports.column'),
        cell: ({ row }) => <code dir="ltr">{row.original.column ?? '—'}</code>,
      },
      {
        id: 'reason',
        header: t('imports.reason.title'),
        cell: ({ row }) => <Bdi>{reasonText(t, row.original)}</Bdi>,
      },
    ],
    [t],
  );

  const dryRun = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (file) send.mutate({ mode: 'dryRun', file });
  };
  const reset = () => {
    send.reset();
    setChecked(undefined);
  };

  return (
    <Page title={t('imports.title')}>
      <section aria-labelledby="export-title" className="card">
        <h2 id="export-title">{t('imports.exportTitle')}</h2>
        <div className="page-actions">
          {FILE_KINDS.map((name) => (
            // each "Export CSV" is told apart by its file's name, for a screen reader too (group
            // name on entering, description on the button itself)
            <div key={name} role="group" aria-labelledby={`export-${name}`}>
              <span id={`export-${name}`}>{t(`imports.kind.${name}`)}</span>:{' '}
              <CsvButton
                name={name}
                load={(locale) => exportFile(name, locale)}
                describedBy={`export-${name}`}
              />
            </div>
          ))}
        </div>
      </section>

      {importable.length > 0 ? (
        <section aria-labelledby="import-title" className="card">
          <h2 id="import-title">{t('imports.importTitle')}</h2>
          <p className="muted">{t('imports.help')}</p>
          <form className="filters" onSubmit={dryRun}>
            <label>
              {t('imports.kindLabel')}
              <select
                name="kind"
                value={kind}
                onChange={(event) => {
                  setKind(event.target.value as FileKind);
                  reset();
                }}
              >
                {importable.map((name) => (
                  <option key={name} value={name}>
                    {t(`imports.kind.${name}`)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('imports.file')}
              <input
                name="file"
                type="file"
                accept=".csv,.tsv,.txt,text/csv"
                onChange={(event) => {
                  setFile(event.target.files?.[0]);
                  reset();
                }}
              />
            </label>
            <button type="submit" className="button" disabled={!file || send.isPending}>
              {t('imports.dryRun')}
            </button>
            <button
              type="button"
              className="button button-primary"
              disabled={!canApply || send.isPending}
              onClick={() => file && send.mutate({ mode: 'apply', file })}
            >
              {t('imports.apply')}
            </button>
          </form>

          {send.isPending ? (
            <p role="status" className="muted">
              {t('common.loading')}
            </p>
          ) : null}
          {send.error ? (
            <p role="alert" className="alert alert-error" data-testid="import-file-error">
              {failureText(t, send.error)}
            </p>
          ) : null}
          {result ? (
            <div data-testid="import-result">
              <p role="status" className={result.errorCount > 0 ? 'alert alert-error' : 'alert'}>
                {result.applied
                  ? t('imports.applied')
                  : result.errorCount > 0
                    ? t('imports.hasErrors', { count: result.errorCount })
                    : t('imports.ready')}
              </p>
              <dl className="facts facts-numbers">
                {(['rows', 'new', 'changed', 'unchanged', 'removed'] as const).map((name) => (
                  <div key={name}>
                    <dt>{t(`imports.counts.${name}`)}</dt>
                    <dd data-testid={`count-${name}`}>{result.counts[name]}</dd>
                  </div>
                ))}
              </dl>
              {result.errorCount > 0 ? (
                <DataTable
                  caption={t('imports.errorsCaption')}
                  columns={columns}
                  rows={result.errors}
                  rowId={(row) => `${row.line}-${row.column ?? ''}-${row.code}`}
                  empty={t('common.none')}
                />
              ) : null}
            </div>
          ) : null}
        </section>
      ) : null}
    </Page>
  );
}
