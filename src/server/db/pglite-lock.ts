/**
 * One process per PGlite data directory (SECURITY T14): `DATA_DIR/.refill.lock` is created
 * exclusively and holds the owner's pid. A lock whose pid is no longer alive is stale and taken
 * over. Released (deleted) on close.
 */
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE_NAME = '.refill.lock';

export class DataDirLockedError extends Error {
  readonly code = 'dataDirLocked';
  readonly pid: number;
  constructor(dir: string, pid: number) {
    super(`The data directory ${dir} is in use by process ${pid}. Stop it first.`);
    this.name = 'DataDirLockedError';
    this.pid = pid;
  }
}

export interface DataDirLock {
  readonly path: string;
  release(): void;
}

export interface AcquireLockOptions {
  /** Process id written into the lock (default: this process). */
  pid?: number;
  /** Whether a process id is alive (default: signal 0). */
  isAlive?: (pid: number) => boolean;
}

export function acquireDataDirLock(dir: string, options: AcquireLockOptions = {}): DataDirLock {
  const pid = options.pid ?? process.pid;
  const isAlive = options.isAlive ?? isProcessAlive;
  mkdirSync(dir, { recursive: true });
  const path = join(dir, LOCK_FILE_NAME);

  // Two attempts: the second after removing a stale lock. If another process takes the stale
  // lock over between our unlink and our create, the second exclusive create fails and we refuse.
  for (let attempt = 0; attempt < 2; attempt++) {
    if (createExclusively(path, `${pid}\n`)) {
      return { path, release: () => releaseIfOwned(path, pid) };
    }
    const owner = readOwner(path);
    // Our own pid counts as alive: one owner per directory, even inside one process.
    if (owner !== undefined && (owner === pid || isAlive(owner))) {
      throw new DataDirLockedError(dir, owner);
    }
    try {
      unlinkSync(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new DataDirLockedError(dir, readOwner(path) ?? -1);
}

/**
 * Writes the content to a private file, then hard-links it into place: the link either fails
 * (EEXIST) or appears with its full content, so nobody ever reads a half-written lock.
 */
function createExclusively(path: string, content: string): boolean {
  const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(temp, content, { flag: 'wx' });
  try {
    linkSync(temp, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(temp);
  }
}

function releaseIfOwned(path: string, pid: number): void {
  if (readOwner(path) !== pid) return;
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** The pid in a lock file; undefined when it is missing or unreadable (treated as stale). */
function readOwner(path: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
