/**
 * What a signed-in page opened cold asks for at boot (issue 16, P2): the start-up's orchestration
 * with the stored session (the start-up takes that answer: lib/startup.test.ts), beside the
 * tenant's call; the shell's and the screen's chunks load at the same time.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { forgetEarlyAnswers } from '../lib/api-client.ts';
import { writeStored } from '../lib/storage.ts';
import { stubApi } from '../test/fake-api.ts';
import { preloadSignedInPage } from './router.tsx';

const orchestration = { status: 500, body: { code: 'unknown', message: 'not the point here' } };

afterEach(() => {
  localStorage.clear();
  forgetEarlyAnswers();
});

describe('preloadSignedInPage: which pages ask at boot', () => {
  it.each([
    ['/home', ''],
    ['/products', '?search=cola'],
    ['/category/brands/7', ''],
    ['/combo-quantity/12', ''],
  ])('%s%s with a stored session: the orchestration, with that session', (path, search) => {
    writeStored('authorization', 'stored-1');
    const api = stubApi({ orchestration });
    preloadSignedInPage(path, search);
    expect(api.callsTo('orchestration').map((call) => call.bearer)).toEqual(['stored-1']);
  });

  it.each([
    ['/login', '', 'a getting-in page'],
    ['/', '?userToken=link-1', 'the chat link’s entry'],
    ['/home', '?userToken=link-1', 'a link token (the start-up exchanges it)'],
    ['/nowhere', '', 'an unknown path'],
  ])('%s%s: nothing (%s)', (path, search) => {
    writeStored('authorization', 'stored-1');
    const api = stubApi({ orchestration });
    preloadSignedInPage(path, search);
    expect(api.calls).toHaveLength(0);
  });

  it('nothing without a stored session', () => {
    const api = stubApi({ orchestration });
    preloadSignedInPage('/home', '');
    expect(api.calls).toHaveLength(0);
  });
});
