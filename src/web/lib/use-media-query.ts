/**
 * Whether a CSS media query matches, kept current as the screen changes (a phone turned, a window
 * resized). For what a screen size hides anyway: not rendered at all, it costs a slow phone's
 * first render nothing (issue 16, P2). Where the browser has no `matchMedia` (the tests' DOM) the
 * answer is `fallback`.
 */
import { useCallback, useSyncExternalStore } from 'react';

/** The layout's wide screens (tablets, desktops): the chrome's fixed row, the banners' pictures. */
export const WIDE_SCREEN = '(min-width: 48rem)';

const lists = new Map<string, MediaQueryList>();

/** One MediaQueryList per query, shared by every component that asks. */
function mediaList(query: string): MediaQueryList | undefined {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return undefined;
  let list = lists.get(query);
  if (list === undefined) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

export function useMediaQuery(query: string, fallback: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => mediaList(query)?.matches ?? fallback);
}
