/**
 * The outbox dispatcher (issue 15; SECURITY T21; decision 023): sends due events to their
 * tenant's webhook endpoint, signed (signature.ts), at least once, with a stable event id.
 *
 * - Sharing the work: each pass claims, per tenant with an endpoint, at most as many due events
 *   as that endpoint has free slots (the per-endpoint concurrency cap), in one statement that
 *   locks the rows FOR UPDATE SKIP LOCKED and leases them (outbox-repository.ts). Several
 *   instances on one PostgreSQL thus never claim one event twice; on PGlite (one process) the same
 *   statements run in process. The HTTP call runs outside any transaction.
 * - Retries: a failed attempt (non-2xx, no answer, time-out past `timeoutMs`) is scheduled again
 *   after an exponential backoff with jitter (`retryDelayMs`); after `maxAttempts` the event is
 *   dead (operators can retry it). A dispatcher that dies mid-attempt leaves a lease that runs out
 *   (`leaseMs`), after which the event is sent again.
 * - A tenant without an endpoint: its events are closed as `skipped` — no attempt, no error.
 * - Stopping: `stop()` ends the loop, lets attempts in flight finish for up to `stopGraceMs`,
 *   then aborts the rest (recorded as failed, retried later, by this instance after a restart or
 *   by another), and resolves when nothing runs any more, before the database is closed.
 */
import { createWorkerLoop } from './worker-loop.ts';
import type { Database } from '../../db/types.ts';
import type { EndpointSource, WebhookEndpoint } from './endpoints.ts';
import type { EventBody } from './event-types.ts';
import { postJson } from './http-post.ts';
import {
  claimDueEvents,
  closeExhaustedEvents,
  recordAttempt,
  skipEventsWithoutEndpoint,
  type ClaimedEvent,
} from './outbox-repository.ts';
import { SIGNATURE_HEADER, signatureHeader } from './signature.ts';

export const DISPATCH_DEFAULTS = {
  maxAttempts: 12,
  /** First retry after about this long; each next one doubles, up to maxDelayMs. */
  baseDelayMs: 10_000,
  maxDelayMs: 60 * 60 * 1000,
  /** Time between passes when nothing was due (a finished attempt wakes the loop at once). */
  pollMs: 1_000,
} as const;

export interface DispatcherLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface DispatcherOptions {
  db: Database;
  endpoints: EndpointSource;
  /** Adds the attempt's short-lived links to an event's data (links.ts); identity by default. */
  decorate?: (event: ClaimedEvent) => Promise<Record<string, unknown>> | Record<string, unknown>;
  logger?: DispatcherLogger;
  maxAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  pollMs?: number;
  /** A number in [0, 1) for the jitter (default Math.random). */
  random?: () => number;
  /** Unix seconds for the signature's `t` (default: the system clock). */
  clock?: () => number;
  /** How long `stop()` lets attempts in flight finish before aborting them (default 3 s). */
  stopGraceMs?: number;
  /**
   * The tenants this deployment serves: only their events without an endpoint are skipped
   * (default: every tenant's).
   */
  servedTenants?: readonly number[];
}

/** Backoff of the attempt that just failed (1-based): base·2^(n-1) capped, "equal jitter". */
export function retryDelayMs(
  attempt: number,
  options: { baseDelayMs: number; maxDelayMs: number; random: () => number },
): number {
  const exponential = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (attempt - 1));
  return exponential / 2 + options.random() * (exponential / 2);
}

export interface Dispatcher {
  /** Runs passes until stopped. */
  /** Starts the passes, the first after `afterMs` (sooner on a wake) or at once (worker-loop.ts). */
  start(afterMs?: number): void;
  /** One pass: claims what is due now and starts sending it; resolves to the number claimed. */
  pass(): Promise<number>;
  /** Resolves when no attempt is in flight. */
  idle(): Promise<void>;
  /** Asks for a pass now (e.g. after a write in this process). */
  wake(): void;
  stop(): Promise<void>;
}

/** How often a dispatcher sweeps (see pass()). */
const SWEEP_EVERY_MS = 1_000;

const silent: DispatcherLogger = { info() {}, warn() {}, error() {} };

export function createDispatcher(options: DispatcherOptions): Dispatcher {
  const { db, endpoints } = options;
  const logger = options.logger ?? silent;
  const maxAttempts = options.maxAttempts ?? DISPATCH_DEFAULTS.maxAttempts;
  const backoff = {
    baseDelayMs: options.baseDelayMs ?? DISPATCH_DEFAULTS.baseDelayMs,
    maxDelayMs: options.maxDelayMs ?? DISPATCH_DEFAULTS.maxDelayMs,
    random: options.random ?? Math.random,
  };
  const pollMs = options.pollMs ?? DISPATCH_DEFAULTS.pollMs;
  const clock = options.clock ?? (() => Math.floor(Date.now() / 1000));
  const worker = createWorkerLoop({
    pass: () => pass(),
    pollMs,
    onError: (error, tenantId) =>
      logger.error(
        { err: error, tenantId },
        tenantId === undefined ? 'webhook dispatch pass failed' : 'webhook attempt failed',
      ),
  });

  async function attempt(event: ClaimedEvent, endpoint: WebhookEndpoint): Promise<void> {
    const body: EventBody = {
      id: event.id,
      type: event.type,
      created: event.createdAt.toISOString(),
      bottler: event.tenantId,
      clientId: event.clientId,
      ...(event.conversationId === null ? {} : { conversationId: event.conversationId }),
      data: options.decorate ? await options.decorate(event) : event.data,
    };
    const raw = JSON.stringify(body);
    const startedAt = new Date();
    const result = await postJson({
      url: endpoint.url,
      body: raw,
      headers: {
        [SIGNATURE_HEADER]: signatureHeader(endpoint.secrets, clock(), raw),
        'user-agent': 'Refill-Webhooks/1',
        'refill-event-id': event.id,
        'refill-event-type': event.type,
      },
      timeoutMs: endpoint.timeoutMs,
      lookup: endpoint.lookup,
      signal: worker.aborting,
    });
    const delivered = result.status !== undefined && result.status >= 200 && result.status < 300;
    const record = {
      eventId: event.id,
      attempt: event.attempt,
      leaseId: event.leaseId,
      startedAt,
      durationMs: result.durationMs,
      url: endpoint.url,
      status: result.status,
      answer: result.answer,
    };
    const dead = !delivered && event.attempt - event.retryBase >= maxAttempts;
    await recordAttempt(
      db,
      record,
      delivered
        ? { delivered: true }
        : { delivered: false, dead, retryInMs: retryDelayMs(event.attempt, backoff) },
    );
    if (dead) logger.warn({ eventId: event.id, tenantId: event.tenantId }, 'webhook event dead');
  }

  /** When the sweeps (skip tenants without endpoint, close exhausted events) last ran. */
  let sweptAt = Number.NEGATIVE_INFINITY;

  async function pass(): Promise<number> {
    if (worker.stopping.aborted) return 0;
    const configured = await endpoints.list();
    // The sweeps scan every pending row: at most once per SWEEP_EVERY_MS, not at every pass.
    if (performance.now() - sweptAt >= SWEEP_EVERY_MS) {
      sweptAt = performance.now();
      await skipEventsWithoutEndpoint(db, [...configured.keys()], options.servedTenants);
      await closeExhaustedEvents(db, maxAttempts);
    }
    let claimed = 0;
    for (const [tenantId, endpoint] of configured) {
      if (worker.stopping.aborted) break;
      const free = worker.free(tenantId, endpoint.concurrency);
      if (free <= 0) continue;
      const leaseMs = endpoint.timeoutMs * 2 + 5_000;
      const events = await claimDueEvents(db, tenantId, free, leaseMs);
      for (const event of events) worker.track(tenantId, attempt(event, endpoint));
      claimed += events.length;
    }
    return claimed;
  }

  return {
    start: (afterMs) => worker.start(afterMs),
    pass,
    idle: () => worker.idle(),
    wake: () => worker.wake(),
    stop: () => worker.stop(options.stopGraceMs ?? 3_000),
  };
}
