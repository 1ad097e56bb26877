/**
 * What happens between opening the database and listening: migrations, then the optional
 * start-up hooks (the demo seed on the embedded database, a demo link to print).
 */
import type { Config } from './config.ts';
import { migrate } from './db/migrate.ts';
import type { Database } from './db/types.ts';

export interface StartupContext {
  db: Database;
  config: Config;
  now: Date;
}

export interface StartupHooks {
  /** Seeds data if it should (e.g. the demo, once, on the embedded database). */
  seed?: (ctx: StartupContext) => Promise<void>;
  /** A link that opens the app as a demo shop, printed at start. */
  demoUrl?: (ctx: StartupContext) => Promise<string | undefined>;
}

export interface StartupResult {
  /** Migrations applied by this start. */
  applied: string[];
  demoUrl: string | undefined;
}

export async function runStartup(
  db: Database,
  config: Config,
  hooks: StartupHooks = {},
  now: Date = new Date(),
): Promise<StartupResult> {
  const { applied } = await migrate(db);
  const ctx: StartupContext = { db, config, now };
  if (hooks.seed) await hooks.seed(ctx);
  const demoUrl = hooks.demoUrl ? await hooks.demoUrl(ctx) : undefined;
  return { applied, demoUrl };
}
