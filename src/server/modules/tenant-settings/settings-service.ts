/**
 * The console's tenant settings (issue 13, decision 058): read by every operator, saved and
 * restored by admins. A save stores only what differs from the tenant file, after the tenant
 * schema accepted the file with the change over it (400 validation with the fields otherwise);
 * it carries the version it read (409 staleVersion, decision 040) and writes its audit entry,
 * with the value it replaced, in its transaction. A restore puts back the value an entry
 * replaced, checked and audited the same way.
 */
import type {
  AdminTenantSettings,
  SettingsHistoryEntry,
  TenantSettings,
} from '../../../contract/index.ts';
import type { Database, Queryable } from '../../db/types.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { OperatorContext } from '../../plugins/operator-context.ts';
import { operatorActor } from '../admin-lists/audit-actor.ts';
import { recordAudit } from '../audit/audit-repository.ts';
import { effectiveTenantVersioned } from './effective-tenant.ts';
import {
  applyOverrides,
  changedPaths,
  overriddenPaths,
  overridesFrom,
  settingsOf,
  settingsOverridesSchema,
  settingsProblems,
  type SettingsOverrides,
} from './settings.ts';
import {
  findSettingsAudit,
  lockSettings,
  SETTINGS_ENTITY,
  selectSettingsHistory,
  selectSettingsSince,
  writeSettings,
  type SettingsAuditRow,
} from './settings-repository.ts';

type Ctx = Pick<OperatorContext, 'tenantId' | 'tenant' | 'now'>;

const HISTORY = 20;

const storedOverrides = (value: unknown): SettingsOverrides => {
  const parsed = settingsOverridesSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : {};
};

function historyEntry(row: SettingsAuditRow): SettingsHistoryEntry {
  return {
    auditId: row.id,
    at: row.at.toISOString(),
    operatorEmail: row.operator_email,
    action: row.action,
    changed: changedPaths(storedOverrides(row.before), storedOverrides(row.after)),
  };
}

async function answer(
  q: Queryable,
  ctx: Ctx,
  version: number,
  overrides: SettingsOverrides,
): Promise<AdminTenantSettings> {
  const file = ctx.tenant;
  const history = await selectSettingsHistory(q, ctx.tenantId, file.environment, HISTORY);
  return {
    environment: file.environment,
    version,
    settings: settingsOf(applyOverrides(file, overrides)),
    file: settingsOf(file),
    overridden: overriddenPaths(overrides),
    history: history.map(historyEntry),
  };
}

export async function readSettings(db: Database, ctx: Ctx): Promise<AdminTenantSettings> {
  const row = await selectSettingsSince(db, ctx.tenantId, ctx.tenant.environment, -1);
  return answer(db, ctx, row?.version ?? 0, storedOverrides(row?.overrides));
}

async function change(
  db: Database,
  ctx: OperatorContext,
  input: {
    version: number;
    action: 'settings.update' | 'settings.restore';
    wanted: (current: SettingsOverrides, q: Queryable) => Promise<TenantSettings>;
  },
): Promise<AdminTenantSettings> {
  const file = ctx.tenant;
  const result = await db.transaction(async (tx) => {
    const row = await lockSettings(tx, ctx.tenantId, file.environment);
    const current = row?.version ?? 0;
    if (current !== input.version) {
      throw new HttpError(409, 'staleVersion', { version: current });
    }
    const before = storedOverrides(row?.overrides);
    const wanted = await input.wanted(before, tx);
    const fields = settingsProblems(file, wanted);
    if (fields.length > 0) throw new HttpError(400, 'validation', undefined, { fields });
    const after = overridesFrom(settingsOf(file), wanted);
    const version = await writeSettings(tx, {
      tenantId: ctx.tenantId,
      environment: file.environment,
      overrides: after,
      version: current,
      at: ctx.now,
    });
    // A first save raced by another first save: the other one won.
    if (version === undefined) throw new HttpError(409, 'staleVersion', { version: current + 1 });
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      actor: operatorActor(ctx),
      action: input.action,
      entity: SETTINGS_ENTITY,
      entityId: file.environment,
      before,
      after,
      at: ctx.now,
    });
    return answer(tx, ctx, version, after);
  });
  // This instance's cache catches up now; the others on their next request.
  await effectiveTenantVersioned({ db }, file);
  return result;
}

export function saveSettings(
  db: Database,
  ctx: OperatorContext,
  body: { version: number; settings: TenantSettings },
): Promise<AdminTenantSettings> {
  return change(db, ctx, {
    version: body.version,
    action: 'settings.update',
    wanted: async () => body.settings,
  });
}

/** 404 for an entry of another tenant, another environment, or not of the settings. */
export function restoreSettings(
  db: Database,
  ctx: OperatorContext,
  body: { version: number; auditId: string },
): Promise<AdminTenantSettings> {
  return change(db, ctx, {
    version: body.version,
    action: 'settings.restore',
    wanted: async (_current, q) => {
      const entry = await findSettingsAudit(q, ctx.tenantId, ctx.tenant.environment, body.auditId);
      if (!entry) throw new HttpError(404, 'notFound');
      return settingsOf(applyOverrides(ctx.tenant, storedOverrides(entry.before)));
    },
  });
}
