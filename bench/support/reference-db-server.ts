// The database references of the create benchmark (issue 16, P6): a bare Fastify server on the
// same kind of database as the app, through the app's own drivers (so PGlite syncs after each
// commit exactly as the app does), answering
//   GET  /ref/read   one primary-key read of an order-sized row        (the P6 reference)
//   POST /ref/write  one transaction: an order row and one row per body line, then COMMIT
//                    (the write of an order of the same size, with nothing decided around it)
// DATABASE_URL → PostgreSQL (its own bench_ref_* tables); else embedded PGlite in REF_DATA_DIR.
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { openDatabase } from '../../src/server/db/open-database.ts';
import type { SqlParam } from '../../src/server/db/types.ts';

const db = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.REF_DATA_DIR,
});
await db.query(`
  create table if not exists bench_ref_orders (
    tenant_id int not null, order_number text not null, client_id text not null,
    status text not null, created_at timestamptz not null, total numeric(12, 2) not null,
    user_flow jsonb not null, primary key (tenant_id, order_number));
  create table if not exists bench_ref_lines (
    tenant_id int not null, order_number text not null, line_no int not null, sku text not null,
    description text not null, quantity int not null, unit_price numeric(12, 2) not null,
    line_total numeric(12, 2) not null, primary key (tenant_id, order_number, line_no));
  insert into bench_ref_orders values (2, 'read-me', '1001', 'REGISTERED', now(), 123.45, '{}')
    on conflict do nothing;
`);
// The read is a primary-key read of a table with history, planned as such: 10,000 orders and
// their statistics before the first call. Planned on a one-row table, a connection would keep a
// sequential scan while the write reference grows the table (decision 070).
await db.query(`
  insert into bench_ref_orders
  select 2, 'past-' || n, '1001', 'DELIVERED', now(), 100, '{"origin": "chat"}'
    from generate_series(1, 10000) n
  on conflict do nothing;
  analyze bench_ref_orders, bench_ref_lines;
`);

const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
app.get('/healthz', async () => ({ ok: true }));
app.get('/ref/read', async () => {
  const [row] = await db.query(
    `select * from bench_ref_orders where tenant_id = $1 and order_number = $2`,
    [2, 'read-me'],
  );
  return row;
});
app.post('/ref/write', async (request) => {
  const lines = ((request.body as { products?: { sku: string; quantity: number }[] }).products ??
    []) as { sku: string; quantity: number }[];
  const orderNumber = randomUUID();
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into bench_ref_orders values ($1, $2, $3, 'REGISTERED', $4, $5, $6::jsonb)`,
      [2, orderNumber, '1001', now, 100, JSON.stringify({ origin: 'chat' })],
    );
    const params: SqlParam[] = [2, orderNumber];
    const values = lines.map((line, i) => {
      const at = params.length;
      params.push(i + 1, line.sku, `product ${line.sku}`, line.quantity, 1.5, 1.5 * line.quantity);
      return `($1, $2, ${Array.from({ length: 6 }, (_, k) => `$${at + k + 1}`).join(', ')})`;
    });
    if (values.length > 0) {
      await tx.query(`insert into bench_ref_lines values ${values.join(', ')}`, params);
    }
  });
  return { orderNumber };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });

const stop = async () => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
