// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

/**
 * The import boundaries of docs/architecture.md, enforced:
 *   domain ← contract ← tenants ← {server, web}; server and web never import each other;
 *   inside web, a feature never imports another feature (the app composes them);
 *   the console (src/web/admin, issue 12) may import web, but nothing outside it imports the console
 *   (the shop's bundle never carries console code).
 */
const elements = [
  { type: 'domain', pattern: 'src/domain/**', partialMatch: false },
  { type: 'contract', pattern: 'src/contract/**', partialMatch: false },
  { type: 'tenants', pattern: 'src/tenants/**', partialMatch: false },
  { type: 'server', pattern: 'src/server/**', partialMatch: false },
  { type: 'web-admin', pattern: 'src/web/admin/**', partialMatch: false },
  {
    type: 'web-feature',
    pattern: 'src/web/features/*/**',
    partialMatch: false,
    capture: ['feature'],
  },
  { type: 'web', pattern: 'src/web/**', partialMatch: false },
  { type: 'tooling', pattern: '{scripts,bench,e2e}/**', partialMatch: false },
];

const allow = (from, to) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: to } } } },
});

/** The browser bundle must not pull in the full zod (~85 KiB gz). */
const noFullZod = {
  name: 'zod',
  message: 'Use zod/mini in the browser, or import types only.',
  allowTypeImports: true,
};

/** date-holidays and its data stay on the server (decision 020). */
const noHolidays = {
  name: 'date-holidays',
  message: 'Holidays are server-side (decision 020): the server answers delivery dates.',
};

/** The tenant modules that load zod and date-holidays: the browser imports their types only. */
const tenantModulesTypesOnly = {
  group: [
    '**/tenants/index.ts',
    '**/tenants/holidays.ts',
    '**/tenants/schema.ts',
    '**/tenants/tenant-file.ts',
    '**/tenants/consistency.ts',
    '**/tenants/load.ts',
  ],
  message: 'These load zod and date-holidays (decision 020): import types only.',
  allowTypeImports: true,
};

/** Only the call layer builds API addresses (issue 11). */
const callLayerOnly = {
  group: ['**/contract/paths.ts'],
  importNames: ['CALL_ROUTES', 'fillPath', 'apiPath', 'API_PREFIX'],
  message: 'Call the service through src/web/lib/api-client.ts: call(name, options).',
};

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'data/', 'coverage/', '.tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/web/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': ['src/**', 'scripts/**', 'bench/**', 'e2e/**'],
    },
    rules: {
      'boundaries/dependencies': [
        2,
        {
          default: 'disallow',
          policies: [
            allow('domain', ['domain']),
            allow('contract', ['domain', 'contract']),
            allow('tenants', ['domain', 'contract', 'tenants']),
            allow('server', ['domain', 'contract', 'tenants', 'server']),
            allow('web', ['domain', 'contract', 'tenants', 'web', 'web-feature']),
            allow('web-admin', ['domain', 'contract', 'tenants', 'web', 'web-admin']),
            {
              from: { element: { type: 'web-feature' } },
              allow: {
                to: {
                  element: {
                    types: { anyOf: ['domain', 'contract', 'tenants', 'web'] },
                  },
                },
              },
            },
            {
              from: {
                element: {
                  type: 'web-feature',
                  captured: { feature: '{{ from.captured.feature }}' },
                },
              },
              allow: {
                to: {
                  element: {
                    type: 'web-feature',
                    captured: { feature: '{{ from.captured.feature }}' },
                  },
                },
              },
            },
            allow('tooling', ['domain', 'contract', 'tenants', 'server', 'tooling']),
          ],
        },
      ],
    },
  },
  {
    // The pure core has no I/O, no clock and no UI.
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'node:*',
                'fs',
                'path',
                'http',
                'react',
                'react-*',
                'fastify*',
                'pg',
                '@electric-sql/*',
                'zod',
                'zod/*',
              ],
              message: 'src/domain is pure: no I/O, no UI, no schema library.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Pass `now` in: the domain has no clock.',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Pass `now` in: the domain has no clock.',
        },
        {
          selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
          message: 'The domain is deterministic.',
        },
      ],
    },
  },
  {
    // The browser bundle must not pull in the full zod (~85 KiB gz): import types only from the contract.
    // Nor date-holidays and its data (decision 020), directly or through the tenant modules that load it.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/admin/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [noFullZod, noHolidays], patterns: [tenantModulesTypesOnly] },
      ],
    },
  },
  {
    // One typed call layer (issue 11): only src/web/lib/api-client.ts builds an API address or
    // calls fetch; everything else calls the service by name with `call(name, {params, query, body})`.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/lib/api-client.ts', 'src/web/**/*.test.{ts,tsx}', 'src/web/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [noFullZod, noHolidays],
          patterns: [callLayerOnly, tenantModulesTypesOnly],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the service through src/web/lib/api-client.ts.' },
        { name: 'XMLHttpRequest', message: 'Call the service through src/web/lib/api-client.ts.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'globalThis', property: 'fetch', message: 'Use src/web/lib/api-client.ts.' },
        { object: 'window', property: 'fetch', message: 'Use src/web/lib/api-client.ts.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/api\\//], TemplateElement[value.raw=/^\\/api\\//]',
          message: 'API addresses are built only by src/web/lib/api-client.ts.',
        },
      ],
    },
  },
  {
    // The demo seed feeds the service; the live service never reads it (issue 11): a route that
    // needs something the seed also uses takes it from a live module (e.g. modules/artwork, which
    // the seed imports). Only the start-up (main.ts seeds a demo deployment, console-lines.ts
    // prints its sign-in) and the tests may import src/server/db/seed.
    files: ['src/server/**/*.ts'],
    ignores: [
      'src/server/db/seed/**',
      'src/server/main.ts',
      'src/server/console-lines.ts',
      'src/server/test/**',
      'src/server/**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/seed', '**/db/seed/**', '**/seed/**'],
              message:
                'Live code does not import the demo seed: move what it needs to a live module.',
            },
          ],
        },
      ],
    },
  },
  {
    // The console is its own bundle (issue 12): it may validate its forms with the contract's zod
    // schemas (the shop's bundle never loads it); the other browser rules hold.
    files: ['src/web/admin/**/*.{ts,tsx}'],
    ignores: ['src/web/admin/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [noHolidays], patterns: [callLayerOnly, tenantModulesTypesOnly] },
      ],
    },
  },
);
