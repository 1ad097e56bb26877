// `npm run bench:round-trips` — what one request costs the database, counted rather than timed
// (issue 16): statements sent, transactions (each one a durable commit: a PGlite sync or a
// PostgreSQL fsync) and statements outside any transaction (each a commit of its own when it
// writes). Unlike throughput these counts do not depend on how busy the machine is.
// "Serial" counts the round trips in series: a statement sent while no other is in flight starts
// a new one; statements sent together (Promise.all) share one (decision 058: the settings
// version is read alongside the session lookup and must not add one).
//
// A fresh in-memory PGlite with the demo of tenant 2, the real app (every module, real HTTP
// handling through `app.inject`), one shop session; then order/simulate and order/create with
// 30 lines, each counted on its own.
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { openPgliteDatabase } from '../src/server/db/pglite-database.ts';
import { seedDemo } from '../src/server/db/seed/index.ts';
import type { Database, Transaction } from '../src/server/db/types.ts';
import { createSession } from '../src/server/modules/auth/sessions.ts';
import { createTokenService } from '../src/server/modules/auth/tokens.ts';
import { loadServedTenants, tokenEnvironment } from '../src/server/served-tenants.ts';

interface Counts {
  statements: number;
  transactions: number;
  outside: number;
  serial: number;
}

const counts: Counts = { statements: 0, transactions: 0, outside: 0, serial: 0 };
let inFlight = 0;

/** Counts one statement in series or alongside others, for the time `run` takes. */
async function timed<T>(run: () => Promise<T>): Promise<T> {
  if (inFlight === 0) counts.serial += 1;
  inFlight += 1;
  try {
    return await run();
  } finally {
    inFlight -= 1;
  }
}

/**
 * The database, counting what passes through it. `owned`: it passes on PGlite's change notices,
 * so the app answers hot reads from memory (decision 065); without them the app reads as it does
 * on PostgreSQL (one statement per shop request).
 */
function counting(db: Database, owned: boolean): Database {
  return {
    kind: db.kind,
    ...(owned && db.cacheNotices ? { cacheNotices: db.cacheNotices } : {}),
    ping: () => db.ping(),
    close: () => db.close(),
    query: (sql, params) => {
      counts.statements += 1;
      counts.outside += 1;
      return timed(() => db.query(sql, params));
    },
    transaction: (work) => {
      counts.transactions += 1;
      return db.transaction((tx) =>
        work({
          query: (sql, params) => {
            counts.statements += 1;
            return timed(() => tx.query(sql, params));
          },
          // On PostgreSQL the COMMIT rides with this statement (decision 090): still one.
          commitWith: (sql, params) => {
            counts.statements += 1;
            return timed(() => tx.commitWith(sql, params));
          },
        } satisfies Transaction),
      );
    },
  };
}

const now = new Date();
const raw = await openPgliteDatabase();
await migrate(raw);
await seedDemo(raw, { now, tenants: [2], passwordHash: 'not-used' });
await raw.query(`update clients set payment_limit = 999999999 where tenant_id = 2`);
// Fixed secrets (nothing written to disk), as the tests' config.
const config = loadConfig({
  SESSION_SECRET: 'bench-session-secret-0123456789abcdef',
  LINK_SECRET: 'bench-link-secret-0123456789abcdef0123',
  LOG_LEVEL: 'silent',
  APP_ENV: 'test',
  DEPLOYMENT_FAMILY: 'all',
  WEB_DIST: '/nonexistent/refill-web-dist',
  JOBS_INTERVAL_MS: '0',
});
const tenants = loadServedTenants(config);
console.log(
  '\nreads | request | statements | serial | transactions | statements outside a transaction',
);
console.log('---|---|---|---|---|---');
for (const owned of [true, false]) await countRequests(owned);
await raw.close();

async function countRequests(owned: boolean): Promise<void> {
  const reads = owned ? 'PGlite (memory)' : 'as on PostgreSQL';
  const app = await buildApp({ config, db: counting(raw, owned), now: () => now, tenants });
  await app.ready();
  try {
    const tenant = tenants.get(2);
    if (!tenant) throw new Error('tenant 2 is not served');
    const { sid } = await createSession(raw, {
      tenantId: 2,
      clientId: '1001',
      origin: 'chat',
      now,
    });
    const { token } = await createTokenService({
      linkSecret: config.LINK_SECRET,
      sessionSecret: config.SESSION_SECRET,
    }).signSessionToken({ bottler: 2, clientId: '1001', sid, env: tokenEnvironment(tenant), now });
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const products = (
      await app.inject({ method: 'GET', url: '/api/products', headers })
    ).json() as {
      sku: string;
      price: number;
    }[];
    const lines = products
      .filter((p) => p.price > 0 && !p.sku.endsWith('P'))
      .slice(0, 30)
      .map((p) => ({ sku: p.sku, quantity: 2 }));
    const payload = JSON.stringify({
      products: lines,
      orderType: '',
      userFlow: { deliveryAddressConfirmed: true },
    });

    const count = async (name: string, request: () => Promise<{ statusCode: number }>) => {
      await request(); // warm: the catalogue is loaded once per version
      Object.assign(counts, { statements: 0, transactions: 0, outside: 0, serial: 0 });
      const res = await request();
      if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode}`);
      console.log(
        `${reads} | ${name} | ${counts.statements} | ${counts.serial} | ${counts.transactions} | ${counts.outside}`,
      );
    };
    await count('orchestration', () =>
      app.inject({ method: 'GET', url: '/api/orchestration', headers }),
    );
    await count('order/simulate (30 lines)', () =>
      app.inject({ method: 'POST', url: '/api/order/simulate', headers, payload }),
    );
    let key = 0;
    await count('order/create (30 lines, new key)', () =>
      app.inject({
        method: 'POST',
        url: '/api/order/create',
        headers: {
          ...headers,
          'idempotency-key': `round-trips-${owned ? 'memory' : 'read'}-${(key += 1)}`,
        },
        payload,
      }),
    );
  } finally {
    await app.close();
  }
}
