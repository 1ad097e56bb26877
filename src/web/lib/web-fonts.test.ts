/**
 * Decisions 089 and 098: Noto Sans is in the font stack from the first layout when an earlier
 * visit left its faces in the service worker's cache, and otherwise stays out of the page, its faces loaded once
 * the start-up is over for the next visit: the stack never changes under a screen.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRELOADER_MS } from '../../domain/timings.ts';
import {
  FONT_CACHE_GRACE_MS,
  loadWebFontsAfterStartUp,
  NOTO_SANS_LATIN_FACES,
  NOTO_SANS_WEIGHTS,
  switchOnWebFonts,
  WEB_FONTS_ATTRIBUTE,
  webFontsAsked,
  webFontsInCache,
} from './web-fonts.ts';

const root = () => document.documentElement;

beforeEach(() => {
  vi.useFakeTimers();
  root().removeAttribute(WEB_FONTS_ATTRIBUTE);
});

afterEach(() => {
  vi.useRealTimers();
});

/** A Cache Storage holding `cached`. */
function cacheWith(cached: readonly string[]) {
  return {
    match: vi.fn(async (face: RequestInfo | URL) =>
      cached.includes(String(face)) ? new Response('woff2') : undefined,
    ),
  };
}

// First: once Noto Sans was asked for, it stays asked for the page (module state).
describe('loadWebFontsAfterStartUp', () => {
  it('loads nothing before PRELOADER_MS, then the faces of the weights the text uses, and never switches the stack', async () => {
    let finish = () => {};
    const held = new Promise<never[]>((resolve) => (finish = () => resolve([])));
    const fonts = { load: vi.fn(() => held) };
    let asked = false;
    void webFontsAsked().then(() => (asked = true));
    loadWebFontsAfterStartUp(fonts);
    await vi.advanceTimersByTimeAsync(PRELOADER_MS - 1);
    expect(fonts.load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fonts.load.mock.calls).toEqual(
      NOTO_SANS_WEIGHTS.map((weight) => [`${weight} 16px 'Noto Sans'`, 'Aa']),
    );
    expect(asked).toBe(false);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    // SPEC §4's check may start; the page keeps its stack (the next visit starts with the faces).
    expect(asked).toBe(true);
    expect(root().hasAttribute(WEB_FONTS_ATTRIBUTE)).toBe(false);
  });

  it('loads nothing more when the stack already has Noto Sans from the first layout', async () => {
    root().setAttribute(WEB_FONTS_ATTRIBUTE, '');
    const fonts = { load: vi.fn(() => Promise.resolve([])) };
    loadWebFontsAfterStartUp(fonts);
    await vi.advanceTimersByTimeAsync(PRELOADER_MS);
    expect(fonts.load).not.toHaveBeenCalled();
  });

  it('settles when a face fails to load too, and without the Font Loading API', async () => {
    const fonts = {
      load: vi.fn((font: string) =>
        font.startsWith('600') ? Promise.reject(new Error('NetworkError')) : Promise.resolve([]),
      ),
    };
    loadWebFontsAfterStartUp(fonts);
    loadWebFontsAfterStartUp(undefined);
    await vi.advanceTimersByTimeAsync(PRELOADER_MS);
    expect(fonts.load).toHaveBeenCalledTimes(3);
    expect(root().hasAttribute(WEB_FONTS_ATTRIBUTE)).toBe(false);
  });
});

describe('webFontsInCache', () => {
  it('asks the cache for the Latin faces of each weight the text uses', async () => {
    expect(NOTO_SANS_WEIGHTS).toEqual([400, 600, 700]);
    NOTO_SANS_LATIN_FACES.forEach((face, index) => {
      expect(face).toMatch(new RegExp(`noto-sans-latin-${NOTO_SANS_WEIGHTS[index]}-normal`));
    });
    const storage = cacheWith(NOTO_SANS_LATIN_FACES);
    await expect(webFontsInCache(NOTO_SANS_LATIN_FACES, storage)).resolves.toBe(true);
    expect(storage.match.mock.calls.map(([face]) => face)).toEqual([...NOTO_SANS_LATIN_FACES]);
  });

  it('answers false when a face is missing, the cache fails or there is none', async () => {
    const some = cacheWith(NOTO_SANS_LATIN_FACES.slice(0, 2));
    await expect(webFontsInCache(NOTO_SANS_LATIN_FACES, some)).resolves.toBe(false);
    const failing = { match: vi.fn(() => Promise.reject(new DOMException('SecurityError'))) };
    await expect(webFontsInCache(NOTO_SANS_LATIN_FACES, failing)).resolves.toBe(false);
    await expect(webFontsInCache(NOTO_SANS_LATIN_FACES, undefined)).resolves.toBe(false);
  });

  it('answers false once FONT_CACHE_GRACE_MS have gone without an answer: the first render goes on', async () => {
    const slow = { match: vi.fn(() => new Promise<undefined>(() => undefined)) };
    let answer: boolean | undefined;
    void webFontsInCache(NOTO_SANS_LATIN_FACES, slow).then((found) => (answer = found));
    await vi.advanceTimersByTimeAsync(FONT_CACHE_GRACE_MS - 1);
    expect(answer).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toBe(false);
  });

  it('switchOnWebFonts puts Noto Sans in the stack and lets SPEC §4 check it', async () => {
    switchOnWebFonts();
    expect(root().hasAttribute(WEB_FONTS_ATTRIBUTE)).toBe(true);
    await expect(webFontsAsked()).resolves.toBeUndefined();
  });
});

/** Every style sheet of the shop (not the console's, not the generated faces). */
function shopStyleSheets(dir = 'src/web'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === 'src/web/admin' ? [] : shopStyleSheets(path);
    return entry.name.endsWith('.css') && entry.name !== 'fonts.css' ? [path] : [];
  });
}

describe('NOTO_SANS_WEIGHTS', () => {
  it("are the weights the shop's style sheets give text: none would swap after the switch", () => {
    const sheets = shopStyleSheets();
    expect(sheets.length).toBeGreaterThan(20);
    const weights = new Set(
      sheets.flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/font-weight:\s*([^;}\s]+)/g)].map(
          (match) => match[1],
        ),
      ),
    );
    // normal is 400 and bold 700; the headings' and <strong>'s default is bold.
    const named: Record<string, string> = { normal: '400', bold: '700', inherit: 'inherit' };
    const used = [...weights].map((weight) => named[weight ?? ''] ?? weight);
    for (const weight of used) {
      if (weight === 'inherit') continue;
      expect(NOTO_SANS_WEIGHTS.map(String)).toContain(weight);
    }
  });
});
