/**
 * The tenant's ERP API keys (issue 13; admin): create one (a name and its scopes; the key is
 * shown once, with a copy button and a warning that it cannot be shown again), list them with
 * their scopes and last use, revoke one after a confirmation.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  ERP_SCOPES,
  calls,
  type CallRequest,
  type CallResponse,
} from '../../../../contract/index.ts';
import { Bdi, ErrorAlert, Loading, Page } from '../../components/bits.tsx';
import { CopyLink } from '../../components/copy-link.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { Field } from '../../components/field.tsx';
import { consoleApi } from '../../lib/console-api.ts';
import { useT } from '../../lib/console-i18n.ts';
import { useFormat } from '../../lib/format.ts';

type ApiKey = CallResponse<'adminApiKeys'>['items'][number];
type Create = CallRequest<'adminCreateApiKey'>['body'];

const QUERY_KEY = ['adminApiKeys'];

function CreateCard() {
  const { t } = useT();
  const queryClient = useQueryClient();
  const form = useForm<Create>({
    resolver: zodResolver(calls.adminCreateApiKey.body),
    defaultValues: { name: '', scopes: ['orders'] },
  });
  const create = useMutation({
    mutationFn: (body: Create) => consoleApi.call('adminCreateApiKey', { body }),
    onSuccess: async () => {
      form.reset();
      await queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    },
  });
  return (
    <section className="card" aria-labelledby="new-key">
      <h2 id="new-key">{t('apiKeys.create')}</h2>
      <form
        noValidate
        className="api-key-form"
        onSubmit={form.handleSubmit((body) => create.mutate(body))}
      >
        <Field
          label={t('apiKeys.name')}
          autoComplete="off"
          maxLength={100}
          error={form.formState.errors.name ? t('apiKeys.nameRequired') : undefined}
          {...form.register('name')}
        />
        <fieldset className="scope-checks">
          <legend>{t('apiKeys.scopes')}</legend>
          {ERP_SCOPES.map((scope) => (
            <label key={scope}>
              <input type="checkbox" value={scope} {...form.register('scopes')} />
              {t(`apiKeys.scope.${scope}`)}
            </label>
          ))}
          {form.formState.errors.scopes ? (
            <p role="alert" className="field-error">
              {t('apiKeys.scopesRequired')}
            </p>
          ) : null}
        </fieldset>
        <button type="submit" className="button" disabled={create.isPending}>
          {t('apiKeys.submit')}
        </button>
      </form>
      <ErrorAlert error={create.error} />
      {create.data ? (
        <div className="api-key-secret">
          <p role="alert" className="alert alert-error">
            {t('apiKeys.onceWarning')}
          </p>
          <CopyLink
            label={t('apiKeys.secretOf', { name: create.data.key.name })}
            url={create.data.secret}
          />
        </div>
      ) : null}
    </section>
  );
}

export default function ApiKeysScreen() {
  const { t } = useT();
  const format = useFormat();
  const queryClient = useQueryClient();
  const [toRevoke, setToRevoke] = useState<ApiKey | undefined>();
  const list = useQuery({
    queryKey: QUERY_KEY,
    queryFn: ({ signal }) => consoleApi.call('adminApiKeys', { signal }),
  });
  const revoke = useMutation({
    mutationFn: (id: string) => consoleApi.call('adminRevokeApiKey', { params: { id } }),
    onSuccess: async () => {
      setToRevoke(undefined);
      await queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    },
  });
  const columns = useMemo<ColumnDef<ApiKey, unknown>[]>(
    () => [
      { id: 'name', header: t('apiKeys.name'), cell: ({ row }) => <Bdi>{row.original.name}</Bdi> },
      {
        id: 'prefix',
        header: t('apiKeys.key'),
        cell: ({ row }) => <bdi dir="ltr">{row.original.prefix}</bdi>,
      },
      {
        id: 'scopes',
        header: t('apiKeys.scopes'),
        cell: ({ row }) =>
          row.original.scopes.map((scope) => t(`apiKeys.scope.${scope}`)).join(', '),
      },
      {
        id: 'created',
        header: t('apiKeys.created'),
        // One element: on a phone each part of a cell is a cell of its own grid (console.css).
        cell: ({ row }) => (
          <span>
            {format.date(row.original.createdAt)}
            {row.original.createdBy ? (
              <>
                {' · '}
                <Bdi>{row.original.createdBy}</Bdi>
              </>
            ) : null}
          </span>
        ),
      },
      {
        id: 'lastUsed',
        header: t('apiKeys.lastUsed'),
        cell: ({ row }) =>
          row.original.lastUsedAt ? format.dateTime(row.original.lastUsedAt) : t('apiKeys.never'),
      },
      {
        id: 'actions',
        header: t('common.actions'),
        cell: ({ row }) =>
          row.original.revokedAt ? (
            t('apiKeys.revokedOn', { date: format.date(row.original.revokedAt) })
          ) : (
            <button
              type="button"
              className="button button-small button-danger"
              aria-label={t('apiKeys.revokeOf', { name: row.original.name })}
              onClick={() => setToRevoke(row.original)}
            >
              {t('apiKeys.revoke')}
            </button>
          ),
      },
    ],
    [t, format],
  );
  return (
    <Page title={t('apiKeys.title')}>
      <p>{t('apiKeys.intro')}</p>
      <CreateCard />
      <ErrorAlert error={list.error} />
      {list.isPending ? (
        <Loading />
      ) : (
        <DataTable
          caption={t('apiKeys.title')}
          columns={columns}
          rows={list.data?.items ?? []}
          rowId={(key) => key.id}
          empty={t('common.none')}
        />
      )}
      <Dialog
        open={toRevoke !== undefined}
        title={t('apiKeys.revokeTitle')}
        submitLabel={t('apiKeys.revoke')}
        danger
        busy={revoke.isPending}
        onSubmit={() => toRevoke && revoke.mutate(toRevoke.id)}
        onClose={() => {
          setToRevoke(undefined);
          revoke.reset();
        }}
      >
        <p>{t('apiKeys.revokeConfirm', { name: toRevoke?.name ?? '' })}</p>
        <ErrorAlert error={revoke.error} />
      </Dialog>
    </Page>
  );
}
