// `npm run bench` — every benchmark of issue 16 in one run, each printing its own table, then one
// summary of P1–P8 and the scale rows, each figure beside its goal (the rows come from each
// benchmark through bench/support/summary.ts). A benchmark that fails is reported and the others
// still run; the exit code is 1 if any failed. Not part of `npm test`. Takes about ten minutes on
// the shared two-core machine (the API benchmark and Lighthouse are most of it).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { metText, type SummaryRow } from './support/summary.ts';

const BENCHES = [
  'bench/size.ts',
  'bench/browser.ts',
  'bench/format-money.ts',
  'bench/search.ts',
  'bench/round-trips.ts',
  'bench/api.ts',
  'bench/cold-start.ts',
];

const dir = mkdtempSync(join(tmpdir(), 'refill-bench-summary-'));
const file = join(dir, 'rows.jsonl');
const failed: string[] = [];
const started = performance.now();
try {
  for (const bench of BENCHES) {
    console.log(`\n=== ${bench} ===`);
    const child = spawn(process.execPath, [bench], {
      env: { ...process.env, BENCH_SUMMARY_FILE: file },
      stdio: 'inherit',
    });
    const code = await new Promise<number | null>((r) => child.once('exit', r));
    if (code !== 0) failed.push(`${bench} (exit ${code})`);
  }
  let rows: SummaryRow[] = [];
  try {
    rows = readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as SummaryRow);
  } catch {
    // no benchmark wrote a row
  }
  const minutes = ((performance.now() - started) / 60_000).toFixed(1);
  console.log(`\n=== Summary (issue 16), one run on this machine, ${minutes} min ===\n`);
  console.log('figure | measured | reference (same run) | goal | met');
  console.log('---|---|---|---|---');
  const order = (figure: string) => (/^P(\d)/.exec(figure)?.[1] ?? '9') + figure.slice(0, 3);
  for (const row of [...rows].sort((a, b) => order(a.figure).localeCompare(order(b.figure)))) {
    console.log(
      [row.figure, row.measured, row.reference ?? '', row.goal, metText(row.met)].join(' | '),
    );
  }
  for (const bench of failed) console.log(`FAILED: ${bench}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failed.length > 0 ? 1 : 0);
