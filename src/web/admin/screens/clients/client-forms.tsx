/**
 * A shop's editable profile: limits (finance and admin: minimum order, payment limit, over-limit
 * authorisation) and the order desk's fields (address, ordering on/off). A role that may only read
 * a part sees it read-only; the server refuses the change anyway.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { calls, type CallResponse } from '../../../../contract/index.ts';
import { ErrorAlert } from '../../components/bits.tsx';
import { Field } from '../../components/field.tsx';
import { consoleApi } from '../../lib/console-api.ts';
import { useT } from '../../lib/console-i18n.ts';
import { useCan } from '../../lib/permissions.ts';

type Profile = CallResponse<'adminClient'>['profile'];
interface LimitsForm {
  minimumOrder: number;
  paymentLimit: number;
  overLimitAuthorized: boolean;
}
interface ProfileForm {
  address: string;
  orderingEnabled: boolean;
}

function useSaved(clientId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['adminClient', clientId] });
}

export function LimitsCard({ profile }: { profile: Profile }) {
  const { t } = useT();
  const may = useCan()('adminClientLimits');
  const saved = useSaved(profile.clientId);
  const form = useForm<LimitsForm>({
    resolver: zodResolver(calls.adminClientLimits.body) as never,
    values: {
      minimumOrder: profile.minimumOrder,
      paymentLimit: profile.paymentLimit,
      overLimitAuthorized: profile.overLimitAuthorized,
    },
  });
  const save = useMutation({
    mutationFn: (body: LimitsForm) =>
      consoleApi.call('adminClientLimits', {
        params: { clientId: profile.clientId } as never,
        body,
      }),
    onSuccess: saved,
  });
  const errors = form.formState.errors;
  return (
    <section className="card" aria-labelledby="client-limits">
      <h2 id="client-limits">{t('clients.limits')}</h2>
      {may ? null : <p className="muted">{t('clients.readOnly')}</p>}
      <form
        noValidate
        onSubmit={form.handleSubmit(
          (body) => save.mutate(body),
          () => save.reset(),
        )}
      >
        <Field
          label={t('clients.minimumOrder')}
          type="number"
          step="0.01"
          min={0}
          inputMode="decimal"
          readOnly={!may}
          error={errors.minimumOrder ? t('validation.money') : undefined}
          {...form.register('minimumOrder', { valueAsNumber: true })}
        />
        <Field
          label={t('clients.paymentLimit')}
          type="number"
          step="0.01"
          min={0}
          inputMode="decimal"
          readOnly={!may}
          error={errors.paymentLimit ? t('validation.money') : undefined}
          {...form.register('paymentLimit', { valueAsNumber: true })}
        />
        <label className="check">
          <input type="checkbox" disabled={!may} {...form.register('overLimitAuthorized')} />
          {t('clients.overLimitAuthorized')}
        </label>
        <ErrorAlert error={save.error} />
        <p role="status" className="live-note">
          {save.isSuccess ? t('common.saved') : ''}
        </p>
        {may ? (
          <button type="submit" className="button" disabled={save.isPending}>
            {t('clients.saveLimits')}
          </button>
        ) : null}
      </form>
    </section>
  );
}

export function ProfileCard({ profile }: { profile: Profile }) {
  const { t } = useT();
  const may = useCan()('adminClientProfile');
  const saved = useSaved(profile.clientId);
  const form = useForm<ProfileForm>({
    resolver: zodResolver(calls.adminClientProfile.body) as never,
    values: { address: profile.address ?? '', orderingEnabled: profile.orderingEnabled },
  });
  const save = useMutation({
    mutationFn: (body: ProfileForm) =>
      consoleApi.call('adminClientProfile', {
        params: { clientId: profile.clientId } as never,
        body,
      }),
    onSuccess: saved,
  });
  return (
    <section className="card" aria-labelledby="client-profile">
      <h2 id="client-profile">{t('clients.profile')}</h2>
      {may ? null : <p className="muted">{t('clients.readOnly')}</p>}
      <form
        noValidate
        onSubmit={form.handleSubmit(
          (body) => save.mutate(body),
          () => save.reset(),
        )}
      >
        <Field
          label={t('clients.address')}
          readOnly={!may}
          error={form.formState.errors.address ? t('validation.required') : undefined}
          {...form.register('address')}
        />
        <label className="check">
          <input type="checkbox" disabled={!may} {...form.register('orderingEnabled')} />
          {t('clients.orderingEnabled')}
        </label>
        <ErrorAlert error={save.error} />
        <p role="status" className="live-note">
          {save.isSuccess ? t('common.saved') : ''}
        </p>
        {may ? (
          <button type="submit" className="button" disabled={save.isPending}>
            {t('clients.saveProfile')}
          </button>
        ) : null}
      </form>
    </section>
  );
}
