import { defineConfig } from 'vitest/config';

// Browser journeys: one Chromium, one server per file, files one after another (2-core machines).
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll waits for the screen it checks; its 1 s default failed on a loaded 2-core
    // machine while a page was still applying its language (seen in a full run at load 15).
    expect: { poll: { timeout: 15_000 } },
    env: { TZ: 'UTC' },
  },
});
