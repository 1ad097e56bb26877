/**
 * `/set-password?bottler=N#token=…` (chrome hidden): where the reset link a bottler's operator
 * hands a standalone shop (console, issue 12) lands. The shop chooses a password under SPEC §5's
 * rule, types it twice, and the page posts `{token, password}` to `POST /api/client-password`.
 * The token stays in the fragment (never sent in an address, never logged) and is read once.
 * Answers: 200 → done, with the client number and the way to sign in; 401 tokenExpired → ask for
 * a new link; 404 → the link was used or is not valid; 400 → the rule's message.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { useT } from '../../lib/use-t.ts';
import { Link } from 'react-router';
import { passwordValid } from '../../../domain/login.ts';
import { Spinner } from '../../components/spinner.tsx';
import { accessClient } from '../../lib/access-client.ts';
import type { ApiClient } from '../../lib/api-client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { AccessHeading } from './access-heading.tsx';
import styles from './login.module.css';

const client = accessClient(undefined);

/** The token of the link: in the fragment (`#token=`), or `?token=` if a mail client moved it. */
export function linkToken(hash: string, search: string): string | undefined {
  const fromHash = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  const token = fromHash ?? new URLSearchParams(search).get('token');
  return token === null || token.trim() === '' ? undefined : token.trim();
}

type FieldError = 'login.passwordInvalid' | 'setPassword.mismatch';
type Refusal = 'expired' | 'used' | 'apiError';

export interface SetPasswordScreenProps {
  /** The client of the call (tests inject one). */
  api?: ApiClient;
}

export default function SetPasswordScreen({ api = client }: SetPasswordScreenProps) {
  const t = useT();
  const id = useId();
  // Read once: the fragment is not kept in the address bar's history of this page.
  const [token] = useState(() => linkToken(window.location.hash, window.location.search));
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [shown, setShown] = useState(false);
  const [errors, setErrors] = useState<{ password?: FieldError; repeat?: FieldError }>({});
  const [refusal, setRefusal] = useState<Refusal | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState<{ clientId: string } | undefined>();
  const passwordRef = useRef<HTMLInputElement>(null);
  const repeatRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || token === undefined) return;
    setRefusal(undefined);
    const next: typeof errors = {};
    if (!passwordValid(password)) next.password = 'login.passwordInvalid';
    else if (repeat !== password) next.repeat = 'setPassword.mismatch';
    setErrors(next);
    if (next.password) return passwordRef.current?.focus();
    if (next.repeat) return repeatRef.current?.focus();
    setSubmitting(true);
    try {
      const answer = await api.call('clientPassword', { body: { token, password } });
      setDone({ clientId: answer.clientId });
      window.history.replaceState(null, '', window.location.pathname + window.location.search);
    } catch (error) {
      const code = error instanceof ApiError ? error.code : undefined;
      if (code === 'validation') {
        setErrors({ password: 'login.passwordInvalid' });
        passwordRef.current?.focus();
      } else {
        setRefusal(code === 'tokenExpired' ? 'expired' : code === 'notFound' ? 'used' : 'apiError');
      }
    } finally {
      setSubmitting(false);
    }
  }

  const header = <AccessHeading id={`${id}-title`}>{t('setPassword.title')}</AccessHeading>;

  if (done !== undefined) {
    return (
      <section className={styles.screen} aria-labelledby={`${id}-title`}>
        {header}
        <p role="status" className={styles.intro}>
          {t('setPassword.done', { clientId: done.clientId })}
        </p>
        <Link className={styles.submitLink} to="/login">
          {t('setPassword.signIn')}
        </Link>
      </section>
    );
  }

  if (token === undefined || refusal === 'expired' || refusal === 'used') {
    const message =
      refusal === 'expired'
        ? 'setPassword.expired'
        : refusal === 'used'
          ? 'setPassword.used'
          : 'setPassword.noLink';
    return (
      <section className={styles.screen} aria-labelledby={`${id}-title`}>
        {header}
        <p role="alert" className={styles.intro}>
          {t(message)}
        </p>
        <p className={styles.intro}>{t('login.forgotPasswordHelp')}</p>
      </section>
    );
  }

  const describedBy = (field: 'password' | 'repeat') =>
    [
      field === 'password' ? `${id}-rule` : undefined,
      errors[field] ? `${id}-${field}-error` : undefined,
    ]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <section className={styles.screen} aria-labelledby={`${id}-title`}>
      {header}
      <p className={styles.intro}>{t('setPassword.intro')}</p>
      <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        <div className={styles.field}>
          <label htmlFor={`${id}-password`}>{t('setPassword.password')}</label>
          <div className={styles.passwordRow}>
            <input
              ref={passwordRef}
              id={`${id}-password`}
              name="password"
              type={shown ? 'text' : 'password'}
              autoComplete="new-password"
              autoCapitalize="none"
              spellCheck={false}
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setErrors({});
              }}
              aria-invalid={errors.password !== undefined}
              aria-describedby={describedBy('password')}
            />
            <button
              type="button"
              className={styles.toggle}
              aria-pressed={shown}
              aria-controls={`${id}-password ${id}-repeat`}
              onClick={() => setShown((value) => !value)}
            >
              {t(shown ? 'login.hidePassword' : 'login.showPassword')}
            </button>
          </div>
          <p id={`${id}-rule`} className={styles.hint}>
            {t('setPassword.rule')}
          </p>
          {errors.password ? (
            <p id={`${id}-password-error`} className={styles.fieldError}>
              {t(errors.password)}
            </p>
          ) : null}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-repeat`}>{t('setPassword.repeat')}</label>
          <input
            ref={repeatRef}
            id={`${id}-repeat`}
            name="repeat"
            type={shown ? 'text' : 'password'}
            autoComplete="new-password"
            autoCapitalize="none"
            spellCheck={false}
            value={repeat}
            onChange={(event) => {
              setRepeat(event.target.value);
              setErrors({});
            }}
            aria-invalid={errors.repeat !== undefined}
            aria-describedby={describedBy('repeat')}
          />
          {errors.repeat ? (
            <p id={`${id}-repeat-error`} className={styles.fieldError}>
              {t(errors.repeat)}
            </p>
          ) : null}
        </div>
        <div role="alert" className={styles.failure}>
          {refusal === 'apiError' ? <p>{t('setPassword.apiError')}</p> : null}
        </div>
        {submitting ? (
          <Spinner label={t('setPassword.submitting')} />
        ) : (
          <button type="submit" className={styles.submit}>
            {t('setPassword.submit')}
          </button>
        )}
      </form>
    </section>
  );
}
