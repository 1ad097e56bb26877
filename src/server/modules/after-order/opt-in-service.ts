/**
 * Notification opt-in (SPEC §3 isNotificationEnable, §4 "Notifications: on or off", §7
 * optin/register/ecommerce with `userOptIn` as the string 'true' | 'false'). Never set → off.
 * A tenant without the notification option: the status is off and registering is refused
 * (422 featureDisabled) — the app only registers when the option is on (SPEC §2 /home).
 */
import type { UserOptIn } from '../../../contract/order-entities.ts';
import type { Queryable } from '../../db/types.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { findOptIn, saveOptIn } from './opt-in-repository.ts';

export async function optInStatusOf(
  ctx: RequestContext,
  db: Queryable,
): Promise<{ isNotificationEnable: boolean }> {
  if (!ctx.tenant.features.notifications) return { isNotificationEnable: false };
  const stored = await findOptIn(db, ctx.tenantId, ctx.clientId);
  return { isNotificationEnable: stored ?? false };
}

export async function registerOptIn(
  ctx: RequestContext,
  db: Queryable,
  userOptIn: UserOptIn,
): Promise<{ userOptIn: UserOptIn }> {
  if (!ctx.tenant.features.notifications) throw new HttpError(422, 'featureDisabled');
  await saveOptIn(db, ctx.tenantId, ctx.clientId, userOptIn === 'true', ctx.now);
  return { userOptIn };
}
