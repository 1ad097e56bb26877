import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { prepareLanguage } from '../../test/render-app.tsx';
import { ScrollTopButton, SCROLL_STOP_MS } from './scroll-top-button.tsx';
import { TranslatorToast } from './translator-toast.tsx';

beforeAll(() => prepareLanguage('en'));

function scrollTo(offset: number) {
  Object.defineProperty(window, 'scrollY', { value: offset, configurable: true });
  fireEvent.scroll(window);
}

describe('scroll-to-top button (SPEC §2: after 500 ms without scrolling, offset above 0)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  const button = () => screen.queryByRole('button', { name: 'Back to top' });

  it('appears 500 ms after the last scroll event, not before', () => {
    render(<ScrollTopButton />);
    expect(SCROLL_STOP_MS).toBe(500);
    scrollTo(300);
    act(() => vi.advanceTimersByTime(499));
    expect(button()).not.toBeInTheDocument();
    scrollTo(400); // still scrolling: the 500 ms start again
    act(() => vi.advanceTimersByTime(499));
    expect(button()).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(button()).toBeInTheDocument();
  });

  it('stays hidden when scrolling stops at offset 0', () => {
    render(<ScrollTopButton />);
    scrollTo(0);
    act(() => vi.advanceTimersByTime(500));
    expect(button()).not.toBeInTheDocument();
  });

  it('scrolls to the top when pressed', () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(<ScrollTopButton />);
    scrollTo(800);
    act(() => vi.advanceTimersByTime(500));
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    scroll.mockRestore();
  });
});

describe('translator toast (SPEC §2, §8: browser auto-translator detected)', () => {
  afterEach(() => document.documentElement.classList.remove('translated-ltr', 'translated-rtl'));

  it.each(['translated-ltr', 'translated-rtl'])(
    'warns in a live region when <html> gets %s, and can be dismissed',
    async (className) => {
      render(<TranslatorToast />);
      const region = screen.getByRole('status');
      expect(region).toHaveAttribute('aria-live', 'polite');
      expect(region).toBeEmptyDOMElement();
      document.documentElement.classList.add(className);
      expect(await screen.findByText(/automatic translator/)).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Dismiss warning' }));
      expect(region).toBeEmptyDOMElement();
    },
  );

  it('ignores other class changes', async () => {
    render(<TranslatorToast />);
    document.documentElement.classList.add('untranslated-ltrx');
    await act(async () => undefined);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    document.documentElement.classList.remove('untranslated-ltrx');
  });

  it('warns at once when the page is already translated', () => {
    document.documentElement.classList.add('translated-ltr');
    render(<TranslatorToast />);
    expect(screen.getByText(/automatic translator/)).toBeInTheDocument();
  });
});
