/** The getting-in screens' top: the tenant's wordmark (when it has one) and the screen's <h1>. */
import type { ReactNode } from 'react';
import { useTenant } from '../../lib/tenant-context.tsx';
import styles from './login.module.css';

export function AccessHeading({ id, children }: { id: string; children: ReactNode }) {
  const tenant = useTenant();
  return (
    <>
      {tenant.logo ? (
        <img
          className={styles.logo}
          src={tenant.logo}
          alt={tenant.appTitle}
          width={256}
          height={64}
        />
      ) : null}
      <h1 id={id} className={styles.welcome}>
        {children}
      </h1>
    </>
  );
}
