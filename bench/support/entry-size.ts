/**
 * What the first screen costs (the web brief's budget: "JavaScript needed for the first screen:
 * at most 130 KiB gzipped; routes load on demand"): the built index.html's module script, its
 * modulepreload links and the static imports of those chunks (never dynamic `import()`: routes
 * load on demand), each gzipped. Also the entry CSS and the self-hosted fonts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const FIRST_SCREEN_JS_BUDGET_BYTES = 130 * 1024;

export interface SizedFile {
  path: string;
  bytes: number;
  gzipBytes: number;
}

export interface EntrySize {
  js: SizedFile[];
  css: SizedFile[];
  jsGzipTotal: number;
  cssGzipTotal: number;
  /** The @font-face rules in the entry CSS. */
  fontFaces: string[];
  /** Bytes (raw, gzip) of those rules. */
  fontCss: { bytes: number; gzipBytes: number };
  /** Font files emitted into assets/ (woff2, woff, ttf). */
  fontFiles: string[];
}

const gzipSize = (data: Buffer | string) => gzipSync(data, { level: 9 }).length;

function sized(dist: string, path: string): SizedFile {
  const data = readFileSync(join(dist, path));
  return { path, bytes: data.length, gzipBytes: gzipSize(data) };
}

/** Root-relative asset paths of `<script type="module" src>` and `<link rel=modulepreload|stylesheet>`. */
export function entryReferences(html: string): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css: string[] = [];
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/g) ?? []) {
    const src = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (!src || /^https?:/.test(src)) continue;
    if (tag.startsWith('<script') && /type="module"/.test(tag)) js.push(src);
    else if (/rel="modulepreload"/.test(tag)) js.push(src);
    else if (/rel="stylesheet"/.test(tag)) css.push(src);
  }
  return { js, css };
}

/** Relative static imports/re-exports of a minified ES chunk (`import"./a.js"`, `from"./b.js"`). */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.\.?\/[^"']+\.js)["']/g)) {
    if (match[1]) found.add(match[1]);
  }
  return [...found];
}

function resolveFrom(file: string, specifier: string): string {
  const base = file.slice(0, file.lastIndexOf('/') + 1);
  return new URL(specifier, `http://x${base}`).pathname;
}

/** `page`: the built HTML entry under `dist` (the shop's index.html, or the console's admin/index.html). */
export function measureEntry(dist: string, page = 'index.html'): EntrySize {
  const htmlPath = join(dist, page);
  if (!existsSync(htmlPath)) throw new Error(`No build at ${dist}: run npm run build`);
  const refs = entryReferences(readFileSync(htmlPath, 'utf8'));
  const seen = new Set<string>();
  const queue = [...refs.js];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(dist, file), 'utf8');
    for (const imported of staticImports(code)) queue.push(resolveFrom(file, imported));
  }
  const js = [...seen].map((file) => sized(dist, file));
  const css = refs.css.map((file) => sized(dist, file));
  const cssText = refs.css.map((file) => readFileSync(join(dist, file), 'utf8')).join('\n');
  const fontFaces = cssText.match(/@font-face\s*\{[^}]*\}/g) ?? [];
  const fontText = fontFaces.join('');
  const assets = join(dist, 'assets');
  const fontFiles = existsSync(assets)
    ? readdirSync(assets).filter((name) => /\.(?:woff2?|ttf|otf)$/.test(name))
    : [];
  return {
    js,
    css,
    jsGzipTotal: js.reduce((sum, file) => sum + file.gzipBytes, 0),
    cssGzipTotal: css.reduce((sum, file) => sum + file.gzipBytes, 0),
    fontFaces,
    fontCss: { bytes: Buffer.byteLength(fontText), gzipBytes: gzipSize(fontText) },
    fontFiles,
  };
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
