import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from './api-client.ts';
import {
  CLIENT_ERROR_LIMIT,
  CLIENT_ERROR_PREFIX,
  clientErrorMessage,
  installClientErrorReporting,
} from './client-errors.ts';
import { readStored } from './storage.ts';

let stop: (() => void) | undefined;

afterEach(() => {
  stop?.();
  stop = undefined;
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function raise(error: unknown) {
  window.dispatchEvent(new ErrorEvent('error', { error, message: String(error) }));
}

function reject(reason: unknown) {
  const event = new Event('unhandledrejection') as Event & { reason?: unknown };
  event.reason = reason;
  window.dispatchEvent(event);
}

describe('clientErrorMessage (T7/T16: no tokens or query strings in logs)', () => {
  it.each([
    [new TypeError('x is undefined'), `${CLIENT_ERROR_PREFIX}TypeError: x is undefined`],
    [
      new Error('Failed to fetch https://app.example/?userToken=secret#frag'),
      `${CLIENT_ERROR_PREFIX}Error: Failed to fetch https://app.example/`,
    ],
    ['plain text', `${CLIENT_ERROR_PREFIX}plain text`],
    [{ token: 'secret' }, `${CLIENT_ERROR_PREFIX}non-error value`],
  ])('%s → %j', (reason, message) => {
    expect(clientErrorMessage(reason)).toBe(message);
  });

  it('is at most 300 characters', () => {
    expect(clientErrorMessage('x'.repeat(1000))).toHaveLength(300);
  });
});

describe('global error / unhandledrejection reporting (SPEC §7 logs, errorLog fallback)', () => {
  it('keeps uncaught errors in local storage errorLog without a session', async () => {
    stop = installClientErrorReporting(window, { logClient: () => undefined });
    raise(new TypeError('boom'));
    reject(new Error('rejected?userToken=abc'));
    await flush();
    const log = readStored('errorLog') as { message: string }[];
    expect(log.map((entry) => entry.message)).toEqual([
      `${CLIENT_ERROR_PREFIX}TypeError: boom`,
      `${CLIENT_ERROR_PREFIX}Error: rejected`,
    ]);
  });

  it('sends them to POST /api/logs with a session, and stores them when that fails', async () => {
    const post = vi.fn().mockResolvedValueOnce({}).mockRejectedValueOnce(new Error('offline'));
    stop = installClientErrorReporting(window, {
      logClient: () => ({ call: post }) as unknown as ApiClient,
    });
    raise(new Error('first'));
    await flush();
    expect(post).toHaveBeenCalledWith('logs', {
      body: { data: expect.objectContaining({ message: `${CLIENT_ERROR_PREFIX}Error: first` }) },
    });
    expect(readStored('errorLog')).toBeUndefined();
    raise(new Error('second'));
    await flush();
    expect(readStored('errorLog')).toEqual([
      expect.objectContaining({ message: `${CLIENT_ERROR_PREFIX}Error: second` }),
    ]);
  });

  it(`reports at most ${CLIENT_ERROR_LIMIT} errors per page, and ignores cross-origin "Script error."`, async () => {
    const post = vi.fn().mockResolvedValue({});
    stop = installClientErrorReporting(window, {
      logClient: () => ({ call: post }) as unknown as ApiClient,
    });
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    for (let i = 0; i < CLIENT_ERROR_LIMIT + 5; i += 1) raise(new Error(`e${i}`));
    await flush();
    expect(post).toHaveBeenCalledTimes(CLIENT_ERROR_LIMIT);
  });

  it('stops listening when uninstalled', async () => {
    const post = vi.fn().mockResolvedValue({});
    installClientErrorReporting(window, {
      logClient: () => ({ call: post }) as unknown as ApiClient,
    })();
    reject(new Error('late'));
    await flush();
    expect(post).not.toHaveBeenCalled();
  });
});
