/**
 * A per-session token bucket for `order/simulate` (SECURITY T16: floods). The web app re-prices
 * the cart at most once a second (SPEC §4 "debounced 1000 ms"), so a bucket of SIMULATE_BURST that
 * refills one token per SIMULATE_REFILL_MS lets a real shop through and stops a script.
 * In memory, per app instance; the clock is passed in (deterministic tests).
 */

export const SIMULATE_BURST = 60;
export const SIMULATE_REFILL_MS = 1_000;
/** Buckets kept at most; the fullest (idle) ones are forgotten first. */
const MAX_BUCKETS = 50_000;

interface Bucket {
  tokens: number;
  at: number;
}

export interface RateLimiter {
  /** Takes one token for `key` at `now`; false when none is left. */
  take(key: string, now: Date): boolean;
}

export function createRateLimiter(
  burst: number = SIMULATE_BURST,
  refillMs: number = SIMULATE_REFILL_MS,
): RateLimiter {
  const buckets = new Map<string, Bucket>();
  return {
    take(key, now) {
      const at = now.getTime();
      const bucket = buckets.get(key) ?? { tokens: burst, at };
      const refilled = Math.min(burst, bucket.tokens + Math.max(0, at - bucket.at) / refillMs);
      buckets.delete(key);
      if (buckets.size >= MAX_BUCKETS) {
        const oldest = buckets.keys().next().value;
        if (oldest !== undefined) buckets.delete(oldest);
      }
      if (refilled < 1) {
        buckets.set(key, { tokens: refilled, at });
        return false;
      }
      buckets.set(key, { tokens: refilled - 1, at });
      return true;
    },
  };
}
