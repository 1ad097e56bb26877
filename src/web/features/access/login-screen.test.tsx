import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Providers } from '../../app/providers.tsx';
import { i18n } from '../../lib/i18n.ts';
import { neutralTenant, type PublicTenant } from '../../lib/tenant.ts';
import { stubApi, stubStalledApi, type FakeRoute } from '../../test/fake-api.ts';
import { prepareLanguage } from '../../test/render-app.tsx';
import { LoginScreen } from './login-screen.tsx';
import { loginRedirectUrl } from './login-submit.ts';

const chile: PublicTenant = {
  ...neutralTenant('en'),
  bottler: '1',
  appTitle: 'Cordillera Bebidas',
  logo: '/logos/1.svg',
  accessEcommerceStandalone: true,
  contactPhone: '+56 2 2555 0101',
};

function Where() {
  const { pathname, search } = useLocation();
  return <span data-testid="location">{`${pathname}${search}`}</span>;
}

function renderLogin(tenant: PublicTenant = chile, openApp = vi.fn()) {
  render(
    <Providers tenant={tenant}>
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route path="/login" element={<LoginScreen openApp={openApp} />} />
          <Route path="/" element={<p>app root</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </Providers>,
  );
  return openApp;
}

const clientIdField = () => screen.getByLabelText(i18n.t('login.clientId'));
const passwordField = () => screen.getByLabelText(i18n.t('login.password'));
const submit = () => fireEvent.click(screen.getByRole('button', { name: i18n.t('login.submit') }));

function fill(clientId: string, password: string) {
  fireEvent.input(clientIdField(), { target: { value: clientId } });
  fireEvent.input(passwordField(), { target: { value: password } });
}

beforeAll(() => prepareLanguage('en'));

describe('login screen (SPEC §2 /login)', () => {
  it('shows the welcome text, the tenant logo with its alt text, the form and the forgot-password help', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(i18n.t('login.welcome'));
    expect(screen.getByRole('img', { name: 'Cordillera Bebidas' })).toHaveAttribute(
      'src',
      '/logos/1.svg',
    );
    expect(clientIdField()).toHaveAttribute('autocomplete', 'username');
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(screen.queryByLabelText(i18n.t('login.bottler'))).toBeNull();
    const help = screen.getByText(i18n.t('login.forgotPassword')).closest('details');
    expect(help).not.toBeNull();
    expect(help).toHaveTextContent(i18n.t('login.forgotPasswordHelp'));
    expect(screen.getByRole('link', { name: '+56 2 2555 0101' })).toHaveAttribute(
      'href',
      'tel:+56225550101',
    );
  });

  it('shows and hides the password', () => {
    renderLogin();
    const toggle = screen.getByRole('button', { name: i18n.t('login.showPassword') });
    fireEvent.click(toggle);
    expect(passwordField()).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: i18n.t('login.hidePassword') }));
    expect(passwordField()).toHaveAttribute('type', 'password');
  });

  it.each<[string, string, string, ('login.clientIdInvalid' | 'login.passwordInvalid')[]]>([
    ['a 7-character password (SPEC §9 minimum 8)', '1001', 'Demo@20', ['login.passwordInvalid']],
    ['a password without a special character', '1001', 'Demo2026x', ['login.passwordInvalid']],
    [
      'a password with a character outside the allowed set',
      '1001',
      'Demo@2026^',
      ['login.passwordInvalid'],
    ],
    ['a password without a digit', '1001', 'Demo@abcd', ['login.passwordInvalid']],
    ['an empty client id', '  ', 'Demo@2026', ['login.clientIdInvalid']],
    ['both empty', '', '', ['login.clientIdInvalid', 'login.passwordInvalid']],
  ])(
    'refuses %s with per-field messages, without calling the server (SPEC §5)',
    (_name, id, password, keys) => {
      const api = stubApi({});
      renderLogin();
      fill(id, password);
      submit();
      for (const key of keys) {
        const message = screen.getByText(i18n.t(key));
        const field = key === 'login.clientIdInvalid' ? clientIdField() : passwordField();
        expect(field).toHaveAttribute('aria-invalid', 'true');
        expect(field.getAttribute('aria-describedby')).toBe(message.id);
      }
      expect(document.activeElement).toBe(
        keys[0] === 'login.clientIdInvalid' ? clientIdField() : passwordField(),
      );
      expect(api.calls).toEqual([]);
    },
  );

  it('accepts exactly 8 characters with a letter, a digit and a special (SPEC §5 boundary)', async () => {
    const api = stubApi({ 'POST /api/user/authenticate/1': { body: { data: 'tok-1' } } });
    renderLogin();
    fill('1001', 'Demo@202');
    submit();
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(screen.queryByText(i18n.t('login.passwordInvalid'))).toBeNull();
  });

  it('success → app root with utm_source, utm_medium standalone and the userToken (SPEC §4 ok)', async () => {
    const api = stubApi({ 'POST /api/user/authenticate/1': { body: { data: 'tok-1' } } });
    renderLogin();
    fill(' 1001 ', 'Demo@2026');
    submit();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/?utm_source=standalone&utm_medium=standalone&userToken=tok-1',
      ),
    );
    const [call] = api.callsTo('POST /api/user/authenticate/1');
    expect(call?.body).toEqual({ clientId: '1001', password: 'Demo@2026' });
    expect(call?.bearer).toBeUndefined();
  });

  it.each<
    [
      string,
      FakeRoute,
      ('login.error' | 'login.tryAgain' | 'errors.tooManyRequests' | 'login.apiError')[],
    ]
  >([
    [
      'incorrect credentials (401 loginIncorrect)',
      { status: 401, body: { code: 'loginIncorrect' } },
      ['login.error', 'login.tryAgain'],
    ],
    ['no token in the answer', { body: {} }, ['login.error', 'login.tryAgain']],
    [
      'too many attempts (429)',
      { status: 429, body: { code: 'tooManyRequests' } },
      ['errors.tooManyRequests'],
    ],
    ['a server error', { status: 500 }, ['login.apiError']],
  ])('%s → its message, and the form stays (SPEC §8)', async (_name, answer, keys) => {
    stubApi({ 'POST /api/user/authenticate/1': answer });
    renderLogin();
    fill('1001', 'Demo@2026');
    submit();
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).not.toBeEmptyDOMElement());
    for (const key of keys) expect(alert).toHaveTextContent(i18n.t(key));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(screen.getByRole('button', { name: i18n.t('login.submit') })).toBeEnabled();
  });

  it('a network failure → "error logging in, try again" (SPEC §8 login call threw)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderLogin();
    fill('1001', 'Demo@2026');
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(i18n.t('login.apiError')),
    );
  });

  it('no answer: the spinner shows while waiting, then the error after the 20 s time-out', async () => {
    vi.useFakeTimers();
    stubStalledApi();
    renderLogin();
    fill('1001', 'Demo@2026');
    submit();
    expect(screen.getByText(i18n.t('login.submitting'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: i18n.t('login.submit') })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(19_999));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('alert')).toHaveTextContent(i18n.t('login.apiError'));
  });

  it('a tenant without standalone access shows the chat message instead of the form', () => {
    renderLogin({ ...chile, accessEcommerceStandalone: false });
    expect(screen.getByRole('status')).toHaveTextContent(i18n.t('unauthenticated.default'));
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByLabelText(i18n.t('login.password'))).toBeNull();
  });
});

describe('login with no bottler known: the bottler select (GET /api/tenants)', () => {
  it('lists the standalone tenants, requires a choice, then opens the app with that bottler', async () => {
    const api = stubApi({
      tenants: {
        body: [
          { bottler: 1, name: 'Cordillera Bebidas' },
          { bottler: 5, name: 'Atlas Boissons' },
        ],
      },
      'POST /api/user/authenticate/5': { body: { data: 'tok-5' } },
    });
    const openApp = renderLogin(neutralTenant('en'));
    const select = screen.getByLabelText(i18n.t('login.bottler'));
    await screen.findByRole('option', { name: 'Atlas Boissons' });
    fill('1001', 'Demo@2026');
    submit();
    expect(screen.getByText(i18n.t('login.bottlerRequired'))).toBeInTheDocument();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/user/authenticate/5')).toEqual([]);
    fireEvent.change(select, { target: { value: '5' } });
    submit();
    await waitFor(() => expect(openApp).toHaveBeenCalledWith(loginRedirectUrl('tok-5', '5')));
    expect(loginRedirectUrl('tok-5', '5')).toBe(
      '/?bottler=5&utm_source=standalone&utm_medium=standalone&userToken=tok-5',
    );
  });

  it('an empty list says no bottler offers password sign-in', async () => {
    stubApi({ tenants: { body: [] } });
    renderLogin(neutralTenant('en'));
    expect(await screen.findByText(i18n.t('login.noBottlers'))).toBeInTheDocument();
    expect(screen.getByLabelText(i18n.t('login.bottler'))).toBeDisabled();
  });

  it('a failed list offers a retry', async () => {
    let answer: FakeRoute = { status: 500 };
    stubApi({ tenants: () => answer as { status: number } });
    renderLogin(neutralTenant('en'));
    expect(await screen.findByText(i18n.t('login.bottlersError'))).toBeInTheDocument();
    answer = { body: [{ bottler: 2, name: 'Guanabara Refrescos' }] };
    fireEvent.click(screen.getByRole('button', { name: i18n.t('noResponse.retry') }));
    expect(await screen.findByRole('option', { name: 'Guanabara Refrescos' })).toBeInTheDocument();
  });
});
