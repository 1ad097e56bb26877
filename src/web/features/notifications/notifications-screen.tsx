/**
 * /notifications (SPEC §2): a settings page with one labelled on/off switch bound to the opt-in;
 * optimistic, rolled back with an error toast on failure. Where the tenant has no notification
 * option the page says so instead (the server refuses the change there).
 */
import * as Switch from '@radix-ui/react-switch';
import { useId } from 'react';
import { useT } from '../../lib/use-t.ts';
import { LONG_TOAST_MS } from '../../../domain/timings.ts';
import pageStyles from '../../components/page/page.module.css';
import { EmptyState, NoResponse, isTimeout } from '../../components/query-state/query-view.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { showToast } from '../../components/toast/toast-store.ts';
import { useTenant } from '../../lib/tenant-context.tsx';
import { useOptInStatus, useSetOptIn } from './notifications-queries.ts';
import styles from './notifications.module.css';

/** SPEC §9 toasts "also 3000 and 5000 ms": a failure stays 5000 ms. */
export const OPT_IN_ERROR_TOAST_MS = LONG_TOAST_MS;

function OptInSwitch({
  checked,
  onChange,
  busy,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
  busy: boolean;
}) {
  const t = useT();
  const labelId = useId();
  const hintId = useId();
  return (
    <div className={styles.setting}>
      <div className={styles.settingText}>
        <span id={labelId} className={styles.label}>
          {t('notifications.switchLabel')}
        </span>
        <span id={hintId} className={styles.hint}>
          {t('notifications.switchHint')}
        </span>
      </div>
      <Switch.Root
        className={styles.switch}
        checked={checked}
        onCheckedChange={onChange}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        aria-busy={busy || undefined}
      >
        <Switch.Thumb className={styles.thumb} />
      </Switch.Root>
      <span className={styles.stateText} aria-hidden="true">
        {checked ? t('notifications.on') : t('notifications.off')}
      </span>
    </div>
  );
}

export default function NotificationsScreen() {
  const t = useT();
  const tenant = useTenant();
  const enabled = tenant.showNotificationOption;
  const status = useOptInStatus(enabled);
  const setOptIn = useSetOptIn(() =>
    showToast(t('notifications.error'), { tone: 'warning', durationMs: OPT_IN_ERROR_TOAST_MS }),
  );

  let body;
  if (!enabled) {
    body = <EmptyState message={t('notifications.unavailable')} />;
  } else if (status.isPending) {
    body = <Spinner label={t('app.loading')} />;
  } else if (status.isError) {
    body = isTimeout(status.error) ? (
      <NoResponse onRetry={() => void status.refetch()} />
    ) : (
      <EmptyState message={t('notifications.loadError')} />
    );
  } else {
    body = (
      <OptInSwitch
        checked={status.data}
        busy={setOptIn.isPending}
        onChange={(on) => setOptIn.mutate(on)}
      />
    );
  }

  return (
    <section
      className={`${pageStyles.page} ${pageStyles.narrow}`}
      aria-labelledby="notifications-title"
    >
      <h1 id="notifications-title" className={pageStyles.title}>
        {t('notifications.title')}
      </h1>
      <p className={pageStyles.intro}>{t('notifications.intro')}</p>
      {body}
    </section>
  );
}
