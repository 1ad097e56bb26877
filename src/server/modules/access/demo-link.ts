/**
 * The demo shop printed at start (`npm start`): a chat link for Guanabara (tenant 2) shop 1001,
 * and how to sign in standalone (PRODUCT.md demo data: password Demo@2026).
 */
import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/types.ts';
import { loadServedTenants, type ServedTenants } from '../../served-tenants.ts';
import { createTokenService } from '../auth/tokens.ts';
import { createChatLink } from './chat-link.ts';
import { clientExists } from '../clients/client-repository.ts';

export const DEMO_BOTTLER = 2;
export const DEMO_CLIENT = '1001';
export const DEMO_PASSWORD = 'Demo@2026';

export interface DemoLinkInput {
  db: Queryable;
  config: Config;
  now: Date;
  tenants?: ServedTenants;
}

/** A fresh chat link for the demo shop; undefined when this deployment has no such shop. */
export async function demoChatUrl({
  db,
  config,
  now,
  tenants,
}: DemoLinkInput): Promise<string | undefined> {
  const tenant = (tenants ?? loadServedTenants(config)).get(DEMO_BOTTLER);
  if (!tenant || !(await clientExists(db, { tenantId: DEMO_BOTTLER, clientId: DEMO_CLIENT })))
    return undefined;
  const link = await createChatLink({
    tokens: createTokenService({
      linkSecret: config.LINK_SECRET,
      sessionSecret: config.SESSION_SECRET,
    }),
    tenant,
    clientId: DEMO_CLIENT,
    publicUrl: config.PUBLIC_URL,
    now,
  });
  return link.url;
}

/** The lines printed at start for the demo shop. */
export function demoLines(config: Pick<Config, 'PUBLIC_URL'>, url: string | undefined): string[] {
  if (url === undefined) {
    return [`Demo link: npm run link -- --bottler ${DEMO_BOTTLER} --client ${DEMO_CLIENT}`];
  }
  return [
    `Demo link (Guanabara, shop ${DEMO_CLIENT}): ${url}`,
    `Standalone login: ${config.PUBLIC_URL}/login (Guanabara, client ${DEMO_CLIENT}, password ${DEMO_PASSWORD})`,
  ];
}
