import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n.ts';
import { neutralTenant, type PublicTenant } from '../../lib/tenant.ts';
import { stubApi, stubStalledApi } from '../../test/fake-api.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import { COPY_CONFIRMATION_MS } from './copy-button.tsx';
import type { OpenInvoiceEntry } from './finance-queries.ts';
import FinanceScreen from './finance-screen.tsx';
import OpenInvoicesScreen from './open-invoices-screen.tsx';

function invoice(
  invoiceDocumentNumber: string,
  invoiceDueDate: string,
  overrides: Partial<OpenInvoiceEntry> = {},
): OpenInvoiceEntry {
  return {
    orderNumber: `O-${invoiceDocumentNumber}`,
    invoiceDocumentNumber,
    invoiceDueDate,
    formattedInvoiceDueDate: invoiceDueDate,
    invoiceOrderValue: 250.5,
    invoicePaymentExpired: false,
    paymentData: `34191.79001 01043.510047 ${invoiceDocumentNumber}`,
    ...overrides,
  };
}

const tenant: PublicTenant = {
  ...neutralTenant('en'),
  timeZone: 'America/Sao_Paulo',
  contactPhone: '+55 21 3000-0000',
};

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const item = (document: string) =>
  screen.getByRole('heading', { name: `Document ${document}` }).closest('li')!;

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  vi.useFakeTimers();
  // 02:00 UTC on the 18th is still the 17th in São Paulo (UTC-3).
  vi.setSystemTime(new Date('2026-11-18T02:00:00Z'));
});

async function show(body: unknown, screenTenant = tenant) {
  const api = stubApi({ openInvoices: { body } });
  renderScreen(OpenInvoicesScreen, { path: '/finance/openInvoices', tenant: screenTenant });
  await advance(0);
  return api;
}

describe('/finance/openInvoices (SPEC §2, §4 "Invoice status", §8, §9)', () => {
  it.each([
    ['expired flag', 'Expired', invoice('1', '2026-12-30', { invoicePaymentExpired: true })],
    ['due before today (16th)', 'Overdue', invoice('2', '2026-11-16')],
    ['due tomorrow in the tenant zone (18th)', 'Due tomorrow', invoice('3', '2026-11-18')],
    ['due today (17th)', null, invoice('4', '2026-11-17')],
    ['due later', null, invoice('5', '2026-11-25')],
    [
      'status sent by the server wins',
      'Overdue',
      invoice('6', '2026-11-25', { status: 'overdue' }),
    ],
  ])('%s → %s (tenant zone today 2026-11-17)', async (_case, label, entry) => {
    await show({ hasOpenInvoices: true, openInvoices: [entry] });
    await vi.waitFor(() => expect(item(entry.invoiceDocumentNumber)).toBeInTheDocument());
    const card = within(item(entry.invoiceDocumentNumber));
    for (const text of ['Expired', 'Overdue', 'Due tomorrow']) {
      expect(card.queryByText(text) !== null).toBe(text === label);
    }
    if (label !== null) {
      // Text plus a shape: the label carries an icon, never colour alone.
      expect(card.getByText(label).querySelector('svg')).not.toBeNull();
    }
  });

  it('shows due date, document, order number, value, the 48-hour note', async () => {
    await show({ hasOpenInvoices: true, openInvoices: [invoice('77', '2026-11-25')] });
    await vi.waitFor(() => expect(item('77')).toBeInTheDocument());
    const card = within(item('77'));
    expect(card.getByText('11/25/2026')).toBeInTheDocument();
    expect(card.getByText('O-77')).toBeInTheDocument();
    expect(card.getByText('$250.50')).toBeInTheDocument();
    expect(screen.getByText(/up to 48 hours/)).toBeInTheDocument();
  });

  it('an expired invoice shows the bottler phone as a tel: link (SPEC §8)', async () => {
    await show({
      hasOpenInvoices: true,
      openInvoices: [invoice('9', '2026-11-01', { invoicePaymentExpired: true })],
    });
    await vi.waitFor(() => expect(item('9')).toBeInTheDocument());
    expect(item('9')).toHaveTextContent(
      'This invoice has expired. To pay it, call +55 21 3000-0000.',
    );
    expect(within(item('9')).getByRole('link', { name: '+55 21 3000-0000' })).toHaveAttribute(
      'href',
      'tel:+552130000000',
    );
  });

  it('copies the bar code; the confirmation disappears after 3000 ms (SPEC §9)', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await show({ hasOpenInvoices: true, openInvoices: [invoice('5', '2026-11-25')] });
    await vi.waitFor(() => expect(item('5')).toBeInTheDocument());
    fireEvent.click(within(item('5')).getByRole('button', { name: 'Copy code of document 5' }));
    await advance(0);
    expect(writeText).toHaveBeenCalledWith('34191.79001 01043.510047 5');
    const status = within(item('5')).getByText('Code copied!');
    expect(status).toHaveAttribute('aria-live', 'polite');
    await advance(COPY_CONFIRMATION_MS - 1);
    expect(within(item('5')).queryByText('Code copied!')).not.toBeNull();
    await advance(1);
    expect(within(item('5')).queryByText('Code copied!')).toBeNull();
  });

  it('empty: finance.openInvoices.emptyInvoices (SPEC §8)', async () => {
    await show({ hasOpenInvoices: false, openInvoices: [] });
    await vi.waitFor(() =>
      expect(screen.getByText('You have no open invoices.')).toBeInTheDocument(),
    );
  });

  it('no response within 20 s: the no-response state (SPEC §8)', async () => {
    stubStalledApi();
    renderScreen(OpenInvoicesScreen, { path: '/finance/openInvoices', tenant });
    await advance(0);
    await advance(20_000);
    await vi.waitFor(() =>
      expect(screen.getByRole('heading', { name: 'No response' })).toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('/finance hub (SPEC §2)', () => {
  it('links to the open invoices and warns where showOpenInvoicesWarning and some are open', async () => {
    const api = stubApi({
      openInvoices: {
        body: { hasOpenInvoices: true, openInvoices: [invoice('1', '2026-11-25')] },
      },
    });
    renderScreen(FinanceScreen, {
      path: '/finance',
      tenant: { ...tenant, showOpenInvoicesWarning: true },
    });
    await advance(0);
    expect(screen.getByRole('link', { name: /Open invoices/ })).toHaveAttribute(
      'href',
      '/finance/openInvoices',
    );
    await vi.waitFor(() => expect(screen.getByText(/You have open invoices/)).toBeInTheDocument());
    expect(api.callsTo('openInvoices')).toHaveLength(1);
  });

  it('no warning and no call when the tenant does not show it', async () => {
    const api = stubApi({});
    renderScreen(FinanceScreen, { path: '/finance', tenant });
    await advance(0);
    expect(screen.getByRole('link', { name: /Open invoices/ })).toBeInTheDocument();
    expect(screen.queryByText(/You have open invoices/)).toBeNull();
    expect(api.calls).toHaveLength(0);
  });
});
