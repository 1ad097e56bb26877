import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '../../../domain/types.ts';
import { clearToasts } from '../../components/toast/toast-store.ts';
import { HTTP_TIMEOUT_MS } from '../../lib/api-client.ts';
import { useCartStore } from '../../lib/cart-store.ts';
import { initI18n } from '../../lib/i18n.ts';
import { type PublicTenant, type PublicTenantConfig } from '../../lib/tenant.ts';
import { stubApi, stubStalledApi } from '../../test/fake-api.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import { DeliveryOptions } from './delivery-options.tsx';
import { useDelivery } from './use-delivery.ts';
import { tenantFrom } from '../../test/test-tenant.ts';

const DATES = ['2026-03-10', '2026-03-12T00:00:00', '2026-03-17'];
const cola: Product = {
  sku: 'A1',
  description: 'Cola',
  brand: 'Cola',
  category: 'Soft drinks',
  price: 3.49,
};

function Harness() {
  const delivery = useDelivery();
  return (
    <>
      <DeliveryOptions delivery={delivery} />
      <button type="button" onClick={() => delivery.confirmOrToast()}>
        Confirm order
      </button>
      <output data-testid="state">{JSON.stringify(delivery.state)}</output>
    </>
  );
}

const tenant = (extra: Partial<PublicTenantConfig> = {}): PublicTenant =>
  tenantFrom({
    bottler: 2,
    language: 'en',
    locale: 'en-GB',
    showDeliveryOption: true,
    showDeliveryOptionScheduled: true,
    showDeliveryOptionRecurrent: true,
    showRecurrentOrderCalendar: true,
    recurrentOrderOptionalPeriods: [15, 30, 45, 60],
    ...extra,
  });

const render = (extra: Partial<PublicTenantConfig> = {}) =>
  renderScreen(Harness, { path: '/cart', tenant: tenant(extra) });

const scheduled = () => screen.getByRole('checkbox', { name: 'Schedule the delivery' });
const recurrent = () => screen.getByRole('checkbox', { name: 'Repeat this order' });
const state = () => JSON.parse(screen.getByTestId('state').textContent ?? '{}') as unknown;
const confirm = () => fireEvent.click(screen.getByRole('button', { name: 'Confirm order' }));
/** The calendar cell of a day (it carries aria-selected), from its button's name. */
const chosenDay = (name: string) =>
  screen.getByRole('button', { name }).closest('[role="gridcell"]');

beforeAll(() => initI18n('en'));
beforeEach(() => {
  useCartStore.getState().add(cola, 2);
  clearToasts();
});

describe('delivery options (SPEC §4 order type, §5 scheduled / recurrent rules)', () => {
  it('choosing scheduled greys out recurrent; unticking resets it and its dates', async () => {
    const api = stubApi({ 'GET /api/scheduled/order/available/date/60': { body: DATES } });
    render();
    fireEvent.click(scheduled());
    expect(recurrent()).toBeDisabled();
    // A month calendar: the delivery days can be tapped, the others not.
    // The calendar is a chunk of its own: its first load in a test takes a while.
    const tenth = await screen.findByRole(
      'button',
      { name: 'Tuesday 10 March' },
      { timeout: 15_000 },
    );
    fireEvent.click(tenth);
    fireEvent.click(screen.getByRole('button', { name: 'Thursday 12 March' }));
    expect(screen.getByRole('button', { name: 'Wednesday 11 March' })).toBeDisabled();
    expect(state()).toMatchObject({
      orderType: 'scheduledOrder',
      scheduledDates: ['2026-03-10', '2026-03-12'],
    });
    expect(chosenDay('Tuesday 10 March')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('2 dates chosen: Tue 10 Mar · Thu 12 Mar')).toBeInTheDocument();
    // Tapping a chosen day again takes it back.
    fireEvent.click(screen.getByRole('button', { name: 'Thursday 12 March' }));
    expect(state()).toMatchObject({ scheduledDates: ['2026-03-10'] });
    fireEvent.click(scheduled());
    expect(state()).toMatchObject({ orderType: '', scheduledDates: [] });
    expect(recurrent()).toBeEnabled();
    fireEvent.click(scheduled());
    expect(await screen.findByText('No date chosen yet.')).toBeInTheDocument();
    expect(chosenDay('Tuesday 10 March')).not.toHaveAttribute('aria-selected', 'true');
    // The period of the available dates is the last optional period (SPEC §7).
    expect(api.calls[0]?.path).toBe('/api/scheduled/order/available/date/60');
    // The first test pays the calendar chunk's first load (up to the 15 s wait above): the
    // default 5 s test timeout cut it off in CI at 5,014 ms.
  }, 30_000);

  it('dates over two months: a named month navigation leads to the next month', async () => {
    stubApi({
      'GET /api/scheduled/order/available/date/60': { body: ['2026-03-30', '2026-04-02'] },
    });
    render();
    fireEvent.click(scheduled());
    await screen.findByRole('button', { name: 'Monday 30 March' }, { timeout: 15_000 });
    const months = screen.getByRole('navigation', { name: 'Delivery months' });
    expect(within(months).getByRole('button', { name: 'Previous month' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.setup().click(within(months).getByRole('button', { name: 'Next month' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Thursday 2 April' }));
    expect(state()).toMatchObject({ scheduledDates: ['2026-04-02'] });
  }, 30_000);

  it('choosing recurrent greys out scheduled and offers the tenant periods', () => {
    stubApi({ 'GET /api/scheduled/order/available/date/30': { body: DATES } });
    render({ recurrentOrderOptionalPeriods: [15, 30] });
    fireEvent.click(recurrent());
    expect(scheduled()).toBeDisabled();
    const periods = screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'));
    expect(periods).toEqual(['15', '30']);
    fireEvent.click(screen.getByRole('radio', { name: 'Every 30 days' }));
    expect(state()).toMatchObject({ orderType: 'recurrentOrder', recurrentPeriod: 30 });
  });

  it('a cart product with a quantityLimit disables both, with the reason in text (SPEC §5)', () => {
    stubApi({});
    useCartStore.getState().add({ ...cola, sku: 'B2', quantityLimit: 5 }, 1);
    render();
    expect(scheduled()).toBeDisabled();
    expect(recurrent()).toBeDisabled();
    expect(screen.getByText(/Products with a quantity limit can't be scheduled/)).toBeVisible();
  });

  it('a stored choice is dropped when a quantity-limited product joins the cart', async () => {
    stubApi({ 'GET /api/scheduled/order/available/date/60': { body: DATES } });
    sessionStorage.setItem(
      'refill.delivery',
      JSON.stringify({ orderType: 'recurrentOrder', scheduledDates: [], recurrentPeriod: 15 }),
    );
    useCartStore.getState().add({ ...cola, sku: 'B2', quantityLimit: 5 }, 1);
    render();
    await waitFor(() => expect(sessionStorage.getItem('refill.delivery')).toBeNull());
    expect(state()).toMatchObject({ orderType: '' });
  });

  it.each([
    ['scheduled without dates', 'Schedule the delivery', 'Choose at least one delivery date'],
    ['recurrent without period', 'Repeat this order', 'Choose how often to repeat the order'],
  ])('%s → a warning toast on confirm (SPEC §5)', async (_name, option, toast) => {
    stubApi({ 'GET /api/scheduled/order/available/date/60': { body: DATES } });
    render();
    fireEvent.click(screen.getByRole('checkbox', { name: option }));
    confirm();
    expect(await screen.findByText(new RegExp(toast))).toBeInTheDocument();
  });

  it('no option chosen → confirm passes without a toast', () => {
    stubApi({});
    render();
    confirm();
    expect(screen.queryByText(/Choose/)).toBeNull();
  });

  it('the recurrent start date is limited to the day after the 2nd available day … + last period (SPEC §5)', async () => {
    stubApi({ 'GET /api/scheduled/order/available/date/60': { body: DATES } });
    render();
    fireEvent.click(recurrent());
    fireEvent.click(screen.getByRole('radio', { name: 'Every 15 days' }));
    const start = await screen.findByLabelText('First delivery date');
    expect(start).toHaveAttribute('min', '2026-03-13');
    expect(start).toHaveAttribute('max', '2026-05-12');
    confirm();
    expect(await screen.findByText('Choose the first delivery date.')).toBeInTheDocument();
    clearToasts();
    fireEvent.input(start, { target: { value: '2026-05-13' } });
    confirm();
    expect(await screen.findByText(/within the allowed range/)).toBeInTheDocument();
    clearToasts();
    fireEvent.input(start, { target: { value: '2026-05-12' } });
    confirm();
    expect(screen.queryByText(/within the allowed range/)).toBeNull();
  });

  it('a reload keeps the choice (sessionStorage)', async () => {
    stubApi({ 'GET /api/scheduled/order/available/date/60': { body: DATES } });
    const first = render();
    fireEvent.click(scheduled());
    fireEvent.click(await screen.findByRole('button', { name: 'Tuesday 10 March' }));
    first.unmount();
    render();
    expect(scheduled()).toBeChecked();
    await screen.findByRole('button', { name: 'Tuesday 10 March' });
    expect(chosenDay('Tuesday 10 March')).toHaveAttribute('aria-selected', 'true');
  });

  it('no available dates → an empty message', async () => {
    stubApi({ 'GET /api/scheduled/order/available/date/60': { body: [] } });
    render();
    fireEvent.click(scheduled());
    expect(await screen.findByText('No delivery dates are available right now.')).toBeVisible();
  });

  it('no answer in 20 s → the no-response message with Retry (SPEC §8)', async () => {
    vi.useFakeTimers();
    stubStalledApi();
    render();
    fireEvent.click(scheduled());
    await act(() => vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText('The server is taking too long to respond.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('renders nothing when the tenant offers neither delivery options nor the opt-in', () => {
    stubApi({});
    render({ showDeliveryOption: false, showNotificationOption: false });
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('shows the notification opt-in instead where configured, and saves the switch', async () => {
    const api = stubApi({
      optInStatus: { body: { isNotificationEnable: false } },
      optInRegister: { body: { userOptIn: 'true' } },
    });
    render({ showDeliveryOption: false, showNotificationOption: true });
    const toggle = await screen.findByRole('switch', { name: 'Receive order notifications' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(api.callsTo('optInRegister')[0]?.body).toEqual({
      userOptIn: 'true',
    });
  });
});
