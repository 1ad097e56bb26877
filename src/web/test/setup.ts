/**
 * The one setup of every screen test: each test starts with empty browser storage, an empty cart
 * and the real globals and timers, whatever the previous test stubbed or faked. Test files add
 * only what is theirs (a session, a tenant, a fake API).
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
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

// jsdom does not implement scrolling; the app scrolls to top after each navigation.
Object.defineProperty(window, 'scrollTo', { value: () => undefined, writable: true });
