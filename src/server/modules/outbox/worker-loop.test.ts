/**
 * The outbox channels' loop (worker-loop.ts): a pass at once on `start()`, or after `afterMs`
 * when asked (main.ts's start leaves the first requests the database, issue 16 P8), sooner on
 * `wake()`, and none after `stop()`.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWorkerLoop } from './worker-loop.ts';

describe('the outbox worker loop', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function counting() {
    let passes = 0;
    const loop = createWorkerLoop({
      pass: () => {
        passes += 1;
        return Promise.resolve(0);
      },
      pollMs: 1_000,
      onError: (error) => {
        throw error;
      },
    });
    return { loop, passes: () => passes };
  }

  it('passes at once on start, then once per poll interval', async () => {
    const { loop, passes } = counting();
    loop.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(passes()).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(passes()).toBe(2);
    await loop.stop(0);
  });

  it('waits afterMs before its first pass when asked', async () => {
    const { loop, passes } = counting();
    loop.start(2_000);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(passes()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(passes()).toBe(1);
    await loop.stop(0);
  });

  it('passes before afterMs when woken', async () => {
    const { loop, passes } = counting();
    loop.start(2_000);
    await vi.advanceTimersByTimeAsync(10);
    loop.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(passes()).toBe(1);
    await loop.stop(0);
  });

  it('stopped during its first wait, it never passes', async () => {
    const { loop, passes } = counting();
    loop.start(2_000);
    await loop.stop(0);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(passes()).toBe(0);
  });
});
