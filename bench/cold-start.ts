// `npm run bench:cold-start` — issue 16's P8 and scale rows (decision 053).
//
// P8: `npm start` (its command read from package.json; the web build is already there, so it only
// checks it) on a persisted embedded database with the demo and 5,000 products for tenant 2, from
// spawning the process to the first 200 of GET /api/orchestration for a shop whose session was
// opened before the restart; again with 50,000 products. The reference, in the same run and in turn
// with the subject: a bare Fastify process (bench/support/reference-server.ts), from spawning to
// its first 200. Each figure is the median of BENCH_COLD_ROUNDS (3) starts. Goal ≤ 2 s. Beside each
// wall time, the process's CPU time until then (from /proc): on a shared machine whose cores are
// busy, the wall time is mostly waiting and the CPU time says what the start itself costs.
//
// Scale: with each catalogue running, the orchestration answer's gzip size and its p99 latency at
// 10 connections (autocannon, BENCH_DURATION s), the gzip size of the first page /products loads
// (GET /api/products/page, 40 products, decision 055), and of GET /api/products — SPEC §7's whole
// catalogue, which no screen of the app asks for any more (printed, no goal). The first screen
// must not notice a catalogue of 50,000: the goals are the 5,000 figures (within 10%) and P4's
// p99 ≤ 20 ms.
//
// BENCH_COLD_SIZES (default 5000,50000) picks the catalogues. BENCH_CPU_PROF_DIR=<dir> writes a
// V8 CPU profile of each start of the app (summarise with bench/support/cpu-profile-summary.ts).
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { benchEnv, seededDataDir, sessionToken } from './support/bench-env.ts';
import { processCpuMs } from './support/cpu.ts';
import { measure, median } from './support/measure.ts';
import { freePort, startNode } from './support/processes.ts';
import { addToSummary, metText } from './support/summary.ts';

const ROUNDS = Number(process.env.BENCH_COLD_ROUNDS ?? 3);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const SIZES = (process.env.BENCH_COLD_SIZES ?? '5000,50000').split(',').map(Number);
const GOAL_MS = 2000;
const POLL_MS = 10;

interface Start {
  ms: number;
  cpuMs: number;
}

/** Node's arguments of `npm start`, read from package.json: the bench starts what it runs. */
const NPM_START = (() => {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
    scripts: Record<string, string>;
  };
  const [node, ...args] = (scripts.start ?? '').split(' ');
  if (node !== 'node' || args.length === 0) throw new Error(`npm start is not "node …"`);
  return args;
})();

/** Node's flags for a profiled start of the app (not of the reference). */
function profiling(script: string): string[] {
  const dir = process.env.BENCH_CPU_PROF_DIR;
  return dir === undefined || script.startsWith('bench/')
    ? []
    : ['--cpu-prof', `--cpu-prof-dir=${dir}`];
}

/** Spawns `node <args>` and polls `url` until it answers 200: how long it took, and its CPU. */
async function timeToFirst200(
  args: readonly string[],
  env: Record<string, string>,
  url: string,
  headers: Record<string, string> = {},
): Promise<Start> {
  const script = args.join(' ');
  const started = performance.now();
  const child = spawn(process.execPath, [...profiling(script), ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${script} exited:\n${stderr}`);
      if (performance.now() - started > 300_000) throw new Error(`${script} never answered 200`);
      try {
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        if (response.status === 200) {
          return { ms: performance.now() - started, cpuMs: processCpuMs(child.pid) };
        }
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
  }
}

/** The bytes on the wire of a GET answered with gzip (never decoded). */
function gzipBytes(url: string, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' } },
      (response) => {
        if (response.statusCode !== 200) reject(new Error(`${url}: ${response.statusCode}`));
        if (response.headers['content-encoding'] !== 'gzip') {
          reject(new Error(`${url}: not gzipped (${response.headers['content-encoding']})`));
        }
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

interface SizeFigures {
  products: number;
  startMs: number;
  startRuns: number[];
  /** CPU time of the starting process (median), and the bare process's. */
  startCpuMs: number;
  bareCpuMs: number;
  bareMs: number;
  orchestrationGz: number;
  orchestrationP99: number;
  firstPageGz: number;
  productsGz: number;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const s2 = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const figures: SizeFigures[] = [];

for (const products of SIZES) {
  console.log(`Seeding the demo and ${products.toLocaleString('en')} products for tenant 2…`);
  const dataDir = await seededDataDir(products);
  try {
    const port = await freePort();
    const api = `http://127.0.0.1:${port}`;
    const env = { ...benchEnv(dataDir), PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: api };
    // The first start (seed check, caches); the shop's session is persisted for the restarts.
    const warm = await startNode(
      'src/server/main.ts',
      { ...env, JOBS_INTERVAL_MS: '0' },
      `${api}/healthz`,
    );
    let token: string;
    let scale: Pick<
      SizeFigures,
      'orchestrationGz' | 'orchestrationP99' | 'firstPageGz' | 'productsGz'
    >;
    try {
      token = await sessionToken(api);
      const orchestration = `${api}/api/orchestration`;
      const run = await measure({
        url: orchestration,
        duration: DURATION_S,
        connections: 10,
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
      });
      if (run.statuses) throw new Error(`orchestration answered ${run.statuses}`);
      scale = {
        orchestrationGz: await gzipBytes(orchestration, token),
        orchestrationP99: run.p99,
        firstPageGz: await gzipBytes(`${api}/api/products/page?offset=0&limit=40`, token),
        productsGz: await gzipBytes(`${api}/api/products`, token),
      };
    } finally {
      await warm.stop();
    }

    const bareRuns: Start[] = [];
    const startRuns: Start[] = [];
    const barePort = await freePort();
    for (let round = 0; round < ROUNDS; round++) {
      bareRuns.push(
        await timeToFirst200(
          ['bench/support/reference-server.ts'],
          { PORT: String(barePort) },
          `http://127.0.0.1:${barePort}/ref`,
        ),
      );
      startRuns.push(
        await timeToFirst200(NPM_START, env, `${api}/api/orchestration`, {
          authorization: `Bearer ${token}`,
        }),
      );
      console.log(
        `  ${products.toLocaleString('en')} products, round ${round + 1}: npm start ${s2((startRuns.at(-1) as Start).ms)} (CPU ${s2((startRuns.at(-1) as Start).cpuMs)}), bare Fastify ${s2((bareRuns.at(-1) as Start).ms)} (CPU ${s2((bareRuns.at(-1) as Start).cpuMs)})`,
      );
    }
    figures.push({
      products,
      startMs: median(startRuns.map((r) => r.ms)),
      startRuns: startRuns.map((r) => r.ms),
      startCpuMs: median(startRuns.map((r) => r.cpuMs)),
      bareMs: median(bareRuns.map((r) => r.ms)),
      bareCpuMs: median(bareRuns.map((r) => r.cpuMs)),
      ...scale,
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`\nCold start and scale — ${ROUNDS} starts each (medians), same machine, same run\n`);
console.log('figure | measured | reference | ratio | goal | met');
console.log('---|---|---|---|---|---');
const row = (
  figure: string,
  measured: string,
  reference: string,
  ratio: string,
  goal: string,
  met: boolean | undefined,
) => {
  console.log([figure, measured, reference, ratio, goal, metText(met)].join(' | '));
  addToSummary({ figure, measured, reference, goal, met });
};
const base = figures[0];
for (const f of figures) {
  const n = f.products.toLocaleString('en');
  row(
    `P8 npm start to first orchestration 200, ${n} products`,
    `${s2(f.startMs)} (${f.startRuns.map(s2).join(' / ')}; CPU ${s2(f.startCpuMs)})`,
    `bare Fastify ${s2(f.bareMs)} (CPU ${s2(f.bareCpuMs)})`,
    `${(f.startMs / f.bareMs).toFixed(1)}×`,
    `≤ ${s2(GOAL_MS)}`,
    f.startMs <= GOAL_MS,
  );
}
for (const f of figures) {
  const n = f.products.toLocaleString('en');
  const isBase = f === base;
  row(
    `scale: orchestration gzip, ${n} products`,
    kb(f.orchestrationGz),
    isBase || !base ? '' : `${kb(base.orchestrationGz)} at ${base.products.toLocaleString('en')}`,
    isBase || !base ? '' : `${(f.orchestrationGz / base.orchestrationGz).toFixed(2)}×`,
    isBase ? '–' : '≤ 1.1× the smaller catalogue',
    isBase || !base ? undefined : f.orchestrationGz <= 1.1 * base.orchestrationGz,
  );
  row(
    `scale: orchestration p99, ${n} products (10 conn.)`,
    `${f.orchestrationP99} ms`,
    '',
    '',
    '≤ 20 ms',
    f.orchestrationP99 <= 20,
  );
  row(
    `scale: /products' first page gzip (40), ${n} products`,
    kb(f.firstPageGz),
    isBase || !base ? '' : `${kb(base.firstPageGz)} at ${base.products.toLocaleString('en')}`,
    isBase || !base ? '' : `${(f.firstPageGz / base.firstPageGz).toFixed(2)}×`,
    isBase ? '–' : '≤ 1.1× the smaller catalogue',
    isBase || !base ? undefined : f.firstPageGz <= 1.1 * base.firstPageGz,
  );
  row(
    `scale: /api/products gzip (SPEC §7's whole catalogue; no screen asks), ${n} products`,
    kb(f.productsGz),
    '',
    '',
    '–',
    undefined,
  );
}
