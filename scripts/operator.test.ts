import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteDatabase } from '../src/server/db/pglite-database.ts';
import { openTestApp, type TestApp } from '../src/server/test/app-harness.ts';
import { pgliteTemplate } from '../src/server/test/pglite-template.ts';
import { OperatorCliError, createOperator, formatCreated, parseOperatorArgs } from './operator.ts';

const run = promisify(execFile);
/** A spawned `node scripts/operator.ts` opens PGlite and migrates: slow on a busy machine. */
const SPAWN_TIMEOUT_MS = 120_000;
const SCRIPT = fileURLToPath(new URL('./operator.ts', import.meta.url));

describe('parseOperatorArgs (npm run operator -- --bottler B --email E --role R)', () => {
  it.each([
    [
      ['--bottler', '2', '--email', 'Maria@X.test', '--role', 'admin'],
      { bottler: 2, email: 'maria@x.test', role: 'admin' },
    ],
    [
      ['--email=ops@refill.test', '--role=platform'],
      { bottler: null, email: 'ops@refill.test', role: 'platform' },
    ],
  ])('reads %j', (argv, expected) => {
    expect(parseOperatorArgs(argv)).toEqual(expected);
  });

  it.each([
    [[]],
    [['--bottler', '2', '--email', 'a@b.test']],
    [['--bottler', '2', '--email', 'a@b.test', '--role', 'boss']],
    [['--bottler', '0', '--email', 'a@b.test', '--role', 'sales']],
    [['--email', 'a@b.test', '--role', 'sales']],
    [['--bottler', '2', '--email', 'not an email', '--role', 'sales']],
    [['--bottler', '2', '--email', 'a@b.test', '--role', 'platform']],
    [['--bottler', '2', '--email', 'a@b.test', '--role', 'admin', 'extra']],
  ])('refuses %j with usage (exit 2)', (argv) => {
    let caught: unknown;
    try {
      parseOperatorArgs(argv);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(OperatorCliError);
    expect((caught as OperatorCliError).exitCode).toBe(2);
    expect((caught as OperatorCliError).message).toContain('usage:');
  });
});

describe('createOperator: the printed link sets the password, once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp('pglite', { tenants: [] });
  });
  afterAll(() => t?.close());

  it('creates an admin whose link works in the console, and refuses the same email twice', async () => {
    const args = { bottler: 2, email: 'boss@guanabara.test', role: 'admin' as const };
    const created = await createOperator(t.db, args, { config: t.config, now: t.clock.now() });
    expect(formatCreated(created)).toContain('Created admin boss@guanabara.test (bottler 2).');
    const token = created.setPasswordUrl.split('#token=')[1] as string;
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/admin/password',
      payload: { token, password: 'Chefe@2026' },
    });
    expect(set.json()).toEqual({ ok: true });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { email: 'boss@guanabara.test', password: 'Chefe@2026' },
    });
    expect(signIn.statusCode).toBe(200);
    await expect(createOperator(t.db, args, { config: t.config })).rejects.toThrow(
      'already exists',
    );
    await expect(
      createOperator(t.db, { ...args, bottler: 99 }, { config: t.config }),
    ).rejects.toThrow('not served');
  });
});

describe('npm run operator on an embedded database', () => {
  let dataDir: string;
  const env = () => ({
    PATH: process.env.PATH ?? '',
    DATA_DIR: dataDir,
    APP_ENV: 'test',
    LOG_LEVEL: 'silent',
  });
  const operator = (args: string[]) =>
    run(process.execPath, [SCRIPT, ...args], { cwd: dataDir, env: env() });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'refill-operator-'));
    const db = await openPgliteDatabase({ dataDir, loadDataDir: await pgliteTemplate() });
    await db.close();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    'creates the operator and prints its one-time set-password link',
    async () => {
      const { stdout } = await operator([
        '--bottler',
        '5',
        '--email',
        'gerente@atlas.test',
        '--role',
        'admin',
      ]);
      expect(stdout).toContain('Created admin gerente@atlas.test (bottler 5).');
      expect(stdout).toMatch(
        /^http:\/\/localhost:3000\/admin\/set-password#token=[A-Za-z0-9_-]{43}$/m,
      );
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    'says what to do when the running server holds the database',
    async () => {
      const holder = await openPgliteDatabase({ dataDir });
      try {
        await expect(
          operator(['--bottler', '5', '--email', 'late@atlas.test', '--role', 'sales']),
        ).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('stop it first') });
      } finally {
        await holder.close();
      }
    },
    SPAWN_TIMEOUT_MS,
  );
});
