/**
 * Asks for a picture before the `<img>` that shows it is drawn; that `<img>` then finds it in the
 * browser's image cache. Used for the first screen's pictures known before their screen is: the
 * tenant's logo (decision 083) and the home's first slide. Nothing where there is no `Image`.
 */
export function preloadImage(src: string, priority?: 'high'): void {
  if (typeof Image === 'undefined') return;
  const image = new Image();
  if (priority !== undefined) image.fetchPriority = priority;
  image.src = src;
}
