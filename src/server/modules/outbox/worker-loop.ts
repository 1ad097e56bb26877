/**
 * The loop both outbox channels run (webhooks: dispatcher.ts; WhatsApp: whatsapp/sender.ts): a
 * pass claims due work, each claimed item runs in the background, counted per tenant against its
 * concurrency cap; an empty pass waits `pollMs` (or until `wake()`); `stop()` stops claiming,
 * lets work in flight finish for a grace period, then aborts it and waits for it to settle.
 */
export interface WorkerLoop {
  /** Aborted when stop() begins: passes claim nothing more. */
  readonly stopping: AbortSignal;
  /** Aborted when stop()'s grace period ends: work in flight should give up. */
  readonly aborting: AbortSignal;
  /** How many more items `tenantId` may run now under `cap`. */
  free(tenantId: number, cap: number): number;
  /** Runs `work` in the background for `tenantId`; a failure is reported to `onError`. */
  track(tenantId: number, work: Promise<void>): void;
  /**
   * Starts the passes: the first at once, or after `afterMs` (sooner on `wake()`), as if an
   * empty pass had just run.
   */
  start(afterMs?: number): void;
  wake(): void;
  /** Resolves once nothing is in flight. */
  idle(): Promise<void>;
  stop(graceMs: number): Promise<void>;
}

export function createWorkerLoop(options: {
  /** One pass: claims and tracks due work; returns how many items it claimed. */
  pass: (loop: WorkerLoop) => Promise<number>;
  pollMs: number;
  onError: (error: unknown, tenantId?: number) => void;
}): WorkerLoop {
  const stopping = new AbortController();
  const aborting = new AbortController();
  const inFlight = new Map<number, number>();
  const running = new Set<Promise<void>>();
  let wakeUp: (() => void) | undefined;
  let loop: Promise<void> | undefined;

  const wake = () => {
    const resolve = wakeUp;
    wakeUp = undefined;
    resolve?.();
  };

  /** Waits `ms`, or until `wake()` or `stop()`. */
  function pause(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      timer.unref();
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  async function run(self: WorkerLoop, afterMs: number): Promise<void> {
    if (afterMs > 0) await pause(afterMs);
    while (!stopping.signal.aborted) {
      let claimed = 0;
      try {
        claimed = await options.pass(self);
      } catch (error) {
        options.onError(error);
      }
      if (claimed > 0 || stopping.signal.aborted) continue;
      await pause(options.pollMs);
    }
  }

  const self: WorkerLoop = {
    stopping: stopping.signal,
    aborting: aborting.signal,
    free: (tenantId, cap) => cap - (inFlight.get(tenantId) ?? 0),
    track(tenantId, work) {
      inFlight.set(tenantId, (inFlight.get(tenantId) ?? 0) + 1);
      const done = work
        .catch((error: unknown) => options.onError(error, tenantId))
        .finally(() => {
          inFlight.set(tenantId, (inFlight.get(tenantId) ?? 1) - 1);
          running.delete(done);
          wake();
        });
      running.add(done);
    },
    start(afterMs = 0) {
      loop ??= run(self, afterMs);
    },
    wake,
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
    async stop(graceMs) {
      stopping.abort();
      wake();
      await loop;
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all([...running]),
        new Promise<void>((resolve) => {
          grace = setTimeout(resolve, graceMs);
        }),
      ]);
      clearTimeout(grace);
      aborting.abort();
      while (running.size > 0) await Promise.all([...running]);
    },
  };
  return self;
}
