// Where a process spent its CPU: `node bench/support/cpu-profile-summary.ts <file.cpuprofile> [n]`
// prints the share of sampled time by file (PGlite's engine, node internals, our modules…) and the
// top n functions by self time. Profiles come from `node --cpu-prof` (e.g. NODE_OPTIONS="--cpu-prof
// --cpu-prof-dir=/tmp/prof" npm run bench:api, then pick the server's profile: the largest).
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

const [file, top = '25'] = process.argv.slice(2);
if (!file) throw new Error('usage: node bench/support/cpu-profile-summary.ts <file> [n]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfTime = new Map<number, number>();
profile.samples.forEach((id, i) => {
  selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});

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
