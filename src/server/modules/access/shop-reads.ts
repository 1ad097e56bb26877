/**
 * What every shop request reads before its handler runs (issue 16, decision 065): the session of
 * its token, the tenant's stored settings, the client row, the tenant's catalogue version and,
 * for the calls that decide against the payment limit, the client's open orders' total.
 *
 * - On PostgreSQL (several instances may write): one statement, primary-key lookups joined, so a
 *   logout, a limit or a price changed on any instance is seen by the next request of every one.
 * - On the embedded database (one process owns it): from memory, each part in a cache that
 *   migration 075's notices empty before any change returns (db/owned-cache.ts); a cold part is
 *   read with its own primary-key statement. No statement at all once warm.
 *
 * Every read names the tenant and the client of the verified token (SECURITY T4); the caller
 * still checks that the session belongs to them.
 */
import type { Database } from '../../db/types.ts';
import { ownedCache, ownsDatabase } from '../../db/owned-cache.ts';
import {
  findSessionRow,
  hashSid,
  SESSION_COLUMNS,
  toActiveSession,
  type ActiveSession,
  type SessionRecord,
} from '../auth/sessions.ts';
import {
  clientColumns,
  findClient,
  toAccount,
  type ClientAccount,
  type ClientRecord,
} from '../clients/client-repository.ts';
import { selectCatalogueVersion } from '../catalogue/repository.ts';
import { OPEN_ORDER_STATUSES, openOrdersTotal } from '../ordering/pricing-repository.ts';
import { selectSettingsSince, type SettingsRow } from '../tenant-settings/settings-repository.ts';

export interface ShopReadsInput {
  /** The token's `sid` claim. */
  sid: string;
  tenantId: number;
  clientId: string;
  /** The tenant's environment (its settings row is per environment). */
  environment: string;
  /** The settings version the caller's cache holds: its overrides are not sent again. */
  settingsKnown: number;
  now: Date;
  /** Read the client's open orders' total too (order/simulate). */
  openOrders: boolean;
}

export interface ShopReads {
  /** The unrevoked, unexpired session of `sid`, or null. */
  session: ActiveSession | null;
  /** The tenant's stored settings (overrides null when `settingsKnown` is current), if any. */
  settings: SettingsRow | undefined;
  /** The client row, undefined when the tenant has no such client. */
  account: ClientAccount | undefined;
  catalogueVersion: number;
  /** Only when asked for. */
  openOrdersTotal?: number;
}

/** Tables of one row per tenant (and environment): their caches stay small. */
const TENANT_WIDE = new Set(['tenant_settings', 'catalogue_versions']);

export async function readShop(db: Database, input: ShopReadsInput): Promise<ShopReads> {
  return ownsDatabase(db) ? fromMemory(db, input) : inOneStatement(db, input);
}

async function fromMemory(db: Database, input: ShopReadsInput): Promise<ShopReads> {
  const id = hashSid(input.sid);
  const client = `${input.tenantId}:${input.clientId}`;
  const scope = { tenantId: input.tenantId, clientId: input.clientId };
  const cached = <V>(table: string, key: string, load: () => Promise<V>): Promise<V> => {
    const cache = ownedCache<V>(db, table, TENANT_WIDE.has(table) ? { maxEntries: 1_000 } : {});
    return cache ? cache.get(key, load) : load();
  };
  const [session, settings, account, catalogueVersion, open] = await Promise.all([
    cached('user_sessions', id, () => findSessionRow(db, id)),
    cached(
      'tenant_settings',
      `${input.tenantId}:${input.environment}`,
      // Kept with its overrides: the caller compares versions itself.
      () => selectSettingsSince(db, input.tenantId, input.environment, -1),
    ),
    cached('clients', client, () => findClient(db, scope)),
    cached('catalogue_versions', String(input.tenantId), () =>
      selectCatalogueVersion(db, input.tenantId),
    ),
    input.openOrders ? cached('orders', client, () => openOrdersTotal(db, scope)) : undefined,
  ]);
  return {
    session: session !== null && session.expiresAt > input.now ? session : null,
    settings,
    account,
    catalogueVersion,
    ...(open === undefined ? {} : { openOrdersTotal: open }),
  };
}

type OneRow = Partial<SessionRecord> &
  Partial<ClientRecord> & {
    session_found: boolean;
    client_found: boolean;
    settings_version: number | null;
    settings_overrides: unknown;
    catalogue_version: number | null;
    open_total: string | null;
  };

/**
 * The statement, made once: node-postgres keys its prepared statements by the text
 * (db/postgres-database.ts), and a string built per call is hashed again on every lookup.
 */
const ONE_STATEMENT = `select s.id is not null as session_found, ${SESSION_COLUMNS.split(', ')
  .map((column) => `s.${column}`)
  .join(', ')},
            c.external_id is not null as client_found, ${clientColumns('c')},
            t.version as settings_version,
            case when t.version = $5 then null else t.overrides end as settings_overrides,
            (select v.version from catalogue_versions v where v.tenant_id = $2) as catalogue_version,
            case when $7 then
              (select coalesce(sum(o.total), 0) from orders o
                where o.tenant_id = $2 and o.client_id = $3 and o.status = any($8::text[]))
            end as open_total
       from (select 1) as one
       left join user_sessions s on s.id = $1 and s.revoked_at is null and s.expires_at > $6
       left join clients c on c.tenant_id = $2 and c.external_id = $3
       left join tenant_settings t on t.tenant_id = $2 and t.environment = $4`;

async function inOneStatement(db: Database, input: ShopReadsInput): Promise<ShopReads> {
  const [row] = await db.query<OneRow>(ONE_STATEMENT, [
    hashSid(input.sid),
    input.tenantId,
    input.clientId,
    input.environment,
    input.settingsKnown,
    input.now,
    input.openOrders,
    [...OPEN_ORDER_STATUSES],
  ]);
  if (row === undefined) throw new Error('shop reads returned nothing');
  return {
    session: row.session_found ? toActiveSession(row as SessionRecord) : null,
    settings:
      row.settings_version === null
        ? undefined
        : { version: row.settings_version, overrides: row.settings_overrides },
    account: row.client_found ? toAccount(row as ClientRecord, input.tenantId) : undefined,
    catalogueVersion: Number(row.catalogue_version ?? 0),
    ...(row.open_total === null ? {} : { openOrdersTotal: Number(row.open_total) }),
  };
}
