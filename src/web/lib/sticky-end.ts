/**
 * A bar stuck to the bottom of the viewport (the cart's monitor, the combo's add bar) reports its
 * height in `--sticky-end-block-size`, which html's scroll-padding adds to the tab bar's: a control
 * that is focused or scrolled to stops above the bar instead of under it (WCAG 2.2 2.4.11 Focus
 * Not Obscured). One such bar is on screen at a time.
 */
import { useLayoutEffect, type RefObject } from 'react';

export const STICKY_END_PROPERTY = '--sticky-end-block-size';

export function useStickyEndSize(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const root = document.documentElement.style;
    const report = () => root.setProperty(STICKY_END_PROPERTY, `${element.offsetHeight}px`);
    report();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(report);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.removeProperty(STICKY_END_PROPERTY);
    };
  }, [ref]);
}
