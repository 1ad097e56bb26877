import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin, type ResolvedConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The shop and the console render with Preact's React-compatible layer (decision 064): the same
 * React API, React Router, TanStack Query and react-i18next, with a renderer a third of the size.
 * Unit tests resolve React the same way (vitest.config.ts), so they test what ships.
 */
export const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
  // React 18+'s own hook; the shim would only add a copy.
  { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
];

const web = (path: string) => fileURLToPath(new URL(`src/web/${path}`, import.meta.url));

/**
 * React Router 7's package exports name its development build under every condition
 * (remix-run/react-router#12532, #14753), so a production bundle carried its dev warnings and
 * checks. The built apps take the production build it ships beside it; `vite` (dev) and the
 * tests keep the development one and its warnings.
 */
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: fileURLToPath(
    new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url),
  ),
};

/** What the two page plugins read of the build's output: each chunk's static imports. */
type BuiltFiles = Readonly<
  Record<string, { type: 'chunk'; imports: readonly string[] } | { type: 'asset' }>
>;

/** A built chunk and every chunk it imports statically, theirs too, the chunk first. */
function chunkClosure(bundle: BuiltFiles, fileName: string): string[] {
  const files: string[] = [];
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (chunk?.type !== 'chunk' || files.includes(file)) return;
    files.push(file);
    chunk.imports.forEach(visit);
  };
  visit(fileName);
  return files;
}

/**
 * The shop page's first script (`src/web/early-entry.ts`, issue 16 P2): its own small entry,
 * added to the top of index.html as an async module script with its imports preloaded, so it
 * runs as soon as those few kilobytes arrive and the visit's calls go out while the app's own
 * chunks are still on the network. The modules it shares with the app are one chunk both import.
 */
function earlyScript(): Plugin {
  return {
    name: 'refill:early-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle || context.chunk?.name !== 'shop') return html;
        const early = Object.values(context.bundle).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === 'early',
        );
        if (early?.type !== 'chunk') throw new Error('earlyScript: no chunk for early-entry.ts');
        // Its imports, and theirs: every chunk it needs before it runs, asked for at once.
        const needed = chunkClosure(context.bundle, early.fileName).slice(1);
        // The app's entry imports them too: Vite's own links for them go, these come first.
        let page = html;
        for (const file of needed) {
          page = page.replace(`\n    <link rel="modulepreload" crossorigin href="/${file}">`, '');
        }
        return {
          html: page,
          tags: [
            {
              tag: 'script',
              attrs: { type: 'module', async: true, crossorigin: true, src: `/${early.fileName}` },
              injectTo: 'head-prepend',
            },
            ...needed.map((file) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
              injectTo: 'head-prepend' as const,
            })),
          ],
        };
      },
    },
  };
}

/**
 * `in-app.html` (decision 081): index.html with the in-app shell's chunks and style sheets asked
 * for in its head, for every page drawn in the shell. Asked for by the app's entry instead
 * (`preloadScreen`), they went out only once that entry had arrived and run: a third wave of
 * requests before a cold first screen, on a slow network's few connections. The getting-in pages
 * (`domain/shop-pages.ts`) keep index.html: a visitor there needs none of it yet. The server
 * chooses (server/plugins/web-app.ts). The style sheets are preloaded, not applied: the shell's
 * loader applies them when it runs, as before, and the page's first paint does not wait for them.
 */
function inAppPage(): Plugin {
  return {
    name: 'refill:in-app-page',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset') throw new Error('inAppPage: no index.html in the build');
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const entry = (name: string) => {
          const chunk = chunks.find((output) => output.isEntry && output.name === name);
          if (chunk === undefined) throw new Error(`inAppPage: no entry chunk named ${name}`);
          return chunk.fileName;
        };
        const shell = chunks.find((chunk) =>
          chunk.facadeModuleId?.endsWith('/src/web/app/in-app-shell.tsx'),
        );
        if (shell === undefined) throw new Error('inAppPage: no chunk for app/in-app-shell.tsx');
        // What the page's own scripts load already is not asked for again.
        const loaded = new Set([
          ...chunkClosure(bundle, entry('shop')),
          ...chunkClosure(bundle, entry('early')),
        ]);
        const scripts = chunkClosure(bundle, shell.fileName).filter((file) => !loaded.has(file));
        const sheets = new Set(
          scripts.flatMap((file) => {
            const chunk = bundle[file];
            return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
          }),
        );
        const links = [
          ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
          ...[...sheets].map(
            (file) => `<link rel="preload" as="style" crossorigin href="/${file}">`,
          ),
        ];
        const html =
          typeof page.source === 'string' ? page.source : new TextDecoder().decode(page.source);
        if (!html.includes('</head>')) throw new Error('inAppPage: index.html has no </head>');
        this.emitFile({
          type: 'asset',
          fileName: 'in-app.html',
          source: html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`),
        });
      },
    },
  };
}

/** Text files worth compressing; fonts (woff2) and images come compressed already. */
const COMPRESSIBLE = /\.(?:js|css|html|svg|json|webmanifest)$/;
/** Below this, the headers outweigh what compression saves (@fastify/compress's threshold). */
const COMPRESS_FROM_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Every text file of the build gets a `.br` (brotli, quality 11) and a `.gz` (gzip, level 9)
 * beside it, which the server sends as they are (decision 075). Compressed per request, the
 * files went out at @fastify/compress's brotli quality 4, chosen for answers made on the fly:
 * the first screen's scripts were ~14% larger than they need to be, on the slowest networks
 * the shops have, and every cold visit cost the server the compression again.
 */
function precompressed(): Plugin {
  let outDir = '';
  return {
    name: 'refill:precompressed',
    apply: 'build',
    configResolved(config: ResolvedConfig) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true }))
        .filter((file) => COMPRESSIBLE.test(file))
        .map((file) => join(outDir, file));
      await Promise.all(
        files.map(async (file) => {
          const body = await readFile(file);
          if (body.length < COMPRESS_FROM_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

export default defineConfig(({ command }) => ({
  root: 'src/web',
  base: '/',
  plugins: [react(), earlyScript(), inAppPage(), precompressed()],
  resolve: {
    alias: command === 'build' ? [...preactAliases, reactRouterProduction] : preactAliases,
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // In-app browsers of chat apps on cheap Android phones run older Chromium WebViews.
    target: ['chrome87', 'safari14', 'firefox78', 'edge88'],
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Fewer, larger chunks on the way to a signed-in first screen (decision 067): a slow
        // network pays a round trip per request, and the default split made ~30 of 0.1–3 KiB.
        // Only the modules named are moved (not their imports), so the entry and the console
        // load nothing more than before.
        codeSplitting: {
          groups: [
            {
              // With it, the translation hook (decision 100): the shop's entry imports both, the
              // console neither, and apart it was one more request of 1.5 KiB before any screen.
              name: 'boot',
              test: /src\/web\/lib\/(tenant-context\.tsx|origin\.ts|session\.ts|access-client\.ts|use-t\.ts)|src\/tenants\/features\.ts/,
              includeDependenciesRecursively: false,
            },
            {
              // With it, the helpers the build writes for its private fields (for the older
              // WebViews of `target`): today only TanStack Query's classes need them, and apart
              // they were a request of 0.3 KiB of their own, one more in the first screen's wave.
              // And lib/load-boundary.tsx, which the shop's shell and the console's screens both
              // import, as both load this chunk: alone it was a request of 0.4 KiB (decision 102).
              name: 'query',
              test: /node_modules\/@tanstack\/(query-core|react-query)\/|@oxc-project\+runtime@[^/]+\/helpers\/esm\/(classPrivate|assertClassBrand|checkPrivateRedeclaration)|src\/web\/lib\/load-boundary\.tsx/,
              includeDependenciesRecursively: false,
            },
            {
              // With it, the in-app shell's style sheets (chrome, overlays, toasts, the search
              // box, the cart peek): every in-app screen loads both chunks, and one CSS file is
              // one request fewer in the first screen's wave (decisions 080, 100). And the small
              // modules every in-app screen loads with its shell (decision 100): the cart's and
              // the prices' domain rules, zustand, the toast queue, the media-query hook (once
              // the chunk `shared`, decision 071), the order minimum, the sticky end and the
              // shown locale. Only the shop's screens import them: the console loads none.
              name: 'catalogue',
              test: /src\/web\/(components\/(product|query-state)\/|components\/page\/page\.module\.css|app\/chrome\/(chrome|overlays)\.module\.css|components\/(toast\/toast|search-box\/search-box)\.module\.css|lib\/(cart-store|products|analytics|combos|favorites|use-progressive-count|opt-in|use-media-query|sticky-end|shown-locale)\.ts|features\/catalogue\/(catalogue-queries|category-paths)\.ts|features\/catalogue\/banner-carousel\.tsx|features\/catalogue\/catalogue\.module\.css|features\/cart\/cart-peek\.module\.css|components\/toast\/toast-store\.ts)|src\/domain\/(cart|quantity|search|product-size|tier-offer|combo-pricing|pricing\/price-engine-money|order-amount|credit-limit)\.ts|node_modules\/zustand\//,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
      // Two apps: the shop's (index.html) and the bottler's console (admin/index.html, served at
      // /admin). They share only what both import (React…); the shop never loads console code.
      input: {
        shop: web('index.html'),
        admin: web('admin/index.html'),
        early: web('early-entry.ts'),
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
