import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabases } from '../test/databases.ts';
import { migrate, readMigrations } from './migrate.ts';
import type { Database } from './types.ts';

describe.each(testDatabases())('migrate on %s', (kind) => {
  let db: Database;
  let dir: string;
  beforeAll(async () => {
    db = await openTestDatabase(kind);
    dir = mkdtempSync(join(tmpdir(), 'refill-migrations-'));
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await db.close();
  });

  it('has applied every migration to a test database', async () => {
    const files = (await readMigrations()).map((m) => m.name);
    const rows = await db.query<{ name: string }>(
      'select name from schema_migrations order by version',
    );
    expect(rows.map((r) => r.name)).toEqual(files);
    expect(files[0]).toBe('001-foundation.sql');
    expect(await db.query('select key, value from app_meta')).toEqual([]);
  });

  it('is idempotent: a second and third run apply nothing', async () => {
    expect(await migrate(db)).toEqual({ applied: [] });
    expect(await migrate(db)).toEqual({ applied: [] });
  });

  it('opens no transaction (no lock, no commit) when every migration is recorded', async () => {
    // Issue 16's cold start: a restart with nothing to apply only reads schema_migrations.
    const transactions: string[] = [];
    const counting = new Proxy(db, {
      get(target, key, receiver) {
        if (key === 'transaction') {
          return (work: Parameters<Database['transaction']>[0]) => {
            transactions.push('transaction');
            return target.transaction(work);
          };
        }
        const value: unknown = Reflect.get(target, key, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    expect(await migrate(counting)).toEqual({ applied: [] });
    expect(transactions).toEqual([]);
  });

  it('applies new files in numeric order, once each', async () => {
    writeFileSync(join(dir, '001-a.sql'), 'create table mig_a (id int);');
    writeFileSync(
      join(dir, '002-b.sql'),
      'insert into mig_a values (1); insert into mig_a values (2);',
    );
    await db.query('drop table if exists schema_migrations');
    expect(await migrate(db, dir)).toEqual({ applied: ['001-a.sql', '002-b.sql'] });
    expect(await migrate(db, dir)).toEqual({ applied: [] });
    expect(await db.query('select count(*)::int as n from mig_a')).toEqual([{ n: 2 }]);
  });

  it('rolls back a failing migration and records nothing for it', async () => {
    writeFileSync(
      join(dir, '003-bad.sql'),
      'create table mig_c (id int); select no_such_function();',
    );
    await expect(migrate(db, dir)).rejects.toThrow();
    expect(await db.query("select 1 from schema_migrations where name = '003-bad.sql'")).toEqual(
      [],
    );
    expect(await db.query("select 1 from pg_tables where tablename = 'mig_c'")).toEqual([]);
    rmSync(join(dir, '003-bad.sql'));
  });

  it('refuses to start when an applied migration file was changed', async () => {
    writeFileSync(join(dir, '002-b.sql'), 'insert into mig_a values (3);');
    await expect(migrate(db, dir)).rejects.toThrow(/002-b\.sql was changed/);
  });

  it('lets concurrent runners apply each migration exactly once', async () => {
    writeFileSync(
      join(dir, '002-b.sql'),
      'insert into mig_a values (1); insert into mig_a values (2);',
    );
    writeFileSync(join(dir, '004-d.sql'), 'insert into mig_a values (4);');
    const results = await Promise.all([migrate(db, dir), migrate(db, dir), migrate(db, dir)]);
    expect(results.flatMap((r) => r.applied)).toEqual(['004-d.sql']);
    expect(await db.query('select count(*)::int as n from mig_a where id = 4')).toEqual([{ n: 1 }]);
  });
});

describe('readMigrations', () => {
  it.each([['1-short.sql'], ['001_underscore.sql'], ['001-Upper.sql']])(
    'rejects the file name %s',
    async (name) => {
      const dir = mkdtempSync(join(tmpdir(), 'refill-migrations-'));
      try {
        writeFileSync(join(dir, name), 'select 1;');
        await expect(readMigrations(dir)).rejects.toThrow(/must look like/);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it('rejects two migrations with one number', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'refill-migrations-'));
    try {
      writeFileSync(join(dir, '001-a.sql'), 'select 1;');
      writeFileSync(join(dir, '001-b.sql'), 'select 1;');
      await expect(readMigrations(dir)).rejects.toThrow(/share the number 001/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
