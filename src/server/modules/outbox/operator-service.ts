/**
 * What operators do with webhooks (issue 15; contract calls/webhooks.ts): read each event's
 * deliveries, retry a dead event, rotate the endpoint's signing secret.
 */
import { randomBytes } from 'node:crypto';
import type { WebhookEventView } from '../../../contract/calls/webhooks.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../plugins/errors.ts';
import { listEvents, retryDeadEvent, type EventView } from './outbox-repository.ts';
import { fingerprintOf, rotateSecret } from './secrets-repository.ts';

function tenantOf(deps: AppDeps, bottler: number) {
  const tenant = deps.tenants.get(bottler);
  if (!tenant) throw new HttpError(404, 'notFound');
  return tenant;
}

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

function view(event: EventView): WebhookEventView {
  return {
    id: event.id,
    type: event.type,
    created: event.createdAt.toISOString(),
    clientId: event.clientId,
    conversationId: event.conversationId,
    state: event.state,
    attempts: event.attempts,
    nextAttemptAt: iso(event.nextAttemptAt),
    deliveredAt: iso(event.deliveredAt),
    lastError: event.lastError,
    data: event.data,
    attemptLog: event.attemptLog.map((a) => ({ ...a, startedAt: a.startedAt.toISOString() })),
  };
}

export async function webhookEventsOf(
  deps: AppDeps,
  bottler: number,
  filter: { state?: string | undefined; type?: string | undefined; limit: number },
): Promise<{ events: WebhookEventView[] }> {
  const tenant = tenantOf(deps, bottler);
  return { events: (await listEvents(deps.db, tenant.id, filter)).map(view) };
}

export async function retryWebhookEvent(
  deps: AppDeps,
  bottler: number,
  eventId: string,
): Promise<{ id: string; state: 'pending' }> {
  const tenant = tenantOf(deps, bottler);
  const found = await deps.db.transaction((tx) => retryDeadEvent(tx, tenant.id, eventId));
  if (found === undefined) throw new HttpError(404, 'notFound');
  if (found !== 'dead') throw new HttpError(409, 'eventNotDead', { state: found });
  return { id: eventId, state: 'pending' };
}

/** A new secret for the tenant's WEBHOOKS endpoint; 404 when the tenant has none. */
export async function rotateWebhookSecret(
  deps: AppDeps,
  bottler: number,
  overlapHours: number,
): Promise<{ secret: string; previousValidUntil: string }> {
  const tenant = tenantOf(deps, bottler);
  const setting = deps.config.WEBHOOKS[String(tenant.id)];
  if (!setting) throw new HttpError(404, 'notFound');
  const secret = `whsec_${randomBytes(32).toString('base64url')}`;
  const until = await deps.db.transaction((tx) =>
    rotateSecret(tx, tenant.id, secret, fingerprintOf(setting.secret), overlapHours * 3_600_000),
  );
  return { secret, previousValidUntil: until.toISOString() };
}
