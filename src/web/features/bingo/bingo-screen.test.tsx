import { act, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n.ts';
import { neutralTenant, type PublicTenant } from '../../lib/tenant.ts';
import { stubApi, stubStalledApi } from '../../test/fake-api.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import BingoScreen from './bingo-screen.tsx';
import type { BingoCardAnswer } from './bingo-queries.ts';

const tenant: PublicTenant = { ...neutralTenant('en'), timeZone: 'America/Sao_Paulo' };

function card(acquiredProducts: string[], status?: 'complete' | 'incomplete'): BingoCardAnswer {
  return {
    products: [
      { sku: 'COLA350', description: 'Cola 350 ml', imgURL: '/api/img/cola.svg' },
      { sku: 'WATER500', description: 'Water 500 ml', imgURL: '/api/img/water.svg' },
      { sku: 'JUICE1L', description: 'Orange juice 1 L', imgURL: '/api/img/juice.svg' },
    ],
    acquiredProducts,
    prizeProducts: [{ qty: 2, description: 'Cooler bag' }],
    imgPrizeURL: '/api/img/prize.svg',
    imgCheckURL: '/api/img/check.svg',
    ...(status ? { status } : {}),
  };
}

const history = [
  { period: '2026-10', prizeProducts: [{ qty: 1, description: 'Cap' }], status: 'complete' },
  { period: '2026-09', prizeProducts: [], status: 'incomplete' },
];

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const cell = (description: string) => screen.getByText(description).closest('li')!;

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  vi.useFakeTimers();
  // 02:00 UTC on 1 December is still 30 November in São Paulo.
  vi.setSystemTime(new Date('2026-12-01T02:00:00Z'));
});

async function show(currentCard: BingoCardAnswer | null, historyBody: unknown = history) {
  const api = stubApi({
    'GET /api/bingo/period/11/2026': { body: { currentCard } },
    bingoHistory: { body: historyBody },
  });
  renderScreen(BingoScreen, { path: '/bingo', tenant });
  await advance(0);
  return api;
}

describe('/bingo (SPEC §2, §3 Bingo, §4 "Bingo card")', () => {
  it('asks for the card of the current month in the tenant time zone', async () => {
    const api = await show(card([]));
    await vi.waitFor(() => expect(screen.getByText('Cola 350 ml')).toBeInTheDocument());
    expect(api.callsTo('GET /api/bingo/period/11/2026')).toHaveLength(1);
  });

  it('marks acquired products with the check image and an "Acquired" text; incomplete card', async () => {
    await show(card(['WATER500']));
    await vi.waitFor(() => expect(screen.getByText('Cola 350 ml')).toBeInTheDocument());
    const water = within(cell('Water 500 ml'));
    expect(water.getByText('Acquired')).not.toHaveClass('visually-hidden');
    expect(cell('Water 500 ml').querySelector('img[src="/api/img/check.svg"]')).not.toBeNull();
    const cola = within(cell('Cola 350 ml'));
    // The check image says it to the eye; "not bought yet" is for screen readers only.
    expect(cola.getByText('Not bought yet')).toHaveClass('visually-hidden');
    expect(cell('Cola 350 ml').querySelector('img[src="/api/img/check.svg"]')).toBeNull();
    expect(screen.getByText('Card incomplete.')).toBeInTheDocument();
    expect(screen.getByText('You bought 1 of 3 products.')).toBeInTheDocument();
    expect(screen.getByText('2 × Cooler bag')).toBeInTheDocument();
  });

  it.each([
    ['every product acquired, no server status', card(['COLA350', 'WATER500', 'JUICE1L']), true],
    ['one missing, no server status', card(['COLA350', 'WATER500']), false],
    ['server says complete', card([], 'complete'), true],
    ['server says incomplete', card(['COLA350', 'WATER500', 'JUICE1L'], 'incomplete'), false],
  ])('complete state: %s', async (_case, current, complete) => {
    await show(current);
    await vi.waitFor(() => expect(screen.getByText('Cola 350 ml')).toBeInTheDocument());
    expect(screen.queryAllByText('Card complete!').length > 0).toBe(complete);
    expect(screen.queryByText('Card incomplete.') !== null).toBe(!complete);
  });

  it('FAQ as details items: points expire at month end, prizes in the first fortnight (SPEC §9)', async () => {
    await show(card([]));
    await vi.waitFor(() => expect(screen.getByText('Cola 350 ml')).toBeInTheDocument());
    const summaries = [...document.querySelectorAll('details > summary')].map((s) => s.textContent);
    expect(summaries).toContain('When do my points expire?');
    expect(screen.getByText(/expire on the last day of each month/)).toBeInTheDocument();
    expect(screen.getByText(/first fortnight of the next month/)).toBeInTheDocument();
  });

  it('history table with scoped header cells', async () => {
    await show(card([]));
    const table = await vi.waitFor(() => screen.getByRole('table'));
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((th) => [th.textContent, th.getAttribute('scope')])).toEqual([
      ['Period', 'col'],
      ['Prizes', 'col'],
      ['Status', 'col'],
    ]);
    const rowHeader = within(table).getByRole('rowheader', { name: 'October 2026' });
    expect(rowHeader).toHaveAttribute('scope', 'row');
    expect(within(table).getByText('1 × Cap')).toBeInTheDocument();
    expect(within(table).getByText('No prizes')).toBeInTheDocument();
    expect(within(table).getByText('Complete')).toBeInTheDocument();
    expect(within(table).getByText('Incomplete')).toBeInTheDocument();
    // Scrollable on a narrow phone: a named group the keyboard can reach and scroll.
    const scroller = screen.getByRole('group', { name: 'History' });
    expect(scroller).toContainElement(table);
    expect(scroller).toHaveAttribute('tabindex', '0');
  });

  it('no card this month and no history: the not-found messages', async () => {
    await show(null, []);
    await vi.waitFor(() =>
      expect(screen.getByText('There is no bingo card for this month.')).toBeInTheDocument(),
    );
    await vi.waitFor(() =>
      expect(screen.getByText('You have no bingo history yet.')).toBeInTheDocument(),
    );
  });

  it('no response within 20 s: the no-response state (SPEC §8)', async () => {
    stubStalledApi();
    renderScreen(BingoScreen, { path: '/bingo', tenant });
    await advance(0);
    await advance(20_000);
    await vi.waitFor(() =>
      expect(screen.getAllByRole('heading', { name: 'No response' }).length).toBeGreaterThan(0),
    );
  });
});
