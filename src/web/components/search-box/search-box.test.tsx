import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router';
import type { LanguageCode, Product } from '../../../domain/types.ts';
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

function renderBox(language: LanguageCode = 'en', onSubmitted = vi.fn()) {
  render(
    <MemoryRouter initialEntries={['/products']}>
      <SearchBox products={PRODUCTS} language={language} onSubmitted={onSubmitted} />
      <Where />
    </MemoryRouter>,
  );
  return { input: screen.getByRole('combobox', { name: 'Search products' }), onSubmitted };
}

const options = () => screen.queryAllByRole('option').map((option) => option.textContent);
const location = () => screen.getByTestId('location').textContent;

describe('search box (SPEC §2, §5: 3-character minimum, unique suggestions)', () => {
  it.each(['', 'c', 'co'])('%j (under 3 characters) shows no suggestions', (term) => {
    const { input } = renderBox();
    fireEvent.change(input, { target: { value: term } });
    expect(options()).toEqual([]);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('3 characters show unique priced suggestions, case- and accent-insensitive', () => {
    const { input } = renderBox();
    fireEvent.change(input, { target: { value: 'COL' } });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(options()).toEqual(['Cola 2L', 'Cola Zero 350ml']);
    fireEvent.change(input, { target: { value: 'guara' } });
    expect(options()).toEqual(['Guaraná 1L']);
  });

  it('suggests descriptions in the current language', () => {
    const { input } = renderBox('fr');
    fireEvent.change(input, { target: { value: 'litres' } });
    expect(options()).toEqual(['Cola 2 litres']);
  });

  it('arrow keys move through the suggestions and Enter picks one', () => {
    const { input, onSubmitted } = renderBox();
    fireEvent.change(input, { target: { value: 'col' } });
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

  it('Escape closes the suggestions', () => {
    const { input } = renderBox();
    fireEvent.change(input, { target: { value: 'col' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(options()).toEqual([]);
  });

  it('clicking a suggestion searches for it', () => {
    const { input } = renderBox();
    fireEvent.change(input, { target: { value: 'zero' } });
    fireEvent.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'Cola Zero 350ml' }),
    );
    expect(location()).toBe('/search?redirect=Cola%20Zero%20350ml');
  });

  it('submit goes to /search?redirect={term} with the typed term', () => {
    const { input } = renderBox();
    fireEvent.change(input, { target: { value: ' água & gás ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe(`/search?redirect=${encodeURIComponent('água & gás')}`);
    expect(searchPath(' cola ')).toBe('/search?redirect=cola');
  });

  it('an empty term does not navigate', () => {
    const { input, onSubmitted } = renderBox();
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.submit(input);
    expect(location()).toBe('/products');
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('the clear button empties the input and returns focus to it', () => {
    const { input } = renderBox();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'cola' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(options()).toEqual([]);
  });
});
