/**
 * SPEC §2 /login (chrome hidden): welcome text, the tenant's logo, the login form. Only tenants
 * with accessEcommerceStandalone offer it (PRODUCT.md "Standalone"); a visit with no bottler
 * known gets the form with a bottler select; other tenants' shops are sent back to their chat.
 */
import { useT } from '../../lib/use-t.ts';
import { MessageScreen } from '../../components/message-screen.tsx';
import { accessClient } from '../../lib/access-client.ts';
import type { ApiClient } from '../../lib/api-client.ts';
import { useTenant } from '../../lib/tenant-context.tsx';
import { AccessHeading } from './access-heading.tsx';
import { LoginForm } from './login-form.tsx';
import styles from './login.module.css';

const loginClient = accessClient(undefined);

function openAppPage(url: string): void {
  window.location.replace(url);
}

export interface LoginScreenProps {
  /** The client of the login calls (tests inject one). */
  api?: ApiClient;
  /** Full page load after a login with a chosen bottler (its tenant config must load). */
  openApp?: (url: string) => void;
}

export function LoginScreen({ api = loginClient, openApp = openAppPage }: LoginScreenProps) {
  const t = useT();
  const tenant = useTenant();
  const bottlerKnown = tenant.bottler !== '';

  if (bottlerKnown && !tenant.accessEcommerceStandalone) {
    return (
      <MessageScreen>
        <p role="status">{t('unauthenticated.default')}</p>
      </MessageScreen>
    );
  }

  return (
    <section className={styles.screen} aria-labelledby="login-welcome">
      <AccessHeading id="login-welcome">{t('login.welcome')}</AccessHeading>
      <LoginForm
        api={api}
        openApp={openApp}
        tenantBottler={bottlerKnown ? tenant.bottler : undefined}
        contactPhone={tenant.contactPhone}
      />
    </section>
  );
}
