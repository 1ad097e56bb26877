/**
 * Starts the outbox dispatcher in the server process (main.ts), like the background jobs: the
 * WEBHOOKS endpoints of the served tenants, links minted at each attempt. `stop()` waits for the
 * attempts in flight (aborted, recorded, retried later) before the database is closed.
 */
import type { Config } from '../../config.ts';
import type { Database } from '../../db/types.ts';
import type { ServedTenants } from '../../served-tenants.ts';
import { createTokenService } from '../auth/tokens.ts';
import { createDispatcher, type Dispatcher, type DispatcherLogger } from './dispatcher.ts';
import { endpointsWithRotation } from './endpoints.ts';
import { linkDecorator } from './links.ts';

export function startOutbox(options: {
  config: Config;
  db: Database;
  tenants: ServedTenants;
  logger: DispatcherLogger;
}): Dispatcher {
  const { config, db, tenants, logger } = options;
  const tokens = createTokenService({
    linkSecret: config.LINK_SECRET,
    sessionSecret: config.SESSION_SECRET,
  });
  const dispatcher = createDispatcher({
    db,
    endpoints: endpointsWithRotation(db, config.WEBHOOKS, new Set(tenants.keys())),
    decorate: linkDecorator({
      publicUrl: config.PUBLIC_URL,
      linkSecret: config.LINK_SECRET,
      tokens,
      tenants,
    }),
    logger,
  });
  dispatcher.start();
  return dispatcher;
}
