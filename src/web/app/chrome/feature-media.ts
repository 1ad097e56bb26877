/**
 * What a feature announcement may load and link to (SECURITY.md T9, T10): media only from https
 * or this origin's own paths; the route link only to a same-origin path (`safeRedirect` with no
 * external origin allowed). Anything else is dropped.
 */
import { resolveRedirect } from '../../../domain/redirects.ts';

/** A same-origin path for the router, or undefined when the link is refused. */
export function featureRoute(routeUrl: string | undefined, appOrigin: string): string | undefined {
  if (routeUrl === undefined) return undefined;
  return resolveRedirect(routeUrl, { appOrigin, allowedOrigins: [] });
}

/** The media address to load, or undefined unless it is https or a same-origin path. */
export function featureMediaSrc(mediaUrl: string, appOrigin: string): string | undefined {
  if (mediaUrl.startsWith('/') && !mediaUrl.startsWith('//') && !mediaUrl.includes('\\')) {
    return mediaUrl;
  }
  try {
    const url = new URL(mediaUrl);
    if (url.protocol === 'https:' && url.username === '' && url.password === '') return url.href;
    if (url.origin === appOrigin && url.protocol === 'http:') return url.href;
  } catch {
    // Not a URL.
  }
  return undefined;
}
