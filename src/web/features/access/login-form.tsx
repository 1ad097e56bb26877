/**
 * The login form of SPEC §2 /login: optional bottler select, client id, password with a
 * show/hide toggle, collapsible forgot-password help, submit button or spinner. SPEC §5 messages
 * per field on submit (aria-invalid + aria-describedby, focus on the first wrong field).
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { useT } from '../../lib/use-t.ts';
import { useNavigate } from 'react-router';
import { Spinner } from '../../components/spinner.tsx';
import type { ApiClient } from '../../lib/api-client.ts';
import { BottlerSelect } from './bottler-select.tsx';
import {
  loginFieldErrors,
  loginRedirectUrl,
  submitLogin,
  type LoginFieldError,
} from './login-submit.ts';
import styles from './login.module.css';

export interface LoginFormProps {
  api: ApiClient;
  openApp: (url: string) => void;
  /** The tenant's bottler; undefined shows the bottler select. */
  tenantBottler: string | undefined;
  contactPhone: string | undefined;
}

type Failure = 'incorrect' | 'throttled' | 'apiError';

const FIELD_OF: Record<LoginFieldError, 'bottler' | 'clientId' | 'password'> = {
  'login.bottlerRequired': 'bottler',
  'login.clientIdInvalid': 'clientId',
  'login.passwordInvalid': 'password',
};

export function LoginForm({ api, openApp, tenantBottler, contactPhone }: LoginFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const id = useId();
  const [bottler, setBottler] = useState('');
  const [clientId, setClientId] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<LoginFieldError[]>([]);
  const [failure, setFailure] = useState<Failure | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const fields = {
    bottler: useRef<HTMLSelectElement>(null),
    clientId: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };

  const errorFor = (field: 'bottler' | 'clientId' | 'password') =>
    errors.find((error) => FIELD_OF[error] === field);
  const clearError = (field: 'bottler' | 'clientId' | 'password') =>
    setErrors((current) => current.filter((error) => FIELD_OF[error] !== field));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setFailure(undefined);
    const input = { bottler: tenantBottler ?? bottler, clientId, password };
    const invalid = loginFieldErrors(input);
    setErrors(invalid);
    const first = invalid[0];
    if (first !== undefined) {
      fields[FIELD_OF[first]].current?.focus();
      return;
    }
    setSubmitting(true);
    const outcome = await submitLogin(input, api);
    setSubmitting(false);
    if (outcome.kind === 'invalid') {
      setErrors(outcome.errors);
      return;
    }
    if (outcome.kind !== 'ok') {
      setFailure(outcome.kind);
      return;
    }
    if (tenantBottler === undefined) openApp(loginRedirectUrl(outcome.token, input.bottler));
    else navigate(loginRedirectUrl(outcome.token), { replace: true });
  }

  const describe = (field: 'bottler' | 'clientId' | 'password') =>
    errorFor(field) === undefined ? undefined : `${id}-${field}-error`;
  const fieldError = (field: 'bottler' | 'clientId' | 'password') => {
    const error = errorFor(field);
    return error === undefined ? null : (
      <p id={`${id}-${field}-error`} className={styles.fieldError}>
        {t(error)}
      </p>
    );
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      {tenantBottler === undefined ? (
        <BottlerSelect
          api={api}
          ref={fields.bottler}
          id={`${id}-bottler`}
          value={bottler}
          onChange={(value) => {
            setBottler(value);
            clearError('bottler');
          }}
          describedBy={describe('bottler')}
          error={fieldError('bottler')}
        />
      ) : null}

      <div className={styles.field}>
        <label htmlFor={`${id}-clientId`}>{t('login.clientId')}</label>
        <input
          ref={fields.clientId}
          id={`${id}-clientId`}
          name="clientId"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={clientId}
          onChange={(event) => {
            setClientId(event.target.value);
            clearError('clientId');
          }}
          aria-invalid={errorFor('clientId') !== undefined}
          aria-describedby={describe('clientId')}
        />
        {fieldError('clientId')}
      </div>

      <div className={styles.field}>
        <label htmlFor={`${id}-password`}>{t('login.password')}</label>
        <div className={styles.passwordRow}>
          <input
            ref={fields.password}
            id={`${id}-password`}
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            autoCapitalize="none"
            spellCheck={false}
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              clearError('password');
            }}
            aria-invalid={errorFor('password') !== undefined}
            aria-describedby={describe('password')}
          />
          <button
            type="button"
            className={styles.toggle}
            aria-pressed={showPassword}
            aria-controls={`${id}-password`}
            onClick={() => setShowPassword((shown) => !shown)}
          >
            {t(showPassword ? 'login.hidePassword' : 'login.showPassword')}
          </button>
        </div>
        {fieldError('password')}
      </div>

      <div role="alert" className={styles.failure}>
        {failure === 'incorrect' ? (
          <>
            <p>{t('login.error')}</p>
            <p>{t('login.tryAgain')}</p>
          </>
        ) : null}
        {failure === 'throttled' ? <p>{t('errors.tooManyRequests')}</p> : null}
        {failure === 'apiError' ? <p>{t('login.apiError')}</p> : null}
      </div>

      {submitting ? (
        <Spinner label={t('login.submitting')} />
      ) : (
        <button type="submit" className={styles.submit}>
          {t('login.submit')}
        </button>
      )}

      <details className={styles.help}>
        <summary>{t('login.forgotPassword')}</summary>
        <p>{t('login.forgotPasswordHelp')}</p>
        {contactPhone === undefined ? null : (
          <p>
            {t('login.forgotPasswordPhone')}{' '}
            <a href={`tel:${contactPhone.replace(/[^\d+]/g, '')}`} dir="ltr">
              {contactPhone}
            </a>
          </p>
        )}
      </details>
    </form>
  );
}
