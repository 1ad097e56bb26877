/**
 * "Starts fast on a second visit": registers /sw.js (src/web/public/sw.js: hashed assets from
 * its cache, the app shell network-first) after the page's `load`, in production builds only.
 */
export const SERVICE_WORKER_URL = '/sw.js';

export interface ServiceWorkerOptions {
  win?: Window;
  /** Production build (import.meta.env.PROD by default); tests and `npm run dev` never register. */
  enabled?: boolean;
}

/** Returns whether a registration was scheduled. Never throws. */
export function registerServiceWorker({
  win = window,
  enabled = import.meta.env.PROD,
}: ServiceWorkerOptions = {}): boolean {
  const container = win.navigator.serviceWorker;
  if (!enabled || container === undefined) return false;
  const register = () => {
    container.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => undefined);
  };
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
  return true;
}
