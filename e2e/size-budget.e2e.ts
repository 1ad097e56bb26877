// The first screen's weight on the built app (npm test builds dist/web before the journeys):
// "JavaScript needed for the first screen: at most 130 KiB gzipped; routes load on demand", and
// the self-hosted fonts swap in (SPEC §3 "Fonts are loaded in 7 weights").
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_JS_BUDGET_BYTES, measureEntry } from '../bench/support/entry-size.ts';

const dist = join(import.meta.dirname, '../dist/web');

describe('first-screen budget (built app)', () => {
  const size = measureEntry(dist);

  // The page of every screen drawn in the in-app shell (decision 081): the entry, and the shell's
  // chunks its head asks for.
  const inApp = measureEntry(dist, 'in-app.html');

  it('needs at most 130 KiB of gzipped JavaScript for the first screen', () => {
    expect(size.js.length).toBeGreaterThan(0);
    expect(size.jsGzipTotal).toBeLessThanOrEqual(FIRST_SCREEN_JS_BUDGET_BYTES);
    expect(inApp.jsGzipTotal).toBeGreaterThan(size.jsGzipTotal);
    expect(inApp.jsGzipTotal).toBeLessThanOrEqual(FIRST_SCREEN_JS_BUDGET_BYTES);
  });

  it('loads the screens on demand (they are not in the first-screen JavaScript)', () => {
    const names = size.js.map((file) => file.path).join(' ');
    expect(names).not.toMatch(/products-screen|cart-screen|in-app-shell/);
    // The in-app page asks for the shell, each of its files once, and still for no screen.
    const inAppNames = inApp.js.map((file) => file.path);
    expect(inAppNames.join(' ')).toMatch(/in-app-shell/);
    expect(inAppNames.join(' ')).not.toMatch(/products-screen|cart-screen|home-screen/);
    const html = (page: string) => readFileSync(join(dist, page), 'utf8');
    const links = (page: string) => html(page).match(/(?:src|href)="\/assets\/[^"]+"/g) ?? [];
    expect(new Set(links('in-app.html')).size).toBe(links('in-app.html').length);
    expect(links('in-app.html')).toEqual(expect.arrayContaining(links('index.html')));
  });

  it("carries none of the console's code (issue 12: the console is its own entry at /admin)", () => {
    // The console's storage key is in its entry, and in no file the shop's first screen loads.
    const marker = 'refill-console:session-ended';
    const consoleEntry = measureEntry(dist, 'admin/index.html');
    const read = (path: string) => readFileSync(join(dist, path), 'utf8');
    expect(consoleEntry.js.some((file) => read(file.path).includes(marker))).toBe(true);
    expect(size.js.filter((file) => read(file.path).includes(marker))).toEqual([]);
  });

  it('has no import cycle between its chunks (the chunk groups of decision 067 can make one)', () => {
    // A cycle let a chunk run before the one it imports from had set its bindings: the shop
    // failed with "create is not a function" when zustand was grouped with the cart store.
    const assets = join(dist, 'assets');
    const imports = new Map<string, string[]>();
    for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
      const code = readFileSync(join(assets, file), 'utf8');
      imports.set(
        file,
        [...code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((match) => match[1] ?? ''),
      );
    }
    const cycles: string[] = [];
    const done = new Set<string>();
    const visit = (file: string, path: string[]): void => {
      if (path.includes(file)) {
        cycles.push([...path.slice(path.indexOf(file)), file].join(' → '));
        return;
      }
      if (done.has(file)) return;
      for (const next of imports.get(file) ?? []) visit(next, [...path, file]);
      done.add(file);
    };
    for (const file of imports.keys()) visit(file, []);
    expect(imports.size).toBeGreaterThan(10);
    expect(cycles).toEqual([]);
  });

  // The faces the browser downloads; the others are Noto Sans's fallbacks (decision 072).
  const webFaces = () => size.fontFaces.filter((face) => /src:\s*url\(/.test(face));

  it('declares Noto Sans, Thai and Arabic in 7 weights (300–900), all font-display: swap', () => {
    const faces = webFaces();
    expect(faces).toHaveLength(28);
    for (const family of ['Noto Sans', 'Noto Sans Thai', 'Noto Sans Arabic']) {
      // The minifier may drop the quotes: font-family:Noto Sans.
      const ofFamily = new RegExp(`font-family:\\s*["']?${family}["']?\\s*[;}]`);
      const weights = new Set(
        faces
          .filter((face) => ofFamily.test(face))
          .map((face) => /font-weight:\s*(\d+)/.exec(face)?.[1]),
      );
      expect([...weights].sort()).toEqual(['300', '400', '500', '600', '700', '800', '900']);
    }
    expect(faces.every((face) => /font-display:\s*swap/.test(face))).toBe(true);
    expect(faces.every((face) => /unicode-range:/.test(face))).toBe(true);
  });

  it('ships the fonts as hashed woff2 files only', () => {
    expect(size.fontFiles.length).toBe(webFaces().length);
    expect(size.fontFiles.every((name) => /-[\w-]{8}\.woff2$/.test(name))).toBe(true);
  });

  it("declares Noto Sans's fallback faces from local fonts only, sized to it (decision 072)", () => {
    const downloaded = webFaces();
    const fallbacks = size.fontFaces.filter((face) => !downloaded.includes(face));
    expect(fallbacks).toHaveLength(3);
    for (const face of fallbacks) {
      // The minifier may drop the quotes and escape the colon: Noto Sans Fallback\: Roboto.
      expect(face).toMatch(/font-family:\s*["']?Noto Sans Fallback\\?: /);
      expect(face).toMatch(/src:\s*local\([^)]*\)(\s*,\s*local\([^)]*\))*\s*;/);
      expect(face).toMatch(/size-adjust:\s*\d+(\.\d+)?%/);
    }
  });
});
