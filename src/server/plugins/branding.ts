/**
 * The tenant look outside /api: its logo (`/tenants/:id/logo.svg`, what tenant files reference),
 * its app icon (`/tenants/:id/icon.svg`, and as PNG `/tenants/:id/icon-192.png`, `icon-512.png`)
 * and its web app manifest (`/manifest.webmanifest?bottler=2`), so a shop can install its
 * bottler's app (SPEC §3 tenant configuration: appTitle, logo, language, direction; brand
 * colours). Before the tenant is known the page links Refill's own: `/manifest.webmanifest`,
 * `/icons/icon-192.png`, `/icons/icon-512.png` and `/favicon.ico` (branding-icons.ts).
 * The SVGs get their own CSP (no script, inline styles only) and a long cache.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ResolvedTenantConfig } from '../../tenants/index.ts';
import type { ServedTenants } from '../served-tenants.ts';
import { iconSvg, logoSvg, type BrandMark } from './branding-svg.ts';
import { DEFAULT_MARK, faviconIco, iconPng, ICON_SIZES, type IconSize } from './branding-icons.ts';
import { fileRouteSchema } from './route.ts';

/** One week: logos change rarely, and their URLs are not hashed. */
export const BRANDING_CACHE_CONTROL = 'public, max-age=604800';
export const MANIFEST_CACHE_CONTROL = 'public, max-age=3600';
export const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

const TENANT_ID = /^\d{1,4}$/;

function servedTenant(tenants: ServedTenants, id: unknown): ResolvedTenantConfig | undefined {
  return typeof id === 'string' && TENANT_ID.test(id) ? tenants.get(Number(id)) : undefined;
}

function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).header('cache-control', 'no-store').send({ code: 'notFound' });
}

function sendSvg(reply: FastifyReply, svg: string): FastifyReply {
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('content-security-policy', SVG_CONTENT_SECURITY_POLICY)
    .header('cache-control', BRANDING_CACHE_CONTROL)
    .send(svg);
}

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  icons: { src: string; sizes: string; type: string; purpose: 'any' | 'maskable' }[];
}

function pngIcons(prefix: string): WebAppManifest['icons'] {
  return ICON_SIZES.flatMap((size) =>
    (['any', 'maskable'] as const).map((purpose) => ({
      src: `${prefix}/icon-${size}.png`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    })),
  );
}

/** The installable app of one tenant: opens on its bottler, in its colours and language. */
export function manifestFor(tenant: ResolvedTenantConfig): WebAppManifest {
  const start = `/?bottler=${tenant.id}`;
  const icon = `/tenants/${tenant.id}/icon.svg`;
  return {
    id: start,
    name: tenant.appTitle,
    short_name: tenant.appTitle,
    start_url: start,
    scope: '/',
    display: 'standalone',
    theme_color: tenant.brandColors.primary,
    background_color: tenant.brandColors.primary,
    lang: tenant.language,
    dir: tenant.direction,
    icons: [
      ...pngIcons(`/tenants/${tenant.id}`),
      { src: icon, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}

/** Before the tenant is known (the page's default link): Refill itself. */
export function defaultManifest(): WebAppManifest {
  return {
    id: '/',
    name: DEFAULT_MARK.name,
    short_name: DEFAULT_MARK.name,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: DEFAULT_MARK.brandColors.primary,
    background_color: DEFAULT_MARK.brandColors.primary,
    lang: 'pt',
    dir: 'ltr',
    icons: pngIcons('/icons'),
  };
}

// The path's parts are read by the handlers (an unknown one is 404, not 400); these only name them.
const tenantParams = z.strictObject({ id: z.string() });
const sizeParams = z.strictObject({ size: z.string() });
const tenantSizeParams = z.strictObject({ id: z.string(), size: z.string() });

function iconSize(value: unknown): IconSize | undefined {
  return ICON_SIZES.find((size) => value === String(size));
}

async function sendPng(reply: FastifyReply, key: string, mark: BrandMark, size: IconSize) {
  return reply
    .header('content-type', 'image/png')
    .header('cache-control', BRANDING_CACHE_CONTROL)
    .send(await iconPng(key, mark, size));
}

export async function registerBranding(app: FastifyInstance, tenants: ServedTenants) {
  const logo = { summary: "A tenant's logo", produces: 'image/svg+xml', tag: 'app' } as const;
  app.get(
    '/tenants/:id/logo.svg',
    { schema: fileRouteSchema({ ...logo, params: tenantParams }) },
    async (request, reply) => {
      const tenant = servedTenant(tenants, (request.params as { id?: unknown }).id);
      return tenant ? sendSvg(reply, logoSvg(tenant)) : notFound(reply);
    },
  );

  const icon = { summary: "A tenant's app icon", produces: 'image/svg+xml', tag: 'app' } as const;
  app.get(
    '/tenants/:id/icon.svg',
    { schema: fileRouteSchema({ ...icon, params: tenantParams }) },
    async (request, reply) => {
      const tenant = servedTenant(tenants, (request.params as { id?: unknown }).id);
      return tenant ? sendSvg(reply, iconSvg(tenant)) : notFound(reply);
    },
  );

  const png = {
    summary: 'An app icon as PNG (192 or 512)',
    produces: 'image/png',
    tag: 'app',
  } as const;
  app.get(
    '/tenants/:id/icon-:size.png',
    { schema: fileRouteSchema({ ...png, params: tenantSizeParams }) },
    async (request, reply) => {
      const params = request.params as { id?: unknown; size?: unknown };
      const tenant = servedTenant(tenants, params.id);
      const size = iconSize(params.size);
      if (!tenant || !size) return notFound(reply);
      return sendPng(reply, `tenant-${tenant.id}`, tenant, size);
    },
  );

  app.get(
    '/icons/icon-:size.png',
    { schema: fileRouteSchema({ ...png, params: sizeParams }) },
    async (request, reply) => {
      const size = iconSize((request.params as { size?: unknown }).size);
      return size ? sendPng(reply, 'default', DEFAULT_MARK, size) : notFound(reply);
    },
  );

  const favicon = { summary: "Refill's icon", produces: 'image/x-icon', tag: 'app' } as const;
  app.get('/favicon.ico', { schema: fileRouteSchema(favicon) }, async (_request, reply) =>
    reply
      .header('content-type', 'image/x-icon')
      .header('cache-control', BRANDING_CACHE_CONTROL)
      .send(await faviconIco()),
  );

  const manifest = {
    summary: "The web app manifest: a tenant's with ?bottler=, else Refill's",
    produces: 'application/manifest+json',
    tag: 'app',
  } as const;
  app.get(
    '/manifest.webmanifest',
    { schema: fileRouteSchema(manifest) },
    async (request, reply) => {
      const { bottler } = request.query as { bottler?: unknown };
      const tenant = servedTenant(tenants, bottler);
      // No bottler yet (the page's default link): Refill's own; an unknown one stays 404.
      if (!tenant && bottler !== undefined) return notFound(reply);
      return reply
        .header('content-type', 'application/manifest+json; charset=utf-8')
        .header('cache-control', MANIFEST_CACHE_CONTROL)
        .send(JSON.stringify(tenant ? manifestFor(tenant) : defaultManifest()));
    },
  );
}
