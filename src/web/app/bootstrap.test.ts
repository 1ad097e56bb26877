/**
 * Start-up's use of the network wait (issue 16, P2): the engine's number data is loaded while the
 * tenant's call is on its way, so the first screen's render does not pay for it; the tenant's
 * logo is asked for as soon as the tenant is known, not when the header is drawn.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../lib/api-client.ts';
import { tenantFrom } from '../test/test-tenant.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
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

  const asked: string[] = [];
  /** An Image that records the address it is given (happy-dom loads no pictures). */
  class RecordingImage {
    set src(value: string) {
      asked.push(value);
    }
  }
  const unused: ApiClient = {
    call: () => Promise.reject(new Error('not expected')),
    file: () => Promise.reject(new Error('not expected')),
  };

  it("asks for the tenant's logo once the tenant is known, before the first render (decision 083)", async () => {
    asked.length = 0;
    vi.stubGlobal('Image', RecordingImage);
    const { bootstrap } = await import('./bootstrap.ts');
    const tenant = tenantFrom({ bottler: 2, logo: '/tenants/2/logo.svg' });
    await bootstrap('?bottler=2', unused, Promise.resolve(tenant));
    expect(asked).toEqual(['/tenants/2/logo.svg']);
  });

  it('asks for no picture when the tenant has no logo', async () => {
    asked.length = 0;
    vi.stubGlobal('Image', RecordingImage);
    const { bootstrap } = await import('./bootstrap.ts');
    await bootstrap('?bottler=2', unused, Promise.resolve(tenantFrom({ bottler: 2, logo: '' })));
    expect(asked).toEqual([]);
  });
});
