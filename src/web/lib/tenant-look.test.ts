import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fontSizeFor } from '../../domain/locale.ts';
import { PRELOADER_MS } from '../../domain/timings.ts';
import {
  applyTenantLook,
  linkInstallableApp,
  linkInstallableAppAfterStartUp,
  TEXT_SIZES_PX,
  textSizeVariable,
  textSizeVariables,
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
  const rootStyle = () => document.documentElement.style;
  const textVariablesSet = () =>
    Array.from(rootStyle()).filter((property) => property.startsWith('--text-'));

  it.each([
    [10, '0.75rem'],
    [12, '0.875rem'],
    [16, '1.125rem'],
  ])('override on: %i px text → %s (SPEC: 10 → 12 px, 12 → 14 px; 16 → 18 px)', (px, rem) => {
    expect(textSizeVariables(true, [px])).toEqual({ [`--text-${px}`]: rem });
  });

  it('override on: every size the app uses gets fontSizeFor(size) / 16 rem', () => {
    expect(textSizeVariables(true)).toEqual({
      '--text-12': '0.875rem',
      '--text-13': '0.9375rem',
      '--text-14': '1rem',
      '--text-15': '1.0625rem',
      '--text-16': '1.125rem',
      '--text-17': '1.125rem',
      '--text-18': '1.1875rem',
      '--text-20': '1.3125rem',
      '--text-22': '1.4375rem',
    });
    for (const px of TEXT_SIZES_PX) {
      expect(textSizeVariables(true)[textSizeVariable(px)]).toBe(
        `${fontSizeFor(px, true) / 16}rem`,
      );
    }
  });

  it('override off: every size stays N / 16 rem (the px of today)', () => {
    for (const px of TEXT_SIZES_PX) {
      expect(textSizeVariables(false)[textSizeVariable(px)]).toBe(`${px / 16}rem`);
    }
  });

  it('applies the override as text size variables on the root, never as a root font size', () => {
    applyTenantLook(look(true));
    expect(rootStyle().getPropertyValue('--text-12')).toBe('0.875rem');
    expect(rootStyle().getPropertyValue('--text-16')).toBe('1.125rem');
    expect(textVariablesSet()).toEqual(TEXT_SIZES_PX.map(textSizeVariable));
    expect(rootStyle().fontSize).toBe('');
  });

  it('without the override sets no variable (global.css values stand), also after an earlier look', () => {
    applyTenantLook(look(false));
    expect(textVariablesSet()).toEqual([]);
    expect(rootStyle().fontSize).toBe('');
    applyTenantLook(look(true));
    applyTenantLook(look(false));
    expect(textVariablesSet()).toEqual([]);
  });
});

describe('installable app: theme colour at start, icon and manifest once the start-up is over', () => {
  const href = (rel: string) =>
    document.head.querySelector(`link[rel="${rel}"]`)?.getAttribute('href') ?? null;

  afterEach(() => {
    vi.useRealTimers();
  });

  it('paints the browser bar in the brand colour before the first render, and links nothing yet', () => {
    applyTenantLook(look(false, '2'));
    expect(document.head.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(
      '#01579B',
    );
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });

  it('links the bottler manifest and icon', () => {
    linkInstallableApp(look(false, '2'));
    expect(href('icon')).toBe('/tenants/2/icon-192.png');
    expect(href('manifest')).toBe('/manifest.webmanifest?bottler=2');
  });

  it('keeps a single manifest link when linked twice', () => {
    linkInstallableApp(look(false, '2'));
    linkInstallableApp(look(false, '5'));
    const links = document.head.querySelectorAll('link[rel="manifest"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/manifest.webmanifest?bottler=5');
  });

  it.each([[''], ['2x']])("links Refill's own for the bottler %j (neutral tenant)", (bottler) => {
    linkInstallableApp(look(false, bottler));
    expect(href('manifest')).toBe('/manifest.webmanifest');
    expect(href('icon')).toBe('/favicon.ico');
  });

  it('links them PRELOADER_MS after it is asked, not before (decision 082)', () => {
    vi.useFakeTimers();
    linkInstallableAppAfterStartUp(look(false, '2'));
    vi.advanceTimersByTime(PRELOADER_MS - 1);
    expect(href('manifest')).toBeNull();
    expect(href('icon')).toBeNull();
    vi.advanceTimersByTime(1);
    expect(href('manifest')).toBe('/manifest.webmanifest?bottler=2');
    expect(href('icon')).toBe('/tenants/2/icon-192.png');
  });
});
