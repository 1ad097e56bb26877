// Where a process spent its CPU: `node bench/support/cpu-profile-summary.ts <file.cpuprofile> [n]
// [window_s]` prints the share of sampled time by file (PGlite's engine, node internals, our
// modules…) and the top n functions by self time. With window_s, only the busiest window_s seconds
// count (a benchmark's subject run, not the server's start or the seeding before it). Profiles
// come from BENCH_CPU_PROF_DIR (bench:api, bench:cold-start: the server's own) or
// BENCH_BROWSER_PROFILE (bench:browser: a page's load at 4× CPU).
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, top = '25', windowArg] = process.argv.slice(2);
if (!file)
  throw new Error('usage: node bench/support/cpu-profile-summary.ts <file> [n] [window_s]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const isIdle = (id: number) => byId.get(id)?.callFrame.functionName === '(idle)';

/** Sample indexes [from, to) of the busiest `seconds` of the profile (all when not asked). */
function busiestWindow(seconds: number | undefined): [number, number] {
  const n = profile.samples.length;
  if (seconds === undefined) return [0, n];
  const span = seconds * 1e6;
  let [best, bestFrom, bestTo] = [-1, 0, n];
  let [from, elapsed, busyInWindow] = [0, 0, 0];
  for (let to = 0; to < n; to += 1) {
    const delta = profile.timeDeltas[to] ?? 0;
    elapsed += delta;
    if (!isIdle(profile.samples[to] as number)) busyInWindow += delta;
    while (elapsed > span && from < to) {
      const out = profile.timeDeltas[from] ?? 0;
      elapsed -= out;
      if (!isIdle(profile.samples[from] as number)) busyInWindow -= out;
      from += 1;
    }
    if (busyInWindow > best) [best, bestFrom, bestTo] = [busyInWindow, from, to + 1];
  }
  return [bestFrom, bestTo];
}

const [first, last] = busiestWindow(windowArg === undefined ? undefined : Number(windowArg));
const selfTime = new Map<number, number>();
for (let i = first; i < last; i += 1) {
  const id = profile.samples[i] as number;
  selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
}

const area = (url: string, name: string): string => {
  if (name === '(idle)' || name === '(program)' || name === '(garbage collector)') return name;
  if (url === '') return '(native)';
  const nodeModule = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (nodeModule) return nodeModule[1] as string;
  if (url.startsWith('node:')) return 'node internals';
  const ours = /\/(src|bench)\/(.*)$/.exec(url);
  return ours ? `${ours[1]}/${ours[2]}` : url;
};

const byArea = new Map<string, number>();
const byFunction = new Map<string, number>();
let total = 0;
let busy = 0;
for (const [id, time] of selfTime) {
  const node = byId.get(id);
  if (!node) continue;
  const { url, functionName, lineNumber } = node.callFrame;
  const where = area(url, functionName);
  total += time;
  if (where !== '(idle)') busy += time;
  byArea.set(where, (byArea.get(where) ?? 0) + time);
  const fn = `${functionName || '(anonymous)'} ${where}:${lineNumber + 1}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + time);
}

const pct = (time: number) => `${((100 * time) / Math.max(busy, 1)).toFixed(1)}%`;
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy\n`);
console.log('share of busy time by area');
for (const [where, time] of [...byArea].sort((a, b) => b[1] - a[1]).slice(0, 20)) {
  if (where !== '(idle)') console.log(`  ${pct(time).padStart(6)}  ${where}`);
}
console.log(`\ntop ${top} functions by self time`);
for (const [fn, time] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, Number(top))) {
  if (!fn.startsWith('(idle)')) console.log(`  ${pct(time).padStart(6)}  ${fn}`);
}
