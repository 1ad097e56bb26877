import { act, fireEvent, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../../components/toast/toast-store.ts';
import { initI18n } from '../../lib/i18n.ts';
import { neutralTenant, type PublicTenant } from '../../lib/tenant.ts';
import { stubApi, stubStalledApi, type FakeAnswer } from '../../test/fake-api.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import NotificationsScreen from './notifications-screen.tsx';

const tenant: PublicTenant = { ...neutralTenant('en'), showNotificationOption: true };
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const toggle = () => screen.getByRole('switch', { name: 'Receive notifications' });

/** An answer held back until `release` is called (to see the optimistic state in between). */
function deferred(answer: FakeAnswer) {
  let release: () => void = () => undefined;
  const route = () =>
    new Promise<FakeAnswer>((resolve) => {
      release = () => resolve(answer);
    });
  return { route, release: () => release() };
}

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  vi.useFakeTimers();
  clearToasts();
});

async function show(screenTenant = tenant) {
  renderScreen(NotificationsScreen, { path: '/notifications', tenant: screenTenant });
  await advance(0);
}

describe('/notifications (SPEC §2, §4 "Notifications: on or off", §7 opt-in)', () => {
  it.each([true, false])('reflects the server state isNotificationEnable=%s', async (on) => {
    stubApi({ optInStatus: { body: { isNotificationEnable: on } } });
    await show();
    await vi.waitFor(() => expect(toggle()).toHaveAttribute('aria-checked', String(on)));
  });

  it('turning it off posts {userOptIn: "false"} and shows what the server answered', async () => {
    const post = deferred({ body: { userOptIn: 'false' } });
    const api = stubApi({
      optInStatus: { body: { isNotificationEnable: true } },
      optInRegister: post.route,
    });
    await show();
    await vi.waitFor(() => expect(toggle()).toHaveAttribute('aria-checked', 'true'));
    fireEvent.click(toggle());
    await advance(0);
    expect(toggle()).toHaveAttribute('aria-checked', 'false');
    post.release();
    await advance(0);
    expect(api.callsTo('optInRegister').map((call) => call.body)).toEqual([{ userOptIn: 'false' }]);
    expect(toggle()).toHaveAttribute('aria-checked', 'false');
  });

  it('rolls back and shows an error toast when the change fails', async () => {
    const post = deferred({ status: 500, body: { code: 'internal' } });
    stubApi({
      optInStatus: { body: { isNotificationEnable: false } },
      optInRegister: post.route,
    });
    await show();
    await vi.waitFor(() => expect(toggle()).toHaveAttribute('aria-checked', 'false'));
    fireEvent.click(toggle());
    await advance(0);
    expect(toggle()).toHaveAttribute('aria-checked', 'true');
    post.release();
    await vi.waitFor(() => expect(toggle()).toHaveAttribute('aria-checked', 'false'));
    expect(
      screen.getByText('Your choice could not be saved. Please try again.'),
    ).toBeInTheDocument();
  });

  it('says notifications are unavailable, without calling the server, where the option is off', async () => {
    const api = stubApi({});
    await show({ ...tenant, showNotificationOption: false });
    expect(
      screen.getByText('Notifications are not available for your bottler.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('no response within 20 s: the no-response state (SPEC §8)', async () => {
    stubStalledApi();
    await show();
    await advance(20_000);
    await vi.waitFor(() =>
      expect(screen.getByRole('heading', { name: 'No response' })).toBeInTheDocument(),
    );
  });
});
