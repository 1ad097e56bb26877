/** Opens the configured database: PostgreSQL when a URL is given, otherwise embedded PGlite. */
import { openPgliteDatabase } from './pglite-database.ts';
import { openPostgresDatabase } from './postgres-database.ts';
import type { Database } from './types.ts';

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when set, the other options are ignored. */
  databaseUrl?: string | undefined;
  /** PGlite data directory (locked for this process). Required unless `memory`. */
  dataDir?: string | undefined;
  /** In-memory PGlite (tests). */
  memory?: boolean;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl !== undefined) {
    return openPostgresDatabase({ connectionString: options.databaseUrl });
  }
  if (options.memory === true) return openPgliteDatabase();
  if (options.dataDir === undefined) {
    throw new Error('openDatabase needs databaseUrl, dataDir or memory: true');
  }
  return openPgliteDatabase({ dataDir: options.dataDir });
}
