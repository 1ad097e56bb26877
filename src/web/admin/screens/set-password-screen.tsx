/**
 * The invitation (and reset) link of an operator: `/admin/set-password#token=…` (or `?token=…`).
 * The new password follows the shops' rule (the contract's schema); once set, sign in.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { z } from 'zod';
import { calls } from '../../../contract/index.ts';
import { ErrorAlert } from '../components/bits.tsx';
import { Field } from '../components/field.tsx';
import { LanguagePicker } from '../components/language-picker.tsx';
import { consoleApi } from '../lib/console-api.ts';
import { useT } from '../lib/console-i18n.ts';

/** The link's token: after `#token=` (kept out of server logs and Referer) or `?token=`. */
export function linkToken(hash: string, search: string): string {
  const fromHash = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return fromHash ?? new URLSearchParams(search).get('token') ?? '';
}

const schema = calls.adminSetPassword.body
  .extend({ confirm: z.string() })
  .refine((form) => form.confirm === form.password, { path: ['confirm'], message: 'mismatch' });
type SetPasswordForm = z.input<typeof schema>;

export function SetPasswordScreen() {
  const { t } = useT();
  const location = useLocation();
  const token = linkToken(location.hash, location.search);
  const form = useForm<SetPasswordForm>({
    resolver: zodResolver(schema),
    defaultValues: { token, password: '', confirm: '' },
  });
  const save = useMutation({
    mutationFn: ({ password }: SetPasswordForm) =>
      consoleApi.call('adminSetPassword', { body: { token, password } }),
  });
  const errors = form.formState.errors;
  return (
    <main className="auth-screen">
      <div className="auth-card">
        <h1>{t('setPassword.title')}</h1>
        {save.isSuccess ? (
          <p role="status" className="alert alert-success">
            {t('setPassword.done')} <Link to="/sign-in">{t('setPassword.signIn')}</Link>
          </p>
        ) : token === '' || errors.token ? (
          <p role="alert" className="alert alert-error">
            {t('errors.passwordLinkInvalid')}
          </p>
        ) : (
          <form noValidate onSubmit={form.handleSubmit((body) => save.mutate(body))}>
            <Field
              label={t('setPassword.password')}
              type="password"
              autoComplete="new-password"
              hint={t('setPassword.rule')}
              error={errors.password ? t('validation.password') : undefined}
              {...form.register('password')}
            />
            <Field
              label={t('setPassword.confirm')}
              type="password"
              autoComplete="new-password"
              error={errors.confirm ? t('validation.passwordMismatch') : undefined}
              {...form.register('confirm')}
            />
            <ErrorAlert error={save.error} />
            <button type="submit" className="button button-block" disabled={save.isPending}>
              {t('setPassword.submit')}
            </button>
          </form>
        )}
        <LanguagePicker />
      </div>
    </main>
  );
}
