/**
 * The home carousel's first picture, asked for before the carousel shows it (issue 16, P2): it is
 * the first screen's largest paint, and the home waits 500 ms (SPEC §9) before showing anything.
 * Here in lib/ so the boot (app/router.tsx) can ask as soon as the banners' early answer arrives.
 */
import type { Banner } from '../../contract/index.ts';

/** The carousel's `<source>` for wide screens. */
export const WIDE_SCREEN = '(min-width: 48rem)';

/** Fetches the picture the carousel shows first (the lowest index) into the image cache. */
export function preloadFirstSlide(banners: readonly Banner[]): void {
  const first = banners.reduce<Banner | undefined>(
    (lowest, banner) => (lowest === undefined || banner.index < lowest.index ? banner : lowest),
    undefined,
  );
  if (first === undefined || typeof Image === 'undefined') return;
  const wide = first.srcDesktop !== undefined && window.matchMedia?.(WIDE_SCREEN).matches;
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = wide ? (first.srcDesktop ?? first.src) : first.src;
}
