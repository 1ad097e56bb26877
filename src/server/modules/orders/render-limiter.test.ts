import { describe, expect, it } from 'vitest';
import { createLimiter } from './render-limiter.ts';

/** A task that finishes when told to. */
function deferred() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { done, finish };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createLimiter (bounded concurrent PDF renders)', () => {
  it('runs at most `limit` tasks at once and the rest in arrival order', async () => {
    const limiter = createLimiter(2);
    const started: number[] = [];
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const runs = gates.map((gate, i) =>
      limiter.run(async () => {
        started.push(i);
        await gate.done;
        return i;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect([limiter.active, limiter.waiting]).toEqual([2, 2]);
    gates[1]!.finish();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    expect([limiter.active, limiter.waiting]).toEqual([2, 1]);
    gates[0]!.finish();
    gates[2]!.finish();
    gates[3]!.finish();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect([limiter.active, limiter.waiting]).toEqual([0, 0]);
  });

  it('frees the slot when a task throws', async () => {
    const limiter = createLimiter(1);
    await expect(limiter.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limiter.run(async () => 'next')).toBe('next');
    expect(limiter.active).toBe(0);
  });

  it.each([0, -1, 1.5])('refuses a limit of %s', (limit) => {
    expect(() => createLimiter(limit)).toThrow(RangeError);
  });
});
