import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { prepareLanguage, renderApp } from '../../test/render-app.tsx';
import { ERROR_PAGE_KEYS, errorPageKey } from './error-page-message.ts';

beforeAll(() => prepareLanguage('en'));

describe('error screen (SPEC §2 /error, default key notFound.error)', () => {
  it('shows notFound.error without a parameter', async () => {
    renderApp('/error');
    expect(await screen.findByRole('alert')).toHaveTextContent(i18n.t('notFound.error'));
  });

  it.each([
    'thirdPartyCookiesDisabled',
    'failOrder',
    'notFound.category',
    'errors.tooManyRequests',
  ] as const)('shows the known key %s', async (key) => {
    renderApp(`/error?errorMessage=${key}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(i18n.t(key));
  });

  it.each([
    'Your account is blocked, call 0800',
    '<img src=x onerror=alert(1)>',
    'login.welcome',
    'notFound',
  ])('refuses %s and shows the default message instead', async (raw) => {
    renderApp(`/error?errorMessage=${encodeURIComponent(raw)}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(i18n.t('notFound.error'));
    expect(alert.textContent).not.toContain(raw);
  });

  it.each([[null], [''], ['unknown.key']])(
    'errorPageKey(%s) falls back to notFound.error',
    (value) => {
      expect(errorPageKey(value)).toBe('notFound.error');
    },
  );

  it('lists only keys that exist in every loaded translation', () => {
    for (const key of ERROR_PAGE_KEYS) expect(i18n.exists(key), key).toBe(true);
  });
});
