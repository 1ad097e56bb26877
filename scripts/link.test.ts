import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openPgliteDatabase } from '../src/server/db/pglite-database.ts';
import { createTokenService } from '../src/server/modules/auth/tokens.ts';
import { loadServedTenants, tokenEnvironment } from '../src/server/served-tenants.ts';
import { pgliteTemplate } from '../src/server/test/pglite-template.ts';
import { formatLink, LinkError, parseLinkArgs } from './link.ts';

const run = promisify(execFile);
/** A spawned `node scripts/link.ts` opens PGlite: slow on a busy machine. */
const SPAWN_TIMEOUT_MS = 90_000;
const SCRIPT = fileURLToPath(new URL('./link.ts', import.meta.url));

describe('parseLinkArgs (npm run link -- --bottler B --client C)', () => {
  it.each([
    [['--bottler', '2', '--client', '1001'], { bottler: 2, clientId: '1001', json: false }],
    [['--bottler=14', '--client=1004', '--json'], { bottler: 14, clientId: '1004', json: true }],
  ])('reads %j', (argv, expected) => {
    expect(parseLinkArgs(argv)).toEqual(expected);
  });

  it.each([
    [[]],
    [['--client', '1001']],
    [['--bottler', '2']],
    [['--bottler', '0', '--client', '1001']],
    [['--bottler', 'two', '--client', '1001']],
    [['--bottler', '2', '--client', 'a b']],
    [['--bottler', '2', '--client', '1001', '--tenant', '5']],
    [['--bottler', '2', '--client', '1001', 'extra']],
  ])('refuses %j with usage (exit 2)', (argv) => {
    expect(() => parseLinkArgs(argv)).toThrow(LinkError);
    try {
      parseLinkArgs(argv);
    } catch (error) {
      expect((error as LinkError).exitCode).toBe(2);
      expect((error as LinkError).message).toContain('usage:');
    }
  });

  it('prints the url, or the whole link as JSON', () => {
    const link = {
      url: 'http://x/?bottler=2&userToken=t',
      token: 't',
      expiresAt: '2026-01-01T00:00:00.000Z',
    };
    expect(formatLink(link, false)).toBe(link.url);
    expect(JSON.parse(formatLink(link, true))).toEqual(link);
  });
});

describe('npm run link against an embedded database', () => {
  let dataDir: string;
  const env = (extra: Record<string, string> = {}) => ({
    PATH: process.env.PATH ?? '',
    DATA_DIR: dataDir,
    APP_ENV: 'test',
    LOG_LEVEL: 'silent',
    ...extra,
  });
  const link = (args: string[], extra: Record<string, string> = {}) =>
    run(process.execPath, [SCRIPT, ...args], { cwd: dataDir, env: env(extra) });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'refill-link-'));
    const db = await openPgliteDatabase({ dataDir, loadDataDir: await pgliteTemplate() });
    await db.query(
      `INSERT INTO clients (tenant_id, external_id, name) VALUES (2, '1001', 'Bar do Zé'), (5, '1001', 'Café Atlas')`,
    );
    await db.close();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  /** Verifies a printed link the way the server will: same config, same tenant environment. */
  async function expectGenuineLink(output: string, bottler: number, origin: string) {
    const printed = JSON.parse(output) as { url: string; token: string; expiresAt: string };
    const url = new URL(printed.url);
    expect(url.origin).toBe(origin);
    expect(url.searchParams.get('bottler')).toBe(String(bottler));
    expect(url.searchParams.get('userToken')).toBe(printed.token);
    const config = loadConfig(env());
    const tenant = loadServedTenants(config).get(bottler);
    if (!tenant) throw new Error('tenant not served');
    const tokens = createTokenService({
      linkSecret: config.LINK_SECRET,
      sessionSecret: config.SESSION_SECRET,
    });
    const verified = await tokens.verifyLinkToken(printed.token, {
      env: tokenEnvironment(tenant),
      now: new Date(),
    });
    expect(verified).toMatchObject({ ok: true, claims: { bottler, sub: '1001' } });
    const ttlMs = tenant.linkTokenTtlHours * 60 * 60 * 1000;
    expect(new Date(printed.expiresAt).getTime() - Date.now()).toBeGreaterThan(ttlMs - 60_000);
  }

  it(
    'prints a link as JSON that verifies with the server’s secrets when no server runs',
    async () => {
      const { stdout } = await link(['--bottler', '2', '--client', '1001', '--json']);
      await expectGenuineLink(stdout, 2, 'http://localhost:3000');
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    'prints the bare url without --json',
    async () => {
      const { stdout } = await link(['--bottler', '5', '--client', '1001']);
      expect(stdout.trim()).toMatch(
        /^http:\/\/localhost:3000\/\?bottler=5&userToken=[\w-]+\.[\w-]+\.[\w-]+$/,
      );
    },
    SPAWN_TIMEOUT_MS,
  );

  it.each([
    [['--bottler', '2', '--client', '1002'], 1, 'has no client 1002'],
    [['--bottler', '99', '--client', '1001'], 1, 'not served'],
    [['--client', '1001'], 2, 'usage:'],
  ])(
    'refuses %j (exit %i)',
    async (args, code, message) => {
      await expect(link(args)).rejects.toMatchObject({
        code,
        stderr: expect.stringContaining(message),
      });
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    'asks the running server when it holds the database',
    async () => {
      const config = loadConfig(env());
      const db = await openPgliteDatabase({ dataDir });
      const app = await buildApp({ config, db });
      try {
        await app.listen({ port: 0, host: '127.0.0.1' });
        const address = app.server.address();
        const port = typeof address === 'object' && address ? address.port : 0;
        const publicUrl = `http://127.0.0.1:${port}`;
        const { stdout } = await link(['--bottler', '2', '--client', '1001', '--json'], {
          PUBLIC_URL: publicUrl,
        });
        await expectGenuineLink(stdout, 2, 'http://localhost:3000');
        await expect(
          link(['--bottler', '2', '--client', '1002'], { PUBLIC_URL: publicUrl }),
        ).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('has no client 1002') });
      } finally {
        await app.close();
        await db.close();
      }
    },
    2 * SPAWN_TIMEOUT_MS,
  );

  it(
    'explains when there is no database yet',
    async () => {
      const empty = mkdtempSync(join(tmpdir(), 'refill-link-empty-'));
      try {
        await expect(
          run(process.execPath, [SCRIPT, '--bottler', '2', '--client', '1001'], {
            cwd: empty,
            env: { ...env(), DATA_DIR: empty },
          }),
        ).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('npm start') });
      } finally {
        rmSync(empty, { recursive: true, force: true });
      }
    },
    SPAWN_TIMEOUT_MS,
  );
});
