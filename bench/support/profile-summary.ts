// `node bench/support/profile-summary.ts FILE.cpuprofile [TOP]` — where a V8 CPU profile's busy
// time went: self time by package or source file, then by function. Idle and GC are shown apart.
// Used with BENCH_CPU_PROF_DIR (bench/api.ts) to say where a figure's floor is (issue 16).
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

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary.ts FILE.cpuprofile [TOP]');
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfUs = new Map<number, number>();
profile.samples.forEach((id, i) => {
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});

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
