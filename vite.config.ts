import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

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
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
