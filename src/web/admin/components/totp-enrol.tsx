/**
 * Turning TOTP on: `admin/me/totp/setup` gives a new secret and its otpauth address, shown as a QR
 * code for an authenticator app and as text to type in; a code from the app confirms it.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useForm } from 'react-hook-form';
import { calls } from '../../../contract/index.ts';
import { consoleApi } from '../lib/console-api.ts';
import { useT } from '../lib/console-i18n.ts';
import { ErrorAlert } from './bits.tsx';
import { Field } from './field.tsx';

/** A code from the authenticator app, sent to confirm the setup or to turn TOTP off. */
export function TotpCodeForm({
  call,
  submitLabel,
  secondary = false,
  onDone,
}: {
  call: 'adminTotpConfirm' | 'adminTotpDisable';
  submitLabel: string;
  secondary?: boolean;
  onDone: () => void;
}) {
  const { t } = useT();
  const form = useForm<{ code: string }>({
    resolver: zodResolver(calls[call].body),
    defaultValues: { code: '' },
  });
  const send = useMutation({
    mutationFn: async (body: { code: string }): Promise<void> => {
      if (call === 'adminTotpConfirm') await consoleApi.call('adminTotpConfirm', { body });
      else await consoleApi.call('adminTotpDisable', { body });
    },
    onSuccess: onDone,
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((body) => send.mutate(body))}>
      <Field
        label={t('totp.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={form.formState.errors.code ? t('validation.totpCode') : undefined}
        {...form.register('code')}
      />
      <ErrorAlert error={send.error} />
      <button
        type="submit"
        className={secondary ? 'button button-secondary' : 'button'}
        disabled={send.isPending}
      >
        {submitLabel}
      </button>
    </form>
  );
}

export function TotpEnrol({ onEnabled }: { onEnabled: () => void }) {
  const { t } = useT();
  const setup = useMutation({ mutationFn: () => consoleApi.call('adminTotpSetup') });

  if (!setup.data) {
    return (
      <div className="stack">
        <p>{t('totp.intro')}</p>
        <ErrorAlert error={setup.error} />
        <button
          type="button"
          className="button"
          onClick={() => setup.mutate()}
          disabled={setup.isPending}
        >
          {t('totp.start')}
        </button>
      </div>
    );
  }
  return (
    <div className="stack">
      <p>{t('totp.scan')}</p>
      <div className="qr-box">
        <QRCodeSVG
          value={setup.data.otpauthUri}
          size={184}
          marginSize={2}
          title={t('totp.qrTitle')}
          role="img"
        />
      </div>
      <p>
        {t('totp.orType')}{' '}
        <code className="secret" data-testid="totp-secret" dir="ltr">
          {setup.data.secret}
        </code>
      </p>
      <TotpCodeForm call="adminTotpConfirm" submitLabel={t('totp.confirm')} onDone={onEnabled} />
    </div>
  );
}
