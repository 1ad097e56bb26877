// Where a page's main thread spent its time before the first screen: `node
// bench/support/trace-summary.ts <file.trace.json> [until]` reads a DevTools trace written by
// BENCH_BROWSER_TRACE (bench:browser) and prints, up to `until` (`fcp`, `lcp` — the default — or
// milliseconds after navigation), the main thread's busy time by kind (script, style, layout,
// paint, parsing, GC…, each event's self time), the scripts by URL, and the long tasks.
import { readFileSync } from 'node:fs';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; documentLoaderURL?: string } };
}

const [file, untilArg = 'lcp'] = process.argv.slice(2);
if (!file) throw new Error('usage: node bench/support/trace-summary.ts <file> [fcp|lcp|ms]');
const raw = JSON.parse(readFileSync(file, 'utf8')) as TraceEvent[] | { traceEvents: TraceEvent[] };
const events = Array.isArray(raw) ? raw : raw.traceEvents;

// The page's main thread: the renderer thread that saw the navigation start. Newer Chromium
// leaves the loader's URL empty; then the main frame's navigation on the thread that painted.
const painted = events.find((e) => e.name === 'firstContentfulPaint');
const navigation =
  events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'),
  ) ??
  events.findLast(
    (e) =>
      e.name === 'navigationStart' &&
      e.pid === painted?.pid &&
      e.tid === painted?.tid &&
      e.ts < painted.ts,
  );
if (!navigation) throw new Error('no navigationStart in the trace');
const onMain = (e: TraceEvent) => e.pid === navigation.pid && e.tid === navigation.tid;
const t0 = navigation.ts;
const mark = (name: string) =>
  events.filter((e) => onMain(e) && e.name === name && e.ts >= t0).at(-1)?.ts;
const fcp = mark('firstContentfulPaint');
const lcp = mark('largestContentfulPaint::Candidate');
const until = untilArg === 'fcp' ? fcp : untilArg === 'lcp' ? lcp : t0 + Number(untilArg) * 1000;
if (until === undefined) throw new Error(`no ${untilArg} in the trace`);
const ms = (us: number) => (us / 1000).toFixed(0).padStart(6);

const KIND: Record<string, string> = {
  EvaluateScript: 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  EventDispatch: 'script',
  FireAnimationFrame: 'script',
  RunMicrotasks: 'script',
  'v8.run': 'script',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'v8.evaluateModule': 'script',
  'V8.CompileCode': 'compile',
  CompileScript: 'compile',
  UpdateLayoutTree: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  UpdateLayer: 'paint',
  ParseHTML: 'html',
  MajorGC: 'gc',
  MinorGC: 'gc',
  'BlinkGC.AtomicPhase': 'gc',
  'Decode Image': 'image',
  ImageDecodeTask: 'image',
};

// Complete events on the main thread, in order, before `until`; self time = duration minus the
// durations of the events nested directly inside it.
const spans = events
  .filter((e) => onMain(e) && e.ph === 'X' && e.dur !== undefined && e.ts >= t0 && e.ts < until)
  .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
const byKind = new Map<string, number>();
const byName = new Map<string, number>();
const byScript = new Map<string, number>();
const stack: { end: number; event: TraceEvent; self: number; url?: string }[] = [];
const close = (upTo: number) => {
  while (stack.length > 0 && (stack.at(-1) as { end: number }).end <= upTo) {
    const done = stack.pop() as (typeof stack)[number];
    const kind = KIND[done.event.name] ?? 'other';
    byKind.set(kind, (byKind.get(kind) ?? 0) + done.self);
    byName.set(done.event.name, (byName.get(done.event.name) ?? 0) + done.self);
    if (kind === 'script' || kind === 'compile') {
      const url = done.url ?? '(unknown)';
      byScript.set(url, (byScript.get(url) ?? 0) + done.self);
    }
  }
};
const longTasks: TraceEvent[] = [];
for (const event of spans) {
  close(event.ts);
  const parent = stack.at(-1);
  if (parent) parent.self -= event.dur ?? 0;
  else if (event.name === 'RunTask' && (event.dur ?? 0) > 50_000) longTasks.push(event);
  const url = event.args?.data?.url || parent?.url;
  stack.push({ end: event.ts + (event.dur ?? 0), event, self: event.dur ?? 0, url });
}
close(Number.POSITIVE_INFINITY);

const total = [...byKind.values()].reduce((a, b) => a + b, 0);
console.log(
  `navigation → ${untilArg}: ${ms(until - t0)} ms (FCP ${fcp ? ms(fcp - t0) : '?'}, LCP ${lcp ? ms(lcp - t0) : '?'}); main thread busy ${ms(total)} ms`,
);
console.log('\nby kind (self time, ms)');
for (const [kind, us] of [...byKind].sort((a, b) => b[1] - a[1])) console.log(`${ms(us)}  ${kind}`);
console.log('\nby event (self time, ms, top 15)');
for (const [name, us] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 15))
  console.log(`${ms(us)}  ${name}`);
console.log('\nscripts by URL (self time, ms)');
for (const [url, us] of [...byScript].sort((a, b) => b[1] - a[1]).slice(0, 15))
  console.log(`${ms(us)}  ${url.replace(/^https?:\/\/[^/]+/, '')}`);
// Layout passes and the objects they laid out: a count, not a time, so two builds compare on a
// noisy machine (CSS containment and content-visibility show here first).
const layouts = spans.filter((e) => e.name === 'Layout');
const objects = (key: 'dirtyObjects' | 'totalObjects') =>
  layouts.reduce(
    (sum, e) => sum + ((e.args as { beginData?: Record<string, number> })?.beginData?.[key] ?? 0),
    0,
  );
console.log(
  `\nlayout: ${layouts.length} passes, ${objects('dirtyObjects')} objects dirty, ${objects('totalObjects')} in the trees laid out`,
);
console.log('\nlong tasks (> 50 ms): start, duration');
for (const task of longTasks) console.log(`${ms(task.ts - t0)} ${ms(task.dur ?? 0)}`);
