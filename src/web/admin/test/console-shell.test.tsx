import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/fake-api.ts';
import { readAdminToken } from '../lib/console-storage.ts';
import { meAs, renderConsole } from './render-console.tsx';

const emptyPage = { body: { items: [], nextCursor: null, newestCursor: null } };

// Typing with user-event takes a few seconds on a busy 2-core machine.
vi.setConfig({ testTimeout: 20_000 });

describe('console sign-in (issue 12)', () => {
  it('asks for the TOTP code when the answer is a challenge, then enters with the token', async () => {
    const api = stubApi({
      adminSession: {
        body: {
          secondFactor: 'totp',
          challenge: 'c'.repeat(32),
          expiresAt: '2026-11-25T02:00:00.000Z',
        },
      },
      adminSessionTotp: {
        body: {
          token: 't'.repeat(40),
          expiresAt: '2026-11-25T10:00:00.000Z',
          totpSetupRequired: false,
        },
      },
      adminMe: { body: meAs('admin') },
      tenant: { status: 404 },
      adminOrders: emptyPage,
    });
    await renderConsole('/admin/orders', { signedIn: false });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), 'admin@2.refill.test');
    await user.type(screen.getByLabelText('Senha'), 'Demo@2026');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    await user.type(await screen.findByLabelText('Código'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));

    // The orders screen is its own chunk: the first visit waits for it.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pedidos' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(api.callsTo('adminSession')[0]?.body).toEqual({
      email: 'admin@2.refill.test',
      password: 'Demo@2026',
    });
    expect(api.callsTo('adminSessionTotp')[0]?.body).toEqual({
      challenge: 'c'.repeat(32),
      code: '123456',
    });
    expect(readAdminToken()).toBe('t'.repeat(40));
    // The board asks for its orders from an effect, once its screen has painted.
    await waitFor(() => expect(api.callsTo('adminOrders')[0]?.bearer).toBe('t'.repeat(40)));
  });

  it('refuses a malformed code on the screen, before any call', async () => {
    const api = stubApi({
      adminSession: {
        body: {
          secondFactor: 'totp',
          challenge: 'c'.repeat(32),
          expiresAt: '2026-11-25T02:00:00.000Z',
        },
      },
    });
    await renderConsole('/admin/sign-in', { signedIn: false });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), 'admin@2.refill.test');
    await user.type(screen.getByLabelText('Senha'), 'Demo@2026');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await user.type(await screen.findByLabelText('Código'), '12ab');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Digite os 6 dígitos do código.')).toBeInTheDocument();
    expect(api.callsTo('adminSessionTotp')).toEqual([]);
  });

  it("translates the service's refusal of the credentials", async () => {
    stubApi({ adminSession: { status: 401, body: { code: 'loginIncorrect' } } });
    await renderConsole('/admin/sign-in', { signedIn: false });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), 'admin@2.refill.test');
    await user.type(screen.getByLabelText('Senha'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail ou senha incorretos.');
  });

  it('sends an operator whose tenant requires TOTP to set it up first', async () => {
    stubApi({
      adminMe: { body: meAs('sales', { totpSetupRequired: true, tenantRequiresTotp: true }) },
    });
    await renderConsole('/admin/orders');
    expect(
      await screen.findByRole('heading', { name: 'Verificação em duas etapas obrigatória' }),
    ).toBeInTheDocument();
  });
});

describe('console navigation by role', () => {
  const links = async () =>
    within(await screen.findByRole('navigation', { name: 'Navegação principal' }))
      .getAllByRole('link')
      .map((link) => link.textContent);

  it('shows sales the order desk only', async () => {
    stubApi({ adminMe: { body: meAs('sales') }, adminOrders: emptyPage });
    await renderConsole('/admin/orders');
    expect(await links()).toEqual([
      'Pedidos',
      'Pedidos recorrentes',
      'Clientes',
      'Catálogo',
      'Combos',
      'Importar / exportar',
      'Banners',
      'Conteúdo da loja',
      'NPS',
      'Segurança',
      'Configurações',
    ]);
  });

  it('shows finance the credit queue, and an admin everything', async () => {
    stubApi({ adminMe: { body: meAs('finance') }, adminOrders: emptyPage });
    const view = await renderConsole('/admin/orders');
    expect(await links()).toContain('Análise de crédito');
    expect(await links()).not.toContain('Operadores');
    expect(await links()).not.toContain('Chaves de API');
    view.unmount();

    stubApi({ adminMe: { body: meAs('admin') }, adminOrders: emptyPage });
    await renderConsole('/admin/orders');
    await waitFor(async () => expect(await links()).toHaveLength(15));
    expect(await links()).toContain('Chaves de API');
  });

  it.each(['/admin/operators', '/admin/credit', '/admin/api-keys', '/admin/catalogue/new'])(
    'tells sales opening %s by its address that the role may not, with no live form',
    async (path) => {
      const api = stubApi({ adminMe: { body: meAs('sales') } });
      await renderConsole(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Sem acesso' })).toBeVisible();
      expect(screen.getByRole('alert')).toHaveTextContent('Sua função não permite esta ação.');
      expect(screen.queryByRole('textbox')).toBeNull();
      // Nothing of the screen was asked for (only who is signed in, and the tenant's look).
      const asked = api.calls.map((call) => call.path);
      expect(asked.filter((p) => p.startsWith('/api/admin/') && p !== '/api/admin/me')).toEqual([]);
    },
  );

  it('gives a 401 of any call the sign-in screen and forgets the token', async () => {
    stubApi({ adminMe: { status: 401, body: { code: 'unauthorized' } } });
    await renderConsole('/admin/orders');
    expect(await screen.findByRole('heading', { name: 'Entrar no console' })).toBeInTheDocument();
    expect(readAdminToken()).toBeUndefined();
  });

  it('turns the page right to left in Arabic', async () => {
    stubApi({ adminMe: { body: meAs('admin') }, adminOrders: emptyPage });
    await renderConsole('/admin/orders', { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'الطلبات' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
  });
});
