// What a part of a page's load is worth to Lighthouse's simulated figures, on one load: `node
// bench/support/lighthouse-what-if.ts <artifacts dir> [pattern…]` audits again the artifacts that
// BENCH_LIGHTHOUSE_ARTIFACTS=<dir> kept (bench:browser: one directory per run), first as they
// are, then once per pattern with the requests whose address matches it (a regular expression)
// taken out of the load, and prints LCP, FCP, TBT and the score of each.
//
// Lighthouse's simulation (Lantern) rebuilds the load as a graph of requests and main-thread
// tasks and plays it again on a slow 4G network with 6 connections per origin and 4× CPU; a
// request it counts before the LCP can hold the LCP back by its bytes, by the connection it
// takes, or by being the last link of a chain. Unlike BENCH_LIGHTHOUSE_BLOCK, the same load is
// audited each time, so the difference is the part's alone, free of run-to-run noise. A request
// taken out also takes its place in the graph with it: what merging or deferring it would give
// is bounded by this, not equal to it (decision 080). It audits with bench:browser's default
// settings: artifacts gathered with BENCH_LIGHTHOUSE_THROTTLING or BENCH_LIGHTHOUSE_BLOCK are
// refused by Lighthouse ("Cannot change settings between gathering and auditing").
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';

interface LogEntry {
  method: string;
  params: { requestId?: string; request?: { url: string } };
}

interface TraceEvent {
  name: string;
  args?: { data?: { url?: string; requestId?: string } };
}

const [artifacts, ...patterns] = process.argv.slice(2);
if (!artifacts) {
  throw new Error('usage: node bench/support/lighthouse-what-if.ts <artifacts dir> [pattern…]');
}

async function audit(label: string, pattern?: RegExp): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'refill-what-if-'));
  try {
    cpSync(artifacts!, dir, { recursive: true });
    const logFile = join(dir, 'devtoolslog.json');
    const traceFile = join(dir, 'trace.json');
    let dropped = 0;
    if (pattern !== undefined) {
      const log = JSON.parse(readFileSync(logFile, 'utf8')) as LogEntry[];
      const ids = new Set(
        log
          .filter((e) => e.method === 'Network.requestWillBeSent')
          .filter((e) => pattern.test(e.params.request?.url ?? ''))
          .map((e) => e.params.requestId),
      );
      dropped = ids.size;
      const kept = log.filter(
        (e) => e.params.requestId === undefined || !ids.has(e.params.requestId),
      );
      writeFileSync(logFile, JSON.stringify(kept));
      const trace = JSON.parse(readFileSync(traceFile, 'utf8')) as { traceEvents: TraceEvent[] };
      trace.traceEvents = trace.traceEvents.filter(
        (e) => !(e.name.startsWith('Resource') && pattern.test(e.args?.data?.url ?? '')),
      );
      writeFileSync(traceFile, JSON.stringify(trace));
    }
    // The settings must be the gathering's (bench/browser.ts keeps the shop's session).
    const result = await lighthouse(undefined, {
      auditMode: dir,
      onlyCategories: ['performance'],
      disableStorageReset: true,
      logLevel: 'error',
      output: 'json',
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${artifacts}`);
    const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
    const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
    const what = pattern === undefined ? label : `${label} (${dropped} requests out)`;
    console.log(
      `${what.padEnd(48)} LCP ${ms('largest-contentful-paint')} ms, FCP ${ms('first-contentful-paint')} ms, TBT ${ms('total-blocking-time')} ms, score ${score}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await audit('as loaded');
for (const pattern of patterns) await audit(`without ${pattern}`, new RegExp(pattern));
