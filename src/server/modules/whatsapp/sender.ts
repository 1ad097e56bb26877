/**
 * The WhatsApp adapter's sender (issue 15): the outbox's second channel. Each pass fans new
 * events out into messages for the tenants with WhatsApp configured, then claims due messages
 * per tenant (FOR UPDATE SKIP LOCKED and a lease, as the webhook dispatcher: several instances
 * never send one message at once; one shop's messages one at a time, in order), builds each at send time (messages.ts: the 24-hour window is
 * judged when it is sent) and POSTs it to the tenant's Cloud API `/<phone number id>/messages`.
 * 2xx → sent, with its wamid; 429, 5xx or no answer → retried with backoff; another 4xx (a
 * refused message) → dead at once; a shop without a WhatsApp number or an event without a
 * template outside the window → skipped.
 */
import { createWorkerLoop } from '../outbox/worker-loop.ts';
import type { WhatsappSetting } from '../../config-webhooks.ts';
import type { Database } from '../../db/types.ts';
import type { ServedTenants } from '../../served-tenants.ts';
import { DISPATCH_DEFAULTS, retryDelayMs, type DispatcherLogger } from '../outbox/dispatcher.ts';
import { shopLanguage } from '../outbox/event-data.ts';
import { postJson } from '../outbox/http-post.ts';
import type { ClaimedEvent } from '../outbox/outbox-repository.ts';
import { buildMessage } from './messages.ts';
import {
  claimMessages,
  fanOutEvents,
  recordMessage,
  type ClaimedMessage,
  type MessageOutcome,
} from './repository.ts';

export interface WhatsappSenderOptions {
  db: Database;
  settings: Readonly<Record<string, WhatsappSetting>>;
  tenants: ServedTenants;
  /** Adds links to the event's data (outbox links.ts). */
  decorate?: (event: ClaimedEvent) => Promise<Record<string, unknown>> | Record<string, unknown>;
  logger?: DispatcherLogger;
  now?: () => Date;
  maxAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  pollMs?: number;
  random?: () => number;
}

export interface WhatsappSender {
  /** Starts the passes, the first after `afterMs` (sooner on a wake) or at once (worker-loop.ts). */
  start(afterMs?: number): void;
  pass(): Promise<number>;
  idle(): Promise<void>;
  stop(): Promise<void>;
}

export function createWhatsappSender(options: WhatsappSenderOptions): WhatsappSender {
  const { db, settings, tenants } = options;
  const now = options.now ?? (() => new Date());
  const maxAttempts = options.maxAttempts ?? DISPATCH_DEFAULTS.maxAttempts;
  const backoff = {
    baseDelayMs: options.baseDelayMs ?? DISPATCH_DEFAULTS.baseDelayMs,
    maxDelayMs: options.maxDelayMs ?? DISPATCH_DEFAULTS.maxDelayMs,
    random: options.random ?? Math.random,
  };
  const pollMs = options.pollMs ?? DISPATCH_DEFAULTS.pollMs;
  const configured = new Map<number, WhatsappSetting>();
  for (const [id, setting] of Object.entries(settings)) {
    if (tenants.has(Number(id))) configured.set(Number(id), setting);
  }
  // Sends in flight are aborted after stop()'s grace period (an accepted send is not lost).
  const worker = createWorkerLoop({
    pass: () => pass(),
    pollMs,
    onError: (error, tenantId) =>
      options.logger?.error(
        { err: error },
        tenantId === undefined ? 'whatsapp pass failed' : 'whatsapp send failed',
      ),
  });

  async function outcomeOf(
    message: ClaimedMessage,
    setting: WhatsappSetting,
  ): Promise<MessageOutcome> {
    const tenant = tenants.get(message.tenantId);
    if (!tenant) return { state: 'skipped', reason: 'tenantNotServed' };
    if (message.whatsappNumber === null) return { state: 'skipped', reason: 'noNumber' };
    const event: ClaimedEvent = {
      id: message.eventId,
      tenantId: message.tenantId,
      clientId: message.clientId,
      type: message.type,
      conversationId: null,
      data: message.data,
      createdAt: message.createdAt,
      attempt: message.attempt,
      retryBase: 0,
      leaseId: message.leaseId,
    };
    const data = options.decorate ? await options.decorate(event) : message.data;
    const built = buildMessage({
      type: message.type,
      data,
      language: shopLanguage(tenant, message.language),
      whatsappNumber: message.whatsappNumber,
      lastInboundAt: message.lastInboundAt,
      now: now(),
      templates: setting.templates,
    });
    if (built.kind === 'skip') return { state: 'skipped', reason: built.reason };
    const to = message.whatsappNumber;
    const result = await postJson({
      url: `${setting.baseUrl}/${setting.phoneNumberId}/messages`,
      body: JSON.stringify(built.body),
      headers: { authorization: `Bearer ${setting.token}` },
      timeoutMs: setting.timeoutMs,
      signal: worker.aborting,
    });
    const error = `${result.status === undefined ? 'no answer' : `HTTP ${result.status}`}: ${result.answer}`;
    if (result.status !== undefined && result.status >= 200 && result.status < 300) {
      const wamid = wamidOf(result.answer);
      if (wamid !== undefined) return { state: 'sent', kind: built.kind, to, wamid };
      return { state: 'dead', kind: built.kind, to, error: `no message id in ${result.answer}` };
    }
    const retriable = result.status === undefined || result.status === 429 || result.status >= 500;
    if (!retriable || message.attempt >= maxAttempts) {
      return { state: 'dead', kind: built.kind, to, error };
    }
    return {
      state: 'pending',
      kind: built.kind,
      to,
      error,
      retryInMs: retryDelayMs(message.attempt, backoff),
    };
  }

  async function pass(): Promise<number> {
    if (worker.stopping.aborted) return 0;
    await fanOutEvents(db, [...configured.keys()], [...tenants.keys()]);
    let claimed = 0;
    for (const [tenantId, setting] of configured) {
      const free = worker.free(tenantId, setting.concurrency);
      if (free <= 0) continue;
      const leaseMs = setting.timeoutMs * 2 + 5_000;
      const messages = await db.transaction((tx) => claimMessages(tx, tenantId, free, leaseMs));
      for (const message of messages) {
        worker.track(
          tenantId,
          outcomeOf(message, setting).then((outcome) => recordMessage(db, message, outcome)),
        );
      }
      claimed += messages.length;
    }
    return claimed;
  }

  return {
    start: (afterMs) => worker.start(afterMs),
    pass,
    idle: () => worker.idle(),
    stop: () => worker.stop(3_000),
  };
}

/** `messages[0].id` of the Cloud API's answer. */
function wamidOf(answer: string): string | undefined {
  try {
    const body = JSON.parse(answer) as { messages?: { id?: unknown }[] };
    const id = body.messages?.[0]?.id;
    return typeof id === 'string' && id.length > 0 && id.length <= 200 ? id : undefined;
  } catch {
    return undefined;
  }
}
