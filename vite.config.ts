import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
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

export default defineConfig({
  root: 'src/web',
  base: '/',
  plugins: [react()],
  resolve: { alias: preactAliases },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // In-app browsers of chat apps on cheap Android phones run older Chromium WebViews.
    target: ['chrome87', 'safari14', 'firefox78', 'edge88'],
    sourcemap: false,
    rollupOptions: {
      // Two apps: the shop's (index.html) and the bottler's console (admin/index.html, served at
      // /admin). They share only what both import (React…); the shop never loads console code.
      input: { shop: web('index.html'), admin: web('admin/index.html') },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
