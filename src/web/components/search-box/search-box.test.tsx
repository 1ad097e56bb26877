import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router';
import type { LanguageCode, Product } from '../../../domain/types.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { stubApi } from '../../test/fake-api.ts';
import { prepareLanguage } from '../../test/render-app.tsx';
import { SearchBox, searchPath } from './search-box.tsx';

beforeAll(() => prepareLanguage('en'));

const product = (sku: string, description: string, extra: Partial<Product> = {}): Product => ({
  sku,
  description,
  brand: 'B',
  category: 'C',
  price: 2,
  ...extra,
});

const PRODUCTS: Product[] = [
  product('1', 'Cola 2L', { description_fr: 'Cola 2 litres' }),
  product('2', 'Cola 2L'),
  product('3', 'Cola Zero 350ml'),
  product('4', 'Guaraná 1L'),
  product('5', 'Cola unpriced', { price: 0 }),
];

function Where() {
  const { pathname, search } = useLocation();
  return <span data-testid="location">{`${pathname}${search}`}</span>;
}

/** The box asks the server (decision 054): a fake service applying the server's rules. */
function renderBox(language: LanguageCode = 'en', onSubmitted = vi.fn()) {
  const api = stubApi({ products: { body: PRODUCTS } });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/products']}>
        <SearchBox language={language} onSubmitted={onSubmitted} />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return {
    input: screen.getByRole('combobox', { name: 'Search products' }),
    onSubmitted,
    api,
  };
}

const options = () => screen.queryAllByRole('option').map((option) => option.textContent);
/** The suggestions once the server's answer has come. */
const optionsSoon = async (expected: string[]) =>
  waitFor(() => expect(options()).toEqual(expected));
const location = () => screen.getByTestId('location').textContent;

describe('search box (SPEC §2, §5: 3-character minimum, unique suggestions)', () => {
  it.each(['', 'c', 'co'])(
    '%j (under 3 characters) shows no suggestions and asks nothing',
    (term) => {
      const { input, api } = renderBox();
      fireEvent.input(input, { target: { value: term } });
      expect(options()).toEqual([]);
      expect(input).toHaveAttribute('aria-expanded', 'false');
      expect(api.calls).toEqual([]);
    },
  );

  it('3 characters show unique priced suggestions, case- and accent-insensitive', async () => {
    const { input, api } = renderBox();
    fireEvent.input(input, { target: { value: 'COL' } });
    await optionsSoon(['Cola 2L', 'Cola Zero 350ml']);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    fireEvent.input(input, { target: { value: 'guara' } });
    await optionsSoon(['Guaraná 1L']);
    // One small answer per term, suggestions only: no catalogue download (decision 054).
    expect(api.calls.map((call) => call.name)).toEqual(['productSearch', 'productSearch']);
    expect(api.calls[0]?.search).toBe('?q=COL&limit=0&language=en');
  });

  it('suggests descriptions in the current language', async () => {
    const { input } = renderBox('fr');
    fireEvent.input(input, { target: { value: 'litres' } });
    await optionsSoon(['Cola 2 litres']);
  });

  it('arrow keys move through the suggestions and Enter picks one', async () => {
    const { input, onSubmitted } = renderBox();
    fireEvent.input(input, { target: { value: 'col' } });
    await optionsSoon(['Cola 2L', 'Cola Zero 350ml']);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const [first, second] = screen.getAllByRole('option');
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', first?.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(second).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(second).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(location()).toBe('/search?redirect=Cola%20Zero%20350ml');
    expect(onSubmitted).toHaveBeenCalledWith('Cola Zero 350ml');
    expect(input).toHaveValue('Cola Zero 350ml');
  });

  it('Escape closes the suggestions', async () => {
    const { input } = renderBox();
    fireEvent.input(input, { target: { value: 'col' } });
    await optionsSoon(['Cola 2L', 'Cola Zero 350ml']);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(options()).toEqual([]);
  });

  it('clicking a suggestion searches for it', async () => {
    const { input } = renderBox();
    fireEvent.input(input, { target: { value: 'zero' } });
    await optionsSoon(['Cola Zero 350ml']);
    fireEvent.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'Cola Zero 350ml' }),
    );
    expect(location()).toBe('/search?redirect=Cola%20Zero%20350ml');
  });

  it('submit goes to /search?redirect={term} with the typed term', () => {
    const { input } = renderBox();
    fireEvent.input(input, { target: { value: ' água & gás ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe(`/search?redirect=${encodeURIComponent('água & gás')}`);
    expect(searchPath(' cola ')).toBe('/search?redirect=cola');
  });

  it('an empty term does not navigate', () => {
    const { input, onSubmitted } = renderBox();
    fireEvent.input(input, { target: { value: '   ' } });
    fireEvent.submit(input);
    expect(location()).toBe('/products');
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('the clear button empties the input and returns focus to it', () => {
    const { input } = renderBox();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    fireEvent.input(input, { target: { value: 'cola' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(options()).toEqual([]);
  });
});
