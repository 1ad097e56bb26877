import { focusManager } from '@tanstack/react-query';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n.ts';
import { neutralTenant } from '../../lib/tenant.ts';
import { testTenant } from '../../test/test-tenant.ts';
import { stubApi } from '../../test/fake-api.ts';
import { endSession, startSession } from '../../lib/session.ts';
import type { Client } from '../../../domain/types.ts';

const shopClient: Client = {
  minimumOrder: 100,
  paymentLimit: 1000,
  external_id: '1002',
  name: 'Shop',
  isOrderOptionActive: true,
  isFinishOrderOverLimitAuthorized: false,
  bottler: 2,
};
import { resetOptInForTests } from './catalogue-queries.ts';
import HomeScreen, { HOME_WAIT_MS, RAILS_WAIT_MS } from './home-screen.tsx';
import { renderScreen, stubFetch, type FetchCall } from './catalogue-test-kit.tsx';

const banners = [
  { index: 0, src: '/api/img/b0.svg', altText: 'Summer cola', redirect: '/promotions' },
  { index: 1, src: '/api/img/b1.svg', altText: 'Water week' },
  { index: 2, src: '/api/img/b2.svg', altText: 'New juices' },
];
const featured = {
  description: 'Order before Friday',
  buttonURL: '/promotions',
  buttonTitle: 'See offers',
};

beforeAll(async () => {
  await initI18n('en');
});

let calls: FetchCall[];
beforeEach(() => {
  resetOptInForTests();
  vi.useFakeTimers();
  calls = stubFetch({
    banners: banners,
    featuredBanner: featured,
    optInRegister: { userOptIn: 'true' },
  });
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** Two animation frames: what follows the carousel mounts once its frame is on the screen. */
const afterPaint = () => advance(40);
const current = () =>
  screen
    .getAllByRole('button', { name: /Go to highlight/ })
    .findIndex((dot) => dot.getAttribute('aria-current') === 'true');

async function showHome(tenant = testTenant()) {
  renderScreen(HomeScreen, { path: '/home', tenant });
  await vi.waitFor(() => expect(calls.length).toBeGreaterThan(0));
}

/** A product of a home rail, as GET home/rails gives it. */
const railProduct = (sku: string, description: string) => ({
  sku,
  description,
  brand: 'B',
  category: 'C',
  price: 3,
});

/** The home's calls answered with these rails and categories (banners, featured, no kits). */
function stubHomeWithRails(
  homeRails: { buyAgain: unknown[]; deals: unknown[] },
  categories: unknown[] = [],
) {
  return stubFetch({
    banners,
    featuredBanner: featured,
    optInRegister: { userOptIn: 'true' },
    homeRails,
    categories,
    combos: [],
  });
}

/**
 * Each batch of DOM changes a task made from the carousel's paint on, as the names `name` gives
 * the added `selector` elements (null: not counted).
 */
async function batchesAfterPaint(
  selector: string,
  name: (node: HTMLElement) => string | null,
): Promise<string[][]> {
  const batches: string[][] = [];
  const observer = new MutationObserver((records) => {
    const added = records
      .flatMap((record) => [...record.addedNodes])
      .filter((node): node is HTMLElement => node instanceof HTMLElement)
      .flatMap((node) => [node, ...node.querySelectorAll<HTMLElement>(selector)])
      .filter((node) => node.matches(selector))
      .map(name)
      .filter((text): text is string => text !== null);
    if (added.length > 0) batches.push(added);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  await afterPaint();
  for (let task = 0; task < 6; task += 1) await advance(50);
  observer.disconnect();
  return batches;
}

/** /home after its wait, its banners and a fourth that leads to /combos. */
async function showHomeWithCombosBanner(isComboServiceAvailable: boolean) {
  const combosBanner = {
    index: 3,
    src: '/api/img/b3.svg',
    altText: 'Build your combo',
    redirect: '/combos',
  };
  calls = stubFetch({
    banners: [...banners, combosBanner],
    featuredBanner: featured,
    optInRegister: { userOptIn: 'true' },
    combos: [],
  });
  await showHome({ ...testTenant(), isComboServiceAvailable });
  await advance(500);
}

describe('/home (SPEC §2, §9 home wait 500 ms, carousel 4000 ms)', () => {
  it('waits 500 ms, then shows the carousel and the featured banner', async () => {
    await showHome();
    expect(screen.queryByText('Summer cola')).toBeNull();
    await advance(500);
    // The carousel first, alone: the rest of the page mounts once it has painted (issue 16 P2).
    expect(screen.queryByText('Order before Friday')).toBeNull();
    await afterPaint();
    // The banner's headline is text over its picture (issue 14).
    expect(screen.getByRole('link', { name: 'Summer cola Shop now' })).toHaveAttribute(
      'href',
      '/promotions',
    );
    // A banner without a redirect has its headline but no button.
    expect(screen.getByText('Water week').parentElement).not.toHaveTextContent('Shop now');
    expect(screen.getByText('Order before Friday')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See offers' })).toHaveAttribute('href', '/promotions');
  });

  it("asks for the banners again when the shop comes back to the app, so the console's new banner shows (issue 13)", async () => {
    await showHome();
    await advance(500);
    expect(screen.getByText('Summer cola')).toBeInTheDocument();
    const bannerCalls = () => calls.filter((call) => call.name === 'banners').length;
    expect(bannerCalls()).toBe(1);
    calls = stubFetch({
      banners: [{ index: 0, src: '/api/img/b9.svg', altText: 'Scheduled by the console' }],
      featuredBanner: featured,
      optInRegister: { userOptIn: 'true' },
    });
    await act(async () => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(bannerCalls()).toBe(1);
    await advance(10);
    expect(screen.getByText('Scheduled by the console')).toBeInTheDocument();
    focusManager.setFocused(undefined);
  });

  it('leaves out a banner that advertises a page this bottler has off (combos without the combo service)', async () => {
    await showHomeWithCombosBanner(false);
    expect(screen.getByText('Summer cola')).toBeInTheDocument();
    expect(screen.queryByText('Build your combo')).toBeNull();
    const slides = document.querySelectorAll('[aria-roledescription="slide"]');
    expect([...slides].map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ]);
  });

  it('shows that banner, with its button, where the combo service is on', async () => {
    await showHomeWithCombosBanner(true);
    // The fourth slide, hidden until its turn.
    expect(
      screen.getByRole('link', { name: 'Build your combo Shop now', hidden: true }),
    ).toHaveAttribute('href', '/combos');
  });

  it('holds the carousel and featured banner places with skeletons during the wait, not a spinner', async () => {
    await showHome();
    expect(screen.getByTestId('skeleton')).toBeInTheDocument();
    expect(within(screen.getByTestId('skeleton')).getByRole('status')).toHaveTextContent('Loading');
    await advance(500);
    expect(screen.queryByTestId('skeleton')).toBeNull();
  });

  it('ordering off (SPEC §6): says so, and drops the button that would lead to an ordering page', async () => {
    startSession('token-1', { ...shopClient, isOrderOptionActive: false });
    await showHome();
    await advance(500);
    await afterPaint();
    expect(screen.getByRole('note')).toHaveTextContent('Ordering in the app is off');
    expect(screen.getByText('Order before Friday')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See offers' })).toBeNull();
    endSession();
  });

  it("sells (decision 051): buy again and today's deals as rails of tiles from GET home/rails", async () => {
    calls = stubFetch({
      banners,
      featuredBanner: featured,
      optInRegister: { userOptIn: 'true' },
      homeRails: {
        buyAgain: [
          { sku: 'A1', description: 'Usual cola 350ml', brand: 'B', category: 'C', price: 3 },
        ],
        deals: [
          {
            sku: 'D1',
            description: 'Deal water',
            brand: 'B',
            category: 'C',
            price: 2,
            pricePromotions: [{ minimumQuantity: 6, price: 1.5 }],
          },
        ],
      },
      categories: [],
      combos: [],
    });
    await showHome();
    await advance(500);
    await advance(100);
    const buyAgain = await vi.waitFor(() => screen.getByRole('region', { name: 'Buy again' }));
    expect(
      within(buyAgain).getByRole('article', { name: 'Usual cola 350\u00a0ml' }),
    ).toBeInTheDocument();
    const deals = screen.getByRole('region', { name: "Today's deals" });
    expect(within(deals).getByRole('article', { name: 'Deal water' })).toBeInTheDocument();
    // No catalogue download: the rails are their own small answer.
    expect(calls.map((call) => call.name)).toContain('homeRails');
    expect(calls.map((call) => call.name)).not.toContain('products');
  });

  it('mounts each rail and then the featured banner in a task of its own, in page order (issue 16 TBT)', async () => {
    calls = stubHomeWithRails(
      { buyAgain: [railProduct('A1', 'Usual cola')], deals: [railProduct('D1', 'Deal water')] },
      [{ name: 'Sodas', imageUrl: '', sku: 'c1' }],
    );
    await showHome();
    await advance(500);
    const batches = await batchesAfterPaint('section', (node) =>
      node.getAttribute('aria-label') === 'Highlights'
        ? null
        : (node.dataset.rail ?? node.getAttribute('aria-label')),
    );
    expect(batches).toEqual([['categories'], ['buyAgain'], ['deals'], ['Featured']]);
  });

  it('mounts a rail two tiles per task, in the rail order (issue 16 TBT, decision 087)', async () => {
    calls = stubHomeWithRails({
      buyAgain: [
        railProduct('A1', 'Cola one'),
        railProduct('A2', 'Cola two'),
        railProduct('A3', 'Cola three'),
      ],
      deals: [],
    });
    await showHome();
    await advance(500);
    const batches = await batchesAfterPaint('article', (node) => node.getAttribute('aria-label'));
    expect(batches).toEqual([['Cola one', 'Cola two'], ['Cola three']]);
  });

  it('keeps its placeholder until the rails have answered, so they never push a shown banner down (issue 16 CLS)', async () => {
    const railsAnswer = {
      buyAgain: [{ sku: 'A1', description: 'Usual cola', brand: 'B', category: 'C', price: 3 }],
      deals: [],
    };
    const stubs = { banners, featuredBanner: featured, categories: [], combos: [] };
    calls = stubApi({
      ...Object.fromEntries(Object.entries(stubs).map(([k, body]) => [k, { body }])),
      // The rails answer a second after the banners.
      homeRails: async () => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        return { body: railsAnswer };
      },
    }).calls;
    await showHome();
    await advance(500);
    expect(screen.getByTestId('skeleton')).toBeInTheDocument();
    expect(screen.queryByText('Summer cola')).toBeNull();
    await advance(1000);
    expect(screen.queryByTestId('skeleton')).toBeNull();
    // The banners, then the rails below them once the banners have painted: nothing shown moves.
    expect(screen.getByText('Summer cola')).toBeInTheDocument();
    await afterPaint();
    expect(screen.getByRole('region', { name: 'Buy again' })).toBeInTheDocument();
  });

  it('shows the banners without the rails when the rails do not answer within RAILS_WAIT_MS', async () => {
    calls = stubFetch({ banners, featuredBanner: featured, homeRails: 'hang' });
    await showHome();
    await advance(HOME_WAIT_MS);
    expect(screen.getByTestId('skeleton')).toBeInTheDocument();
    await advance(RAILS_WAIT_MS - 100);
    expect(screen.getByTestId('skeleton')).toBeInTheDocument();
    await advance(100);
    expect(screen.getByText('Summer cola')).toBeInTheDocument();
    await afterPaint();
    expect(screen.getByText('Order before Friday')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Buy again' })).toBeNull();
  });

  it('without banners says where the products are, once the rest of the page mounts', async () => {
    calls = stubFetch({ banners: [], featuredBanner: null, categories: [], combos: [] });
    await showHome();
    await advance(500);
    expect(screen.queryByText('Browse our products from the menu.')).toBeNull();
    await afterPaint();
    expect(screen.getByText('Browse our products from the menu.')).toBeInTheDocument();
  });

  it('ordering off: no rails, and the rails are not even asked for', async () => {
    startSession('token-1', { ...shopClient, isOrderOptionActive: false });
    await showHome();
    await advance(500);
    await afterPaint();
    expect(screen.queryByRole('region', { name: 'Buy again' })).toBeNull();
    expect(calls.map((call) => call.name)).not.toContain('homeRails');
    endSession();
  });

  it('autoplays to the next slide every 4000 ms and stops when paused (SPEC §4 carousel)', async () => {
    await showHome();
    await advance(500);
    expect(current()).toBe(0);
    await advance(3999);
    expect(current()).toBe(0);
    await advance(1);
    expect(current()).toBe(1);
    const toggle = screen.getByRole('button', { name: 'Autoplay' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await advance(12_000);
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Next highlight' }));
    expect(current()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Next highlight' }));
    expect(current()).toBe(0);
  });

  it('does not follow a featured button url outside the allow-list (SECURITY T10)', async () => {
    calls = stubFetch({
      banners: banners,
      featuredBanner: { ...featured, buttonURL: 'https://evil.example/x' },
    });
    await showHome();
    await advance(500);
    await afterPaint();
    expect(screen.getByText('Order before Friday')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See offers' })).toBeNull();
  });

  it.each([
    [true, 1],
    [false, 0],
  ])(
    'notification option %s registers the opt-in %i time(s) (SPEC §2 /home)',
    async (on, times) => {
      await showHome({ ...neutralTenant('en'), showNotificationOption: on });
      await advance(500);
      const optIns = calls.filter((call) => call.path === '/api/optin/register/ecommerce');
      expect(optIns).toHaveLength(times);
      if (times) expect(optIns[0]).toMatchObject({ method: 'POST', body: { userOptIn: 'true' } });
    },
  );

  it('shows no-response with retry when the banners time out (SPEC §8)', async () => {
    calls = stubFetch({
      banners: 'hang',
      featuredBanner: 'hang',
    });
    renderScreen(HomeScreen, { path: '/home' });
    await vi.waitFor(() => expect(calls.length).toBeGreaterThan(0));
    await advance(20_000);
    expect(screen.getByRole('heading', { name: 'No response' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
