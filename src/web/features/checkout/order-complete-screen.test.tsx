import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Client } from '../../../domain/types.ts';
import { initI18n } from '../../lib/i18n.ts';
import { resetSession, startSession } from '../../lib/session.ts';
import { type PublicTenant, type PublicTenantConfig } from '../../lib/tenant.ts';
import { stubApi } from '../../test/fake-api.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import { readNpsMemory, recordNpsOrder } from './nps-memory.ts';
import OrderCompleteScreen from './order-complete-screen.tsx';
import { tenantFrom } from '../../test/test-tenant.ts';

const client = { external_id: '1001', bottler: 2, name: 'Shop' } as Client;
const tenant = (extra: Partial<PublicTenantConfig> = {}): PublicTenant =>
  tenantFrom({
    bottler: 2,
    language: 'en',
    currency: 'BRL',
    locale: 'en-GB',
    showNPSAfterOrderComplete: true,
    showNPSEveryNOrder: 2,
    whatsAppNumber: 'https://wa.me/5511999990000',
    allowedRedirectOrigins: ['https://wa.me'],
    ...extra,
  });
const ONE = '/order/complete?orderNumber=100001&orderPrice=6.98&deliveryDate=2026-03-10';
const DAY = 86_400_000;

const show = (path = ONE, extra: Partial<PublicTenantConfig> = {}) =>
  renderScreen(OrderCompleteScreen, { path, tenant: tenant(extra) });

beforeAll(() => initI18n('en'));
beforeEach(() => {
  startSession('session-token', client);
});
afterEach(() => {
  vi.restoreAllMocks();
  resetSession();
});

describe('/order/complete (SPEC §2)', () => {
  it('shows the order number, the total and the delivery date', () => {
    show();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Order placed!');
    expect(screen.getByText('100001')).toBeInTheDocument();
    expect(screen.getByText('R$6.98')).toBeInTheDocument();
    expect(screen.getByText('10/03/2026')).toHaveAttribute('datetime', '2026-03-10');
    expect(screen.getByRole('link', { name: 'See my orders' })).toHaveAttribute(
      'href',
      '/order/tracking',
    );
  });

  it('a scheduled order (a list, SPEC §3) shows each order and date, and the summed total', () => {
    show(
      '/order/complete?orderNumber=100001&orderPrice=6.98&deliveryDate=2026-03-10' +
        '&orderNumber=100002&orderPrice=6.99&deliveryDate=2026-03-17',
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('100002')).toBeInTheDocument();
    expect(screen.getByText('17/03/2026')).toBeInTheDocument();
    expect(screen.getByText('R$13.97')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Download the pre-receipt of order 100002 (PDF)' }),
    ).toBeInTheDocument();
  });

  it.each([
    [true, true],
    [false, false],
  ])('payment mode shown only when showPaymentMode (%s)', (showPaymentMode, shown) => {
    show(`${ONE}&paymentMode=Boleto`, { showPaymentMode });
    expect(screen.queryByText('Boleto') !== null).toBe(shown);
  });

  it.each([
    ['chat', true],
    ['standalone', false],
  ])('%s origin: back-to-chat link (allow-listed) %s', (origin, shown) => {
    localStorage.setItem('sourceType', origin);
    show();
    const link = screen.queryByRole('link', { name: 'Back to the chat' });
    expect(link !== null).toBe(shown);
    if (link) expect(link).toHaveAttribute('href', 'https://wa.me/5511999990000');
  });

  it('without an order number: the not-found message and a way home (SPEC §8)', () => {
    show('/order/complete');
    expect(screen.getByText("We couldn't find this order.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/home');
  });

  it('downloads the PDF pre-receipt with the bearer token as order-pre-receipt.pdf', async () => {
    const api = stubApi({ 'GET /api/order/100001/pre-receipt.pdf': { body: 'pdf' } });
    const createObjectURL = vi.fn(() => 'blob:receipt');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('order-pre-receipt.pdf');
      expect(this.href).toBe('blob:receipt');
    });
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Download the pre-receipt (PDF)' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(api.calls).toEqual([expect.objectContaining({ bearer: 'session-token' })]);
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
  });

  it('a failed download says so, and offers the button again', async () => {
    stubApi({ 'GET /api/order/100001/pre-receipt.pdf': { status: 500 } });
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Download the pre-receipt (PDF)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't download");
    expect(screen.getByRole('button', { name: 'Download the pre-receipt (PDF)' })).toBeEnabled();
  });
});

describe('NPS survey (SPEC §4, §5 every N orders and 15 days apart, §9)', () => {
  const survey = () => screen.queryByRole('group', { name: /recommend us/ });

  it.each([
    [1, false],
    [2, true],
    [3, false],
    [4, true],
  ])('after order %i (every 2nd) shown: %s', (orders, shown) => {
    for (let i = 0; i < orders; i += 1) recordNpsOrder('2', '1001');
    show();
    expect(survey() !== null).toBe(shown);
  });

  it('is off when the tenant does not show it (showNPSAfterOrderComplete false)', () => {
    recordNpsOrder('2', '1001');
    recordNpsOrder('2', '1001');
    show(ONE, { showNPSAfterOrderComplete: false });
    expect(survey()).toBeNull();
  });

  it('a score of 6 opens the feedback form; both answers are PUT to user/session', async () => {
    recordNpsOrder('2', '1001');
    recordNpsOrder('2', '1001');
    const api = stubApi({ putUserSession: { body: { ok: true } } });
    show();
    expect(screen.queryByLabelText('What could we do better?')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: '7' }));
    expect(screen.queryByLabelText('What could we do better?')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: '6' }));
    fireEvent.input(screen.getByLabelText('What could we do better?'), {
      target: { value: 'Faster delivery' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank you for your answer!')).toBeInTheDocument();
    expect(api.callsTo('putUserSession').map((call) => call.body)).toEqual([
      { key: 'npsScore', value: 6 },
      { key: 'npsFeedback', value: 'Faster delivery' },
    ]);
  });

  it('a score above 6 thanks the user with the score only', async () => {
    recordNpsOrder('2', '1001');
    recordNpsOrder('2', '1001');
    const api = stubApi({ putUserSession: { body: { ok: true } } });
    show();
    fireEvent.click(screen.getByRole('radio', { name: '9' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank you for your answer!')).toBeInTheDocument();
    expect(api.callsTo('putUserSession').map((call) => call.body)).toEqual([
      { key: 'npsScore', value: 9 },
    ]);
  });

  it('once answered, not asked again within 15 days; asked again from day 15', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T12:00:00Z'));
    recordNpsOrder('2', '1001');
    recordNpsOrder('2', '1001');
    stubApi({ putUserSession: { body: { ok: true } } });
    const first = show();
    fireEvent.click(screen.getByRole('radio', { name: '10' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Thank you for your answer!');
    expect(readNpsMemory('2', '1001').lastAnsweredAt).toBe('2026-03-01T12:00:00.000Z');
    first.unmount();

    recordNpsOrder('2', '1001');
    recordNpsOrder('2', '1001');
    vi.setSystemTime(new Date(Date.parse('2026-03-01T12:00:00Z') + 15 * DAY - 1));
    const second = show();
    expect(survey()).toBeNull();
    second.unmount();

    vi.setSystemTime(new Date(Date.parse('2026-03-01T12:00:00Z') + 15 * DAY));
    show();
    expect(survey()).not.toBeNull();
  });

  it('a failed save says so and keeps the survey', async () => {
    recordNpsOrder('2', '1001');
    recordNpsOrder('2', '1001');
    stubApi({ putUserSession: { status: 500 } });
    show();
    fireEvent.click(screen.getByRole('radio', { name: '8' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't send your answer.");
    expect(readNpsMemory('2', '1001').lastAnsweredAt).toBeUndefined();
  });
});
