import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../test/app-harness.ts';
import {
  escapeXml,
  iconSvg,
  logoSvg,
  monogram,
  wordmarkFontSize,
  wordmarkTextLength,
} from './branding-svg.ts';
import { SVG_CONTENT_SECURITY_POLICY } from './branding.ts';
import { cspDirectives } from './security-headers.ts';

const colors = { primary: '#01579B', secondary: '#80DEEA', onPrimary: '#FFFFFF' };

describe('tenant logo and icon SVG (SPEC §3 tenant logo, brand colours)', () => {
  it.each([
    ['<script>alert(1)</script>', '&#60;script&#62;alert(1)&#60;/script&#62;'],
    ['A & B "C" \'D\'', 'A &#38; B &#34;C&#34; &#39;D&#39;'],
    ['Atlas Boissons', 'Atlas Boissons'],
  ])('escapes %j as XML text', (text, escaped) => {
    expect(escapeXml(text)).toBe(escaped);
  });

  it('never lets a name inject markup into the logo or icon', () => {
    const mark = { name: '</text><script>x()</script>', brandColors: colors };
    for (const svg of [logoSvg(mark), iconSvg(mark)]) {
      expect(svg).not.toContain('<script');
      expect(svg).toContain('&#60;/text&#62;');
    }
  });

  it('paints in the brand colours, and refuses a colour that is not hex', () => {
    expect(logoSvg({ name: 'X', brandColors: colors })).toContain('fill="#01579B"');
    const hostile = { ...colors, primary: 'red" onload="x()' };
    const svg = logoSvg({ name: 'X', brandColors: hostile });
    expect(svg).not.toContain('onload');
    expect(svg).toContain('fill="#b3001b"');
  });

  it.each([
    ['Patagonia Bebidas', 'PB'],
    ['Atlas', 'A'],
    ['  chao phraya beverages ', 'CP'],
    ['', ''],
  ])('monogram of %j is %j', (name, initials) => {
    expect(monogram(name)).toBe(initials);
  });

  it.each([
    [1, 36],
    [10, 36],
    [30, 15],
    [200, 12],
  ])('a %i-character name is drawn at %i px (fits the 320 px wordmark)', (length, size) => {
    expect(wordmarkFontSize(length)).toBe(size);
  });

  it.each([
    [1, 21],
    [10, 209],
    [19, 264],
    [21, 268],
    [200, 272],
  ])('a %i-character name is fitted to %i px, never past the 24 px margins', (length, width) => {
    expect(wordmarkTextLength(length)).toBe(width);
  });

  it('fits the text of the wordmark so a wide font never cuts the name', () => {
    expect(logoSvg({ name: 'Chao Phraya Beverages', brandColors: colors })).toContain(
      'textLength="268" lengthAdjust="spacingAndGlyphs"',
    );
  });
});

describe('Tag Manager in the CSP (analytics: only for deployments with a gtmId)', () => {
  it.each([
    [false, ["'self'"]],
    [true, ["'self'", 'https://www.googletagmanager.com']],
  ])('allowTagManager=%s → script-src %j', (allowTagManager, scriptSrc) => {
    const directives = cspDirectives({ allowTagManager });
    expect(directives['script-src']).toEqual(scriptSrc);
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(JSON.stringify(directives)).not.toContain('unsafe-inline');
  });
});

describe('branding routes', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'refill-branding-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Refill test</title>');
    writeFileSync(join(webDist, 'sw.js'), "self.addEventListener('fetch', () => {});");
    t = await openTestApp('pglite', { tenants: [], config: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('serves /sw.js from the build, always revalidated (a new worker is picked up at once)', async () => {
    const res = await t.app.inject({ url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves /tenants/11/logo.svg as an SVG wordmark with its own strict CSP and a long cache', async () => {
    const res = await t.app.inject({ url: '/tenants/11/logo.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['content-security-policy']).toBe(SVG_CONTENT_SECURITY_POLICY);
    expect(String(res.headers['cache-control'])).toMatch(/max-age=604800/);
    expect(res.body).toContain('Patagonia Bebidas');
    expect(res.body).toContain('fill="#01579B"');
  });

  it('serves the square icon of a tenant', async () => {
    const res = await t.app.inject({ url: '/tenants/11/icon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('viewBox="0 0 512 512"');
    expect(res.body).toContain('>PB</text>');
  });

  it.each([['/tenants/99/logo.svg'], ['/tenants/abc/logo.svg'], ['/tenants/99/icon.svg']])(
    'answers %s (no such tenant) with 404',
    async (url) => {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'notFound' });
    },
  );

  it('serves the web app manifest of bottler 2 (installable, standalone, its colours and language)', async () => {
    const res = await t.app.inject({ url: '/manifest.webmanifest?bottler=2' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = res.json();
    expect(manifest).toMatchObject({
      id: '/?bottler=2',
      start_url: '/?bottler=2',
      scope: '/',
      display: 'standalone',
      lang: 'pt',
      dir: 'ltr',
    });
    expect(manifest.name).toBeTruthy();
    expect(manifest.short_name).toBe(manifest.name);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toBe(manifest.theme_color);
    expect(manifest.icons).toContainEqual({
      src: '/tenants/2/icon.svg',
      sizes: 'any',
      type: 'image/svg+xml',
      purpose: 'any',
    });
  });

  it.each([
    ['5', 'fr', 'ltr'],
    ['14', 'th', 'ltr'],
  ])('takes lang and dir from tenant %s (%s, %s)', async (bottler, lang, dir) => {
    const res = await t.app.inject({ url: `/manifest.webmanifest?bottler=${bottler}` });
    expect(res.json()).toMatchObject({ lang, dir, start_url: `/?bottler=${bottler}` });
  });

  it.each([['/manifest.webmanifest?bottler=99'], ['/manifest.webmanifest?bottler=2x']])(
    'answers %s (unknown bottler) with 404',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'notFound' });
    },
  );

  describe('over real HTTP: the favicon, the default manifest and PNG icons (issue 14, item 11)', () => {
    let base: string;
    beforeAll(async () => {
      base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    });

    /** Width and height of a PNG, from its IHDR chunk. */
    const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];
    const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

    it('/favicon.ico answers 200 with an ICO holding a PNG', async () => {
      const res = await fetch(`${base}/favicon.ico`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/x-icon');
      const ico = Buffer.from(await res.arrayBuffer());
      expect([...ico.subarray(0, 6)]).toEqual([0, 0, 1, 0, 1, 0]);
      const offset = ico.readUInt32LE(18);
      expect(ico.subarray(offset, offset + 8)).toEqual(PNG_SIGNATURE);
      expect(pngSize(ico.subarray(offset))).toEqual([48, 48]);
    });

    it('/manifest.webmanifest without a bottler (before the tenant is known) is installable', async () => {
      const res = await fetch(`${base}/manifest.webmanifest`);
      expect(res.status).toBe(200);
      const manifest = (await res.json()) as { icons: { src: string; sizes: string }[] };
      expect(manifest).toMatchObject({ start_url: '/', display: 'standalone', name: 'Refill' });
      for (const size of [192, 512]) {
        const icon = manifest.icons.find((entry) => entry.sizes === `${size}x${size}`);
        expect(icon?.src).toBe(`/icons/icon-${size}.png`);
        const png = await fetch(`${base}${icon?.src ?? ''}`);
        expect(png.status).toBe(200);
        expect(pngSize(Buffer.from(await png.arrayBuffer()))).toEqual([size, size]);
      }
    });

    it.each([2, 5, 14])(
      'tenant %i: its manifest lists PNG icons of 192 and 512 px that answer',
      async (id) => {
        const manifest = (await (
          await fetch(`${base}/manifest.webmanifest?bottler=${id}`)
        ).json()) as {
          icons: { src: string; sizes: string; type: string }[];
        };
        for (const size of [192, 512]) {
          const icon = manifest.icons.find(
            (entry) => entry.type === 'image/png' && entry.sizes === `${size}x${size}`,
          );
          expect(icon?.src).toBe(`/tenants/${id}/icon-${size}.png`);
          const res = await fetch(`${base}${icon?.src ?? ''}`);
          expect(res.status).toBe(200);
          expect(res.headers.get('content-type')).toBe('image/png');
          const png = Buffer.from(await res.arrayBuffer());
          expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
          expect(pngSize(png)).toEqual([size, size]);
        }
      },
    );

    it.each(['/tenants/99/icon-192.png', '/tenants/2/icon-100.png', '/icons/icon-64.png'])(
      '%s answers 404',
      async (url) => {
        expect((await fetch(`${base}${url}`)).status).toBe(404);
      },
    );
  });
});
