/**
 * A one-time link to hand over: the address as read-only text, a copy button (the clipboard, with
 * a spoken confirmation) and, when asked, a QR code to show at the counter.
 */
import { QRCodeSVG } from 'qrcode.react';
import { useId, useState } from 'react';
import { useT } from '../lib/console-i18n.ts';
import { useFormat } from '../lib/format.ts';

export function CopyLink({
  label,
  url,
  expiresAt,
  qr = false,
}: {
  label: string;
  url: string;
  expiresAt?: string;
  qr?: boolean;
}) {
  const { t } = useT();
  const format = useFormat();
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      (document.getElementById(id) as HTMLInputElement | null)?.select();
    }
  };
  return (
    <div className="copy-link">
      <label htmlFor={id}>{label}</label>
      <div className="copy-row">
        <input id={id} readOnly value={url} dir="ltr" onFocus={(event) => event.target.select()} />
        <button type="button" className="button button-secondary" onClick={() => void copy()}>
          {t('common.copy')}
        </button>
      </div>
      <p role="status" className="field-hint">
        {copied ? t('common.copied') : ''}
        {expiresAt ? ` ${t('common.expiresAt', { date: format.dateTime(expiresAt) })}` : ''}
      </p>
      {qr ? (
        <div className="qr-box">
          <QRCodeSVG
            value={url}
            size={184}
            marginSize={2}
            title={t('clients.qrTitle')}
            role="img"
          />
        </div>
      ) : null}
    </div>
  );
}
