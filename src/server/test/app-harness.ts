/**
 * API tests' harness: a real app (every module, real HTTP handling through `app.inject`) on a
 * fresh, migrated and seeded database of the given kind, and sessions for demo shops.
 *
 *   describe.each(testDatabases())('catalogue on %s', (kind) => {
 *     let t: TestApp;
 *     beforeAll(async () => { t = await openTestApp(kind, { tenants: [2, 5] }); });
 *     afterAll(() => t.close());
 *     it('…', async () => {
 *       const res = await t.app.inject({ method: 'GET', url: '/api/category', headers: await t.auth(2, '1001') });
 *     });
 *   });
 */
import { loadTenants, type RawTenantFile } from '../../tenants/index.ts';
import { buildApp, type App, type AppDeps } from '../app.ts';
import type { Config } from '../config.ts';
import { seedDemo } from '../db/seed/index.ts';
import type { Database } from '../db/types.ts';
import { createSession, type SessionOrigin } from '../modules/auth/sessions.ts';
import { createTokenService } from '../modules/auth/tokens.ts';
import { loadServedTenants, tokenEnvironment } from '../served-tenants.ts';
import { testConfig } from './config.ts';
import { openTestDatabase, type TestDatabaseKind } from './databases.ts';

/** The fixed instant API tests run at, unless they pass their own clock. */
export const TEST_NOW = new Date('2026-11-18T15:00:00.000Z');

/** One scrypt hash of the demo password (Demo@2026), computed once per test process. */
let demoHash: Promise<string> | undefined;
async function demoPasswordHash(): Promise<string> {
  const { hashDemoPassword } = await import('../db/seed/password.ts');
  demoHash ??= hashDemoPassword();
  return demoHash;
}

export interface TestApp {
  app: App;
  db: Database;
  config: Config;
  /** A settable clock: tests move time with `clock.set(...)`. */
  clock: { now: () => Date; set: (date: Date) => void };
  /** A session token for a demo shop. */
  sessionToken: (bottler: number, clientId: string, origin?: SessionOrigin) => Promise<string>;
  /** `{ authorization: 'Bearer …' }` for a demo shop. */
  auth: (bottler: number, clientId: string) => Promise<{ authorization: string }>;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  /** Tenants to seed with the demo data (default [2]); [] seeds nothing. */
  tenants?: number[];
  now?: Date;
  config?: Record<string, string | undefined>;
  /** Tenant files to serve instead of the real ones (e.g. tenants/test-helpers.ts filesWith). */
  tenantFiles?: readonly RawTenantFile[];
}

export async function openTestApp(
  kind: TestDatabaseKind,
  options: TestAppOptions = {},
): Promise<TestApp> {
  let current = options.now ?? TEST_NOW;
  const clock = { now: () => current, set: (date: Date) => void (current = date) };
  const config = testConfig(options.config);
  const db = await openTestDatabase(kind);
  const tenants = options.tenants ?? [2];
  if (tenants.length > 0) {
    await seedDemo(db, { now: current, tenants, passwordHash: await demoPasswordHash() });
  }
  const served = loadServedTenants(
    config,
    options.tenantFiles === undefined ? undefined : loadTenants(options.tenantFiles),
  );
  const app = await buildApp({ config, db, now: clock.now, tenants: served });
  await app.ready();
  const tokens = createTokenService({
    linkSecret: config.LINK_SECRET,
    sessionSecret: config.SESSION_SECRET,
  });

  const sessionToken = async (
    bottler: number,
    clientId: string,
    origin: SessionOrigin = 'chat',
  ) => {
    const tenant = served.get(bottler);
    if (!tenant) throw new Error(`tenant ${bottler} is not served`);
    const now = clock.now();
    const { sid } = await createSession(db, { tenantId: bottler, clientId, origin, now });
    const { token } = await tokens.signSessionToken({
      bottler,
      clientId,
      sid,
      env: tokenEnvironment(tenant),
      now,
    });
    return token;
  };

  return {
    app,
    db,
    config,
    clock,
    sessionToken,
    auth: async (bottler, clientId) => ({
      authorization: `Bearer ${await sessionToken(bottler, clientId)}`,
    }),
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

export type { AppDeps };
