/**
 * A confirmed order survives a kill (SECURITY T14; ARCHITECTURE trap pglite#1065): a child process
 * creates an order through the app on an on-disk PGlite and is SIGKILLed right after the HTTP
 * answer, without closing or syncing anything itself; the reopened database holds the order.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/open-database.ts';

const src = (path: string): string =>
  pathToFileURL(join(import.meta.dirname, '../../..', path)).href;

const CHILD = `
import { buildApp } from '${src('server/app.ts')}';
import { migrate } from '${src('server/db/migrate.ts')}';
import { openDatabase } from '${src('server/db/open-database.ts')}';
import { seedDemo } from '${src('server/db/seed/index.ts')}';
import { createSession } from '${src('server/modules/auth/sessions.ts')}';
import { createTokenService } from '${src('server/modules/auth/tokens.ts')}';
import { loadServedTenants, tokenEnvironment } from '${src('server/served-tenants.ts')}';
import { testConfig } from '${src('server/test/config.ts')}';

const dataDir = process.argv[2];
const now = new Date('2026-11-18T15:00:00.000Z');
const db = await openDatabase({ dataDir });
await migrate(db);
await seedDemo(db, { now, tenants: [2], passwordHash: 'scrypt$unused' });
const config = testConfig();
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
  headers: { authorization: 'Bearer ' + token, 'idempotency-key': 'restart-test-key' },
  payload: { products: [{ sku: product.sku, quantity: Math.ceil(200 / Number(product.price)) }], orderType: '', userFlow: { deliveryAddressConfirmed: true } },
});
process.stdout.write(JSON.stringify({ status: res.statusCode, body: res.json() }) + '\\n', () => {
  process.kill(process.pid, 'SIGKILL');
});
`;

function runChild(
  script: string,
  dataDir: string,
): Promise<{ stdout: string; signal: string | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (_code, signal) => {
      if (!stdout.trim()) reject(new Error(`child printed nothing: ${stderr}`));
      else resolve({ stdout, signal });
    });
  });
}

describe('a created order survives a kill of the process (on-disk PGlite)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'refill-restart-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is there after SIGKILL right after the answer, with its lines and idempotency answer', async () => {
    const script = join(dir, 'child.ts');
    writeFileSync(script, CHILD);
    const dataDir = join(dir, 'data');
    const { stdout, signal } = await runChild(script, dataDir);
    expect(signal).toBe('SIGKILL');
    const answer = JSON.parse(stdout) as { status: number; body: { orderNumber: string } };
    expect(answer.status).toBe(200);

    const db = await openDatabase({ dataDir });
    try {
      const orders = await db.query<{ order_number: string }>(
        'select order_number from orders where tenant_id = 2 and order_number = $1',
        [answer.body.orderNumber],
      );
      expect(orders).toEqual([{ order_number: answer.body.orderNumber }]);
      const lines = await db.query(
        'select 1 from order_lines where tenant_id = 2 and order_number = $1',
        [answer.body.orderNumber],
      );
      expect(lines.length).toBeGreaterThan(0);
      const [key] = await db.query<{ status: string }>(
        "select status from idempotency_keys where tenant_id = 2 and key = 'restart-test-key'",
      );
      expect(key?.status).toBe('done');
    } finally {
      await db.close();
    }
  }, 120_000);
});
