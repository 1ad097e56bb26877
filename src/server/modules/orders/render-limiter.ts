/**
 * A tiny counting semaphore: at most `limit` tasks run at once, the others wait in arrival order.
 * Bounds the CPU-bound PDF renders (~100 ms each) so a burst cannot monopolise the event loop.
 */
export interface Limiter {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now (for tests). */
  readonly active: number;
  /** Tasks waiting for a slot (for tests). */
  readonly waiting: number;
}

export function createLimiter(limit: number): Limiter {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError('limit must be ≥ 1');
  let active = 0;
  const queue: Array<() => void> = [];

  const release = (): void => {
    const next = queue.shift();
    if (next) next();
    else active -= 1;
  };

  const acquire = (): Promise<void> => {
    if (active < limit) {
      active += 1;
      return Promise.resolve();
    }
    // The slot passes straight from the releasing task to the next one (active unchanged).
    return new Promise((resolve) => queue.push(resolve));
  };

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
