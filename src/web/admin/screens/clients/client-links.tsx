/** Send the shop its chat link (copy, or a QR code at the counter) or a password reset link. */
import { useMutation } from '@tanstack/react-query';
import { ErrorAlert } from '../../components/bits.tsx';
import { CopyLink } from '../../components/copy-link.tsx';
import { consoleApi } from '../../lib/console-api.ts';
import { useT } from '../../lib/console-i18n.ts';
import { useCan } from '../../lib/permissions.ts';

export function LinksCard({ clientId, hasPassword }: { clientId: string; hasPassword: boolean }) {
  const { t } = useT();
  const can = useCan();
  const params = { clientId } as never;
  const link = useMutation({ mutationFn: () => consoleApi.call('adminClientLink', { params }) });
  const reset = useMutation({
    mutationFn: () => consoleApi.call('adminClientPasswordReset', { params }),
  });
  if (!can('adminClientLink') && !can('adminClientPasswordReset')) return null;
  return (
    <section className="card" aria-labelledby="client-links">
      <h2 id="client-links">{t('clients.links')}</h2>
      <div className="stack">
        <button
          type="button"
          className="button"
          onClick={() => link.mutate()}
          disabled={link.isPending}
        >
          {t('clients.sendLink')}
        </button>
        <ErrorAlert error={link.error} />
        {link.data ? (
          <CopyLink
            label={t('clients.chatLink')}
            url={link.data.url}
            expiresAt={link.data.expiresAt}
            qr
          />
        ) : null}
        <button
          type="button"
          className="button button-secondary"
          onClick={() => reset.mutate()}
          disabled={reset.isPending}
        >
          {hasPassword ? t('clients.resetPassword') : t('clients.createPassword')}
        </button>
        <ErrorAlert error={reset.error} />
        {reset.data ? (
          <CopyLink
            label={t('clients.passwordLink')}
            url={reset.data.setPasswordUrl}
            expiresAt={reset.data.expiresAt}
          />
        ) : null}
      </div>
    </section>
  );
}
