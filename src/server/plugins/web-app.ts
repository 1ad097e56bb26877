/**
 * Serves the built web app (WEB_DIST) and answers everything no route matched:
 * - hashed files under /assets/ are cached for a year, everything else (index.html) revalidates;
 * - a text file goes out as the build compressed it (`.br`, `.gz` beside it: decision 075) to a
 *   browser that accepts that encoding, as it is to one that accepts neither;
 * - a GET of `/`, or one that accepts HTML outside the API paths, gets the shop's page (the app
 *   routes on the client): in-app.html, which asks for the in-app shell's scripts at once
 *   (decision 081), or index.html on a getting-in page (`domain/shop-pages.ts`) and in a build
 *   without in-app.html; at /admin and under it, the console's own admin/index.html (its
 *   separate Vite entry);
 * - without a build, such a GET gets a 503 page saying to run `npm run build`;
 * - anything else gets 404 `{code: 'notFound'}`.
 */
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isGettingInPath } from '../../domain/shop-pages.ts';
import { pathOnly } from './logger.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Refill</title></head>
<body><h1>The Refill web app is not built</h1>
<p>Run <code>npm run build</code>, then restart the server (<code>npm start</code> does both).</p>
</body></html>
`;

/** Paths that never fall back to the web app. */
export function isServerPath(path: string): boolean {
  return (
    path === '/api' ||
    path.startsWith('/api/') ||
    path === '/healthz' ||
    path === '/readyz' ||
    path === '/openapi.json' ||
    path === '/docs' ||
    path.startsWith('/docs/')
  );
}

/** The bottler's console (issue 12): /admin and everything under it. */
export function isConsolePath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/');
}

/** The built page that opens `path` (see above). */
export function pageFor(path: string, inAppPage: boolean): string {
  if (isConsolePath(path)) return 'admin/index.html';
  return inAppPage && !isGettingInPath(path) ? 'in-app.html' : 'index.html';
}

function wantsWebApp(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = pathOnly(request.url);
  if (isServerPath(path)) return false;
  // `/` is the app's page whatever the client accepts, as when it was served as a file.
  return path === '/' || (request.headers.accept ?? '').includes('text/html');
}

export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const built = existsSync(join(webDist, 'index.html'));
  const inAppPage = existsSync(join(webDist, 'in-app.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      // `/` is a page of the app like any other (below), not the folder's index.html.
      allowedPath: (path) => path !== '/',
      cacheControl: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${sep}assets${sep}`);
        res.setHeader('cache-control', hashed ? IMMUTABLE : REVALIDATE);
        // The body depends on accept-encoding: a cache must not hand brotli to a browser
        // that asked for gzip.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (!wantsWebApp(request)) {
      return reply.code(404).send({ code: 'notFound' });
    }
    if (!built) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(NOT_BUILT_PAGE);
    }
    return reply.sendFile(pageFor(pathOnly(request.url), inAppPage));
  });
}
