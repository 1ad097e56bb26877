import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const web = (path: string) => fileURLToPath(new URL(`src/web/${path}`, import.meta.url));

export default defineConfig({
  root: 'src/web',
  base: '/',
  plugins: [react()],
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
