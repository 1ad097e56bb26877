/**
 * The optional bottler select of SPEC §2 /login, shown when no bottler is known: the options are
 * the tenants that allow standalone login (GET /api/tenants). Loading, empty and no-answer states.
 */
import { useCallback, useEffect, useState, type ReactNode, type Ref } from 'react';
import { useT } from '../../lib/use-t.ts';
import type { ApiClient } from '../../lib/api-client.ts';
import { loadLoginTenants, type LoginTenant } from './login-submit.ts';
import styles from './login.module.css';

type TenantsState =
  { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; tenants: LoginTenant[] };

export interface BottlerSelectProps {
  api: ApiClient;
  ref: Ref<HTMLSelectElement>;
  id: string;
  value: string;
  onChange: (bottler: string) => void;
  describedBy: string | undefined;
  error: ReactNode;
}

export function BottlerSelect({
  api,
  ref,
  id,
  value,
  onChange,
  describedBy,
  error,
}: BottlerSelectProps) {
  const t = useT();
  const [state, setState] = useState<TenantsState>({ kind: 'loading' });

  const load = useCallback(() => {
    let live = true;
    setState({ kind: 'loading' });
    loadLoginTenants(api).then(
      (tenants) => live && setState({ kind: 'ready', tenants }),
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [api]);

  useEffect(load, [load]);

  const tenants = state.kind === 'ready' ? state.tenants : [];
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{t('login.bottler')}</label>
      <select
        ref={ref}
        id={id}
        name="bottler"
        value={value}
        disabled={state.kind !== 'ready' || tenants.length === 0}
        aria-invalid={describedBy !== undefined}
        aria-describedby={describedBy}
        aria-busy={state.kind === 'loading'}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">
          {state.kind === 'loading' ? t('app.loading') : t('login.chooseBottler')}
        </option>
        {tenants.map((tenant) => (
          <option key={tenant.bottler} value={tenant.bottler}>
            {tenant.name}
          </option>
        ))}
      </select>
      {error}
      {state.kind === 'ready' && tenants.length === 0 ? (
        <p role="status">{t('login.noBottlers')}</p>
      ) : null}
      {state.kind === 'failed' ? (
        <p role="alert" className={styles.fieldError}>
          {t('login.bottlersError')}{' '}
          <button type="button" className={styles.linkButton} onClick={() => void load()}>
            {t('noResponse.retry')}
          </button>
        </p>
      ) : null}
    </div>
  );
}
