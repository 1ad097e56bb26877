/**
 * The settings screen (issue 13, settings): an admin switches a feature off (its menu entries go
 * with it) and saves the contract's body with the version read; the server's field errors are
 * shown as sentences; a change of the list is restored in one click; a sales operator reads
 * without the save button.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminTenantSettings, TenantSettings } from '../../../../contract/index.ts';
import { stubApi } from '../../../test/fake-api.ts';
import { meAs, renderConsole } from '../../test/render-console.tsx';

vi.setConfig({ testTimeout: 20_000 });

const FILE: TenantSettings = {
  features: {
    combos: true,
    promotions: true,
    promotionsList: true,
    favorites: true,
    suggested: true,
    bingo: true,
    tracking: true,
    marketing: false,
    finance: true,
    notifications: true,
    scheduledDelivery: true,
    recurrentDelivery: true,
    glassBottles: true,
    nps: true,
    featureAnnouncements: true,
  },
  menu: {
    primary: ['products', 'promotionslist', 'favorites', 'cart'],
    secondary: ['combos', 'favorites', 'bingo'],
    fixed: ['products', 'cart'],
  },
  useAPIEcommerceConfig: true,
  calendar: { closures: [], extraDeliveryDays: [] },
};

const SETTINGS: AdminTenantSettings = {
  environment: 'test',
  version: 3,
  settings: FILE,
  file: FILE,
  overridden: [],
  history: [
    {
      auditId: '41',
      at: '2026-11-18T14:00:00.000Z',
      operatorEmail: 'admin@guarani.example',
      action: 'settings.update',
      changed: ['features.bingo'],
    },
  ],
};

describe('settings screen', () => {
  it('switches favourites off with its menu entries and saves with the version read', async () => {
    const api = stubApi({
      adminMe: { body: meAs('admin') },
      adminTenantSettings: { body: SETTINGS },
      adminUpdateTenantSettings: (call) => ({
        body: { ...SETTINGS, version: 4, settings: (call.body as { settings: unknown }).settings },
      }),
    });
    await renderConsole('/admin/settings');
    const user = userEvent.setup();
    const features = await screen.findByRole('group', { name: 'Funcionalidades para clientes' });
    await user.click(within(features).getByRole('checkbox', { name: 'Favoritos' }));
    expect(within(features).getByText('alterado')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    await waitFor(() => expect(api.callsTo('adminUpdateTenantSettings')).toHaveLength(1));
    expect(api.callsTo('adminUpdateTenantSettings')[0]?.body).toEqual({
      version: 3,
      settings: {
        ...FILE,
        features: { ...FILE.features, favorites: false },
        menu: {
          primary: ['products', 'promotionslist', 'cart'],
          secondary: ['combos', 'bingo'],
          fixed: ['products', 'cart'],
        },
      },
    });
    expect(await screen.findByText(/Configurações salvas/)).toBeInTheDocument();
  });

  it('shows the fields the server refused as sentences', async () => {
    stubApi({
      adminMe: { body: meAs('admin') },
      adminTenantSettings: { body: SETTINGS },
      adminUpdateTenantSettings: {
        status: 400,
        body: {
          code: 'validation',
          fields: [{ path: 'features.featureAnnouncements', code: 'needsEcommerceConfig' }],
        },
      },
    });
    await renderConsole('/admin/settings');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('checkbox', {
        name: /Ler as opções do menu e os anúncios/,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    expect(
      await screen.findByText(
        'Anúncios de novidades — precisa da configuração de e-commerce ligada',
      ),
    ).toBeInTheDocument();
  });

  it('restores the value a change replaced in one click', async () => {
    const api = stubApi({
      adminMe: { body: meAs('admin') },
      adminTenantSettings: { body: SETTINGS },
      adminRestoreTenantSettings: { body: { ...SETTINGS, version: 4 } },
    });
    await renderConsole('/admin/settings');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Restaurar as configurações/ }));
    await waitFor(() => expect(api.callsTo('adminRestoreTenantSettings')).toHaveLength(1));
    expect(api.callsTo('adminRestoreTenantSettings')[0]?.body).toEqual({
      version: 3,
      auditId: '41',
    });
  });

  it('lets a sales operator read without saving', async () => {
    stubApi({ adminMe: { body: meAs('sales') }, adminTenantSettings: { body: SETTINGS } });
    await renderConsole('/admin/settings');
    const features = await screen.findByRole('group', { name: 'Funcionalidades para clientes' });
    expect(within(features).getByRole('checkbox', { name: 'Favoritos' })).toBeDisabled();
    expect(
      screen.getByText('Só os administradores podem mudar as configurações.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar configurações' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Restaurar/ })).toBeNull();
  });
});
