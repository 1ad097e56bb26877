import { act, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Combo } from '../../../contract/index.ts';
import { initI18n } from '../../lib/i18n.ts';
import { stubApi, stubStalledApi } from '../../test/fake-api.ts';
import { combo, comboTenant, renderComboScreen } from './combo-test-kit.tsx';
import CombosScreen from './combos-screen.tsx';

const combos: Combo[] = [
  combo(1, 'family', { name: 'Barbecue combo', discountPercentage: 10, image: '/api/img/a.svg' }),
  combo(2, 'quantity', { name: 'Energy combo' }),
  combo(3, 'generic', { name: 'Snack bar kit', discountPercentage: 5 }),
];

function open(tenant = comboTenant(), body: unknown = combos) {
  const api = stubApi({ combos: { body } });
  renderComboScreen(CombosScreen, { path: '/combos', pattern: '/combos', tenant });
  return api;
}

beforeAll(async () => {
  await initI18n('en');
});

describe('/combos (SPEC §2, §3 Combo)', () => {
  it.each([
    ['Barbecue combo', '/combo/1'],
    ['Energy combo', '/combo-quantity/2/Energy%20combo'],
    ['Snack bar kit', '/combo-generic/3'],
  ])('links %s to the screen of its kind: %s (SPEC §2 route table)', async (name, href) => {
    open();
    expect(await screen.findByRole('link', { name: new RegExp(name) })).toHaveAttribute(
      'href',
      href,
    );
  });

  it('shows name, description and discount percentage on each card', async () => {
    open();
    const card = await screen.findByRole('link', { name: /Barbecue combo/ });
    expect(card).toHaveTextContent('About combo 1');
    expect(card).toHaveTextContent('10% off');
    expect(card).toHaveTextContent('Mix and match');
  });

  it('hides percentages and visible names when the tenant says so (SPEC §3)', async () => {
    open(comboTenant({ disableComboDiscountPercentage: true, disableComboName: true }));
    const card = await screen.findByRole('link', { name: /Barbecue combo/ });
    expect(screen.queryByText('10% off')).toBeNull();
    // Still the link's name for screen readers, but visually hidden.
    expect(card.querySelector('strong')?.className).toBe('visually-hidden');
  });

  it('shows the empty state for an empty list (SPEC §8)', async () => {
    open(comboTenant(), []);
    expect(
      await screen.findByText('There are no bundles available right now.'),
    ).toBeInTheDocument();
  });

  it('shows the empty state without calling the server when the combo service is off', async () => {
    const api = open(comboTenant({ isComboServiceAvailable: false }));
    expect(
      await screen.findByText('There are no bundles available right now.'),
    ).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows no-response after the 20 s time-out (SPEC §8, §9)', async () => {
    vi.useFakeTimers();
    stubStalledApi();
    renderComboScreen(CombosScreen, { path: '/combos', pattern: '/combos' });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(fetch).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(19_999));
    expect(screen.queryByRole('heading', { name: 'No response' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(2));
    expect(screen.getByRole('heading', { name: 'No response' })).toBeInTheDocument();
  });
});
