/**
 * The tenant's operators (admins): invite one (a one-time set-password link to hand over), change
 * a role, disable or enable an account. Roles and emails as the contract types them.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { calls, type CallRequest, type CallResponse } from '../../../../contract/index.ts';
import { TENANT_OPERATOR_ROLES, type TenantOperatorRole } from '../../../../contract/operators.ts';
import { Bdi, ErrorAlert, Loading, Page } from '../../components/bits.tsx';
import { CopyLink } from '../../components/copy-link.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { Field } from '../../components/field.tsx';
import { consoleApi } from '../../lib/console-api.ts';
import { useT } from '../../lib/console-i18n.ts';
import { useFormat } from '../../lib/format.ts';
import { useKeysetList } from '../../lib/keyset-list.ts';
import { useMe } from '../../lib/session.tsx';

type Operator = CallResponse<'adminOperators'>['items'][number];
type Invite = CallRequest<'adminInviteOperator'>['body'];
type Change = { id: string; body: CallRequest<'adminUpdateOperator'>['body'] };

function InviteCard() {
  const { t } = useT();
  const queryClient = useQueryClient();
  const form = useForm<Invite>({
    resolver: zodResolver(calls.adminInviteOperator.body),
    defaultValues: { email: '', role: 'sales' },
  });
  const invite = useMutation({
    mutationFn: (body: Invite) => consoleApi.call('adminInviteOperator', { body }),
    onSuccess: async () => {
      form.reset();
      await queryClient.invalidateQueries({ queryKey: ['adminOperators'] });
    },
  });
  return (
    <section className="card" aria-labelledby="invite">
      <h2 id="invite">{t('operators.invite')}</h2>
      <form
        noValidate
        className="inline-form"
        onSubmit={form.handleSubmit((body) => invite.mutate(body))}
      >
        <Field
          label={t('signIn.email')}
          type="email"
          autoComplete="off"
          error={form.formState.errors.email ? t('validation.email') : undefined}
          {...form.register('email')}
        />
        <div className="field">
          <label htmlFor="invite-role">{t('operators.role')}</label>
          <select id="invite-role" {...form.register('role')}>
            {TENANT_OPERATOR_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button" disabled={invite.isPending}>
          {t('operators.sendInvite')}
        </button>
      </form>
      <ErrorAlert error={invite.error} />
      {invite.data ? (
        <CopyLink
          label={t('operators.inviteLink', { email: invite.data.operator.email })}
          url={invite.data.setPasswordUrl}
          expiresAt={invite.data.expiresAt}
        />
      ) : null}
    </section>
  );
}

export default function OperatorsScreen() {
  const { t } = useT();
  const format = useFormat();
  const me = useMe();
  const queryClient = useQueryClient();
  const list = useKeysetList('adminOperators', {});
  const update = useMutation({
    mutationFn: ({ id, body }: Change) =>
      consoleApi.call('adminUpdateOperator', { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['adminOperators'] }),
  });
  // The mutation's function, not its result object (new at every render, and new columns
  // remount the rows' buttons: focus fell to the page).
  const { mutate: updateOperator } = update;
  const columns = useMemo<ColumnDef<Operator, unknown>[]>(
    () => [
      {
        id: 'email',
        header: t('signIn.email'),
        cell: ({ row }) => <Bdi>{row.original.email}</Bdi>,
      },
      {
        id: 'role',
        header: t('operators.role'),
        cell: ({ row }) => {
          const operator = row.original;
          if (operator.role === 'platform' || operator.id === me.operatorId)
            return t(`roles.${operator.role}`);
          return (
            <select
              aria-label={t('operators.roleOf', { email: operator.email })}
              value={operator.role}
              onChange={(event) =>
                updateOperator({
                  id: operator.id,
                  body: { role: event.target.value as TenantOperatorRole },
                })
              }
            >
              {TENANT_OPERATOR_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`roles.${role}`)}
                </option>
              ))}
            </select>
          );
        },
      },
      {
        id: 'state',
        header: t('operators.state'),
        cell: ({ row }) =>
          row.original.disabled
            ? t('operators.disabled')
            : row.original.passwordSet
              ? t('operators.active')
              : t('operators.invited'),
      },
      {
        id: 'totp',
        header: t('operators.totp'),
        cell: ({ row }) => (row.original.totpEnabled ? t('common.yes') : t('common.no')),
      },
      {
        id: 'created',
        header: t('operators.created'),
        cell: ({ row }) => format.date(row.original.createdAt),
      },
      {
        id: 'actions',
        header: t('common.actions'),
        cell: ({ row }) =>
          row.original.id === me.operatorId ? (
            '—'
          ) : (
            <button
              type="button"
              className={
                row.original.disabled
                  ? 'button button-small button-secondary'
                  : 'button button-small button-danger'
              }
              onClick={() =>
                updateOperator({ id: row.original.id, body: { disabled: !row.original.disabled } })
              }
            >
              {row.original.disabled ? t('operators.enable') : t('operators.disable')}
            </button>
          ),
      },
    ],
    [t, format, me.operatorId, updateOperator],
  );
  return (
    <Page title={t('operators.title')}>
      <InviteCard />
      <ErrorAlert error={list.error ?? update.error} />
      {list.isPending ? (
        <Loading />
      ) : (
        <DataTable
          caption={t('operators.title')}
          columns={columns}
          rows={list.rows}
          rowId={(operator) => operator.id}
          empty={t('common.none')}
          hasMore={list.hasMore}
          loadingMore={list.loadingMore}
          onLoadMore={list.loadMore}
        />
      )}
    </Page>
  );
}
