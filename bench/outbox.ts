// `node bench/outbox.ts` — the outbox (issue 15), as ratios to references
// measured in the same run on the same machine (shared and noisy: absolute numbers drift).
//
// 1. Events dispatched per second: EVENTS outbox rows sent by the real dispatcher (claim with
//    SKIP LOCKED, sign, POST, record the attempt) to a local receiver, against the reference of
//    POSTing the same bodies to the same receiver with the same concurrency and no database.
// 2. The outbox row's cost on order/create: the order transaction's writes (insertOrder with
//    LINES lines and its status event, as create does) with the `order.created` row written in the
//    same transaction, vs the same transaction without it; and its share of a whole
//    `POST /api/order/create` (app.inject, idempotency, pricing) measured in the same run.
// Embedded PGlite in memory, the demo seed of tenant 2.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/server/app.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { openPgliteDatabase } from '../src/server/db/pglite-database.ts';
import { seedDemo } from '../src/server/db/seed/index.ts';
import { createSession } from '../src/server/modules/auth/sessions.ts';
import { createTokenService } from '../src/server/modules/auth/tokens.ts';
import { insertOrder, nextOrderNumber } from '../src/server/modules/ordering/order-repository.ts';
import { recordOrderCreated } from '../src/server/modules/orders/order-transitions.ts';
import { createDispatcher } from '../src/server/modules/outbox/dispatcher.ts';
import { endpointsFromConfig } from '../src/server/modules/outbox/endpoints.ts';
import { insertEvent } from '../src/server/modules/outbox/outbox-repository.ts';
import { postJson } from '../src/server/modules/outbox/http-post.ts';
import { signatureHeader } from '../src/server/modules/outbox/signature.ts';
import { loadServedTenants, tokenEnvironment } from '../src/server/served-tenants.ts';
import { testConfig } from '../src/server/test/config.ts';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const CREATES = Number(process.env.BENCH_CREATES ?? 300);
const LINES = 30;
const SECRET = 'bench-webhook-secret-0123456789';
const NOW = new Date();

const db = await openPgliteDatabase();
await migrate(db);
console.log('Seeding tenant 2…');
await seedDemo(db, { now: NOW, tenants: [2], passwordHash: 'scrypt$unused' });

let received = 0;
let onReceived: (() => void) | undefined;
const receiver = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    received += 1;
    res.end('ok');
    onReceived?.();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

// --- 1. dispatch --------------------------------------------------------------------------------
const bodies: string[] = [];
await db.transaction(async (tx) => {
  for (let i = 0; i < EVENTS; i++) {
    const data = { orderNumber: String(500_000 + i), statusText: 'Recebido', totalText: 'R$ 1,00' };
    const id = await insertEvent(tx, {
      tenantId: 2,
      clientId: '1001',
      type: 'order.status_changed',
      data,
      createdAt: NOW,
    });
    bodies.push(JSON.stringify({ id, type: 'order.status_changed', bottler: 2, data }));
  }
});

/** Reference: the same bodies, signed, POSTed with the same concurrency, no database. */
async function reference(): Promise<number> {
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < bodies.length) {
        const body = bodies[next++] as string;
        await postJson({
          url,
          body,
          headers: {
            'Refill-Signature': signatureHeader([SECRET], Math.floor(Date.now() / 1000), body),
          },
          timeoutMs: 10_000,
        });
      }
    }),
  );
  return bodies.length / ((performance.now() - started) / 1000);
}

async function dispatch(): Promise<number> {
  received = 0;
  const all = new Promise<void>((resolve) => {
    onReceived = () => {
      if (received === EVENTS) resolve();
    };
  });
  const dispatcher = createDispatcher({
    db,
    endpoints: endpointsFromConfig({
      '2': { url, secret: SECRET, concurrency: CONCURRENCY, timeoutMs: 10_000 },
    }),
    pollMs: 5,
  });
  const started = performance.now();
  dispatcher.start();
  await all;
  await dispatcher.idle();
  const seconds = (performance.now() - started) / 1000;
  await dispatcher.stop();
  onReceived = undefined;
  return EVENTS / seconds;
}

const refRate = await reference();
const dispatchRate = await dispatch();

// --- 2. the outbox row on order/create -------------------------------------------------------------
const tenants = loadServedTenants(testConfig());
const tenant = tenants.get(2);
if (!tenant) throw new Error('tenant 2 is not served');
const products = await db.query<{ sku: string; price: string; description: string }>(
  `select sku, price, description from products
    where tenant_id = 2 and active and sku not like '%P' and not is_glass_bottle
      and quantity_limit is null and price > 0
    order by sku limit ${LINES}`,
);
const lines = products.map((p) => ({
  sku: p.sku,
  description: p.description,
  quantity: 2,
  unitPrice: Number(p.price),
  lineTotal: Number(p.price) * 2,
  combo: 0,
  familyId: 0,
  isPackaging: false,
}));

async function orderTransactions(withOutbox: boolean): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < CREATES; i++) {
    await db.transaction(async (tx) => {
      const orderNumber = await nextOrderNumber(tx, 2);
      await insertOrder(
        tx,
        { tenantId: 2, clientId: '1002' },
        {
          orderNumber,
          status: 'REGISTERED',
          channel: 40,
          createdAt: NOW,
          expectedDeliveryDate: '2030-01-02',
          scheduledDeliveryDate: undefined,
          orderType: '',
          recurrentScheduleId: undefined,
          total: 100,
          totalWithoutTax: 90,
          priceWithoutDiscount: 100,
          discount: 0,
          promoDiscount: 0,
          vat: 10,
          requireNpsOnBot: false,
          paymentMode: undefined,
          userFlow: {},
          lines,
        },
      );
      if (withOutbox) await recordOrderCreated(tx, tenant!, orderNumber, NOW);
    });
  }
  return CREATES / ((performance.now() - started) / 1000);
}

async function wholeCreates(): Promise<number> {
  // Room under the payment limit for every order of the run.
  await db.query(
    "update clients set payment_limit = 9999999999 where tenant_id = 2 and external_id = '1001'",
  );
  const config = testConfig();
  const app = await buildApp({ config, db, now: () => NOW, tenants });
  const tokens = createTokenService({
    linkSecret: config.LINK_SECRET,
    sessionSecret: config.SESSION_SECRET,
  });
  const { sid } = await createSession(db, {
    tenantId: 2,
    clientId: '1001',
    origin: 'chat',
    now: NOW,
  });
  const { token } = await tokens.signSessionToken({
    bottler: 2,
    clientId: '1001',
    sid,
    env: tokenEnvironment(tenant!),
    now: NOW,
  });
  const payload = {
    products: lines.map((l) => ({ sku: l.sku, quantity: 2 })),
    orderType: '',
    userFlow: { deliveryAddressConfirmed: true },
  };
  const started = performance.now();
  for (let i = 0; i < CREATES; i++) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': `bench-outbox-${i}` },
      payload,
    });
    if (res.statusCode !== 200) throw new Error(`create answered ${res.statusCode}: ${res.body}`);
  }
  const rate = CREATES / ((performance.now() - started) / 1000);
  await app.close();
  return rate;
}

// Alternate the two variants so drift on a shared machine hits both.
await orderTransactions(true); // warm-up
const without1 = await orderTransactions(false);
const with1 = await orderTransactions(true);
const without2 = await orderTransactions(false);
const with2 = await orderTransactions(true);
const withoutRate = (without1 + without2) / 2;
const withRate = (with1 + with2) / 2;
const createRate = await wholeCreates();
const rowMs = 1000 / withRate - 1000 / withoutRate;

console.log(`\nOutbox benchmark — same machine, same run (PGlite in memory)\n`);
console.log('measure | subject | reference | ratio');
console.log('---|---|---|---');
console.log(
  `events dispatched/s (${EVENTS}, ${CONCURRENCY} at once) | ${dispatchRate.toFixed(0)} | ` +
    `${refRate.toFixed(0)} plain signed POSTs/s | ${(dispatchRate / refRate).toFixed(3)}`,
);
console.log(
  `order transaction/s (${LINES} lines), with vs without the outbox row | ${withRate.toFixed(0)} | ` +
    `${withoutRate.toFixed(0)} | ${(withRate / withoutRate).toFixed(3)}`,
);
console.log(
  `whole order/create/s (app.inject) | ${createRate.toFixed(0)} | — | the row adds ` +
    `${rowMs.toFixed(2)} ms = ${((rowMs * createRate) / 10).toFixed(1)} % of a create`,
);
receiver.close();
await db.close();
