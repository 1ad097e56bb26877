// The closing table of `npm run bench` (bench/all.ts): each benchmark adds its headline figures
// with their goals here; when BENCH_SUMMARY_FILE is set (bench/all.ts sets it) each row is
// appended to it as one JSON line, else nothing is written (a benchmark run on its own prints its
// own table).
import { appendFileSync } from 'node:fs';

export interface SummaryRow {
  figure: string;
  measured: string;
  /** The reference measured in the same run, if any. */
  reference?: string;
  goal: string;
  /** undefined: no goal to meet (a figure shown for information). */
  met?: boolean | undefined;
}

export function addToSummary(row: SummaryRow): void {
  const file = process.env.BENCH_SUMMARY_FILE;
  if (file) appendFileSync(file, `${JSON.stringify(row)}\n`);
}

export const metText = (met: boolean | undefined) => (met === undefined ? '' : met ? 'yes' : 'NO');
