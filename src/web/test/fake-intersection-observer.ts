/**
 * A minimal test double of the browser's IntersectionObserver (jsdom has none): it records what is
 * observed, and `reportNear(target)` delivers an intersecting entry to the live observers of that
 * target, as a browser does when the target comes within the root margin.
 */
import { act } from '@testing-library/react';
import { vi } from 'vitest';

export class FakeIntersectionObserver {
  static live = new Set<FakeIntersectionObserver>();
  readonly root = null;
  readonly rootMargin: string;
  readonly thresholds: readonly number[] = [0];
  readonly targets = new Set<Element>();
  readonly callback: IntersectionObserverCallback;

  constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
    this.callback = callback;
    this.rootMargin = options.rootMargin ?? '0px';
    FakeIntersectionObserver.live.add(this);
  }

  observe(target: Element): void {
    this.targets.add(target);
  }

  unobserve(target: Element): void {
    this.targets.delete(target);
  }

  disconnect(): void {
    this.targets.clear();
    FakeIntersectionObserver.live.delete(this);
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

/** Installs the double as `IntersectionObserver` (undo with `vi.unstubAllGlobals()`). */
export function stubIntersectionObserver(): void {
  FakeIntersectionObserver.live.clear();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
}

/** Every element some live observer watches. */
export function observedElements(): Element[] {
  return [...FakeIntersectionObserver.live].flatMap((observer) => [...observer.targets]);
}

/** Reports `target` as intersecting (near the viewport) to each live observer watching it. */
export function reportNear(target: Element): void {
  const watching = [...FakeIntersectionObserver.live].filter((o) => o.targets.has(target));
  act(() => {
    for (const observer of watching) {
      const entry = {
        target,
        isIntersecting: true,
        intersectionRatio: 1,
      } as IntersectionObserverEntry;
      observer.callback([entry], observer as unknown as IntersectionObserver);
    }
  });
}
