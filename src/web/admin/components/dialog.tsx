/**
 * A modal dialog on the native <dialog> (focus trapped and Escape handled by the browser), with a
 * title that names it and a form whose submit runs `onSubmit`.
 */
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { useT } from '../lib/console-i18n.ts';

export interface DialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  busy?: boolean;
  danger?: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

export function Dialog({
  open,
  title,
  submitLabel,
  busy = false,
  danger = false,
  onSubmit,
  onClose,
  children,
}: DialogProps) {
  const { t } = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Browsers without showModal (old WebViews, jsdom) get a plain open dialog.
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} onClose={onClose}>
      <form onSubmit={submit} className="dialog-form">
        <h2 id={titleId} className="dialog-title">
          {title}
        </h2>
        {children}
        <div className="dialog-actions">
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="submit"
            className={danger ? 'button button-danger' : 'button'}
            disabled={busy}
          >
            {submitLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
