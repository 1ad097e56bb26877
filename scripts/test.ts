// `npm test`: every test. Unit, API and screen tests (vitest), then the browser journeys in
// Chromium against the built app. Database tests run on embedded PGlite, and also on PostgreSQL
// when TEST_DATABASE_URL is set (.ci/run sets it). Ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureWebBuild } from './lib/ensure-web-build.ts';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const vitest = 'node_modules/vitest/vitest.mjs';
const reports = '.tmp/test-reports';

interface Totals {
  passed: number;
  failed: number;
}
const totals: Totals = { passed: 0, failed: 0 };

/** Runs one vitest invocation; adds its counts from the JSON report; returns its exit status. */
function runVitest(name: string, args: string[]): number {
  const report = `${reports}/${name}.json`;
  rmSync(report, { force: true });
  const result = spawnSync(
    process.execPath,
    [
      vitest,
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { stdio: 'inherit', env: { ...process.env, TZ: 'UTC' } },
  );
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
    };
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
  }
  return result.status ?? 1;
}

function finish(status: number): never {
  console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed`);
  process.exit(status === 0 && totals.failed === 0 && totals.passed > 0 ? 0 : status || 1);
}

mkdirSync(reports, { recursive: true });
const unitStatus = runVitest('unit', []);
if (unitStatus !== 0) finish(unitStatus);

if (existsSync(chromium)) {
  await ensureWebBuild();
  finish(runVitest('e2e', ['--config', 'e2e/vitest.config.ts']));
} else if (process.env.CI) {
  console.error(
    `Chromium not found at ${chromium}: CI must install it (apt-get install -y chromium).`,
  );
  finish(1);
} else {
  console.warn(
    `\n*** Skipping the browser journeys: no Chromium at ${chromium}. Install it with: apt-get install -y chromium ***\n`,
  );
  finish(0);
}
