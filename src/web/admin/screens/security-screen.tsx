/**
 * Security: my second factor (turn TOTP on with a QR code, or off with a code) and, for admins,
 * whether every operator of the tenant must use it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ErrorAlert, Page } from '../components/bits.tsx';
import { TotpCodeForm, TotpEnrol } from '../components/totp-enrol.tsx';
import { consoleApi } from '../lib/console-api.ts';
import { useT } from '../lib/console-i18n.ts';
import { useCan } from '../lib/permissions.ts';
import { ME_QUERY_KEY, useMe } from '../lib/session.tsx';

function DisableTotp({ onDone }: { onDone: () => void }) {
  const { t } = useT();
  return (
    <TotpCodeForm
      call="adminTotpDisable"
      submitLabel={t('security.disableTotp')}
      secondary
      onDone={onDone}
    />
  );
}

function RequireTotp() {
  const { t } = useT();
  const me = useMe();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (requireTotp: boolean) =>
      consoleApi.call('adminSecuritySettings', { body: { requireTotp } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
  return (
    <section className="card" aria-labelledby="tenant-security">
      <h2 id="tenant-security">{t('security.tenantTitle')}</h2>
      <label className="check">
        <input
          type="checkbox"
          checked={me.tenantRequiresTotp}
          disabled={save.isPending}
          onChange={(event) => save.mutate(event.target.checked)}
        />
        {t('security.requireTotp')}
      </label>
      <p className="field-hint">{t('security.requireTotpHelp')}</p>
      <ErrorAlert error={save.error} />
    </section>
  );
}

export default function SecurityScreen() {
  const { t } = useT();
  const me = useMe();
  const can = useCan();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  return (
    <Page title={t('security.title')}>
      <section className="card" aria-labelledby="my-totp">
        <h2 id="my-totp">{t('security.myTotp')}</h2>
        <p role="status">{me.totpEnabled ? t('security.totpOn') : t('security.totpOff')}</p>
        {me.totpEnabled ? <DisableTotp onDone={refresh} /> : <TotpEnrol onEnabled={refresh} />}
      </section>
      {can('adminSecuritySettings') ? <RequireTotp /> : null}
    </Page>
  );
}
