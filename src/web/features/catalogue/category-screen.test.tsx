import { act, fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n.ts';
import BrandsScreen from './brands-screen.tsx';
import CategoryScreen from './category-screen.tsx';
import { renderScreen, stubFetch } from './catalogue-test-kit.tsx';

const categories = [{ name: 'Waters' }, { name: 'Soft drinks' }];

beforeAll(async () => {
  await initI18n('en');
});

const location = () => screen.getByTestId('location').textContent;

describe('/category (SPEC §2)', () => {
  it.each([
    ['Waters', [{ name: 'Fonte' }], '/category/brands/products/Waters/Fonte'],
    ['Soft drinks', [{ name: 'Cola' }, { name: 'Laranja' }], '/category/brands/Soft%20drinks'],
    ['Waters', [], '/category/brands/Waters'],
  ])(
    'choosing %s with brands %j goes to %s (SPEC §2 one-brand category jump)',
    async (category, brands, target) => {
      stubFetch({
        categories: categories,
        [`GET /api/brands/${encodeURIComponent(category.toLowerCase())}` as const]: brands,
      });
      renderScreen(CategoryScreen, { path: '/category' });
      fireEvent.click(await screen.findByRole('button', { name: category }));
      await vi.waitFor(() => expect(location()).toBe(target));
    },
  );

  it('shows the not-found message for an empty category list (SPEC §8)', async () => {
    stubFetch({ categories: [] });
    renderScreen(CategoryScreen, { path: '/category' });
    expect(await screen.findByText('No categories found.')).toBeInTheDocument();
  });

  it('shows no-response with a clock and retry after the 20 s time-out (SPEC §8, §9)', async () => {
    vi.useFakeTimers();
    const calls = stubFetch({ categories: 'hang', banners: [] });
    renderScreen(CategoryScreen, { path: '/category' });
    await vi.waitFor(() => expect(calls.some((call) => call.path === '/api/category')).toBe(true));
    await act(() => vi.advanceTimersByTimeAsync(19_000));
    expect(screen.queryByRole('heading', { name: 'No response' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole('heading', { name: 'No response' })).toBeInTheDocument();
    stubFetch({ categories: categories, banners: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('button', { name: 'Waters' })).toBeInTheDocument();
  });
});

describe('/category/brands/:categoryId (SPEC §2)', () => {
  it('shows brand tiles that lead to the brand products', async () => {
    stubFetch({ 'GET /api/brands/soft%20drinks': [{ name: 'Cola' }, { name: 'Laranja' }] });
    renderScreen(BrandsScreen, {
      path: '/category/brands/Soft%20drinks',
      pattern: '/category/brands/:categoryId',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Laranja' }));
    expect(location()).toBe('/category/brands/products/Soft%20drinks/Laranja');
  });

  it('shows the brand not-found message when the category has none (SPEC §8)', async () => {
    stubFetch({ 'GET /api/brands/waters': [] });
    renderScreen(BrandsScreen, {
      path: '/category/brands/Waters',
      pattern: '/category/brands/:categoryId',
    });
    expect(await screen.findByText('No brands found in this category.')).toBeInTheDocument();
  });

  it('goes to /home with no category selected (SPEC §2)', () => {
    stubFetch({});
    renderScreen(BrandsScreen, {
      path: '/category/brands/%20',
      pattern: '/category/brands/:categoryId',
    });
    expect(location()).toBe('/home');
  });
});
