/**
 * Small pieces every console screen uses: the page frame with its one <h1>, an alert for a failed
 * call, a polite status line, and text of another script wrapped in <bdi> (a shop's name in Latin
 * letters inside an Arabic page keeps its own direction).
 */
import type { ReactNode } from 'react';
import { useT } from '../lib/console-i18n.ts';
import { errorText } from '../lib/error-text.ts';

export function Page({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="page" aria-labelledby="page-title">
      <header className="page-header">
        <h1 id="page-title" tabIndex={-1}>
          {title}
        </h1>
        {actions ? <div className="page-actions">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}

export function ErrorAlert({ error }: { error: unknown }) {
  const { t } = useT();
  if (!error) return null;
  return (
    <p role="alert" className="alert alert-error">
      {errorText(t, error)}
    </p>
  );
}

export function Loading() {
  const { t } = useT();
  return (
    <p role="status" className="muted">
      {t('common.loading')}
    </p>
  );
}

/** Data typed by people (names, emails, comments): isolated from the page's direction. */
export function Bdi({ children }: { children: ReactNode }) {
  return <bdi>{children}</bdi>;
}
