/**
 * What a screen shows when it cannot be rendered, instead of an empty page: most often its code
 * did not arrive (a lazy screen's file lost on a slow network, or gone after a new version was
 * deployed while the page was open: "Failed to fetch dynamically imported module"). `lazy()` keeps
 * such a failure for the page's life, so the way on is to load the page again, which `fallback`
 * offers. A new `resetKey` (the next address) tries again, so the menu keeps working around it.
 *
 * React's own API for this (an error boundary is a class with getDerivedStateFromError); the
 * caught error is handed on to the page's error reporting (lib/client-errors.ts), as an uncaught
 * one would have been.
 */
import { Component, type ReactNode } from 'react';

interface LoadBoundaryProps {
  /** The address shown: a different one renders `children` again. */
  resetKey: string;
  /** What stands in for `children` once they failed. */
  fallback: ReactNode;
  children: ReactNode;
}

interface LoadBoundaryState {
  failed: boolean;
  /** The `resetKey` the state belongs to. */
  key: string;
}

export class LoadBoundary extends Component<LoadBoundaryProps, LoadBoundaryState> {
  override state: LoadBoundaryState = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromProps(
    props: LoadBoundaryProps,
    state: LoadBoundaryState,
  ): LoadBoundaryState | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  static getDerivedStateFromError(): Partial<LoadBoundaryState> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    reportCaught(error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Reloads the page: a lazy screen's failed load is only asked again by a new page. */
export function reloadPage(): void {
  window.location.reload();
}

/** As if uncaught: `reportError` where the browser has it (Chrome 95+), else a rethrow. */
function reportCaught(error: unknown): void {
  if (typeof globalThis.reportError === 'function') {
    globalThis.reportError(error);
    return;
  }
  setTimeout(() => {
    throw error;
  }, 0);
}
