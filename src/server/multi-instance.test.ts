/**
 * Two real instances on one PostgreSQL database, started as the README's "Deploying on
 * PostgreSQL with several instances" says (`npm run serve`, the same variables on both, the demo
 * seeded with `npm run seed`), spoken to over HTTP. What one instance does, the other must know:
 * idempotency keys, the login throttle, the simulate rate limit, the catalogue, the jobs lock.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '../contract/index.ts';
import { openPostgresDatabase } from './db/postgres-database.ts';
import type { Database } from './db/types.ts';
import { ACCOUNT_LIMIT } from './modules/auth/login-throttle.ts';
import { calls } from '../contract/index.ts';
import { createEmptyPostgresDatabase, type EmptyPostgresDatabase } from './test/databases.ts';
import {
  freePort,
  pause,
  runNpmScript,
  startServer,
  waitReady,
  type ServerProcess,
} from './test/server-process.ts';

const TENANT = 2;
const SHOP = '1001';
const DEMO_PASSWORD = 'Demo@2026';
const JOBS_INTERVAL_MS = 1_000;

interface Answer {
  server: string;
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

/** Polls `condition` every 50 ms until it holds; throws `describe()` after `timeoutMs`. */
async function waitFor(
  condition: () => Promise<boolean> | boolean,
  describe: () => string,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out: ${describe()}`);
    await pause(50);
  }
}

/** For a failure message: is the instance running, what it logged since `mark`, its last output. */
function describeServer(server: ServerProcess, mark: number): string {
  const logged = server.logs().filter((record) => record.time >= mark).length;
  const state = server.hasExited() ? 'exited' : 'running';
  return `${server.name} ${state}, ${logged} logs since, last output: ${server.output().slice(-600)}`;
}

// Needs PostgreSQL: PGlite is one process by design, so there is no second instance to start on
// it. CI always sets TEST_DATABASE_URL; without it this file is skipped.
describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  let database: EmptyPostgresDatabase | undefined;
  let db: Database | undefined;
  let dataDir: string | undefined;
  let a: ServerProcess;
  let b: ServerProcess;
  let servers: ServerProcess[] = [];
  /** The variables of every instance, as an operator sets them (README). */
  let env: Record<string, string>;
  /** A plain product of tenant 2 (no tiers, no packaging, no quantity limit), cheapest first. */
  let plain: { sku: string; price: number }[];

  const sql = (): Database => {
    if (!db) throw new Error('database not open');
    return db;
  };

  async function call(
    server: ServerProcess,
    path: string,
    init: RequestInit = {},
  ): Promise<Answer> {
    const res = await fetch(`${server.url}/api/${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', ...init.headers },
    });
    const text = await res.text();
    return {
      server: server.name,
      status: res.status,
      headers: res.headers,
      body: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>),
    };
  }

  const login = (server: ServerProcess, clientId: string, password: string) =>
    call(server, `user/authenticate/${TENANT}`, {
      method: 'POST',
      body: JSON.stringify({ clientId, password }),
    });

  /** A fresh session of the demo shop (a standalone login), as a bearer header. */
  async function session(server: ServerProcess): Promise<{ authorization: string }> {
    const res = await login(server, SHOP, DEMO_PASSWORD);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { authorization: `Bearer ${String(res.body.data)}` };
  }

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase();
    db = await openPostgresDatabase({ connectionString: database.url, max: 4 });
    dataDir = mkdtempSync(join(tmpdir(), 'refill-multi-'));
    env = {
      DATABASE_URL: database.url,
      APP_ENV: 'production',
      PUBLIC_URL: 'https://refill.example',
      SESSION_SECRET: 'multi-instance-session-secret-0123456789',
      LINK_SECRET: 'multi-instance-link-secret-0123456789abc',
      BOT_KEYS: JSON.stringify({ [TENANT]: 'multi-instance-bot-key-2-0123' }),
      OPERATOR_KEY: 'multi-instance-operator-key-0123',
      LOG_LEVEL: 'debug',
      JOBS_INTERVAL_MS: String(JOBS_INTERVAL_MS),
      // Unused with these secrets on PostgreSQL; set so nothing is written into the repository.
      DATA_DIR: dataDir,
    };
    // Both start at once on the empty database: migrations run under their advisory lock.
    const [portA, portB] = [await freePort(), await freePort()];
    a = startServer('A', portA, env);
    b = startServer('B', portB, env);
    servers = [a, b];
    await Promise.all(servers.map((server) => waitReady(server)));
    // An operator's log starts clean: no Node or Fastify warning while the app is built.
    for (const server of servers) expect(server.output()).not.toMatch(/Warning/);

    // The demo data, once, the README's way.
    const seed = await runNpmScript('seed', env);
    expect(seed, seed.output).toMatchObject({ code: 0 });
    expect(seed.output).toContain('Seeded the demo data.');

    const rows = await sql().query<{ sku: string; price: string }>(
      `select sku, price from products p
        where tenant_id = $1 and active and sku not like '%P' and not is_glass_bottle
          and quantity_limit is null and price > 0
          and not exists (select 1 from product_price_tiers x
                           where x.tenant_id = p.tenant_id and x.sku = p.sku)
        order by price, sku`,
      [TENANT],
    );
    plain = rows.map((row) => ({ sku: row.sku, price: Number(row.price) }));
    expect(plain.length).toBeGreaterThan(2);
  });

  afterAll(async () => {
    // Also after a failure: stop both process groups, then drop the database.
    await Promise.all(servers.map((server) => server.stop()));
    await db?.close();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('one Idempotency-Key sent to both at once makes one order, and both answer it', async () => {
    const auth = await session(a);
    const [cheapest] = plain as [{ sku: string; price: number }];
    const body = JSON.stringify({
      products: [{ sku: cheapest.sku, quantity: Math.ceil(200 / cheapest.price) }],
      orderType: '',
      userFlow: { deliveryAddressConfirmed: true },
    });
    const key = `multi-${randomUUID()}`;
    const send = (server: ServerProcess) =>
      call(server, 'order/create', {
        method: 'POST',
        headers: { ...auth, [IDEMPOTENCY_KEY_HEADER]: key },
        body,
      });
    const [{ since }] = (await sql().query<{ since: string }>('select now()::text as since')) as [
      { since: string },
    ];

    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => send(servers[i % 2]!)));

    const created = answers.filter((answer) => answer.status === 200);
    expect(created.length).toBeGreaterThan(0);
    const order = created[0]?.body;
    expect(order?.orderNumber).toMatch(/^\d+$/);
    for (const answer of answers) {
      if (answer.status === 200) expect(answer.body).toEqual(order);
      else expect(answer).toMatchObject({ status: 409, body: { code: 'idempotencyKeyInFlight' } });
    }
    const orders = await sql().query<{ order_number: string }>(
      `select order_number from orders
        where tenant_id = $1 and client_id = $2 and order_type = '' and created_at >= $3`,
      [TENANT, SHOP, since],
    );
    expect(orders).toEqual([{ order_number: order?.orderNumber }]);
    // Once settled, either instance answers the key with the stored order.
    for (const server of servers) {
      expect(await send(server)).toMatchObject({ status: 200, body: order });
    }
  });

  it('the login throttle counts failures across both: the 6th wrong password is 429', async () => {
    // Another shop than the other tests' (a blocked account stays blocked for the window).
    const account = '1002';
    for (let attempt = 0; attempt < ACCOUNT_LIMIT; attempt += 1) {
      const res = await login(servers[attempt % 2]!, account, 'Wrong@2026');
      expect(res, `attempt ${attempt + 1} on ${res.server}`).toMatchObject({
        status: 401,
        body: { code: 'loginIncorrect' },
      });
    }
    // Each instance saw at most 3 of the 5 failures itself.
    for (const server of servers) {
      const res = await login(server, account, 'Wrong@2026');
      expect(res, res.server).toMatchObject({ status: 429, body: { code: 'tooManyRequests' } });
      expect(res.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    }
  });

  // One shared fixed window (decision 021): over both instances a session gets `max` per window.
  it('the simulate rate limit counts across both: 429 with Retry-After after the limit', async () => {
    const auth = await session(a);
    const [cheapest] = plain as [{ sku: string; price: number }];
    const body = JSON.stringify({ products: [{ sku: cheapest.sku, quantity: 3 }], orderType: '' });
    const { max, windowSeconds } = calls.simulateOrder.rateLimit;
    const windowMs = windowSeconds * 1000;
    const started = Date.now();
    const answers: Answer[] = [];
    // Enough to overflow even when the run straddles a window boundary.
    const total = 2 * max + 20;
    for (let sent = 0; sent < total; sent += 10) {
      const batch = Array.from({ length: Math.min(10, total - sent) }, (_, i) =>
        call(servers[(sent + i) % 2]!, 'order/simulate', { method: 'POST', headers: auth, body }),
      );
      answers.push(...(await Promise.all(batch)));
    }
    // The fixed windows the run touched (1, or 2 across a boundary): `max` each, counted once.
    const windows = Math.floor(Date.now() / windowMs) - Math.floor(started / windowMs) + 1;

    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    const passed = statuses.filter((status) => status === 200).length;
    expect(passed).toBeGreaterThanOrEqual(max);
    // Per-instance counting would let 2 × max through in each window.
    expect(passed).toBeLessThanOrEqual(max * windows);
    const refused = answers.filter((answer) => answer.status === 429);
    // Once the shared budget is spent, both instances refuse.
    expect(new Set(refused.map((answer) => answer.server))).toEqual(new Set(['A', 'B']));
    for (const answer of refused) {
      expect(answer.body).toMatchObject({ code: 'tooManyRequests' });
      expect(answer.headers.get('retry-after'), answer.server).toMatch(/^[1-9]\d*$/);
    }
  });

  it('a price changed in the database is served by both instances on the next request', async () => {
    const auth = await session(b);
    const product = plain[1] as { sku: string; price: number };
    const priceOn = async (server: ServerProcess): Promise<unknown> => {
      const res = await fetch(`${server.url}/api/products`, { headers: auth });
      expect(res.status).toBe(200);
      const products = (await res.json()) as { sku: string; price: number }[];
      return products.find((p) => p.sku === product.sku)?.price;
    };
    // Both have the catalogue cached.
    for (const server of servers) expect(await priceOn(server), server.name).toBe(product.price);

    // What a catalogue console would do: one UPDATE (migration 008's trigger bumps the version).
    const [changed] = await sql().query<{ price: string }>(
      'update products set price = price + 1.25 where tenant_id = $1 and sku = $2 returning price',
      [TENANT, product.sku],
    );
    const newPrice = Number(changed?.price);
    expect(newPrice).not.toBe(product.price);

    expect(await priceOn(b)).toBe(newPrice);
    expect(await priceOn(a)).toBe(newPrice);
  });

  it('the background jobs run on one instance at a time (advisory lock)', async () => {
    // A tick reads recurrent_schedules first. Holding that table locked keeps the tick that gets
    // there waiting, inside its jobs lock, for several intervals. Meanwhile the other instance's
    // ticks must be skipped ("another instance is running them"), never started: at most one
    // jobs query waits on the table, whichever instance it comes from.
    const waitingJobs = async (): Promise<number> => {
      const [row] = await sql().query<{ n: number }>(
        // pg_locks lists the whole cluster's locks (other test files run beside this one).
        `select count(*)::int as n from pg_locks
          where database = (select oid from pg_database where datname = current_database())
            and relation = 'recurrent_schedules'::regclass and not granted`,
      );
      return row?.n ?? 0;
    };
    const SKIPPED = 'background jobs skipped: another instance is running them';
    const TICK_ENDED = ['background jobs ran', 'recurrent orders run'];
    const since = (server: ServerProcess, mark: number) =>
      server.logs().filter((record) => record.time >= mark);

    let mostWaiting = 0;
    let blocked: ServerProcess | undefined;
    let blockedAt = 0;
    await sql().transaction(async (tx) => {
      await tx.query('lock table recurrent_schedules in access exclusive mode');
      await waitFor(
        async () => (mostWaiting = Math.max(mostWaiting, await waitingJobs())) > 0,
        () => 'no tick reached recurrent_schedules',
        5 * JOBS_INTERVAL_MS,
      );
      blockedAt = Date.now();
      // Three ticks of the other instance come and go while the first one waits.
      await waitFor(
        async () => {
          mostWaiting = Math.max(mostWaiting, await waitingJobs());
          if (mostWaiting > 1) return true;
          const skipping = servers.filter((server) =>
            since(server, blockedAt).some((record) => record.msg === SKIPPED),
          );
          const skips = skipping.flatMap((server) =>
            since(server, blockedAt).filter((record) => record.msg === SKIPPED),
          );
          if (skipping.length === 1 && skips.length >= 3) {
            blocked = servers.find((server) => server !== skipping[0]);
            return true;
          }
          return false;
        },
        () =>
          `no instance skipped three ticks; ${servers.map((server) => describeServer(server, blockedAt)).join('; ')}`,
        10 * JOBS_INTERVAL_MS,
      );
      expect(mostWaiting, 'ticks running at once').toBe(1);
      expect(await waitingJobs()).toBe(1);
    });
    // Released: the waiting tick ends, and the blocked instance logged nothing in between.
    const holder = blocked as ServerProcess | undefined;
    expect(holder).toBeDefined();
    if (!holder) return;
    await waitFor(
      () => since(holder, blockedAt).some((record) => TICK_ENDED.includes(record.msg)),
      () => `${holder.name} did not finish its tick`,
    );
    expect(since(holder, blockedAt).filter((record) => record.msg === SKIPPED)).toEqual([]);
  });

  it('SIGTERM stops an instance gracefully, whether sent to npm or to its process group', async () => {
    // A process manager signals npm (the process it started); a terminal's Ctrl-C or systemd
    // signals the whole group, and npm forwards the signal, so the server gets it twice.
    for (const server of servers) expect(server.hasExited(), describeServer(server, 0)).toBe(false);
    process.kill(a.pid, 'SIGTERM');
    process.kill(-b.pid, 'SIGTERM');
    const codes = await Promise.all([a.exited, b.exited]);
    expect(codes).toEqual([0, 0]);
    for (const server of servers) {
      expect(server.logs().map((record) => record.msg)).toContain('shutting down');
      // Nothing is left listening: npm's child (the server) ended too.
      await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    }
  });
});
