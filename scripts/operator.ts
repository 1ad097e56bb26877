// `npm run operator -- --bottler 2 --email maria@bottler.example --role admin` — creates a console
// operator (issue 12) and prints its one-time set-password link (72 h). `--role platform` takes no
// --bottler (platform operators belong to no tenant). Works on the embedded database (DATA_DIR)
// and on PostgreSQL (DATABASE_URL); migrates first, so it also works on a database never started.
// The embedded database belongs to one process at a time: stop `npm start` first, or invite the
// operator from the console (POST /api/admin/operators) instead.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { OPERATOR_ROLES, type OperatorRole } from '../src/contract/index.ts';
import { loadConfig, type Config } from '../src/server/config.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { openDatabase } from '../src/server/db/open-database.ts';
import { DataDirLockedError } from '../src/server/db/pglite-lock.ts';
import type { Database } from '../src/server/db/types.ts';
import { createOperatorWithLink } from '../src/server/modules/operators/operators-service.ts';
import { HttpError } from '../src/server/plugins/errors.ts';
import { loadServedTenants, type ServedTenants } from '../src/server/served-tenants.ts';

export const USAGE =
  'usage: npm run operator -- --email <email> --role <admin|sales|finance> --bottler <id>\n' +
  '       npm run operator -- --email <email> --role platform';

export interface OperatorArgs {
  bottler: number | null;
  email: string;
  role: OperatorRole;
}

/** A problem the person running the script can fix; printed without a stack trace. */
export class OperatorCliError extends Error {
  readonly exitCode: number;
  constructor(message: string, exitCode = 1) {
    super(message);
    this.name = 'OperatorCliError';
    this.exitCode = exitCode;
  }
}

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,189}\.[^\s@]{1,63}$/;

/** Reads `--bottler`, `--email` and `--role`; throws OperatorCliError (exit 2) with the usage. */
export function parseOperatorArgs(argv: readonly string[]): OperatorArgs {
  let values: {
    bottler?: string | undefined;
    email?: string | undefined;
    role?: string | undefined;
  };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        bottler: { type: 'string' },
        email: { type: 'string' },
        role: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new OperatorCliError(`${(error as Error).message}\n${USAGE}`, 2);
  }
  const role = values.role as OperatorRole;
  if (!OPERATOR_ROLES.includes(role)) {
    throw new OperatorCliError(`--role must be one of ${OPERATOR_ROLES.join(', ')}\n${USAGE}`, 2);
  }
  const email = (values.email ?? '').trim().toLowerCase();
  if (!EMAIL.test(email))
    throw new OperatorCliError(`--email must be an email address\n${USAGE}`, 2);
  if (role === 'platform') {
    if (values.bottler !== undefined) {
      throw new OperatorCliError(
        `a platform operator belongs to no tenant: drop --bottler\n${USAGE}`,
        2,
      );
    }
    return { bottler: null, email, role };
  }
  const bottler = Number(values.bottler);
  if (values.bottler === undefined || !/^\d{1,4}$/.test(values.bottler) || bottler < 1) {
    throw new OperatorCliError(`--bottler must be a tenant id such as 2\n${USAGE}`, 2);
  }
  return { bottler, email, role };
}

export interface CreatedOperator {
  email: string;
  role: OperatorRole;
  bottler: number | null;
  setPasswordUrl: string;
  expiresAt: string;
}

/** Creates the operator with its link on an open (migrated) database. */
export async function createOperator(
  db: Database,
  args: OperatorArgs,
  options: { config: Config; tenants?: ServedTenants; now?: Date },
): Promise<CreatedOperator> {
  const tenants = options.tenants ?? loadServedTenants(options.config);
  if (args.bottler !== null && !tenants.has(args.bottler)) {
    throw new OperatorCliError(`Bottler ${args.bottler} is not served by this deployment.`);
  }
  try {
    const created = await createOperatorWithLink(db, options.config, {
      tenantId: args.bottler,
      auditTenantId: null,
      email: args.email,
      role: args.role,
      actor: null,
      now: options.now ?? new Date(),
    });
    return {
      email: created.operator.email,
      role: created.operator.role,
      bottler: created.operator.tenantId,
      setPasswordUrl: created.setPasswordUrl,
      expiresAt: created.expiresAt.toISOString(),
    };
  } catch (error) {
    if (error instanceof HttpError && error.code === 'operatorExists') {
      throw new OperatorCliError(`An operator ${args.email} already exists.`);
    }
    throw error;
  }
}

export function formatCreated(created: CreatedOperator): string {
  const where = created.bottler === null ? 'platform' : `bottler ${created.bottler}`;
  return [
    `Created ${created.role} ${created.email} (${where}).`,
    `Set-password link (one use, until ${created.expiresAt}):`,
    created.setPasswordUrl,
  ].join('\n');
}

async function openAndMigrate(config: Config): Promise<Database> {
  let db: Database;
  try {
    db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new OperatorCliError(
        `The embedded database in ${config.DATA_DIR} is in use by the running server: stop it ` +
          'first, or invite the operator from the console (an admin, or platform for a first admin).',
      );
    }
    throw new OperatorCliError(`Cannot open the database: ${(error as Error).message}`);
  }
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw new OperatorCliError(`Cannot migrate the database: ${(error as Error).message}`);
  }
  return db;
}

async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  try {
    const args = parseOperatorArgs(process.argv.slice(2));
    const config = loadConfig();
    const db = await openAndMigrate(config);
    try {
      process.stdout.write(`${formatCreated(await createOperator(db, args, { config }))}\n`);
    } finally {
      await db.close();
    }
  } catch (error) {
    if (error instanceof OperatorCliError || (error as Error).name === 'ConfigError') {
      process.stderr.write(`${(error as Error).message}\n`);
      process.exitCode = error instanceof OperatorCliError ? error.exitCode : 1;
      return;
    }
    throw error;
  }
}

if (import.meta.main) await main();
