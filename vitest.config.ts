import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { preactAliases } from './vite.config.ts';

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
          // React resolves to Preact's compatibility layer as in the build (decision 064), and
          // libraries resolve to their ES builds so that their imports of React meet the aliases.
          conditions: ['module', 'browser', 'development|production'],
          alias: [
            // react-router/dom and react-router must resolve to one instance under Vitest.
            { find: /^react-router\/dom$/, replacement: 'react-router' },
            // Testing Library's ES build, whose imports of react-dom the aliases can reach.
            {
              find: /^@testing-library\/react$/,
              replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
            },
            ...preactAliases,
          ],
        },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test/setup.ts'],
          // Libraries that import React go through Vite too, so the aliases above reach them.
          server: {
            deps: {
              inline: [/react/, /preact/, /zustand/, /@testing-library/],
            },
          },
        },
      },
    ],
  },
});
