/**
 * Console sign-in: email and password (`admin/session`); when the operator has a second factor the
 * answer is a challenge and the screen asks for the six-digit code (`admin/session/totp`). A
 * session that must first set up TOTP (the tenant requires it) goes to that screen.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { calls, type CallResponse } from '../../../contract/index.ts';
import { ErrorAlert } from '../components/bits.tsx';
import { Field } from '../components/field.tsx';
import { LanguagePicker } from '../components/language-picker.tsx';
import { consoleApi } from '../lib/console-api.ts';
import { useT } from '../lib/console-i18n.ts';
import { useSession } from '../lib/session.tsx';

/** Where to go after signing in: the console path asked for (`?from=`), else the board. */
export function returnPath(from: string | null): string {
  return from && from.startsWith('/') && !from.startsWith('//') ? from : '/orders';
}

type SignInAnswer = CallResponse<'adminSession'>;
type Credentials = { email: string; password: string };
type CodeForm = { challenge: string; code: string };

function SecondFactorStep({
  challenge,
  onToken,
}: {
  challenge: string;
  onToken: (answer: CallResponse<'adminSessionTotp'>) => void;
}) {
  const { t } = useT();
  const form = useForm<CodeForm>({
    resolver: zodResolver(calls.adminSessionTotp.body),
    defaultValues: { challenge, code: '' },
  });
  const verify = useMutation({
    mutationFn: (body: CodeForm) => consoleApi.call('adminSessionTotp', { body }),
    onSuccess: onToken,
  });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <form noValidate onSubmit={form.handleSubmit((body) => verify.mutate(body))}>
      <h2 ref={heading} tabIndex={-1}>
        {t('signIn.codeTitle')}
      </h2>
      <p className="muted">{t('signIn.codeHelp')}</p>
      <Field
        label={t('signIn.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={form.formState.errors.code ? t('validation.totpCode') : undefined}
        {...form.register('code')}
      />
      <ErrorAlert error={verify.error} />
      <button type="submit" className="button button-block" disabled={verify.isPending}>
        {t('signIn.verify')}
      </button>
    </form>
  );
}

export function SignInScreen() {
  const { t } = useT();
  const { token, signIn } = useSession();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const from = returnPath(search.get('from'));
  const [challenge, setChallenge] = useState<string>();
  const form = useForm<Credentials>({
    resolver: zodResolver(calls.adminSession.body),
    defaultValues: { email: '', password: '' },
  });

  const enter = (answer: { token: string; totpSetupRequired: boolean }) => {
    signIn(answer.token);
    void navigate(answer.totpSetupRequired ? '/totp-setup' : from, { replace: true });
  };
  const submit = useMutation({
    mutationFn: (body: Credentials) => consoleApi.call('adminSession', { body }),
    onSuccess: (answer: SignInAnswer) => {
      if ('token' in answer) enter(answer);
      else setChallenge(answer.challenge);
    },
  });

  if (token !== undefined && !submit.isSuccess) return <Navigate to={from} replace />;

  return (
    <main className="auth-screen">
      <div className="auth-card">
        <h1>{t('signIn.title')}</h1>
        {challenge === undefined ? (
          <form noValidate onSubmit={form.handleSubmit((body) => submit.mutate(body))}>
            <Field
              label={t('signIn.email')}
              type="email"
              autoComplete="username"
              error={form.formState.errors.email ? t('validation.email') : undefined}
              {...form.register('email')}
            />
            <Field
              label={t('signIn.password')}
              type="password"
              autoComplete="current-password"
              error={form.formState.errors.password ? t('validation.required') : undefined}
              {...form.register('password')}
            />
            <ErrorAlert error={submit.error} />
            <button type="submit" className="button button-block" disabled={submit.isPending}>
              {submit.isPending ? t('signIn.submitting') : t('signIn.submit')}
            </button>
          </form>
        ) : (
          <SecondFactorStep challenge={challenge} onToken={enter} />
        )}
        <LanguagePicker />
      </div>
    </main>
  );
}
