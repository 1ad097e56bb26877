import { screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetSession, startSession } from '../../lib/session.ts';
import { readStored, writeStored } from '../../lib/storage.ts';
import { i18n } from '../../lib/i18n.ts';
import { stubApi, stubStalledApi } from '../../test/fake-api.ts';
import { prepareLanguage, renderApp } from '../../test/render-app.tsx';

beforeAll(() => prepareLanguage('en'));
beforeEach(() => {
  resetSession();
});

const location = () => screen.getByTestId('location').textContent;

describe('entry screen (SPEC §2 "/ (entry)")', () => {
  it.each([
    ['/?search=coca cola', '/search?redirect=coca%20cola'],
    ['/?page=promotions', '/promotions'],
    ['/?page=order/tracking', '/order/tracking'],
    ['/', '/home'],
    ['/?bottler=2', '/home'],
    ['/?page=//evil.example', '/home'],
    ['/?page=https://evil.example', '/home'],
  ])('authenticated: %s redirects to %s', async (path, target) => {
    startSession('token-1');
    renderApp(path);
    await waitFor(() => expect(location()).toBe(target));
  });

  it.each(['/', '/?search=cola', '/?page=cart'])(
    'without a session, %s goes to /unauthenticated',
    async (path) => {
      const api = stubApi({});
      renderApp(path);
      await waitFor(() => expect(location()).toBe('/unauthenticated'));
      expect(api.calls).toEqual([]);
    },
  );

  it('remembers the utm source of the link (SPEC §4 origin source)', async () => {
    startSession('token-1');
    renderApp('/?utm_source=standalone&utm_medium=standalone');
    await waitFor(() => expect(location()).toBe('/home'));
    expect(readStored('sourceType')).toBe('standalone');
  });

  it('shows the spinner while the start-up checks the token', async () => {
    writeStored('authorization', 'token-1');
    stubStalledApi();
    renderApp('/?search=cola');
    expect(await screen.findByRole('status')).toHaveTextContent(i18n.t('entry.loading'));
    expect(location()).toBe('/?search=cola');
  });

  it('sends unknown paths to the entry screen, keeping the query (SPEC §2)', async () => {
    startSession('token-1');
    renderApp('/no/such/page?search=fanta');
    await waitFor(() => expect(location()).toBe('/search?redirect=fanta'));
  });
});
