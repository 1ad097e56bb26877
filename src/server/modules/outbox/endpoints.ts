/**
 * Where each tenant's events go. Today the deployment's WEBHOOKS variable
 * (`{"2":{"url":"http://127.0.0.1:9999/hook","secret":"…"}}`, config.ts); a console endpoint,
 * when the console exists, replaces the variable's for its tenant and is address-guarded
 * (address-guard.ts) — the variable may name local addresses.
 */
import type { LookupFunction } from 'node:net';
import type { WebhookSetting } from '../../config-webhooks.ts';
import type { Queryable } from '../../db/types.ts';
import { fingerprintOf, listSecrets } from './secrets-repository.ts';

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

/**
 * The WEBHOOKS endpoints with their rotated secrets (migration 023), read at each pass: the
 * current secret first, then those still within their overlap. The variable's own secret signs
 * until a rotation retires it (by fingerprint: a new secret in the variable signs again).
 */
export function endpointsWithRotation(
  db: Queryable,
  settings: Readonly<Record<string, WebhookSetting>>,
  served: ReadonlySet<number> | undefined = undefined,
): EndpointSource {
  const base = endpointsFromConfig(settings, served);
  return {
    async list() {
      const endpoints = await base.list();
      const rows = await listSecrets(db, [...endpoints.keys()]);
      if (rows.length === 0) return endpoints;
      const result = new Map<number, WebhookEndpoint>();
      for (const [tenantId, endpoint] of endpoints) {
        const own = rows.filter((row) => row.tenantId === tenantId);
        const variable = endpoint.secrets[0] as string;
        const retired = own.find(
          (row) => row.kind === 'variable' && row.fingerprint === fingerprintOf(variable),
        );
        const secrets = own
          .filter((row) => row.kind === 'rotated' && row.live)
          .map((row) => row.secret as string);
        if (retired === undefined || retired.live) secrets.push(variable);
        result.set(tenantId, { ...endpoint, secrets: secrets.length > 0 ? secrets : [variable] });
      }
      return result;
    },
  };
}
