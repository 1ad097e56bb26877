import { act, render, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Providers } from '../../app/providers.tsx';
import { i18n } from '../../lib/i18n.ts';
import { writeStored } from '../../lib/storage.ts';
import { neutralTenant, type PublicTenant } from '../../lib/tenant.ts';
import { prepareLanguage } from '../../test/render-app.tsx';
import { UnauthenticatedScreen } from './unauthenticated-screen.tsx';

beforeAll(() => prepareLanguage('en'));
beforeEach(() => {
  vi.useFakeTimers();
});

const withChat: PublicTenant = {
  ...neutralTenant('en'),
  bottler: '13',
  whatsAppNumber: 'https://wa.me/254700000000',
};

function Where() {
  const { pathname } = useLocation();
  return <span data-testid="location">{pathname}</span>;
}

function renderSplash(path: string, tenant: PublicTenant, openExternal = vi.fn()) {
  render(
    <Providers tenant={tenant}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/unauthenticated"
            element={<UnauthenticatedScreen openExternal={openExternal} />}
          />
          <Route path="/login" element={<p>login page</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </Providers>,
  );
  return openExternal;
}

describe('unauthenticated screen (SPEC §2, §9 4000 ms)', () => {
  it('standalone origin: login message, then /login after exactly 4000 ms', () => {
    writeStored('sourceType', 'standalone');
    renderSplash('/unauthenticated', withChat);
    expect(screen.getByRole('status')).toHaveTextContent(i18n.t('unauthenticated.standalone'));
    act(() => vi.advanceTimersByTime(3999));
    expect(screen.getByTestId('location')).toHaveTextContent('/unauthenticated');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('chat origin with a known chat link: message, then the chat after exactly 4000 ms', () => {
    const openExternal = renderSplash('/unauthenticated', withChat);
    expect(screen.getByRole('status')).toHaveTextContent(i18n.t('unauthenticated.chat'));
    act(() => vi.advanceTimersByTime(3999));
    expect(openExternal).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(openExternal).toHaveBeenCalledWith('https://wa.me/254700000000');
  });

  it.each([
    ['?reset=1 in the query', '/unauthenticated?reset=1', false],
    ['the stored user-context reset flag', '/unauthenticated', true],
  ])('shows the preset unauthorized message after a reset (%s)', (_name, path, storedFlag) => {
    if (storedFlag) writeStored('authSettings', { userContextReset: true });
    renderSplash(path, withChat);
    expect(screen.getByRole('status')).toHaveTextContent(i18n.t('unauthenticated.reset'));
  });

  it('chat origin without a chat link: default message and no redirect', () => {
    const openExternal = renderSplash('/unauthenticated', neutralTenant('en'));
    expect(screen.getByRole('status')).toHaveTextContent(i18n.t('unauthenticated.default'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(openExternal).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/unauthenticated');
  });

  it('an expired link in chat origin: link-expired message, then the chat after exactly 4000 ms (SPEC §8)', () => {
    const openExternal = renderSplash('/unauthenticated?reason=expired', withChat);
    expect(screen.getByRole('status')).toHaveTextContent(i18n.t('unauthenticated.linkExpired'));
    act(() => vi.advanceTimersByTime(3999));
    expect(openExternal).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(openExternal).toHaveBeenCalledWith('https://wa.me/254700000000');
  });

  it('an expired link in standalone origin: sign-in-again message, then /login after 4000 ms', () => {
    writeStored('sourceType', 'standalone');
    renderSplash('/unauthenticated?reason=expired', withChat);
    expect(screen.getByRole('status')).toHaveTextContent(
      i18n.t('unauthenticated.linkExpiredLogin'),
    );
    act(() => vi.advanceTimersByTime(3999));
    expect(screen.getByTestId('location')).toHaveTextContent('/unauthenticated');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('never follows a chat link outside the tenant allow-list (SECURITY T10)', () => {
    const tenant: PublicTenant = {
      ...withChat,
      whatsAppNumber: undefined,
      chatAppUrl: 'https://evil.example/chat',
      allowedRedirectOrigins: ['https://wa.me'],
    };
    const openExternal = renderSplash('/unauthenticated', tenant);
    expect(screen.getByRole('status')).toHaveTextContent(i18n.t('unauthenticated.default'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('refuses a non-https chat link', () => {
    const tenant = { ...neutralTenant('en'), chatAppUrl: 'javascript:alert(1)' };
    const openExternal = renderSplash('/unauthenticated', tenant);
    act(() => vi.advanceTimersByTime(10_000));
    expect(openExternal).not.toHaveBeenCalled();
  });
});
