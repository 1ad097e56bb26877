/**
 * Server configuration, parsed from the environment once at start. A bad value stops the server
 * with a message naming the variable (fail fast). Secrets are required for a real production
 * deployment (APP_ENV=production with DATABASE_URL); anywhere else they are generated once and
 * kept in DATA_DIR/secrets.json so restarts keep sessions and links valid.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import {
  ENVIRONMENTS,
  ENVIRONMENTS_BY_FAMILY,
  FAMILIES,
  type Environment,
  type Family,
} from '../tenants/families.ts';
import {
  parseWebhooks,
  parseWhatsapp,
  type WebhookSetting,
  type WhatsappSetting,
} from './config-webhooks.ts';

/** Deployment families and their environments: the tenants' own lists (src/tenants/families.ts). */
export const DEPLOYMENT_FAMILIES = FAMILIES;
export type DeploymentFamily = Family;
/** `all` (the default): one deployment serves every tenant, each in its family's environment. */
export type ServedFamilies = DeploymentFamily | 'all';

export const APP_ENVS = ENVIRONMENTS;
export type AppEnv = Environment;

/** The environments each deployment family has (PRODUCT.md "Tenants"). */
export const ENVS_OF_FAMILY: Readonly<Record<DeploymentFamily, readonly AppEnv[]>> =
  ENVIRONMENTS_BY_FAMILY;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Bottler ids that get a derived bot key when BOT_KEYS is not set (PRODUCT.md: 14 tenants). */
const DERIVED_BOT_KEY_BOTTLERS = Array.from({ length: 14 }, (_, i) => String(i + 1));

const MIN_SECRET_LENGTH = 32;

/** Background jobs every 15 minutes unless JOBS_INTERVAL_MS says otherwise. */
export const DEFAULT_JOBS_INTERVAL_MS = 15 * 60 * 1000;
/** Below this, jobs would mostly hammer the database; 0 still switches them off. */
const MIN_JOBS_INTERVAL_MS = 1000;
/** The longest delay a Node.js timer takes (longer ones fire at once). */
const MAX_TIMER_MS = 2_147_483_647;

export interface Config {
  readonly PORT: number;
  readonly HOST: string;
  /** PostgreSQL connection string; undefined = embedded PGlite in DATA_DIR. */
  readonly DATABASE_URL: string | undefined;
  /** Absolute path. */
  readonly DATA_DIR: string;
  readonly APP_ENV: AppEnv;
  /** Which tenants this deployment serves: one family, or all 14 (default). */
  readonly DEPLOYMENT_FAMILY: ServedFamilies;
  /** Origin (and optional path) the app is reached at, without a trailing slash. */
  readonly PUBLIC_URL: string;
  readonly SESSION_SECRET: string;
  readonly LINK_SECRET: string;
  /** bottler id → key the bottler's chat bot sends in `x-bot-key`. */
  readonly BOT_KEYS: Readonly<Record<string, string>>;
  /** Key for operator calls (`x-operator-key`); undefined = operator API disabled. */
  readonly OPERATOR_KEY: string | undefined;
  readonly LOG_LEVEL: LogLevel;
  /** Absolute path of the built web app. */
  readonly WEB_DIST: string;
  /** Milliseconds between runs of the background jobs (decision 017); 0 = jobs off. */
  readonly JOBS_INTERVAL_MS: number;
  /**
   * Which proxies' `X-Forwarded-For` is believed (SECURITY T22): false (the default: the socket's
   * address is the client's), a number of proxy hops in front of the service, or the proxies'
   * addresses and CIDR ranges (and proxy-addr's names loopback, linklocal, uniquelocal).
   */
  readonly TRUST_PROXY: false | number | readonly string[];
  /** True when secrets came from DATA_DIR/secrets.json (not a real production deployment). */
  readonly generatedSecrets: boolean;
  /** bottler id → webhook endpoint of its events (issue 15; config-webhooks.ts). */
  readonly WEBHOOKS: Readonly<Record<string, WebhookSetting>>;
  /** bottler id → WhatsApp Cloud API settings (issue 15; config-webhooks.ts). */
  readonly WHATSAPP: Readonly<Record<string, WhatsappSetting>>;
}

export class ConfigError extends Error {
  readonly variable: string;
  constructor(variable: string, problem: string) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
    this.variable = variable;
  }
}

const emptyAsUndefined = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());

const envSchema = z.object({
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
  APP_ENV: z.preprocess(emptyAsUndefined, z.enum(APP_ENVS).default('production')),
  DEPLOYMENT_FAMILY: z.preprocess(
    emptyAsUndefined,
    z.enum([...DEPLOYMENT_FAMILIES, 'all']).default('all'),
  ),
  PUBLIC_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  ),
  SESSION_SECRET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .min(MIN_SECRET_LENGTH, `must be at least ${MIN_SECRET_LENGTH} characters`)
      .optional(),
  ),
  LINK_SECRET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .min(MIN_SECRET_LENGTH, `must be at least ${MIN_SECRET_LENGTH} characters`)
      .optional(),
  ),
  BOT_KEYS: optionalString,
  TRUST_PROXY: optionalString,
  OPERATOR_KEY: z.preprocess(
    emptyAsUndefined,
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(LOG_LEVELS).default('info')),
  WEB_DIST: z.preprocess(emptyAsUndefined, z.string().default('dist/web')),
  JOBS_INTERVAL_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(0, 'must be 0 (off) or a number of milliseconds')
      .max(MAX_TIMER_MS, `must be at most ${MAX_TIMER_MS} (about 24 days)`)
      .refine((ms) => ms === 0 || ms >= MIN_JOBS_INTERVAL_MS, {
        error: `must be 0 (off) or at least ${MIN_JOBS_INTERVAL_MS}`,
      })
      .default(DEFAULT_JOBS_INTERVAL_MS),
  ),
  WEBHOOKS: optionalString,
  WHATSAPP: optionalString,
});

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY: unset = trust no proxy; a hop count; or a comma list of addresses / CIDRs. */
function parseTrustProxy(raw: string | undefined): false | number | readonly string[] {
  if (raw === undefined) return false;
  const text = raw.trim();
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops < 1 || hops > 10) throw new ConfigError('TRUST_PROXY', 'hop count must be 1–10');
    return hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address = '', bits, ...rest] = entry.split('/');
    const family = isIP(address);
    const bitsOk =
      bits === undefined ||
      (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32) && rest.length === 0);
    if (!(PROXY_NAMES.has(entry) || (family !== 0 && bitsOk))) {
      throw new ConfigError(
        'TRUST_PROXY',
        `"${entry}" is not a proxy address, CIDR range, hop count or one of loopback, linklocal, uniquelocal (never "true": that would believe any client)`,
      );
    }
  }
  return Object.freeze(entries);
}

const botKeysSchema = z.record(
  z.string().regex(/^\d+$/, 'bottler ids must be numeric'),
  z.string().min(16, 'each key must be at least 16 characters'),
);

const secretsFileSchema = z.object({
  sessionSecret: z.string().min(MIN_SECRET_LENGTH),
  linkSecret: z.string().min(MIN_SECRET_LENGTH),
});
type SecretsFile = z.infer<typeof secretsFileSchema>;

/** Parses `env` (process.env by default). Throws ConfigError naming the first bad variable. */
export function loadConfig(
  env: Readonly<Record<string, string | undefined>> = process.env,
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(variable, issue?.message ?? 'is invalid');
  }
  const e = parsed.data;

  if (e.DEPLOYMENT_FAMILY !== 'all' && !ENVS_OF_FAMILY[e.DEPLOYMENT_FAMILY].includes(e.APP_ENV)) {
    throw new ConfigError(
      'APP_ENV',
      `"${e.APP_ENV}" is not an environment of DEPLOYMENT_FAMILY ${e.DEPLOYMENT_FAMILY} (one of ${ENVS_OF_FAMILY[e.DEPLOYMENT_FAMILY].join(', ')})`,
    );
  }

  const dataDir = resolve(e.DATA_DIR);
  const strict = e.APP_ENV === 'production' && e.DATABASE_URL !== undefined;

  let sessionSecret = e.SESSION_SECRET;
  let linkSecret = e.LINK_SECRET;
  let generatedSecrets = false;
  if (strict) {
    if (sessionSecret === undefined) {
      throw new ConfigError(
        'SESSION_SECRET',
        'is required when APP_ENV=production and DATABASE_URL is set',
      );
    }
    if (linkSecret === undefined) {
      throw new ConfigError(
        'LINK_SECRET',
        'is required when APP_ENV=production and DATABASE_URL is set',
      );
    }
  } else if (sessionSecret === undefined || linkSecret === undefined) {
    const stored = readOrCreateSecrets(dataDir);
    sessionSecret ??= stored.sessionSecret;
    linkSecret ??= stored.linkSecret;
    generatedSecrets = true;
  }

  let botKeys: Record<string, string>;
  if (e.BOT_KEYS !== undefined) {
    botKeys = parseBotKeys(e.BOT_KEYS);
  } else if (strict) {
    botKeys = {};
  } else {
    botKeys = Object.fromEntries(
      DERIVED_BOT_KEY_BOTTLERS.map((id) => [id, deriveKey(linkSecret, `bot-key:${id}`)]),
    );
  }

  const operatorKey =
    e.OPERATOR_KEY ?? (strict ? undefined : deriveKey(linkSecret, 'operator-key'));

  let webhooks: Config['WEBHOOKS'];
  try {
    webhooks = parseWebhooks(e.WEBHOOKS);
  } catch (error) {
    throw new ConfigError('WEBHOOKS', (error as Error).message);
  }
  let whatsapp: Config['WHATSAPP'];
  try {
    whatsapp = parseWhatsapp(e.WHATSAPP);
  } catch (error) {
    throw new ConfigError('WHATSAPP', (error as Error).message);
  }

  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');

  return Object.freeze({
    PORT: e.PORT,
    HOST: e.HOST,
    DATABASE_URL: e.DATABASE_URL,
    DATA_DIR: dataDir,
    APP_ENV: e.APP_ENV,
    DEPLOYMENT_FAMILY: e.DEPLOYMENT_FAMILY,
    PUBLIC_URL: publicUrl,
    SESSION_SECRET: sessionSecret,
    LINK_SECRET: linkSecret,
    BOT_KEYS: Object.freeze(botKeys),
    OPERATOR_KEY: operatorKey,
    LOG_LEVEL: e.LOG_LEVEL,
    WEB_DIST: resolve(e.WEB_DIST),
    JOBS_INTERVAL_MS: e.JOBS_INTERVAL_MS,
    TRUST_PROXY: parseTrustProxy(e.TRUST_PROXY),
    generatedSecrets,
    WEBHOOKS: webhooks,
    WHATSAPP: whatsapp,
  });
}

function parseBotKeys(raw: string): Record<string, string> {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new ConfigError('BOT_KEYS', 'must be a JSON object {"<bottler id>": "<key>"}');
  }
  const parsed = botKeysSchema.safeParse(json);
  if (!parsed.success) {
    throw new ConfigError('BOT_KEYS', parsed.error.issues[0]?.message ?? 'is invalid');
  }
  return parsed.data;
}

/** A key derived from a secret for one purpose (dev bot keys, dev operator key). */
function deriveKey(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(purpose).digest('base64url').slice(0, 32);
}

function readOrCreateSecrets(dataDir: string): SecretsFile {
  const file = join(dataDir, 'secrets.json');
  const existing = readSecrets(file);
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true });
  const fresh: SecretsFile = {
    sessionSecret: randomBytes(32).toString('base64url'),
    linkSecret: randomBytes(32).toString('base64url'),
  };
  try {
    // 'wx': never overwrite a file another process wrote in the meantime.
    writeFileSync(file, `${JSON.stringify(fresh, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
    return fresh;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const raced = readSecrets(file);
    if (!raced) throw new ConfigError('DATA_DIR', `holds an unreadable ${file}`);
    return raced;
  }
}

function readSecrets(file: string): SecretsFile | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ConfigError('DATA_DIR', `holds a corrupt ${file}: delete it to generate new secrets`);
  }
  const parsed = secretsFileSchema.safeParse(json);
  if (!parsed.success) {
    throw new ConfigError(
      'DATA_DIR',
      `holds an invalid ${file}: delete it to generate new secrets`,
    );
  }
  return parsed.data;
}
