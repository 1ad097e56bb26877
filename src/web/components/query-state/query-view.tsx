/**
 * Loading, no-response (time-out: clock icon + retry, SPEC §8) and empty / not-found states around
 * a server query, for any screen. Other failures count as an empty answer (SPEC §7 "other failures
 * yield an empty list").
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useT } from '../../lib/use-t.ts';
import { ApiError } from '../../lib/api-error.ts';
import { MessageScreen } from '../message-screen.tsx';
import { ListSkeleton } from '../skeleton/skeleton.tsx';
import styles from './query-view.module.css';

/** SPEC §8: the server took too long (the client's 20 s time-out fired). */
export function isTimeout(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'timeout';
}

function ClockIcon() {
  return (
    <svg className={styles.clock} viewBox="0 0 24 24" width="48" height="48" aria-hidden="true">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 6v6l4 2" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** SPEC §8 no-response screen: clock icon, the message and a retry button. */
export function NoResponse({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <MessageScreen title={t('noResponse.title')}>
      <ClockIcon />
      <p>{t('noResponse.text')}</p>
      <button type="button" className={styles.button} onClick={onRetry}>
        {t('noResponse.retry')}
      </button>
    </MessageScreen>
  );
}

/**
 * A screen that could not be shown (lib/load-boundary.tsx): most often its code did not arrive on
 * a slow network; loading the page again brings it (the session and the cart stay).
 */
export function ScreenFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <MessageScreen title={t('screenFailed.title')}>
      <p role="alert">{t('screenFailed.text')}</p>
      <button type="button" className={styles.button} onClick={onRetry}>
        {t('noResponse.retry')}
      </button>
    </MessageScreen>
  );
}

/** An empty / not-found message (announced politely), with optional actions below it. */
export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className={styles.empty} role="status">
      <p>{message}</p>
      {children}
    </div>
  );
}

export interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
}

export function QueryView<T>({ query, isEmpty, empty, children }: QueryViewProps<T>) {
  if (query.isPending) return <ListSkeleton />;
  if (query.isError) {
    if (isTimeout(query.error)) return <NoResponse onRetry={() => void query.refetch()} />;
    return <>{empty}</>;
  }
  if (isEmpty(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
