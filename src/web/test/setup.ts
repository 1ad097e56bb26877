import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own clean-up.
afterEach(() => cleanup());

// jsdom does not implement scrolling; the app scrolls to top after each navigation.
Object.defineProperty(window, 'scrollTo', { value: () => undefined, writable: true });
