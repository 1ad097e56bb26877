/**
 * The one setup of every screen test: each test starts with empty browser storage, an empty cart
 * and the real globals and timers, whatever the previous test stubbed or faked. Test files add
 * only what is theirs (a session, a tenant, a fake API).
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { useCartStore } from '../lib/cart-store.ts';

beforeEach(() => {
  useCartStore.getState().reset();
  localStorage.clear();
  sessionStorage.clear();
});

// Vitest runs without globals, so Testing Library cannot register its own clean-up.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/**
 * Preact runs a render's effects after the next frame: `afterNextFrame` (preact/hooks) leaves a
 * timer of RAF_TIMEOUT (35 ms) that calls `cancelAnimationFrame`. A render in a file's last
 * moments (a grid still mounting its cards when the last test ends) left that timer to fire after
 * Vitest had torn jsdom down: "ReferenceError: cancelAnimationFrame is not defined", an
 * uncaught error that fails the whole run. Each file waits for it while jsdom is still there.
 */
const PREACT_AFTER_FRAME_MS = 35;
afterAll(() => new Promise((resolve) => setTimeout(resolve, PREACT_AFTER_FRAME_MS * 3)));

// jsdom does not implement scrolling; the app scrolls to top after each navigation.
Object.defineProperty(window, 'scrollTo', { value: () => undefined, writable: true });
