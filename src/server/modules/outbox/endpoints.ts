/**
 * Where each tenant's events go. Today the deployment's WEBHOOKS variable
 * (`{"2":{"url":"http://127.0.0.1:9999/hook","secret":"…"}}`, config.ts); a console endpoint,
 * when the console exists, replaces the variable's for its tenant and is address-guarded
 * (address-guard.ts) — the variable may name local addresses.
 */
import type { LookupFunction } from 'node:net';
import type { WebhookSetting } from '../../config-webhooks.ts';

export interface WebhookEndpoint {
  url: string;
  /** Valid signing secrets, newest first (two during a rotation). */
  secrets: string[];
  /** Attempts in flight at most, per dispatcher. */
  concurrency: number;
  /** Per-attempt time-out. */
  timeoutMs: number;
  /** Connect-time address check; undefined for the deployment's own variable. */
  lookup?: LookupFunction | undefined;
}

export interface EndpointSource {
  /** The endpoints by tenant id, read at each pass (secrets may rotate). */
  list(): Promise<ReadonlyMap<number, WebhookEndpoint>>;
}

/** Endpoints of the WEBHOOKS variable, for the served tenants only. */
export function endpointsFromConfig(
  settings: Readonly<Record<string, WebhookSetting>>,
  served: ReadonlySet<number> | undefined = undefined,
): EndpointSource {
  const map = new Map<number, WebhookEndpoint>();
  for (const [bottler, setting] of Object.entries(settings)) {
    const id = Number(bottler);
    if (served !== undefined && !served.has(id)) continue;
    map.set(id, {
      url: setting.url,
      secrets: [setting.secret],
      concurrency: setting.concurrency,
      timeoutMs: setting.timeoutMs,
    });
  }
  return { list: async () => map };
}
