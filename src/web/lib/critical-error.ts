/**
 * The 'critical error' event of SPEC §7: a 401/403 outside the login page. The app listens and
 * navigates to /logout; the API client only announces it.
 */
export interface CriticalErrorDetail {
  status: number;
  path: string;
}

const CRITICAL_ERROR = 'refill:critical-error';
const events = new EventTarget();

export function emitCriticalError(detail: CriticalErrorDetail): void {
  events.dispatchEvent(new CustomEvent<CriticalErrorDetail>(CRITICAL_ERROR, { detail }));
}

/** Subscribes; returns the unsubscribe function. */
export function onCriticalError(listener: (detail: CriticalErrorDetail) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<CriticalErrorDetail>).detail);
  events.addEventListener(CRITICAL_ERROR, handler);
  return () => events.removeEventListener(CRITICAL_ERROR, handler);
}
