import { act, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable.tsx';

function Screen() {
  return <h1>The screen</h1>;
}

const loaded = () => Promise.resolve({ default: Screen });

function renderIt(Component: ComponentType) {
  return render(
    <Suspense fallback={<p>Loading</p>}>
      <Component />
    </Suspense>,
  );
}

describe('preloadable: a lazy screen asked for at boot', () => {
  it('loaded before its first render, renders in that render: no fallback', async () => {
    const { load, Component } = preloadable(loaded);
    await load();
    renderIt(Component);
    // No await: what the first render put on the screen.
    expect(screen.getByRole('heading', { name: 'The screen' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('not loaded yet, shows the fallback and then the screen, asking once', async () => {
    const loader = vi.fn(loaded);
    const { Component } = preloadable(loader);
    renderIt(Component);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'The screen' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('asked at boot and in flight, the first render waits for the same load', async () => {
    const loader = vi.fn(loaded);
    const { load, Component } = preloadable(loader);
    const asked = load();
    renderIt(Component);
    await act(() => asked);
    expect(await screen.findByRole('heading', { name: 'The screen' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('a failed load is asked again by the next one (the first render after a failed preload)', async () => {
    const loader = vi
      .fn<() => Promise<{ default: typeof Screen }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementation(loaded);
    const { load, Component } = preloadable(loader);
    await expect(load()).rejects.toThrow('offline');
    renderIt(Component);
    expect(await screen.findByRole('heading', { name: 'The screen' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
