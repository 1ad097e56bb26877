import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadBoundary } from './load-boundary.tsx';

function Lost(): never {
  throw new TypeError('Failed to fetch dynamically imported module');
}

function Shown() {
  return <h1>The next screen</h1>;
}

const page = (key: string, Screen: () => React.ReactNode) => (
  <LoadBoundary resetKey={key} fallback={<p role="alert">Could not open</p>}>
    <Screen />
  </LoadBoundary>
);

describe('LoadBoundary: a screen that cannot be shown', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows its fallback instead of an empty page, and hands the error on to the reporting', () => {
    const reportError = vi.fn();
    vi.stubGlobal('reportError', reportError);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(page('/favorites', Lost));
    expect(screen.getByRole('alert')).toHaveTextContent('Could not open');
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ name: 'TypeError' }));
  });

  it('renders again at the next address, and fails again at the lost one', () => {
    vi.stubGlobal('reportError', vi.fn());
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(page('/favorites', Lost));
    rerender(page('/products', Shown));
    expect(screen.getByRole('heading', { name: 'The next screen' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(page('/favorites', Lost));
    expect(screen.getByRole('alert')).toHaveTextContent('Could not open');
  });
});
