/**
 * What the browser remembers for the NPS survey (SPEC §5 "Survey: asked every N orders … and only
 * if 15 days have passed since the last one"): per tenant and client, in localStorage under
 * `refill.nps.{bottler}.{clientId}`, the number of orders placed from this app and when the survey
 * was last answered. The answers themselves are kept by the server (PUT user/session). Another
 * device starts its own count: the survey may then come a little earlier or later, never twice
 * within 15 days on one device.
 */
export interface NpsMemory {
  ordersCount: number;
  /** ISO date-time of the last answer; undefined when never answered. */
  lastAnsweredAt: string | undefined;
}

const EMPTY: NpsMemory = { ordersCount: 0, lastAnsweredAt: undefined };

export function npsStorageKey(bottler: string, clientId: string): string {
  return `refill.nps.${bottler}.${clientId}`;
}

export function readNpsMemory(bottler: string, clientId: string): NpsMemory {
  try {
    const raw = window.localStorage.getItem(npsStorageKey(bottler, clientId));
    const data: unknown = raw === null ? undefined : JSON.parse(raw);
    if (typeof data !== 'object' || data === null) return EMPTY;
    const value = data as Record<string, unknown>;
    const count = value.ordersCount;
    const last = value.lastAnsweredAt;
    return {
      ordersCount: typeof count === 'number' && Number.isInteger(count) && count > 0 ? count : 0,
      lastAnsweredAt:
        typeof last === 'string' && !Number.isNaN(Date.parse(last)) ? last : undefined,
    };
  } catch {
    return EMPTY;
  }
}

function writeNpsMemory(bottler: string, clientId: string, memory: NpsMemory): void {
  try {
    window.localStorage.setItem(npsStorageKey(bottler, clientId), JSON.stringify(memory));
  } catch {
    // Blocked storage: the survey follows the defaults (it may not be asked).
  }
}

/** One more order placed (called once per successful checkout). */
export function recordNpsOrder(bottler: string, clientId: string): NpsMemory {
  const memory = readNpsMemory(bottler, clientId);
  const next = { ...memory, ordersCount: memory.ordersCount + 1 };
  writeNpsMemory(bottler, clientId, next);
  return next;
}

/** The survey was answered at `now`. */
export function recordNpsAnswer(bottler: string, clientId: string, now: Date): NpsMemory {
  const next = { ...readNpsMemory(bottler, clientId), lastAnsweredAt: now.toISOString() };
  writeNpsMemory(bottler, clientId, next);
  return next;
}
