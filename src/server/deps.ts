/**
 * The types every API module is written against: the app's Fastify instance and what it gets
 * besides (config, database, clock, tenants, tokens). Kept apart from app.ts, which builds the app
 * from the modules, so that no module imports the file that imports it.
 */
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/types.ts';
import type { TokenService } from './modules/auth/tokens.ts';
import type { ServedTenants } from './served-tenants.ts';

/** What every API module gets besides the Fastify instance. */
export interface AppDeps {
  config: Config;
  db: Database;
  /** The clock: services take `now()` instead of reading the system time. */
  now: () => Date;
  /** The tenants this deployment serves, resolved for its environment. */
  tenants: ServedTenants;
  /** Link and session tokens, signed with the configured secrets. */
  tokens: TokenService;
}

/** The app's Fastify instance: zod schemas type the requests and replies of its routes. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export type ApiModule = (app: App, deps: AppDeps) => Promise<void>;
