/**
 * Start-up's use of the network wait (issue 16, P2): the engine's number data is loaded while the
 * tenant's call is on its way, so the first screen's render does not pay for it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../lib/api-client.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('bootstrap', () => {
  it('builds a number formatter while the tenant call is still unanswered', async () => {
    vi.useFakeTimers();
    // A fresh locale module: its formatter cache starts empty, as on a page's first load.
    vi.resetModules();
    const built = vi.spyOn(Intl, 'NumberFormat');
    const { bootstrap } = await import('./bootstrap.ts');
    let answered = false;
    const pending: ApiClient = {
      call: () => new Promise(() => undefined),
      file: () => new Promise(() => undefined),
    };

    void bootstrap('?bottler=2', pending).then(() => (answered = true));
    expect(built).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();

    expect(answered).toBe(false);
    expect(built).toHaveBeenCalled();
  });
});
