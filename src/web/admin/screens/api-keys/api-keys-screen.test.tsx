/**
 * The API keys screen (issue 13): creating sends the name and the ticked scopes and shows the
 * secret once with its warning; revoking asks first and sends the key's id.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fake-api.ts';
import { meAs, renderConsole } from '../../test/render-console.tsx';

vi.setConfig({ testTimeout: 20_000 });

const KEY = {
  id: '0123456789abcdef0123456789abcdef',
  name: 'SAP',
  scopes: ['clients', 'orders'],
  prefix: 'rk_01234567…',
  createdAt: '2026-11-20T10:00:00.000Z',
  createdBy: 'admin@2.refill.test',
  lastUsedAt: null,
  revokedAt: null,
};
const SECRET = `rk_${KEY.id}_${'A'.repeat(43)}`;

describe('API keys screen', () => {
  it('creates a key with the ticked scopes and shows its secret once, with a warning', async () => {
    const api = stubApi({
      adminMe: { body: meAs('admin') },
      adminApiKeys: { body: { items: [] } },
      adminCreateApiKey: { body: { key: KEY, secret: SECRET } },
    });
    await renderConsole('/admin/api-keys');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nome'), 'SAP');
    await user.click(screen.getByRole('checkbox', { name: 'Clientes' }));
    await user.click(screen.getByRole('button', { name: 'Criar chave' }));
    await waitFor(() => expect(api.callsTo('adminCreateApiKey')).toHaveLength(1));
    const body = api.callsTo('adminCreateApiKey')[0]?.body as { name: string; scopes: string[] };
    expect(body.name).toBe('SAP');
    expect([...body.scopes].sort()).toEqual(['clients', 'orders']);
    expect(await screen.findByLabelText('Chave “SAP”')).toHaveValue(SECRET);
    expect(screen.getByRole('alert')).toHaveTextContent('não voltará a ser mostrada');
  });

  it('refuses a key without a scope on the screen', async () => {
    const api = stubApi({
      adminMe: { body: meAs('admin') },
      adminApiKeys: { body: { items: [] } },
    });
    await renderConsole('/admin/api-keys');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nome'), 'SAP');
    await user.click(screen.getByRole('checkbox', { name: 'Pedidos (leitura)' }));
    await user.click(screen.getByRole('button', { name: 'Criar chave' }));
    expect(await screen.findByText('Escolha pelo menos uma permissão.')).toBeInTheDocument();
    expect(api.callsTo('adminCreateApiKey')).toHaveLength(0);
  });

  it('revokes a key after the confirmation', async () => {
    const api = stubApi({
      adminMe: { body: meAs('admin') },
      adminApiKeys: { body: { items: [KEY] } },
      adminRevokeApiKey: { body: { ...KEY, revokedAt: '2026-11-21T10:00:00.000Z' } },
    });
    await renderConsole('/admin/api-keys');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Revogar a chave SAP' }));
    const dialog = screen.getByRole('dialog', { name: 'Revogar chave de API' });
    expect(api.callsTo('adminRevokeApiKey')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Revogar' }));
    await waitFor(() => expect(api.callsTo('adminRevokeApiKey')).toHaveLength(1));
    expect(api.callsTo('adminRevokeApiKey')[0]?.path).toBe(`/api/admin/api-keys/${KEY.id}/revoke`);
  });
});
