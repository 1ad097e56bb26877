/**
 * The banners screen (issue 13, content): the list shows each banner's period and state; an admin
 * creates a banner with the contract's body; a route off the allow-list is refused on the screen
 * (nothing sent); a sales operator reads without the form.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fake-api.ts';
import { meAs, renderConsole } from '../../test/render-console.tsx';

vi.setConfig({ testTimeout: 20_000 });

const BANNER = {
  id: 100001,
  index: 0,
  src: '/api/img/banner/summer.svg',
  srcDesktop: null,
  altTexts: { pt: 'Verão', es: 'Verano' },
  route: '/promotions',
  startDate: '2026-12-01',
  endDate: '2026-12-31',
  active: true,
  state: 'scheduled',
};
const LIST = { items: [BANNER], featured: [] };
/** Tenant 2 writes in Portuguese only: the form asks for the alt text in pt alone. */
const TENANT = { body: { bottler: 2, language: 'pt', languages: ['pt'] } };

describe('banners screen', () => {
  it('lists a banner with its period and state', async () => {
    stubApi({ adminMe: { body: meAs('sales') }, adminBanners: { body: LIST } });
    await renderConsole('/admin/banners');
    expect(await screen.findByText('2026-12-01 – 2026-12-31')).toBeInTheDocument();
    expect(screen.getByText('Agendado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar banner' })).toBeNull();
  });

  it('creates a banner with the contract’s body', async () => {
    const api = stubApi({
      adminMe: { body: meAs('admin') },
      tenant: TENANT,
      adminBanners: { body: LIST },
      adminCreateBanner: { body: { ...BANNER, id: 100002 } },
    });
    await renderConsole('/admin/banners');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Imagem'), '/api/img/banner/new.svg');
    await user.type(screen.getByLabelText('Português'), 'Novo');
    await user.type(screen.getByLabelText('Abre'), '/promotions');
    await user.type(screen.getByLabelText('Primeiro dia'), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Salvar banner' }));
    await waitFor(() => expect(api.callsTo('adminCreateBanner')).toHaveLength(1));
    expect(api.callsTo('adminCreateBanner')[0]?.body).toEqual({
      index: 0,
      src: '/api/img/banner/new.svg',
      srcDesktop: null,
      altTexts: { pt: 'Novo' },
      route: '/promotions',
      startDate: '2026-12-01',
      endDate: null,
      active: true,
    });
  });

  it('refuses a route off the allow-list on the screen, sending nothing', async () => {
    const api = stubApi({
      adminMe: { body: meAs('admin') },
      tenant: TENANT,
      adminBanners: { body: LIST },
    });
    await renderConsole('/admin/banners');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Imagem'), '/api/img/banner/new.svg');
    await user.type(screen.getByLabelText('Português'), 'Novo');
    await user.type(screen.getByLabelText('Abre'), 'https://evil.example/');
    await user.click(screen.getByRole('button', { name: 'Salvar banner' }));
    expect(await screen.findByText(/Esta página não é permitida/)).toBeInTheDocument();
    expect(api.callsTo('adminCreateBanner')).toHaveLength(0);
  });

  it('deletes a banner after the confirmation, named by its alt text', async () => {
    const api = stubApi({
      adminMe: { body: meAs('admin') },
      tenant: TENANT,
      adminBanners: { body: LIST },
      adminDeleteBanner: { body: { ok: true } },
    });
    await renderConsole('/admin/banners');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Excluir Verão' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Verão');
    expect(api.callsTo('adminDeleteBanner')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/admin/banners/100001/delete')).toHaveLength(1),
    );
  });
});
