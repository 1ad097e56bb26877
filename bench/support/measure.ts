// One autocannon measurement, and a subject measured in rounds between reference runs: the
// machines are shared and noisy, so each figure is the median of its rounds and each ratio is
// taken against the median of the reference runs around it (ref, subject, ref, subject, ref…).
import autocannon from 'autocannon';

export interface Measure {
  /** Answers per second, every status counted. */
  rps: number;
  /** 2xx answers per second: what the goals count (a 429 is not a priced cart). */
  okRps: number;
  /** 2xx answers in all. */
  ok: number;
  p99: number;
  errors: number;
  /** The answers other than 2xx by status ("429×12"), so a failing run says why. */
  statuses: string;
  /** CPU ms per 2xx answer of the server and of the database server's processes (bench:api). */
  cpuPerOk?: { server: number; database: number };
}

export async function measure(options: autocannon.Options): Promise<Measure> {
  const result = await autocannon(options);
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, { count }]) => `${status}×${count}`)
    .join(' ');
  const seconds = Math.max(result.duration, 1e-3);
  return {
    rps: result.requests.average,
    okRps: result['2xx'] / seconds,
    ok: result['2xx'],
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    statuses,
  };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Medians of several runs; `statuses` and `errors` are summed so no refusal hides. */
export function medianOf(runs: readonly Measure[]): Measure {
  return {
    rps: median(runs.map((r) => r.rps)),
    okRps: median(runs.map((r) => r.okRps)),
    ok: median(runs.map((r) => r.ok)),
    p99: median(runs.map((r) => r.p99)),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    statuses: runs
      .map((r) => r.statuses)
      .filter(Boolean)
      .join(' '),
    ...(runs.every((r) => r.cpuPerOk !== undefined)
      ? {
          cpuPerOk: {
            server: median(runs.map((r) => r.cpuPerOk?.server ?? Number.NaN)),
            database: median(runs.map((r) => r.cpuPerOk?.database ?? Number.NaN)),
          },
        }
      : {}),
  };
}

export interface Rounds {
  subject: Measure;
  /** Each reference's median over the runs around the subject's rounds, by name. */
  references: Record<string, Measure>;
  /** Every round of the subject (for the report). */
  subjectRuns: Measure[];
}

/**
 * `rounds` subject runs, each preceded by every reference, and every reference once more after
 * the last (ref, subject, ref, subject, ref).
 */
export async function inRounds(
  rounds: number,
  subject: () => Promise<Measure>,
  references: Record<string, () => Promise<Measure>>,
): Promise<Rounds> {
  const refRuns: Record<string, Measure[]> = {};
  const runReferences = async () => {
    for (const [name, run] of Object.entries(references)) {
      (refRuns[name] ??= []).push(await run());
    }
  };
  const subjectRuns: Measure[] = [];
  for (let round = 0; round < rounds; round++) {
    await runReferences();
    subjectRuns.push(await subject());
  }
  await runReferences();
  return {
    subject: medianOf(subjectRuns),
    subjectRuns,
    references: Object.fromEntries(
      Object.entries(refRuns).map(([name, runs]) => [name, medianOf(runs)]),
    ),
  };
}

/** Sets a client's headers before each request: `make` runs once per request. */
export function headersPerRequest(
  make: () => Record<string, string>,
): autocannon.Options['setupClient'] {
  return (client) => {
    client.setHeaders(make());
    client.on('response', () => client.setHeaders(make()));
  };
}
