// `npm run bench:api` — API throughput and latency (issue 16: P4, P5, P6) as ratios to references
// measured in the same run, in rounds (ref, subject, ref, subject, ref; medians), because the
// machines are shared and noisy: absolute numbers drift, ratios much less.
//
// It seeds a fresh database with the demo, a 5,000-product catalogue for tenant 2 and 100 copies
// of shop 1001, starts the real server (as `npm start` does) and two reference servers, then:
//   pipeline GET /healthz (reads nothing: every call's cost)  vs  bare Fastify GET /ref
//   P4 orchestration (GET, session token, gzip)         vs  bare Fastify GET /ref
//   P5 order/simulate, 30 lines, 2xx answers only        vs  bare Fastify POST /ref, same body
//      (enough sessions, used in turn, that the per-session rate limit never fires; each used
//      once, untimed, before: a shop prices its cart as it fills it)
//      and its ceiling: the bare POST + the body checked + a real answer checked (decision 101)
//   P6 order/create, 30 lines, a new key each, across 1, 20 and 100 shops of one tenant
//      vs  a primary-key read over HTTP on the same kind of database (the reference)
//      and a write of the same size (an order row + 30 line rows, one transaction, COMMIT),
//      after a few untimed seconds of orders and an ANALYZE (on PGlite with the server stopped
//      and started again around it): a database in use
// Beside each subject, the CPU it cost per 2xx answer (median of its rounds, from /proc): the
// server's process, plus on PostgreSQL every `postgres` process (this machine's PostgreSQL runs
// nothing else meanwhile). Throughput on a shared machine moves with its neighbours; this much less.
//
// Database: embedded PGlite by default; `DATABASE_URL=postgres://…/<an empty database>` runs the
// same on PostgreSQL (create the database before, drop it after).
// Knobs: BENCH_DURATION (s, default 5), BENCH_CONNECTIONS (10), BENCH_ROUNDS (2),
// BENCH_ONLY (comma list of pipeline, orchestration, simulate, create; `rails` adds GET
// home/rails, the home's heaviest call, not in the default run), BENCH_SIMULATE_SESSIONS (2,000),
// BENCH_SHOP_COUNTS (create runs, default 1,20,100),
// BENCH_CPU_PROF_DIR (writes a V8 CPU profile of the API server there each time it stops — twice
// when create runs on PGlite, the second file holding the create runs; open it in Chrome's
// DevTools or summarise it with `node bench/support/cpu-profile-summary.ts FILE`).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type autocannon from 'autocannon';
import { openDatabase } from '../src/server/db/open-database.ts';
import { cpuMsOfProcessesNamed, processCpuMs } from './support/cpu.ts';
import { freePort, runNode, startNode, type Child } from './support/processes.ts';
import { headersPerRequest, inRounds, measure, type Measure } from './support/measure.ts';
import { BENCH_SHOPS, benchShopId } from './support/shops.ts';
import { addToSummary } from './support/summary.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const ONLY = new Set(
  (process.env.BENCH_ONLY ?? 'pipeline,orchestration,simulate,create')
    .split(',')
    .map((s) => s.trim()),
);
const SIMULATE_SESSIONS = Number(process.env.BENCH_SIMULATE_SESSIONS ?? 2_000);
/** Shops per create run, in this order (BENCH_SHOP_COUNTS, e.g. `100,20,1` to see table growth). */
const SHOP_COUNTS = (process.env.BENCH_SHOP_COUNTS ?? `1,20,${BENCH_SHOPS}`)
  .split(',')
  .map(Number)
  .filter((n) => n >= 1 && n <= BENCH_SHOPS);
const BOT_KEY = 'bench-bot-key-0123456789abcdef';
/** autocannon reports latency in whole milliseconds: a reference p99 of 0 counts as 1. */
const LATENCY_RESOLUTION_MS = 1;
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF_DIR;
/** Untimed orders before the create runs (see there). */
const WARM_UP_S = 3;
const databaseUrl = process.env.DATABASE_URL;
const database = databaseUrl === undefined ? 'PGlite' : 'PostgreSQL';

const run = (options: autocannon.Options) => () =>
  measure({ duration: DURATION_S, connections: CONNECTIONS, ...options });

async function json(url: string, init: RequestInit): Promise<unknown> {
  const response = await fetch(url, init);
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/**
 * What autovacuum does to a live database's changed tables: fresh statistics, plans remade. On
 * PGlite (`dataDir`) only while no server has the database open.
 */
async function analyze(where: { databaseUrl: string } | { dataDir: string }): Promise<void> {
  const db = await openDatabase(where);
  try {
    await db.query('analyze');
  } finally {
    await db.close();
  }
}

/** A shop's session, as chat users get one: the bot asks for a link, the app exchanges it. */
async function openSession(api: string, clientId: string): Promise<string> {
  const link = (await json(`${api}/api/bot/links`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-bot-key': BOT_KEY },
    body: JSON.stringify({ clientId }),
  })) as { token: string };
  const exchanged = (await json(`${api}/api/orchestration`, {
    headers: { authorization: `Bearer ${link.token}` },
  })) as { token?: string };
  return exchanged.token ?? link.token;
}

/** Calls `each` on every item, eight at a time (the set-up's calls, untimed). */
async function eightAtATime<T>(
  items: readonly T[],
  each: (item: T, at: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < items.length) {
        const at = next++;
        await each(items[at] as T, at);
      }
    }),
  );
}

async function openSessions(api: string, clientIds: readonly string[]): Promise<string[]> {
  const tokens: string[] = new Array(clientIds.length);
  await eightAtATime(clientIds, async (clientId, at) => {
    tokens[at] = await openSession(api, clientId);
  });
  return tokens;
}

interface Row {
  figure: string;
  measured: string;
  reference: string;
  ratio: string;
  goal: string;
  met: boolean | undefined;
  rounds: string;
  refused: string;
  cpu: string;
}

const rows: Row[] = [];
const f0 = (n: number) => n.toFixed(0);
const roundsOf = (runs: Measure[], pick: (m: Measure) => number) =>
  runs.map(pick).map(f0).join(' / ');
/** CPU ms the API server — and on PostgreSQL, PostgreSQL — used so far. */
const cpuNow = (serverPid: number | undefined) => ({
  server: processCpuMs(serverPid),
  database: databaseUrl === undefined ? 0 : cpuMsOfProcessesNamed('postgres'),
});

/** The subject's run with the CPU it cost per 2xx answer (`serverPid`: the API server's now). */
const withCpu =
  (serverPid: () => number | undefined, subject: () => Promise<Measure>) =>
  async (): Promise<Measure> => {
    const pid = serverPid();
    const before = cpuNow(pid);
    const measured = await subject();
    const after = cpuNow(pid);
    const per = (key: 'server' | 'database') =>
      (after[key] - before[key]) / Math.max(measured.ok, 1);
    return { ...measured, cpuPerOk: { server: per('server'), database: per('database') } };
  };

const cpuText = (m: Measure) => {
  if (!m.cpuPerOk) return '';
  const { server, database: db } = m.cpuPerOk;
  return databaseUrl === undefined
    ? server.toFixed(2)
    : `${(server + db).toFixed(2)} (server ${server.toFixed(2)} + PostgreSQL ${db.toFixed(2)})`;
};

/** A reference server's CPU per 2xx answer (it has no database of its own to count). */
const refCpuText = (m: Measure) => (m.cpuPerOk ? m.cpuPerOk.server.toFixed(2) : '');

const refusals = (m: Measure) =>
  [m.statuses, m.errors > 0 ? `errors×${m.errors}` : ''].filter(Boolean).join(' ') || '0';

const dataDir = mkdtempSync(join(tmpdir(), 'refill-bench-'));
const refDataDir = mkdtempSync(join(tmpdir(), 'refill-bench-ref-'));
const children: Child[] = [];
/** The API server, restarted once for create on PGlite (below). */
let apiServer: Child | undefined;
try {
  const env = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    APP_ENV: 'test',
    // No background job may run inside a measurement (decision 017).
    JOBS_INTERVAL_MS: '0',
    BOT_KEYS: JSON.stringify({ 2: BOT_KEY }),
  };
  console.log(`Seeding (${database}) the demo, 5,000 products and ${BENCH_SHOPS} shops…`);
  await runNode('scripts/seed.ts', ['--tenant', '2', '--products', '5000'], env);
  await runNode('bench/support/prepare-database.ts', [], env);

  const [apiPort, refPort, refDbPort] = [await freePort(), await freePort(), await freePort()];
  const api = `http://127.0.0.1:${apiPort}`;
  const ref = `http://127.0.0.1:${refPort}`;
  const refDb = `http://127.0.0.1:${refDbPort}`;
  /**
   * The API server alone (`src/server/main.ts`, what `npm start` serves once it has built, migrated
   * and seeded), without the launcher's compile cache: the figures are warm requests, which the
   * cache does not change.
   */
  const startApi = () =>
    startNode(
      'src/server/main.ts',
      { ...env, PORT: String(apiPort), HOST: '127.0.0.1', PUBLIC_URL: api },
      `${api}/healthz`,
      CPU_PROF_DIR === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF_DIR}`],
    );
  apiServer = await startApi();
  const refServer = await startNode(
    'bench/support/reference-server.ts',
    { PORT: String(refPort) },
    `${ref}/healthz`,
  );
  children.push(
    refServer,
    await startNode(
      'bench/support/reference-db-server.ts',
      { PORT: String(refDbPort), REF_DATA_DIR: refDataDir },
      `${refDb}/healthz`,
    ),
  );

  /** A run of the API server, with the CPU it cost per 2xx answer. */
  const subjectRun = (options: autocannon.Options) =>
    withCpu(() => apiServer?.process.pid, run(options));
  const postJson = { 'content-type': 'application/json' };
  const [auth] = await openSessions(api, ['1001']);
  const products = (await json(`${api}/api/products`, {
    headers: { authorization: `Bearer ${auth}` },
  })) as { sku: string; price: number; quantityLimit?: number }[];
  // 30 liquid lines of the big catalogue.
  const lines = products
    .filter((p) => p.price > 0 && !p.sku.endsWith('P') && (p.quantityLimit ?? 9999) >= 3)
    .slice(0, 30)
    .map((p) => ({ sku: p.sku, quantity: 2 }));
  const body = JSON.stringify({
    products: lines,
    orderType: '',
    userFlow: { deliveryAddressConfirmed: true },
  });
  /** A run of the bare reference server, with the CPU it cost per 2xx answer. */
  const refRun = (options: autocannon.Options) =>
    withCpu(() => refServer.process.pid, run(options));

  /** A signed-in GET with gzip, in rounds against the bare GET: a throughput row and a p99 row. */
  const getSubject = async (
    path: string,
    figure: string,
    goals?: { ratio: number; p99Ms: number },
  ): Promise<void> => {
    const gzip = { 'accept-encoding': 'gzip' };
    const r = await inRounds(
      ROUNDS,
      subjectRun({ url: `${api}${path}`, headers: { authorization: `Bearer ${auth}`, ...gzip } }),
      { bare: run({ url: `${ref}/ref`, headers: gzip }) },
    );
    const bare = r.references.bare as Measure;
    const ratio = r.subject.okRps / bare.rps;
    rows.push({
      figure: `${figure}, 5,000 products, gzip (2xx/s)`,
      measured: f0(r.subject.okRps),
      reference: `bare GET ${f0(bare.rps)}`,
      ratio: ratio.toFixed(3),
      goal: goals ? `≥ ${goals.ratio}×` : '–',
      met: goals && ratio >= goals.ratio,
      rounds: roundsOf(r.subjectRuns, (m) => m.okRps),
      refused: refusals(r.subject),
      cpu: cpuText(r.subject),
    });
    rows.push({
      figure: `${figure} p99 (ms)`,
      measured: f0(r.subject.p99),
      reference: `bare GET ${f0(bare.p99)}`,
      ratio: (r.subject.p99 / Math.max(bare.p99, LATENCY_RESOLUTION_MS)).toFixed(1),
      goal: goals ? `≤ ${goals.p99Ms} ms` : '–',
      met: goals && r.subject.p99 <= goals.p99Ms,
      rounds: roundsOf(r.subjectRuns, (m) => m.p99),
      refused: '',
      cpu: '',
    });
  };

  if (ONLY.has('orchestration')) {
    await getSubject('/api/orchestration', 'P4 orchestration', { ratio: 0.1, p99Ms: 20 });
  }
  // Not in the default run (no goal of its own): the home's heaviest call, for work on /home.
  if (ONLY.has('rails')) await getSubject('/api/home/rails', 'home rails');

  // What every call of this server pays before its own work (security headers, request limits,
  // request id and logger, the compression check): its cheapest call, which reads nothing. No
  // call's ratio can pass this one's, so it is the ceiling P4 and P5 are read against.
  if (ONLY.has('pipeline')) {
    const r = await inRounds(ROUNDS, subjectRun({ url: `${api}/healthz` }), {
      bare: run({ url: `${ref}/ref` }),
    });
    const bare = r.references.bare as Measure;
    rows.push({
      figure: 'pipeline: this server’s cheapest call, GET /healthz (2xx/s)',
      measured: f0(r.subject.okRps),
      reference: `bare GET ${f0(bare.rps)}`,
      ratio: (r.subject.okRps / bare.rps).toFixed(3),
      goal: '– (ceiling of P4, P5)',
      met: undefined,
      rounds: roundsOf(r.subjectRuns, (m) => m.okRps),
      refused: refusals(r.subject),
      cpu: cpuText(r.subject),
    });
  }

  if (ONLY.has('simulate')) {
    console.log(`Opening ${SIMULATE_SESSIONS} sessions for simulate…`);
    const sessions = await openSessions(api, Array(SIMULATE_SESSIONS).fill('1001'));
    // Untimed, each session prices the cart once, as in the app, where a shop's session has made
    // the start-up's calls and priced the cart as it filled before it is timed here: its token
    // and its session row are known to the server (a first use checks the token's signature and
    // reads the row: once a day for a shop, but here once for each of the 2,000 sessions).
    let answer: unknown;
    await eightAtATime(sessions, async (session) => {
      answer = await json(`${api}/api/order/simulate`, {
        method: 'POST',
        headers: { authorization: `Bearer ${session}`, ...postJson },
        body,
      });
    });
    // The ceiling's reference answers with a real answer of this cart (reference-server.ts).
    await json(`${ref}/ref/answer`, {
      method: 'PUT',
      headers: postJson,
      body: JSON.stringify(answer),
    });
    let turn = 0;
    const r = await inRounds(
      ROUNDS,
      subjectRun({
        url: `${api}/api/order/simulate`,
        method: 'POST',
        body,
        setupClient: headersPerRequest(() => ({
          authorization: `Bearer ${sessions[turn++ % sessions.length]}`,
          ...postJson,
        })),
      }),
      {
        bare: refRun({ url: `${ref}/ref`, method: 'POST', headers: postJson, body }),
        checked: refRun({ url: `${ref}/ref/checked`, method: 'POST', headers: postJson, body }),
      },
    );
    const bare = r.references.bare as Measure;
    const checked = r.references.checked as Measure;
    const ratio = r.subject.okRps / bare.rps;
    rows.push({
      figure: 'P5 order/simulate, 30 lines (2xx/s)',
      measured: f0(r.subject.okRps),
      reference: `bare POST ${f0(bare.rps)} (CPU ${refCpuText(bare)} ms)`,
      ratio: ratio.toFixed(3),
      goal: '≥ 0.5×',
      met: ratio >= 0.5,
      rounds: roundsOf(r.subjectRuns, (m) => m.okRps),
      refused: refusals(r.subject),
      cpu: cpuText(r.subject),
    });
    // The bare POST doing only what simulate must do with the bytes: no call that validates its
    // body and checks its answer can pass this ratio, whatever its session and pricing cost.
    rows.push({
      figure: 'P5 ceiling: the bare POST + the body checked + the answer checked (2xx/s)',
      measured: f0(checked.okRps),
      reference: `bare POST ${f0(bare.rps)}`,
      ratio: (checked.okRps / bare.rps).toFixed(3),
      goal: '– (ceiling of P5)',
      met: undefined,
      rounds: '',
      refused: refusals(checked),
      cpu: refCpuText(checked),
    });
  }

  if (ONLY.has('create')) {
    const shopSessions = await openSessions(
      api,
      Array.from({ length: BENCH_SHOPS }, (_, i) => benchShopId(i)),
    );
    const pkRead = run({ url: `${refDb}/ref/read` });
    const write = run({ url: `${refDb}/ref/write`, method: 'POST', headers: postJson, body });
    let key = 0;
    const createRun = (shops: number): autocannon.Options => {
      let turn = 0;
      return {
        url: `${api}/api/order/create`,
        method: 'POST',
        body,
        setupClient: headersPerRequest(() => ({
          authorization: `Bearer ${shopSessions[turn++ % shops]}`,
          ...postJson,
          'idempotency-key': `bench-${process.pid}-${key++}`,
        })),
      };
    };
    // A live bottler's database holds orders, and autovacuum keeps its statistics within a minute.
    // A fresh one plans the foreign-key checks of the first orders as scans of an empty table,
    // and each connection keeps those plans until its table's statistics change (decision 070):
    // measured so, P6 is the database's first minute, not a morning rush. So, untimed: a few
    // seconds of orders across every shop, then what autovacuum would do. PGlite has no
    // autovacuum and drops its plans only every PLANS_LIFETIME_MS (60 s), which these runs would
    // not reach: its server stops, the database is analysed, and the server starts again
    // (sessions live in the database and the secrets in DATA_DIR, so every token stays valid).
    await run({ ...createRun(BENCH_SHOPS), duration: WARM_UP_S })();
    if (databaseUrl !== undefined) {
      await analyze({ databaseUrl });
    } else {
      await apiServer.stop();
      await analyze({ dataDir });
      apiServer = await startApi();
    }
    for (const shops of SHOP_COUNTS) {
      const r = await inRounds(ROUNDS, subjectRun(createRun(shops)), { pkRead, write });
      const read = r.references.pkRead as Measure;
      const written = r.references.write as Measure;
      const ratio = r.subject.okRps / read.rps;
      const pgGoal = shops === BENCH_SHOPS && database === 'PostgreSQL';
      rows.push({
        figure: `P6 order/create, ${shops} shop${shops === 1 ? '' : 's'} (orders/s)`,
        measured: f0(r.subject.okRps),
        reference: `PK read ${f0(read.rps)}; same-size write ${f0(written.rps)} (${(r.subject.okRps / written.rps).toFixed(2)}×)`,
        ratio: ratio.toFixed(3),
        goal: database === 'PGlite' ? '≥ 0.25× PK read' : pgGoal ? '≥ 500 orders/s' : '–',
        met: database === 'PGlite' ? ratio >= 0.25 : pgGoal ? r.subject.okRps >= 500 : undefined,
        rounds: roundsOf(r.subjectRuns, (m) => m.okRps),
        refused: refusals(r.subject),
        cpu: cpuText(r.subject),
      });
    }
  }

  console.log(
    `\nAPI benchmark (${database}) — ${DURATION_S} s per run, ${CONNECTIONS} connections, ` +
      `${ROUNDS} rounds (medians), same machine, same run\n`,
  );
  console.log(
    'figure | measured | reference | ratio | goal | met | rounds | non-2xx | CPU ms per 2xx',
  );
  console.log('---|---|---|---|---|---|---|---|---');
  for (const row of rows) {
    const met = row.met === undefined ? '' : row.met ? 'yes' : 'NO';
    addToSummary({
      figure: `${row.figure} [${database}]`,
      measured: row.measured,
      reference: `${row.reference} (ratio ${row.ratio})`,
      goal: row.goal,
      met: row.met,
    });
    console.log(
      [
        row.figure,
        row.measured,
        row.reference,
        row.ratio,
        row.goal,
        met,
        row.rounds,
        row.refused,
        row.cpu,
      ].join(' | '),
    );
  }
} finally {
  for (const child of children) await child.stop();
  await apiServer?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(refDataDir, { recursive: true, force: true });
}
