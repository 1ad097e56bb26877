import { beforeEach, describe, expect, it } from 'vitest';
import { parsePublicTenant } from './tenant.ts';
import {
  applyTenantLook,
  parseTenantLook,
  ROOT_FONT_SIZE_VARIABLE,
  rootFontSize,
} from './tenant-look.ts';

beforeEach(() => {
  document.head.innerHTML = '<meta name="theme-color" content="#ffffff" />';
  document.documentElement.removeAttribute('style');
});

const look = (override: boolean, bottler = '2') => ({
  bottler,
  fontSizeOverride: override,
  brandColors: { primary: '#01579B' },
});

describe('font size override (SPEC §9 "map sizes 8 to 32 px", tenant fontSizeOverride)', () => {
  it.each([
    [false, '100%'],
    [true, '112.5%'],
  ])('override=%s → root font size %s (16 px body text → fontSizeFor(16))', (on, size) => {
    expect(rootFontSize(on)).toBe(size);
  });

  it.each([
    [true, '112.5%'],
    [false, '100%'],
  ])('applies override=%s as the %s root font size variable', (on, size) => {
    applyTenantLook(look(on));
    expect(document.documentElement.style.getPropertyValue(ROOT_FONT_SIZE_VARIABLE)).toBe(size);
  });

  it.each([
    [{ fontSizeOverride: true }, true],
    [{ fontSizeOverride: false }, false],
    [{ fontSizeOverride: 'yes' }, false],
    [{}, false],
  ])('reads %j from the public tenant config as %s', (data, on) => {
    expect(parseTenantLook(data).fontSizeOverride).toBe(on);
    expect(parsePublicTenant({ bottler: 2, ...data }).fontSizeOverride).toBe(on);
  });
});

describe('installable app: manifest link and theme colour set at start', () => {
  it('links the bottler manifest and paints the browser bar in the brand colour', () => {
    applyTenantLook(look(false, '2'));
    expect(document.head.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(
      '/manifest.webmanifest?bottler=2',
    );
    expect(document.head.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(
      '#01579B',
    );
  });

  it('keeps a single manifest link when applied twice', () => {
    applyTenantLook(look(false, '2'));
    applyTenantLook(look(false, '5'));
    const links = document.head.querySelectorAll('link[rel="manifest"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/manifest.webmanifest?bottler=5');
  });

  it.each([[''], ['2x']])('adds no manifest for the bottler %j (neutral tenant)', (bottler) => {
    applyTenantLook(look(false, bottler));
    expect(document.head.querySelector('link[rel="manifest"]')).toBeNull();
  });
});
