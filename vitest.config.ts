import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Two projects: pure/server code runs in Node; screens run in jsdom.
// Browser journeys (e2e/) have their own config: they need a built app and Chromium.
export default defineConfig({
  test: {
    env: { TZ: 'UTC' },
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'src/domain/**/*.test.ts',
            'src/contract/**/*.test.ts',
            'src/tenants/**/*.test.ts',
            'src/server/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve: {
          // react-router/dom and react-router must resolve to one instance under Vitest.
          alias: { 'react-router/dom': 'react-router' },
        },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test/setup.ts'],
        },
      },
    ],
  },
});
