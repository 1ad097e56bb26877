/**
 * Calls `onNearEnd` when the sentinel after a list comes within two screens of the viewport, so the
 * next page is mounted before the shop reaches the end. A fresh observer per `revision` (each page):
 * its first report says whether the sentinel is still near, so a tall screen fills page by page,
 * one page per frame at most. Without IntersectionObserver nothing happens (the button remains).
 */
import { useEffect, type RefObject } from 'react';

/** How far below the viewport the sentinel counts as near (the root's block-end margin). */
export const NEAR_END_MARGIN = '0px 0px 200% 0px';

export function useNearEnd(
  sentinel: RefObject<Element | null>,
  onNearEnd: () => void,
  { enabled, revision }: { enabled: boolean; revision: number },
): void {
  useEffect(() => {
    const target = sentinel.current;
    if (!enabled || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        // The latest report wins (`at(-1)` is past the build target, Chrome 87).
        if (!entries[entries.length - 1]?.isIntersecting) return;
        observer.disconnect();
        onNearEnd();
      },
      { rootMargin: NEAR_END_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [sentinel, onNearEnd, enabled, revision]);
}
