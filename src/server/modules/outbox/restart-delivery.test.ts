/**
 * An event survives a kill between its commit and its delivery (SECURITY T14, T21): a child
 * process runs the app and the dispatcher on an on-disk PGlite (or a PostgreSQL database), places
 * an order and starts sending its order.created; the receiver holds the request without
 * answering, and the test kills the child with SIGKILL. Another dispatcher on the reopened
 * database sends the event again once the dead one's lease has run out, and the receiver
 * acknowledges it once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/open-database.ts';
import { openPostgresDatabase } from '../../db/postgres-database.ts';
import { seedDemo } from '../../db/seed/index.ts';
import type { Database } from '../../db/types.ts';
import { openTestDatabase, testDatabases } from '../../test/databases.ts';
import { createDispatcher } from './dispatcher.ts';
import { endpointsFromConfig } from './endpoints.ts';
import { startReceiver, webhooksFor, type Receiver } from './receiver.test-support.ts';

const src = (path: string): string =>
  pathToFileURL(join(import.meta.dirname, '../../..', path)).href;

/** Per-attempt time-out in the child: its lease is 2 × this + 5 s. */
const TIMEOUT_MS = 300;
const NOW = new Date('2026-11-18T15:00:00.000Z');

const CHILD = `
import { buildApp } from '${src('server/app.ts')}';
import { migrate } from '${src('server/db/migrate.ts')}';
import { openDatabase } from '${src('server/db/open-database.ts')}';
import { seedDemo } from '${src('server/db/seed/index.ts')}';
import { createSession } from '${src('server/modules/auth/sessions.ts')}';
import { createTokenService } from '${src('server/modules/auth/tokens.ts')}';
import { createDispatcher } from '${src('server/modules/outbox/dispatcher.ts')}';
import { endpointsFromConfig } from '${src('server/modules/outbox/endpoints.ts')}';
import { loadServedTenants, tokenEnvironment } from '${src('server/served-tenants.ts')}';
import { testConfig } from '${src('server/test/config.ts')}';

const [kind, target, webhooks] = process.argv.slice(2);
const now = new Date('${NOW.toISOString()}');
const db = kind === 'pglite' ? await openDatabase({ dataDir: target }) : await openDatabase({ databaseUrl: target });
if (kind === 'pglite') {
  await migrate(db);
  await seedDemo(db, { now, tenants: [2], passwordHash: 'scrypt$unused' });
}
const config = testConfig({ WEBHOOKS: webhooks });
const tenants = loadServedTenants(config);
const app = await buildApp({ config, db, now: () => now, tenants });
const tokens = createTokenService({ linkSecret: config.LINK_SECRET, sessionSecret: config.SESSION_SECRET });
const { sid } = await createSession(db, { tenantId: 2, clientId: '1001', origin: 'chat', now });
const { token } = await tokens.signSessionToken({
  bottler: 2, clientId: '1001', sid, env: tokenEnvironment(tenants.get(2)), now,
});
const [product] = await db.query(
  "select sku, price from products where tenant_id = 2 and active and sku not like '%P' and not is_glass_bottle and quantity_limit is null order by price desc limit 1",
);
const res = await app.inject({
  method: 'POST',
  url: '/api/order/create',
  headers: { authorization: 'Bearer ' + token, 'idempotency-key': 'restart-delivery-key' },
  payload: { products: [{ sku: product.sku, quantity: Math.ceil(200 / Number(product.price)) }], orderType: '', userFlow: { deliveryAddressConfirmed: true } },
});
process.stdout.write(JSON.stringify({ status: res.statusCode, body: res.json() }) + '\\n');
createDispatcher({ db, endpoints: endpointsFromConfig(config.WEBHOOKS), pollMs: 20 }).start();
`;

interface Child {
  process: ChildProcess;
  answer: Promise<{ status: number; body: { orderNumber: string } }>;
  exited: Promise<NodeJS.Signals | null>;
}

function runChild(script: string, args: string[]): Child {
  const child = spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.on('exit', (_code, signal) => resolve(signal)),
  );
  const answer = new Promise<{ status: number; body: { orderNumber: string } }>(
    (resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        const line = stdout.split('\n')[0];
        if (stdout.includes('\n') && line) resolve(JSON.parse(line));
      });
      void exited.then(() => reject(new Error(`child ended without an answer: ${stderr}`)));
    },
  );
  return { process: child, answer, exited };
}

describe.each(testDatabases())('an event across a SIGKILL on %s', (kind) => {
  const dir = mkdtempSync(join(tmpdir(), 'refill-outbox-restart-'));
  let receiver: Receiver;
  let pg: Database | undefined;
  let target: string;

  beforeAll(async () => {
    receiver = await startReceiver();
    if (kind === 'pglite') {
      target = join(dir, 'data');
    } else {
      pg = await openTestDatabase('postgres');
      await seedDemo(pg, { now: NOW, tenants: [2], passwordHash: 'scrypt$unused' });
      const [row] = await pg.query<{ name: string }>('select current_database() as name');
      const url = new URL(process.env.TEST_DATABASE_URL ?? '');
      url.pathname = `/${row?.name ?? ''}`;
      target = url.toString();
    }
  });
  afterAll(async () => {
    await receiver.close();
    await pg?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is delivered once after the restart', async () => {
    const webhooks = webhooksFor(receiver, [2], { timeoutMs: TIMEOUT_MS });
    receiver.behave(() => 'hang');
    const script = join(dir, 'child.ts');
    writeFileSync(script, CHILD);
    const child = runChild(script, [kind, target, webhooks]);
    const answer = await child.answer;
    expect(answer.status).toBe(200);
    // The child's dispatcher has sent the event: the receiver holds it; kill the child now.
    await receiver.until(() => receiver.requests.length === 1, 60_000);
    child.process.kill('SIGKILL');
    expect(await child.exited).toBe('SIGKILL');
    const eventId = receiver.requests[0]?.body.id ?? '';
    expect(receiver.requests[0]?.body).toMatchObject({
      type: 'order.created',
      data: { orderNumber: answer.body.orderNumber },
    });
    expect(receiver.acknowledged.size).toBe(0);

    receiver.behave(() => 'ok');
    const db =
      kind === 'pglite'
        ? await openDatabase({ dataDir: target })
        : await openPostgresDatabase({ connectionString: target, max: 3 });
    const dispatcher = createDispatcher({
      db,
      endpoints: endpointsFromConfig({
        '2': { url: receiver.url, secret: receiver.secret, concurrency: 4, timeoutMs: TIMEOUT_MS },
      }),
      pollMs: 50,
    });
    try {
      const [leased] = await db.query<{ attempts: number; leased: boolean }>(
        'select attempts, lease_until > now() as leased from outbox_events where id = $1',
        [eventId],
      );
      expect(leased).toEqual({ attempts: 1, leased: true });
      dispatcher.start();
      await receiver.until(() => receiver.acknowledged.has(eventId), 60_000);
      await dispatcher.idle();
      expect(receiver.acknowledged.get(eventId)).toBe(1);
      expect(receiver.requests.map((r) => r.body.id)).toEqual([eventId, eventId]);
      const [row] = await db.query<{ state: string; attempts: number }>(
        'select state, attempts from outbox_events where id = $1',
        [eventId],
      );
      expect(row).toEqual({ state: 'delivered', attempts: 2 });
    } finally {
      await dispatcher.stop();
      await db.close();
    }
  }, 120_000);
});
