// `npm run link -- --bottler 2 --client 1001 [--json]` — prints a chat deep link for a shop, the
// link a bottler's chat bot would send (PRODUCT.md "How a shop gets in"); `--json` prints
// {url, token, expiresAt} instead.
//
// Signing a link needs only the secrets and the tenant config; checking that the shop exists needs
// the database. With PostgreSQL (DATABASE_URL) the script reads it directly. The embedded database
// belongs to one process at a time: when `npm start` holds it, the script asks that server instead
// (`POST /api/bot/links` at PUBLIC_URL with the tenant's bot key from the same configuration).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { BotLink } from '../src/contract/calls/bot.ts';
import { BOT_KEY_HEADER } from '../src/contract/index.ts';
import { loadConfig, type Config } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/open-database.ts';
import { DataDirLockedError } from '../src/server/db/pglite-lock.ts';
import type { Database } from '../src/server/db/types.ts';
import { createTokenService } from '../src/server/modules/auth/tokens.ts';
import { createChatLink } from '../src/server/modules/access/chat-link.ts';
import { clientExists } from '../src/server/modules/clients/client-repository.ts';
import { loadServedTenants, type ServedTenants } from '../src/server/served-tenants.ts';

export const USAGE = 'usage: npm run link -- --bottler <id> --client <client id> [--json]';

export interface LinkArgs {
  bottler: number;
  clientId: string;
  json: boolean;
}

/** A problem the operator can fix; printed without a stack trace. */
export class LinkError extends Error {
  readonly exitCode: number;
  constructor(message: string, exitCode = 1) {
    super(message);
    this.name = 'LinkError';
    this.exitCode = exitCode;
  }
}

const CLIENT_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** Reads `--bottler`, `--client` and `--json` (also `--bottler=2`); throws LinkError (exit 2). */
export function parseLinkArgs(argv: readonly string[]): LinkArgs {
  let values: {
    bottler?: string | undefined;
    client?: string | undefined;
    json?: boolean | undefined;
  };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        bottler: { type: 'string' },
        client: { type: 'string' },
        json: { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new LinkError(`${(error as Error).message}\n${USAGE}`, 2);
  }
  const bottler = Number(values.bottler);
  if (values.bottler === undefined || !/^\d{1,4}$/.test(values.bottler) || bottler < 1) {
    throw new LinkError(`--bottler must be a tenant id such as 2\n${USAGE}`, 2);
  }
  const clientId = values.client ?? '';
  if (!CLIENT_ID.test(clientId)) {
    throw new LinkError(`--client must be a client id such as 1001\n${USAGE}`, 2);
  }
  return { bottler, clientId, json: values.json === true };
}

/** What the script prints: the url alone, or the whole link as JSON. */
export function formatLink(link: BotLink, json: boolean): string {
  return json ? JSON.stringify(link) : link.url;
}

export interface IssueLinkOptions {
  config: Config;
  tenants?: ServedTenants;
  now?: Date;
  fetch?: typeof fetch;
}

/** Checks the shop exists and signs its link; through the running server if it owns the data. */
export async function issueLink(args: LinkArgs, options: IssueLinkOptions): Promise<BotLink> {
  const { config } = options;
  const tenants = options.tenants ?? loadServedTenants(config);
  const tenant = tenants.get(args.bottler);
  if (!tenant) throw new LinkError(`Bottler ${args.bottler} is not served by this deployment.`);

  const db = await openLocalDatabase(config);
  if (db === 'locked') return askRunningServer(args, config, options.fetch ?? fetch);
  try {
    if (!(await clientExistsOrExplain(db, args))) {
      throw new LinkError(`Bottler ${args.bottler} has no client ${args.clientId}.`);
    }
  } finally {
    await db.close();
  }
  return createChatLink({
    tokens: createTokenService({
      linkSecret: config.LINK_SECRET,
      sessionSecret: config.SESSION_SECRET,
    }),
    tenant,
    clientId: args.clientId,
    publicUrl: config.PUBLIC_URL,
    now: options.now ?? new Date(),
  });
}

async function openLocalDatabase(config: Config): Promise<Database | 'locked'> {
  if (
    config.DATABASE_URL === undefined &&
    !existsSync(join(config.DATA_DIR, 'pglite', 'PG_VERSION'))
  ) {
    throw new LinkError(
      `No database in ${config.DATA_DIR} yet: run \`npm start\` (or \`npm run seed\`) once first.`,
    );
  }
  try {
    return await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  } catch (error) {
    if (error instanceof DataDirLockedError) return 'locked';
    throw new LinkError(`Cannot open the database: ${(error as Error).message}`);
  }
}

async function clientExistsOrExplain(db: Database, args: LinkArgs): Promise<boolean> {
  try {
    return await clientExists(db, { tenantId: args.bottler, clientId: args.clientId });
  } catch (error) {
    throw new LinkError(
      `Cannot read the clients (is the database migrated and seeded?): ${(error as Error).message}`,
    );
  }
}

async function askRunningServer(
  args: LinkArgs,
  config: Config,
  fetchFn: typeof fetch,
): Promise<BotLink> {
  const key = config.BOT_KEYS[String(args.bottler)];
  if (key === undefined) {
    throw new LinkError(
      `The running server holds the database and bottler ${args.bottler} has no bot key.`,
    );
  }
  const endpoint = `${config.PUBLIC_URL}/api/bot/links`;
  let response: Response;
  try {
    response = await fetchFn(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [BOT_KEY_HEADER]: key },
      body: JSON.stringify({ clientId: args.clientId }),
      signal: AbortSignal.timeout(20_000),
    });
  } catch (error) {
    throw new LinkError(
      `The database is in use by another process and ${endpoint} did not answer (${(error as Error).message}).`,
    );
  }
  if (response.status === 404) {
    throw new LinkError(`Bottler ${args.bottler} has no client ${args.clientId}.`);
  }
  if (!response.ok) {
    throw new LinkError(`${endpoint} answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as BotLink;
}

async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  try {
    const args = parseLinkArgs(process.argv.slice(2));
    const link = await issueLink(args, { config: loadConfig() });
    process.stdout.write(`${formatLink(link, args.json)}\n`);
  } catch (error) {
    if (error instanceof LinkError || (error as Error).name === 'ConfigError') {
      process.stderr.write(`${(error as Error).message}\n`);
      process.exitCode = error instanceof LinkError ? error.exitCode : 1;
      return;
    }
    throw error;
  }
}

if (import.meta.main) await main();
