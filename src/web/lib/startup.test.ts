import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endSession, getSession, resetSession, subscribeSession } from './session.ts';
import { ensureStartup, removeUserTokenFromAddressBar, searchWithoutUserToken } from './startup.ts';
import { askEarly, forgetEarlyAnswers } from './api-client.ts';
import { writeStored } from './storage.ts';
import { neutralTenant } from './tenant.ts';
import { AUTHENTICATED_ORCHESTRATION, stubApi } from '../test/fake-api.ts';

beforeEach(() => {
  resetSession();
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('the link token leaves the address bar (SECURITY T7)', () => {
  it('removes only userToken, keeps path, other parameters, hash and history state, adds no entry', () => {
    window.history.replaceState({ idx: 3 }, '', '/cart?bottler=2&userToken=secret-1&page=x#top');
    const entries = window.history.length;
    removeUserTokenFromAddressBar();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/cart?bottler=2&page=x#top',
    );
    expect(window.history.state).toEqual({ idx: 3 });
    expect(window.history.length).toBe(entries);
  });

  it.each([
    ['?userToken=a', ''],
    ['?search=cola&userToken=a', '?search=cola'],
    ['?search=cola', '?search=cola'],
  ])('searchWithoutUserToken(%s) is %s', (search, expected) => {
    expect(searchWithoutUserToken(search)).toBe(expected);
  });
});

describe('one start-up per token (SPEC §4 Authentication)', () => {
  it('screens mounting while it runs share one orchestration call', async () => {
    const api = stubApi({ orchestration: AUTHENTICATED_ORCHESTRATION });
    const options = { search: '?userToken=link-1', tenant: neutralTenant('en') };
    const [first, second] = await Promise.all([ensureStartup(options), ensureStartup(options)]);
    expect(first).toEqual({ kind: 'authenticated' });
    expect(second).toBe(first);
    expect(await ensureStartup({ ...options, search: '' })).toEqual({ kind: 'authenticated' });
    expect(api.callsTo('orchestration')).toHaveLength(1);
  });

  it('a new link token starts a new one', async () => {
    const api = stubApi({ orchestration: AUTHENTICATED_ORCHESTRATION });
    const tenant = neutralTenant('en');
    await ensureStartup({ search: '?userToken=link-1', tenant });
    await ensureStartup({ search: '?userToken=link-2', tenant });
    expect(api.callsTo('orchestration').map((call) => call.bearer)).toEqual(['link-1', 'link-2']);
  });
});

describe('the stored session asked for at boot (issue 16, P2)', () => {
  afterEach(() => {
    localStorage.clear();
    forgetEarlyAnswers();
  });

  it('the start-up takes the early answer instead of asking again', async () => {
    writeStored('authorization', 'stored-1');
    const api = stubApi({ orchestration: AUTHENTICATED_ORCHESTRATION });
    askEarly('orchestration');
    expect(api.callsTo('orchestration')).toHaveLength(1);
    expect(await ensureStartup({ search: '', tenant: neutralTenant('en') })).toEqual({
      kind: 'authenticated',
    });
    expect(api.callsTo('orchestration').map((call) => call.bearer)).toEqual(['stored-1']);
  });

  it('a visit with a link token asks with the link token, not with the early answer', async () => {
    writeStored('authorization', 'stored-1');
    const api = stubApi({ orchestration: AUTHENTICATED_ORCHESTRATION });
    askEarly('orchestration');
    await ensureStartup({ search: '?userToken=link-1', tenant: neutralTenant('en') });
    expect(api.callsTo('orchestration').map((call) => call.bearer)).toEqual(['stored-1', 'link-1']);
  });

  it('an expired stored session fails the early call and takes the expired path as before', async () => {
    writeStored('authorization', 'stored-1');
    stubApi({
      orchestration: { status: 401, body: { code: 'tokenExpired', message: 'expired' } },
      expiredToken: { body: { bottler: 2, isUserContextResetSuccess: true } },
    });
    askEarly('orchestration');
    expect(await ensureStartup({ search: '', tenant: neutralTenant('en') })).toEqual({
      kind: 'expired',
      to: '/unauthenticated?reason=expired',
    });
  });

  describe('a run that ended before the guard asked hands its outcome on (decision 071)', () => {
    const EXPIRED = {
      orchestration: { status: 401, body: { code: 'tokenExpired', message: 'expired' } },
      expiredToken: { body: { bottler: 2, isUserContextResetSuccess: true } },
    };
    const REFUSED = { orchestration: { status: 500, body: { message: 'boom' } } };
    const options = { search: '', tenant: neutralTenant('en') };
    /** A stored session 'stored-1' whose check answers as `routes` say. */
    function storedSession(routes: Parameters<typeof stubApi>[0]) {
      writeStored('authorization', 'stored-1');
      return stubApi(routes);
    }

    it('expired: the guard is sent to "link expired", not to the generic page, with no second call', async () => {
      const api = storedSession(EXPIRED);
      const first = await ensureStartup(options);
      const guards = await ensureStartup(options);
      expect(guards).toEqual({ kind: 'expired', to: '/unauthenticated?reason=expired' });
      expect(guards).toBe(first);
      expect(api.callsTo('orchestration')).toHaveLength(1);
    });

    it('refused: the guard is sent to /logout with the same message, the token asked once', async () => {
      const api = storedSession(REFUSED);
      const first = await ensureStartup(options);
      expect(first.kind).toBe('failed');
      expect(await ensureStartup(options)).toBe(first);
      expect(api.callsTo('orchestration')).toHaveLength(1);
    });

    it("a guard asking during the run's last step (the session ended, the cart being emptied) shares the run", async () => {
      const api = storedSession(EXPIRED);
      let duringLastStep: Promise<unknown> | undefined;
      const stop = subscribeSession(() => {
        if (getSession().status === 'ended') duringLastStep ??= ensureStartup(options);
      });
      const first = ensureStartup(options);
      await first;
      stop();
      expect(duringLastStep).toBe(first);
      expect(api.callsTo('orchestration')).toHaveLength(1);
    });

    it('once the session has moved on (logged out), the next visit to a guarded page runs again', async () => {
      const api = storedSession(REFUSED);
      await ensureStartup(options);
      endSession();
      expect(await ensureStartup(options)).toEqual({
        kind: 'failed',
        to: '/logout',
        message: 'No userToken provided for authentication.',
      });
      expect(api.callsTo('orchestration')).toHaveLength(1);
      // A new stored token (a sign-in in another tab) alone moves the session on.
      writeStored('authorization', 'stored-2');
      await ensureStartup(options);
      expect(api.callsTo('orchestration').map((call) => call.bearer)).toEqual([
        'stored-1',
        'stored-2',
      ]);
    });
  });

  it('nothing is asked for without a stored session', () => {
    const api = stubApi({ orchestration: AUTHENTICATED_ORCHESTRATION });
    askEarly('orchestration');
    expect(api.callsTo('orchestration')).toHaveLength(0);
  });
});
