/**
 * SPEC §2 Chrome / §9: the CSS-only start-up preloader of index.html is removed after 1000 ms,
 * immediately on the login and unauthenticated pages.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PRELOADER_MS } from '../../domain/timings.ts';

export { PRELOADER_MS };
export const PRELOADER_ID = 'preloader';
const IMMEDIATE_PATHS: readonly string[] = ['/login', '/unauthenticated'];

export function preloaderDelay(pathname: string): number {
  return IMMEDIATE_PATHS.includes(pathname) ? 0 : PRELOADER_MS;
}

function removePreloader(): void {
  document.getElementById(PRELOADER_ID)?.remove();
}

/** Removes the preloader 1000 ms after start, or as soon as a login/unauthenticated page shows. */
export function PreloaderRemover() {
  const { pathname } = useLocation();
  useEffect(() => {
    const timer = setTimeout(removePreloader, PRELOADER_MS);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (preloaderDelay(pathname) === 0) removePreloader();
  }, [pathname]);
  return null;
}
