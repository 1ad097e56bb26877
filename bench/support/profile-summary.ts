// `node bench/support/profile-summary.ts FILE.cpuprofile [TOP] [WINDOW_S]` — where a V8 CPU
// profile's busy time went: self time by package or source file, then by function. Idle is shown
// apart. With WINDOW_S, only the busiest WINDOW_S seconds count (a benchmark's subject run, not
// the server's start or the seeding before it). Used with BENCH_CPU_PROF_DIR (bench/api.ts) to say
// where a figure's floor is (issue 16).
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg, windowArg] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary.ts FILE.cpuprofile [TOP] [WINDOW_S]');
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const isIdle = (id: number) => byId.get(id)?.callFrame.functionName === '(idle)';

/** Sample indexes [from, to) of the busiest `seconds` of the profile (all when not asked). */
function busiestWindow(seconds: number | undefined): [number, number] {
  const n = profile.samples.length;
  if (seconds === undefined) return [0, n];
  const span = seconds * 1e6;
  let [best, bestFrom, bestTo] = [-1, 0, n];
  let [from, elapsed, busy] = [0, 0, 0];
  for (let to = 0; to < n; to += 1) {
    const delta = profile.timeDeltas[to] ?? 0;
    elapsed += delta;
    if (!isIdle(profile.samples[to] as number)) busy += delta;
    while (elapsed > span && from < to) {
      const out = profile.timeDeltas[from] ?? 0;
      elapsed -= out;
      if (!isIdle(profile.samples[from] as number)) busy -= out;
      from += 1;
    }
    if (busy > best) [best, bestFrom, bestTo] = [busy, from, to + 1];
  }
  return [bestFrom, bestTo];
}

const [first, last] = busiestWindow(windowArg === undefined ? undefined : Number(windowArg));
const selfUs = new Map<number, number>();
for (let i = first; i < last; i += 1) {
  const id = profile.samples[i] as number;
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
}

/** The package (node_modules/<name>), the project file, or node's own code. */
function place(url: string): string {
  if (url === '') return '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1] as string;
  if (url.startsWith('node:')) return 'node:internal';
  const src = /\/(src|bench)\/(.*)$/.exec(url);
  return src ? `${src[1]}/${src[2]}` : url;
}

const places = new Map<string, number>();
const functions = new Map<string, number>();
let total = 0;
let idle = 0;
for (const [id, us] of selfUs) {
  const node = byId.get(id);
  if (!node) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  total += us;
  if (functionName === '(idle)') {
    idle += us;
    continue;
  }
  const where = functionName.startsWith('(') ? functionName : place(url);
  places.set(where, (places.get(where) ?? 0) + us);
  const name = `${functionName || '(anonymous)'} ${place(url)}:${lineNumber + 1}`;
  functions.set(name, (functions.get(name) ?? 0) + us);
}

const busy = total - idle;
const ms = (us: number) => (us / 1000).toFixed(0).padStart(7);
const pct = (us: number) => `${((100 * us) / busy).toFixed(1).padStart(5)}%`;
console.log(`${file}: ${ms(total)} ms sampled, ${ms(busy)} ms busy (${ms(idle)} ms idle)\n`);
console.log('busy time by place');
for (const [where, us] of [...places].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  console.log(`${ms(us)} ms ${pct(us)}  ${where}`);
}
console.log('\nbusy time by function (self)');
for (const [name, us] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  console.log(`${ms(us)} ms ${pct(us)}  ${name}`);
}
