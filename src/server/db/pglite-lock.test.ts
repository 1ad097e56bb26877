import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pgliteTemplate } from '../test/pglite-template.ts';
import { openDatabase } from './open-database.ts';
import { openPgliteDatabase } from './pglite-database.ts';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from './pglite-lock.ts';

describe('PGlite data directory lock (SECURITY T14)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'refill-lock-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes the owner pid, refuses a second owner, and frees the directory on release', () => {
    const lock = acquireDataDirLock(dir, { pid: 4242, isAlive: () => true });
    expect(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8').trim()).toBe('4242');
    expect(() => acquireDataDirLock(dir, { pid: 4343, isAlive: () => true })).toThrow(
      DataDirLockedError,
    );
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE_NAME))).toBe(false);
    acquireDataDirLock(dir, { pid: 4343, isAlive: () => true }).release();
  });

  it('takes over a stale lock whose process is gone', () => {
    writeFileSync(join(dir, LOCK_FILE_NAME), '999999\n');
    const lock = acquireDataDirLock(dir, { pid: 4242, isAlive: (pid) => pid !== 999999 });
    expect(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8').trim()).toBe('4242');
    lock.release();
  });

  it.each([[''], ['not a pid'], ['-5']])('takes over an unreadable lock (%j)', (content) => {
    writeFileSync(join(dir, LOCK_FILE_NAME), content);
    const lock = acquireDataDirLock(dir, { pid: 4242, isAlive: () => true });
    expect(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8').trim()).toBe('4242');
    lock.release();
  });

  it('does not delete a lock it no longer owns', () => {
    const lock = acquireDataDirLock(dir, { pid: 4242, isAlive: () => false });
    const taker = acquireDataDirLock(dir, { pid: 4343, isAlive: () => false });
    lock.release();
    expect(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8').trim()).toBe('4343');
    taker.release();
  });

  it('refuses a second open of one PGlite directory, then allows it after close', async () => {
    // From the migrated template: much faster than creating a database (same lock path).
    const first = await openPgliteDatabase({ dataDir: dir, loadDataDir: await pgliteTemplate() });
    try {
      await expect(openDatabase({ dataDir: dir })).rejects.toMatchObject({
        code: 'dataDirLocked',
        pid: process.pid,
      });
      await expect(first.ping()).resolves.toBeUndefined();
    } finally {
      await first.close();
    }
    expect(existsSync(join(dir, LOCK_FILE_NAME))).toBe(false);
  });

  it('opens a PGlite directory whose lock was left by a dead process', async () => {
    writeFileSync(join(dir, LOCK_FILE_NAME), '999999\n');
    const db = await openPgliteDatabase({ dataDir: dir, loadDataDir: await pgliteTemplate() });
    try {
      expect(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(process.pid));
    } finally {
      await db.close();
    }
  });
});
