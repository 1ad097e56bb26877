/** The tenant_settings table (migration 070) and the settings entries of the audit log. */
import type { Queryable } from '../../db/types.ts';

export interface SettingsRow {
  version: number;
  overrides: unknown;
}

/**
 * The stored version of a tenant's settings, with the overrides only when the version is not
 * `known` (what the caller's cache holds): one primary-key read per request. Undefined: none.
 */
export async function selectSettingsSince(
  q: Queryable,
  tenantId: number,
  environment: string,
  known: number,
): Promise<SettingsRow | undefined> {
  const rows = await q.query<SettingsRow>(
    `select version, case when version = $3 then null else overrides end as overrides
       from tenant_settings where tenant_id = $1 and environment = $2`,
    [tenantId, environment, known],
  );
  return rows[0];
}

/** The stored row, locked for the change (`for update`). */
export async function lockSettings(
  q: Queryable,
  tenantId: number,
  environment: string,
): Promise<SettingsRow | undefined> {
  const rows = await q.query<SettingsRow>(
    `select version, overrides from tenant_settings
      where tenant_id = $1 and environment = $2 for update`,
    [tenantId, environment],
  );
  return rows[0];
}

/**
 * Writes the overrides at `version + 1`. The first save inserts (version 1); two first saves at
 * once cannot both insert (primary key): `on conflict do nothing` answers no row for the second.
 */
export async function writeSettings(
  q: Queryable,
  input: { tenantId: number; environment: string; overrides: unknown; version: number; at: Date },
): Promise<number | undefined> {
  const json = JSON.stringify(input.overrides);
  const rows =
    input.version === 0
      ? await q.query<{ version: number }>(
          `insert into tenant_settings (tenant_id, environment, overrides, version, updated_at)
           values ($1, $2, $3::jsonb, 1, $4) on conflict do nothing returning version`,
          [input.tenantId, input.environment, json, input.at],
        )
      : await q.query<{ version: number }>(
          `update tenant_settings set overrides = $3::jsonb, version = version + 1, updated_at = $5
            where tenant_id = $1 and environment = $2 and version = $4 returning version`,
          [input.tenantId, input.environment, json, input.version, input.at],
        );
  return rows[0]?.version;
}

export interface SettingsAuditRow {
  id: string;
  at: Date;
  operator_email: string | null;
  action: 'settings.update' | 'settings.restore';
  before: unknown;
  after: unknown;
}

export const SETTINGS_ENTITY = 'tenantSettings';

/** The latest settings changes of the tenant in `environment`, newest first. */
export function selectSettingsHistory(
  q: Queryable,
  tenantId: number,
  environment: string,
  limit: number,
): Promise<SettingsAuditRow[]> {
  return q.query<SettingsAuditRow>(
    `select id::text as id, at, operator_email, action, before, after from audit_log
      where tenant_id = $1 and entity = $2 and entity_id = $3
      order by at desc, id desc limit $4`,
    [tenantId, SETTINGS_ENTITY, environment, limit],
  );
}

/** One settings entry of the tenant's audit log (another tenant's or another kind: none). */
export async function findSettingsAudit(
  q: Queryable,
  tenantId: number,
  environment: string,
  id: string,
): Promise<SettingsAuditRow | undefined> {
  const rows = await q.query<SettingsAuditRow>(
    `select id::text as id, at, operator_email, action, before, after from audit_log
      where id = $1::bigint and tenant_id = $2 and entity = $3 and entity_id = $4`,
    [id, tenantId, SETTINGS_ENTITY, environment],
  );
  return rows[0];
}
