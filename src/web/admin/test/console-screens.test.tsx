import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/fake-api.ts';
import { BOARD_REFRESH_MS, NEW_ORDERS_POLL_MS } from '../screens/orders/new-orders.ts';
import { clientAnswer, orderDetail, orderRow } from './fixtures.ts';
import { meAs, renderConsole } from './render-console.tsx';

// Typing with user-event takes a few seconds on a busy 2-core machine.
vi.setConfig({ testTimeout: 20_000 });

describe('orders board', () => {
  it('puts orders placed after it loaded on top, announced politely, asking with `since`', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let polls = 0;
    const api = stubApi({
      adminMe: { body: meAs('sales') },
      adminOrders: (call) => {
        if (!call.search.includes('since=')) {
          return {
            body: { items: [orderRow('900001')], nextCursor: null, newestCursor: 'newest1' },
          };
        }
        polls += 1;
        return {
          body:
            polls === 1
              ? {
                  items: [orderRow('900003'), orderRow('900002')],
                  nextCursor: null,
                  newestCursor: 'newest2',
                }
              : { items: [], nextCursor: null, newestCursor: null },
        };
      },
    });
    await renderConsole('/admin/orders?status=REGISTERED', { language: 'ar' });
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['900001']);

    // The board starts polling from an effect, once it has painted.
    await waitFor(() => expect(vi.getTimerCount()).toBeGreaterThan(0));
    await act(async () => vi.advanceTimersByTime(NEW_ORDERS_POLL_MS));
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['900003', '900002', '900001']),
    );
    // Arabic plural: two → the dual form.
    expect(screen.getByTestId('new-orders')).toHaveTextContent('طلبان جديدان');
    expect(screen.getByTestId('new-orders')).toHaveAttribute('aria-live', 'polite');
    const poll = api.callsTo('adminOrders').find((call) => call.search.includes('since='));
    expect(new URLSearchParams(poll?.search).get('since')).toBe('newest1');
    expect(new URLSearchParams(poll?.search).get('status')).toBe('REGISTERED');

    await act(async () => vi.advanceTimersByTime(NEW_ORDERS_POLL_MS));
    await waitFor(() => expect(polls).toBe(2));
    const second = api.callsTo('adminOrders').filter((call) => call.search.includes('since='))[1];
    expect(new URLSearchParams(second?.search).get('since')).toBe('newest2');
  });

  it('asks for the orders shown again every minute, so a status changed elsewhere shows', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let status: 'REGISTERED' | 'ROUTED' = 'REGISTERED';
    stubApi({
      adminMe: { body: meAs('sales') },
      adminOrders: (call) => ({
        body: call.search.includes('since=')
          ? { items: [], nextCursor: null, newestCursor: null }
          : { items: [orderRow('900001', { status })], nextCursor: null, newestCursor: 'n1' },
      }),
    });
    await renderConsole('/admin/orders');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Recebido')).toBeInTheDocument();
    status = 'ROUTED';
    await act(async () => vi.advanceTimersByTime(BOARD_REFRESH_MS));
    await waitFor(() => expect(within(table).getByText('Saiu para entrega')).toBeInTheDocument());
  });

  it('sends the filters of the form to the call', async () => {
    const api = stubApi({
      adminMe: { body: meAs('admin') },
      adminOrders: { body: { items: [], nextCursor: null, newestCursor: null } },
    });
    await renderConsole('/admin/orders');
    const user = userEvent.setup();
    // The table's scrolling region is named apart from the page it sits in ('Pedidos'): two
    // landmarks of one name read as one.
    expect(await screen.findByRole('region', { name: 'Tabela: Pedidos' })).toBeInTheDocument();
    await user.selectOptions(await screen.findByLabelText('Canal'), '12');
    await user.type(screen.getByLabelText('Código do cliente'), '1001');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => {
      const last = api.callsTo('adminOrders').at(-1);
      const query = new URLSearchParams(last?.search);
      expect([query.get('channel'), query.get('clientId')]).toEqual(['12', '1001']);
    });
    expect(await screen.findByText('Nenhum pedido com estes filtros.')).toBeInTheDocument();
  });

  it("writes amounts as the shop does and asks for the CSV in the tenant's locale (Mexico)", async () => {
    // jsdom has no object addresses: the saved file's address is stubbed, its bytes are not read
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:csv');
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = createObjectURL;
        static override revokeObjectURL = vi.fn();
      },
    );
    const api = stubApi({
      adminMe: { body: meAs('sales', { language: 'es' }) },
      tenant: {
        body: { bottler: 6, language: 'es', languages: ['es'], locale: 'es-MX', currency: 'MXN' },
      },
      adminOrders: {
        body: {
          items: [orderRow('900001', { total: 1234.5 })],
          nextCursor: null,
          newestCursor: null,
        },
      },
      adminOrdersCsv: { body: 'orderNumber' },
    });
    await renderConsole('/admin/orders', { language: 'es' });
    const table = await screen.findByRole('table');
    // es-MX, as the shop shows it; plain 'es' wrote '1234,50 MXN'
    expect(await within(table).findByText('$1,234.50')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const csv = api.callsTo('adminOrdersCsv').at(-1);
    expect(new URLSearchParams(csv?.search).get('locale')).toBe('es-MX');
  });
});

describe('client profile', () => {
  it('shows sales the limits read-only, with no way to save them', async () => {
    stubApi({ adminMe: { body: meAs('sales') }, adminClient: { body: clientAnswer() } });
    await renderConsole('/admin/clients/1001');
    const limit = await screen.findByLabelText('Limite de pagamento');
    expect(limit).toHaveAttribute('readonly');
    expect(limit).toHaveValue(1500);
    expect(screen.queryByRole('button', { name: 'Salvar limites' })).toBeNull();
    // Sales may change the address, though.
    expect(screen.getByRole('button', { name: 'Salvar perfil' })).toBeInTheDocument();
  });

  it('gives a Latin address in the Arabic console its own direction, and Arabic text its own', async () => {
    stubApi({ adminMe: { body: meAs('sales') }, adminClient: { body: clientAnswer() } });
    await renderConsole('/admin/clients/1001', { language: 'ar' });
    const address = await screen.findByLabelText('عنوان التسليم');
    expect(address).toHaveValue('Rua das Flores 12, Lisboa');
    // dir=auto: the browser lays 'Rua das Flores…' out left to right from its first letter, where
    // the page's rtl showed its end and cut off its beginning; an Arabic address stays rtl
    expect(address).toHaveAttribute('dir', 'auto');
  });

  /** Types -5 as the payment limit and saves: the screen says why it refuses. */
  async function saveNegativeLimit(user: ReturnType<typeof userEvent.setup>, limit: HTMLElement) {
    await user.clear(limit);
    await user.type(limit, '-5');
    await user.click(screen.getByRole('button', { name: 'Salvar limites' }));
    expect(
      await screen.findByText('Digite um valor igual ou maior que 0, com até 2 casas decimais.'),
    ).toBeInTheDocument();
  }

  it('lets finance change the payment limit, sent as a number', async () => {
    const api = stubApi({
      adminMe: { body: meAs('finance') },
      adminClient: { body: clientAnswer() },
      adminClientLimits: { body: clientAnswer({ paymentLimit: 2500.5 }).profile },
    });
    await renderConsole('/admin/clients/1001');
    const user = userEvent.setup();
    const limit = await screen.findByLabelText('Limite de pagamento');
    await user.clear(limit);
    await user.type(limit, '2500.5');
    await user.click(screen.getByRole('button', { name: 'Salvar limites' }));
    await waitFor(() => expect(api.callsTo('adminClientLimits')).toHaveLength(1));
    expect(api.callsTo('adminClientLimits')[0]?.path).toBe('/api/admin/clients/1001/limits');
    expect(api.callsTo('adminClientLimits')[0]?.body).toEqual({
      minimumOrder: 50,
      paymentLimit: 2500.5,
      overLimitAuthorized: false,
    });
    expect(await screen.findByText('Alterações salvas.')).toBeInTheDocument();
    // A new try the screen refuses: the earlier "saved" does not stay beside its error.
    await saveNegativeLimit(user, limit);
    expect(screen.queryByText('Alterações salvas.')).toBeNull();
  });

  it('refuses a negative limit on the screen', async () => {
    const api = stubApi({
      adminMe: { body: meAs('finance') },
      adminClient: { body: clientAnswer() },
    });
    await renderConsole('/admin/clients/1001');
    const user = userEvent.setup();
    const limit = await screen.findByLabelText('Limite de pagamento');
    await saveNegativeLimit(user, limit);
    expect(api.callsTo('adminClientLimits')).toEqual([]);
  });

  it('creates a chat link to copy or show as a QR code', async () => {
    stubApi({
      adminMe: { body: meAs('sales') },
      adminClient: { body: clientAnswer() },
      adminClientLink: {
        body: {
          url: 'http://localhost/?bottler=2&userToken=abc',
          expiresAt: '2026-11-26T00:00:00.000Z',
        },
      },
    });
    await renderConsole('/admin/clients/1001');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Criar link de acesso' }));
    expect(await screen.findByLabelText('Link de acesso do cliente')).toHaveValue(
      'http://localhost/?bottler=2&userToken=abc',
    );
    expect(screen.getByRole('img', { name: 'QR code do link de acesso' })).toBeInTheDocument();
    // Its expiry in the operator's language, not the browser's default (11/26/2026, 12:00:00 AM).
    expect(screen.getByText(/Expira em 26\/11\/2026/)).toBeInTheDocument();
  });
});

describe('credit queue', () => {
  it('rejects an order with the reason typed in the dialog', async () => {
    const api = stubApi({
      adminMe: { body: meAs('finance') },
      adminCreditQueue: {
        body: {
          items: [
            {
              orderNumber: '900010',
              clientId: '1001',
              clientName: 'Mercearia Lusa',
              createdAt: '2026-11-20T10:00:00.000Z',
              expectedDeliveryDate: '2026-11-23',
              total: 2000,
              paymentLimit: 1500,
              overLimitAuthorized: true,
              openOrdersTotal: 2300,
              openInvoicesTotal: 400,
            },
          ],
          nextCursor: null,
        },
      },
      adminCreditReject: { body: { orderNumber: '900010', status: 'CANCELLED', changed: true } },
    });
    await renderConsole('/admin/credit');
    const user = userEvent.setup();
    const opener = await screen.findByRole('button', { name: 'Recusar o pedido 900010' });
    await user.click(opener);
    await user.type(screen.getByLabelText('Motivo'), 'Duas faturas em atraso');
    // The row's button is the same element while the dialog is open (rows remounted at each
    // render left the dialog, closed, no button to give focus back to).
    expect(screen.getByRole('button', { name: 'Recusar o pedido 900010', hidden: true })).toBe(
      opener,
    );
    await user.click(screen.getByRole('button', { name: 'Recusar' }));
    await waitFor(() => expect(api.callsTo('adminCreditReject')).toHaveLength(1));
    expect(api.callsTo('adminCreditReject')[0]?.body).toEqual({ reason: 'Duas faturas em atraso' });
    expect(await screen.findByText('Pedido 900010 recusado e cancelado.')).toBeInTheDocument();
  });
});

describe('order desk', () => {
  it('offers no status change for an order held in credit review: it points to the credit queue', async () => {
    stubApi({
      adminMe: { body: meAs('admin') },
      adminOrder: { body: orderDetail('900010', { status: 'BLOCKED' }) },
    });
    await renderConsole('/admin/orders/900010');
    expect(
      await screen.findByText(/Retido em análise de crédito: só uma decisão de crédito o libera/),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Análise de crédito' })).toHaveAttribute(
      'href',
      '/admin/credit',
    );
    expect(screen.queryByLabelText('Nova situação')).toBeNull();
    // The shop may still have asked to cancel it.
    expect(screen.getByRole('button', { name: 'Cancelar pedido' })).toBeInTheDocument();
  });

  it('never offers credit review as a status to move an order to', async () => {
    stubApi({
      adminMe: { body: meAs('sales') },
      adminOrder: { body: orderDetail('900011', { status: 'PREPARING' }) },
    });
    await renderConsole('/admin/orders/900011');
    const select = await screen.findByLabelText('Nova situação');
    const offered = within(select)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(offered).toEqual(['', 'REGISTERED', 'ROUTED', 'DELIVERED']);
  });
});

describe('set-password link', () => {
  it('sends the token of the address fragment with the new password', async () => {
    const token = 'q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6';
    const api = stubApi({ adminSetPassword: { body: { ok: true } } });
    await renderConsole(`/admin/set-password#token=${token}`, { signedIn: false });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nova senha'), 'Sol@2026x');
    await user.type(screen.getByLabelText('Repita a senha'), 'Sol@2026x');
    await user.click(screen.getByRole('button', { name: 'Salvar senha' }));
    expect(await screen.findByText('Senha salva.')).toBeInTheDocument();
    expect(api.callsTo('adminSetPassword')[0]?.body).toEqual({ token, password: 'Sol@2026x' });
  });
});
