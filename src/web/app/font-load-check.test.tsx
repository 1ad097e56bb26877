import { render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { ApiClient } from '../lib/api-client.ts';
import { FONT_LOAD_FAILED_MESSAGE, type FontLoader } from '../lib/fonts.ts';
import { initI18n } from '../lib/i18n.ts';
import { readStored } from '../lib/storage.ts';
import { switchOnWebFonts, WEB_FONTS_ATTRIBUTE } from '../lib/web-fonts.ts';
import { FontLoadCheck } from './font-load-check.tsx';

function LocationProbe() {
  const { pathname } = useLocation();
  return <span data-testid="location">{pathname}</span>;
}

function fonts(...results: boolean[]): FontLoader & { load: ReturnType<typeof vi.fn> } {
  let call = 0;
  return {
    load: vi.fn(async () => {
      const ok = results[Math.min(call, results.length - 1)];
      call += 1;
      if (!ok) throw new Error('NetworkError');
      return [{}];
    }),
  };
}

function renderCheck(
  fontSet: FontLoader,
  logClient: () => ApiClient | undefined = () => undefined,
) {
  return render(
    <MemoryRouter initialEntries={['/products']}>
      <FontLoadCheck fonts={fontSet} logClient={logClient} />
      <Routes>
        <Route path="/products" element={<p>catalogue</p>} />
        <Route path="/error" element={<p>error page</p>} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

beforeAll(async () => {
  await initI18n('th');
});

describe('FontLoadCheck (SPEC §4 "Font load is tried twice, then logged and /error", §8)', () => {
  // First: the other tests run with the web fonts switched on, which lasts for the page.
  it('loads nothing until Noto Sans is asked for (decisions 089, 098)', async () => {
    const fontSet = fonts(true);
    renderCheck(fontSet);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fontSet.load).not.toHaveBeenCalled();
    switchOnWebFonts();
    expect(document.documentElement.hasAttribute(WEB_FONTS_ATTRIBUTE)).toBe(true);
    await waitFor(() => expect(fontSet.load).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId('location')).toHaveTextContent('/products');
  });

  it('paints the page first, then on two failures logs and goes to /error', async () => {
    const fontSet = fonts(false, false);
    renderCheck(fontSet);
    // First paint is not blocked by the fonts.
    expect(screen.getByText('catalogue')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/error'));
    expect(fontSet.load).toHaveBeenCalledTimes(2);
    // No session yet: the entry waits in local storage errorLog (SPEC §7 logs).
    expect(readStored('errorLog')).toEqual([
      expect.objectContaining({ message: expect.stringContaining(FONT_LOAD_FAILED_MESSAGE) }),
    ]);
    expect(JSON.stringify(readStored('errorLog'))).toContain('Noto Sans Thai');
  });

  it('sends the log to POST /api/logs when a session exists', async () => {
    const post = vi.fn(async () => ({}));
    const client = { call: post } as unknown as ApiClient;
    renderCheck(fonts(false), () => client);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/error'));
    expect(post).toHaveBeenCalledWith('logs', {
      body: {
        data: expect.objectContaining({ message: expect.stringContaining('Font load failed') }),
      },
    });
  });

  it('stays on the page when the retry loads the font', async () => {
    const fontSet = fonts(false, true);
    renderCheck(fontSet);
    await waitFor(() => expect(fontSet.load).toHaveBeenCalledTimes(2));
    await Promise.resolve();
    expect(screen.getByTestId('location')).toHaveTextContent('/products');
    expect(readStored('errorLog')).toBeUndefined();
  });

  it('stays on the page when the font loads at once', async () => {
    const fontSet = fonts(true);
    renderCheck(fontSet);
    await waitFor(() => expect(fontSet.load).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId('location')).toHaveTextContent('/products');
  });
});
