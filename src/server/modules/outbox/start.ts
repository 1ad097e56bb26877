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
import { createWhatsappSender } from '../whatsapp/sender.ts';
import { linkDecorator } from './links.ts';

/**
 * How long after the start the channels' first passes wait: the first requests after a restart
 * get the database first. On a cold PGlite the two channels' first passes took ~50–90 ms of
 * statements (decision 096's trace of a real start), just when a restart's first orchestration
 * came (issue 16, P8). Events written before the restart or in its first seconds go out after
 * this wait, then every sweep (1 s).
 */
export const OUTBOX_FIRST_PASS_AFTER_MS = 2_000;

export function startOutbox(options: {
  config: Config;
  db: Database;
  tenants: ServedTenants;
  logger: DispatcherLogger;
}): Pick<Dispatcher, 'stop'> {
  const { config, db, tenants, logger } = options;
  const tokens = createTokenService({
    linkSecret: config.LINK_SECRET,
    sessionSecret: config.SESSION_SECRET,
  });
  const decorate = linkDecorator({
    publicUrl: config.PUBLIC_URL,
    linkSecret: config.LINK_SECRET,
    tokens,
    tenants,
  });
  const dispatcher = createDispatcher({
    db,
    endpoints: endpointsWithRotation(db, config.WEBHOOKS, new Set(tenants.keys())),
    decorate,
    logger,
    servedTenants: [...tenants.keys()],
  });
  dispatcher.start(OUTBOX_FIRST_PASS_AFTER_MS);
  // The WhatsApp channel (whatsapp/sender.ts). It runs even when no tenant has WhatsApp, so
  // every event is marked fanned out once CHANNEL_SETTLE_MS old (an instance with the setting
  // takes it before) and a tenant enabling it later gets recent events only.
  const whatsapp = createWhatsappSender({
    db,
    settings: config.WHATSAPP,
    tenants,
    decorate,
    logger,
  });
  whatsapp.start(OUTBOX_FIRST_PASS_AFTER_MS);
  return {
    async stop() {
      await Promise.all([dispatcher.stop(), whatsapp.stop()]);
    },
  };
}
