// `npm run bench:api` — API throughput and latency as ratios to a bare Fastify route measured in
// the same run (the machines are shared and noisy; absolute numbers drift, ratios much less).
//
// It seeds a fresh embedded database with the demo plus a 5,000-product catalogue for tenant 2,
// starts the real server (as `npm start` does) and the reference server, then measures:
//   orchestration (GET, session token, gzip)      vs  GET /ref
//   order/simulate with 30 lines                  vs  POST /ref with the same body
//   order/create with 30 lines, a new key each    vs  POST /ref with the same body
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort, runNode, startNode, type Child } from './support/processes.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const BOT_KEY = 'bench-bot-key-0123456789abcdef';
const SESSIONS = 200;
/** autocannon reports latency in whole milliseconds: a reference p99 of 0 counts as 1. */
const LATENCY_RESOLUTION_MS = 1;

interface Measure {
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** The answers other than 2xx by status ("429×12"), so a failing run says why. */
  statuses: string;
}

async function measure(options: autocannon.Options): Promise<Measure> {
  const result = await autocannon({ duration: DURATION_S, connections: CONNECTIONS, ...options });
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, { count }]) => `${status}×${count}`)
    .join(' ');
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    statuses,
  };
}

/** Sets a client's headers before each request: `make` runs once per request. */
function headersPerRequest(make: () => Record<string, string>): autocannon.Options['setupClient'] {
  return (client) => {
    client.setHeaders(make());
    client.on('response', () => client.setHeaders(make()));
  };
}

async function json(url: string, init: RequestInit): Promise<unknown> {
  const response = await fetch(url, init);
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

const dataDir = mkdtempSync(join(tmpdir(), 'refill-bench-'));
const children: Child[] = [];
try {
  const env = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    APP_ENV: 'test',
    // No background job may run inside a measurement (decision 017).
    JOBS_INTERVAL_MS: '0',
    BOT_KEYS: JSON.stringify({ 2: BOT_KEY }),
  };
  console.log('Seeding the demo and a 5,000-product catalogue for tenant 2…');
  await runNode('scripts/seed.ts', ['--tenant', '2', '--products', '5000'], env);
  await runNode('bench/support/prepare-database.ts', [], env);

  const apiPort = await freePort();
  const refPort = await freePort();
  const api = `http://127.0.0.1:${apiPort}`;
  const ref = `http://127.0.0.1:${refPort}`;
  children.push(
    await startNode(
      'src/server/main.ts',
      { ...env, PORT: String(apiPort), HOST: '127.0.0.1', PUBLIC_URL: api },
      `${api}/healthz`,
    ),
  );
  children.push(
    await startNode(
      'bench/support/reference-server.ts',
      { PORT: String(refPort) },
      `${ref}/healthz`,
    ),
  );

  // Shops' sessions, as chat users get them: the bot asks for a link, the app exchanges it.
  // Several sessions, used in turn, keep each under the per-session simulate rate limit
  // (SECURITY T16), so the benchmark measures pricing and not 429 answers.
  const sessions: string[] = [];
  for (let i = 0; i < SESSIONS; i++) {
    const link = (await json(`${api}/api/bot/links`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-bot-key': BOT_KEY },
      body: JSON.stringify({ clientId: '1001' }),
    })) as { token: string };
    const exchanged = (await json(`${api}/api/orchestration`, {
      headers: { authorization: `Bearer ${link.token}` },
    })) as { token?: string };
    sessions.push(exchanged.token ?? link.token);
  }
  let turn = 0;
  const nextAuth = () => ({ authorization: `Bearer ${sessions[turn++ % sessions.length]}` });
  const auth = nextAuth();
  const postJson = { 'content-type': 'application/json' };

  // 30 liquid lines of the big catalogue.
  const products = (await json(`${api}/api/products`, { headers: auth })) as {
    sku: string;
    price: number;
    quantityLimit?: number;
  }[];
  const lines = products
    .filter((p) => p.price > 0 && !p.sku.endsWith('P') && (p.quantityLimit ?? 9999) >= 3)
    .slice(0, 30)
    .map((p) => ({ sku: p.sku, quantity: 2 }));
  const simulateBody = JSON.stringify({ products: lines, orderType: '' });
  const createBody = JSON.stringify({ products: lines, orderType: '' });

  const rows: { name: string; subject: Measure; reference: Measure }[] = [];
  const run = async (name: string, subject: autocannon.Options, reference: autocannon.Options) => {
    const referenceResult = await measure(reference);
    const subjectResult = await measure(subject);
    rows.push({ name, subject: subjectResult, reference: referenceResult });
  };

  await run(
    'orchestration (5,000 products, gzip)',
    { url: `${api}/api/orchestration`, headers: { ...auth, 'accept-encoding': 'gzip' } },
    { url: `${ref}/ref`, headers: { 'accept-encoding': 'gzip' } },
  );
  await run(
    'order/simulate (30 lines)',
    {
      url: `${api}/api/order/simulate`,
      method: 'POST',
      body: simulateBody,
      setupClient: headersPerRequest(() => ({ ...nextAuth(), ...postJson })),
    },
    { url: `${ref}/ref`, method: 'POST', headers: postJson, body: simulateBody },
  );
  let key = 0;
  await run(
    'order/create (30 lines, new key each)',
    {
      url: `${api}/api/order/create`,
      method: 'POST',
      body: createBody,
      setupClient: headersPerRequest(() => ({
        ...nextAuth(),
        ...postJson,
        'idempotency-key': `bench-${process.pid}-${key++}`,
      })),
    },
    { url: `${ref}/ref`, method: 'POST', headers: postJson, body: createBody },
  );

  console.log(
    `\nAPI benchmark — ${DURATION_S} s per run, ${CONNECTIONS} connections, same machine, same run\n`,
  );
  console.log(
    'call | req/s | ref req/s | throughput ratio | p99 ms | ref p99 ms | p99 ratio | errors | non-2xx',
  );
  console.log('---|---|---|---|---|---|---|---|---');
  for (const { name, subject, reference } of rows) {
    console.log(
      [
        name,
        subject.rps.toFixed(0),
        reference.rps.toFixed(0),
        (subject.rps / reference.rps).toFixed(3),
        subject.p99.toFixed(1),
        reference.p99.toFixed(1),
        (subject.p99 / Math.max(reference.p99, LATENCY_RESOLUTION_MS)).toFixed(1),
        `${subject.errors}`,
        subject.statuses || '0',
      ].join(' | '),
    );
  }
} finally {
  for (const child of children) await child.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
