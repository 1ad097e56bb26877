/**
 * Rate limits that hold across instances (SECURITY T16, T22; decision 021): @fastify/rate-limit
 * decides, counts and answers; on PostgreSQL its store is the database (call_rate_windows), so
 * every instance counts into the same fixed window, and the app's clock decides the window. On
 * the embedded database, which one process owns, the same windows are counted in memory
 * (decision 065).
 *
 * A call opts in by declaring `rateLimit: {max, windowSeconds, per}` in the contract; `callRoute`
 * turns that into the route's `config.rateLimit`. The count runs as a preHandler after the
 * call's own guard, so a session is counted by its verified id (hashed), never by a token a
 * stranger made up. Beyond the limit: 429 `tooManyRequests` with `Retry-After`.
 */
import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimit } from '../../../contract/index.ts';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/types.ts';
import { ownsDatabase } from '../../db/owned-cache.ts';
import { HttpError } from '../../plugins/errors.ts';
import { countHit } from './rate-window-repository.ts';

interface StoreResult {
  current: number;
  ttl: number;
}
type StoreCallback = (error: Error | null, result?: StoreResult) => void;

/** What a route's `config.rateLimit` carries besides the plugin's own fields. */
interface RouteLimitParams {
  scope?: string;
  timeWindow?: unknown;
}

/** Tenant of a key made by `limitKey`: `<tenant id>:<who>` (0 for callers of no tenant). */
function splitKey(key: string): { tenantId: number; who: string } {
  const colon = key.indexOf(':');
  return { tenantId: Number(key.slice(0, colon)) || 0, who: key.slice(colon + 1) };
}

/** Counts one hit of `key` (`<tenant id>:<who>`) in `scope`'s window starting at `windowStart`. */
type CountHit = (scope: string, key: string, windowStart: number) => Promise<number>;

/**
 * The @fastify/rate-limit store of fixed windows on the app's clock, one per route (its scope);
 * `count` keeps the hits.
 */
function windowStore(count: CountHit, now: () => Date) {
  return class WindowRateStore {
    readonly scope: string;
    readonly timeWindow: number;
    constructor(params: RouteLimitParams = {}) {
      this.scope = params.scope ?? 'global';
      this.timeWindow = typeof params.timeWindow === 'number' ? params.timeWindow : 60_000;
    }

    /** The plugin passes the route's window as a third argument (its types omit it). */
    incr(key: string, callback: StoreCallback, timeWindow: number = this.timeWindow): void {
      const at = now().getTime();
      const windowStart = Math.floor(at / timeWindow) * timeWindow;
      count(this.scope, key, windowStart).then(
        (current) => callback(null, { current, ttl: windowStart + timeWindow - at }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** The plugin passes the route's merged limit (its `scope` and `timeWindow`). */
    child(params: object): WindowRateStore {
      return new WindowRateStore(params as RouteLimitParams);
    }
  };
}

/** Hits counted in call_rate_windows: every instance on one PostgreSQL shares them. */
function databaseCount(db: Database): CountHit {
  return (scope, key, windowStart) => {
    const { tenantId, who } = splitKey(key);
    return countHit(db, { tenantId, scope, key: who }, new Date(windowStart));
  };
}

/** Counters kept by the memory count; the least recently counted go first. */
const MEMORY_STORE_KEYS = 20_000;

/**
 * Hits counted in this process's memory, for a database this process owns (PGlite, decision
 * 065): no instance shares it, so the count needs no statement — and no commit.
 */
function memoryCount(): CountHit {
  const windows = new LRUCache<string, { start: number; hits: number }>({ max: MEMORY_STORE_KEYS });
  return async (scope, key, windowStart) => {
    const id = `${scope}\u0000${key}`;
    const counted = windows.get(id);
    const hits = counted !== undefined && counted.start === windowStart ? counted.hits + 1 : 1;
    windows.set(id, { start: windowStart, hits });
    return hits;
  };
}

const hash = (value: string) => createHash('sha256').update(value).digest('base64url');

/** The counted caller of a request, as `<tenant id>:<who>`. */
function limitKey(per: RateLimit['per'], request: FastifyRequest): string {
  if (per === 'session') {
    // An ERP call counts per API key (each key its own bucket).
    if (request.erpCtx) return `${request.erpCtx.tenantId}:${hash(`erp:${request.erpCtx.keyId}`)}`;
    // A shop's session, or an operator's on a console call.
    const ctx = request.ctx ?? request.operatorCtx;
    // The session guard ran first; without a context the guard has already refused the call.
    if (!ctx) throw new HttpError(401, 'unauthorized');
    return `${ctx.tenantId}:${hash(ctx.sessionId)}`;
  }
  return `0:${request.ip}`;
}

/** Registers the plugin (no global limit: only routes with `config.rateLimit` are counted). */
export async function registerRateLimits(
  app: FastifyInstance,
  deps: { db: Database; now: () => Date },
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    store: windowStore(ownsDatabase(deps.db) ? memoryCount() : databaseCount(deps.db), deps.now),
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    addHeaders: {
      'x-ratelimit-limit': true,
      'x-ratelimit-remaining': true,
      'x-ratelimit-reset': true,
      'retry-after': true,
    },
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, 'tooManyRequests', undefined, {
        retryAfterSeconds: Math.ceil(context.ttl / 1000),
      }),
  });
}

/** The route option of a call that declares a rate limit (`callRoute` spreads it). */
export function rateLimitConfig(scope: string, limit: RateLimit) {
  return {
    config: {
      rateLimit: {
        max: limit.max,
        timeWindow: limit.windowSeconds * 1000,
        hook: 'preHandler' as const,
        keyGenerator: (request: FastifyRequest) => limitKey(limit.per, request),
        scope,
      },
    },
  };
}
