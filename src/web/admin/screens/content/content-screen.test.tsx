/**
 * The shop-content screen (issue 13, decision 056): an admin's announcement needs each of the
 * tenant's languages before anything is sent, then goes with the contract's body; a featured
 * banner's route off the allow-list is refused on the screen; the service's field errors (an
 * unknown bingo sku) land on their field; a sales operator reads without the forms.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fake-api.ts';
import { meAs, renderConsole } from '../../test/render-console.tsx';

vi.setConfig({ testTimeout: 30_000 });

const TENANT = { body: { bottler: 2, language: 'pt', languages: ['pt', 'es'] } };
const ANNOUNCEMENT = {
  id: 'abc',
  category: 'novidade',
  mediaType: 'image',
  mediaUrl: '/api/img/feature/a.svg',
  routeUrl: null,
  texts: { pt: { calloutText: '', altTextImage: '', msgTitle: 'Olá', msgText: 'Texto' } },
  startDate: '2026-12-01',
  endDate: null,
  active: true,
  state: 'scheduled',
};

describe('shop content screen', () => {
  it('asks for each of the tenant’s languages, then sends the contract’s body', async () => {
    const api = stubApi({
      adminMe: { body: meAs('admin') },
      tenant: TENANT,
      adminAnnouncements: { body: { items: [] } },
      adminCreateAnnouncement: { body: ANNOUNCEMENT },
    });
    await renderConsole('/admin/content/announcements');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Categoria'), 'novidade');
    await user.type(
      screen.getByLabelText('Endereço da imagem ou do vídeo'),
      '/api/img/feature/a.svg',
    );
    await user.type(screen.getByLabelText('Abre'), '/favorites');
    const titles = screen.getByRole('group', { name: 'Título' });
    const texts = screen.getByRole('group', { name: 'Texto' });
    await user.type(titles.querySelectorAll('input')[0] as HTMLInputElement, 'Olá');
    await user.type(texts.querySelectorAll('input')[0] as HTMLInputElement, 'Veja');
    await user.type(screen.getByLabelText('Primeiro dia'), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Salvar anúncio' }));
    expect(
      (await screen.findAllByText('Escreva isto em cada idioma do engarrafador.')).length,
    ).toBeGreaterThan(0);
    expect(api.callsTo('adminCreateAnnouncement')).toHaveLength(0);

    await user.type(titles.querySelectorAll('input')[1] as HTMLInputElement, 'Hola');
    await user.type(texts.querySelectorAll('input')[1] as HTMLInputElement, 'Vea');
    await user.click(screen.getByRole('button', { name: 'Salvar anúncio' }));
    await waitFor(() => expect(api.callsTo('adminCreateAnnouncement')).toHaveLength(1));
    expect(api.callsTo('adminCreateAnnouncement')[0]?.body).toEqual({
      category: 'novidade',
      mediaType: 'image',
      mediaUrl: '/api/img/feature/a.svg',
      routeUrl: '/favorites',
      texts: {
        pt: { calloutText: '', msgTitle: 'Olá', msgText: 'Veja', altTextImage: '' },
        es: { calloutText: '', msgTitle: 'Hola', msgText: 'Vea', altTextImage: '' },
      },
      startDate: '2026-12-01',
      endDate: null,
      active: true,
    });
  });

  it('refuses a featured banner’s route off the allow-list, sending nothing', async () => {
    const api = stubApi({
      adminMe: { body: meAs('admin') },
      tenant: TENANT,
      adminBanners: { body: { items: [], featured: [] } },
    });
    await renderConsole('/admin/content/featured');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('O botão abre'), 'https://evil.example/');
    await user.click(screen.getByRole('button', { name: 'Salvar banner em destaque' }));
    expect(await screen.findByText(/Esta página não é permitida/)).toBeInTheDocument();
    expect(api.callsTo('adminCreateFeaturedBanner')).toHaveLength(0);
  });

  it('shows the service’s field error on the bingo card’s products', async () => {
    stubApi({
      adminMe: { body: meAs('admin') },
      tenant: TENANT,
      adminBingoCards: { body: { items: [] } },
      adminSaveBingoCard: {
        status: 400,
        body: { code: 'validation', fields: [{ path: 'skus.0', code: 'unknownProduct' }] },
      },
    });
    await renderConsole('/admin/content/bingo');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Mês'), '2027-01');
    await user.type(screen.getByLabelText('Produtos (códigos)'), 'nope');
    const prize = screen.getByRole('group', { name: 'Prêmios' });
    await user.type(prize.querySelectorAll('input')[0] as HTMLInputElement, 'Caixa');
    await user.type(prize.querySelectorAll('input')[1] as HTMLInputElement, 'Caja');
    await user.click(screen.getByRole('button', { name: 'Salvar cartela de bingo' }));
    expect(await screen.findByText('Um código não é um produto do catálogo.')).toBeInTheDocument();
  });

  it('lets a sales operator read without the form', async () => {
    stubApi({
      adminMe: { body: meAs('sales') },
      tenant: TENANT,
      adminAnnouncements: { body: { items: [ANNOUNCEMENT] } },
    });
    await renderConsole('/admin/content/announcements');
    expect(await screen.findByText('Olá')).toBeInTheDocument();
    expect(screen.getByText('Agendado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar anúncio' })).toBeNull();
  });

  it('schedules a price list from its lines, with the contract’s body', async () => {
    const api = stubApi({
      adminMe: { body: meAs('admin') },
      tenant: TENANT,
      adminPriceLists: { body: { items: [] } },
      adminSchedulePriceList: {
        body: {
          startDate: '2026-12-01',
          startsAt: '2026-12-01T03:00:00.000Z',
          products: 2,
          state: 'scheduled',
        },
      },
    });
    await renderConsole('/admin/content/prices');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Primeiro dia'), '2026-12-01');
    await user.type(screen.getByLabelText('Preços'), '101201 4,50{enter}101202 3.10 3.50');
    await user.click(screen.getByRole('button', { name: 'Agendar lista de preços' }));
    await waitFor(() => expect(api.callsTo('adminSchedulePriceList')).toHaveLength(1));
    expect(api.callsTo('adminSchedulePriceList')[0]?.body).toEqual({
      startDate: '2026-12-01',
      rows: [
        { sku: '101201', price: 4.5, priceWithoutDiscount: null },
        { sku: '101202', price: 3.1, priceWithoutDiscount: 3.5 },
      ],
    });
  });
});
