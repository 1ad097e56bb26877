/**
 * Noto Sans is in the text's font stack from a page's first layout when an earlier visit left its
 * faces in the service worker's cache, and otherwise not at all in that page's life (decision
 * 098, after 089). Until then the text shows in its fallback faces, sized to it (decision 072).
 * Without the faces at hand, they are loaded once the start-up is over, so that a later visit
 * finds them, but the stack does not change under the shop's eyes: switching it restyled and laid
 * out the whole page again, a 91–267 ms task at 4× CPU after the first screen. The worker
 * keeps the faces once it controls the page: from the second visit, or the third when the first
 * one's `load` came after its faces. Thai and Arabic stay in the stack from the start: without
 * them a phone that lacks those scripts' system fonts would show boxes.
 *
 * `styles/global.css` puts Noto Sans first in `--font-body` when the document's root has
 * WEB_FONTS_ATTRIBUTE; SPEC §4's font-load check waits until the faces were asked for
 * (app/font-load-check.tsx).
 */
import latin400 from '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff2?url';
import latin600 from '@fontsource/noto-sans/files/noto-sans-latin-600-normal.woff2?url';
import latin700 from '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff2?url';
import { PRELOADER_MS } from '../../domain/timings.ts';

export const WEB_FONTS_ATTRIBUTE = 'data-web-fonts';

/** The weights the shop's text uses (its style sheets: 400, 600, 700). */
export const NOTO_SANS_WEIGHTS = [400, 600, 700] as const;

/** The Latin faces of NOTO_SANS_WEIGHTS, at the addresses the style sheet asks for. */
export const NOTO_SANS_LATIN_FACES = [latin400, latin600, latin700] as const;

let faceLoadAsked: () => void = () => undefined;
const asked = new Promise<void>((resolve) => {
  faceLoadAsked = resolve;
});

/** Puts Noto Sans in the font stack now. */
export function switchOnWebFonts(root: HTMLElement = document.documentElement): void {
  root.setAttribute(WEB_FONTS_ATTRIBUTE, '');
  faceLoadAsked();
}

/** How long the first render waits at most for the cache's answer (it usually comes sooner). */
export const FONT_CACHE_GRACE_MS = 100;

/**
 * Whether an earlier visit left every face in the service worker's cache: asked at boot of the
 * Cache Storage (no request, so nothing on the network or in the console), and answered in a
 * few milliseconds, while the first render waits for its calls. False when there is no Cache
 * Storage (a page not served securely), when it fails, and after `graceMs`: the stack then stays
 * as it is for this page.
 */
export function webFontsInCache(
  faces: readonly string[] = NOTO_SANS_LATIN_FACES,
  storage: Pick<CacheStorage, 'match'> | undefined = typeof caches === 'undefined'
    ? undefined
    : caches,
  graceMs: number = FONT_CACHE_GRACE_MS,
): Promise<boolean> {
  if (storage === undefined) return Promise.resolve(false);
  const found = Promise.all(
    faces.map((face) =>
      storage.match(face).then(
        (response) => response !== undefined,
        () => false,
      ),
    ),
  ).then((answers) => answers.every(Boolean));
  const late = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), graceMs));
  return Promise.race([found, late]);
}

/**
 * Once the start-up is over (SPEC's preloader time, PRELOADER_MS after the first render, as the
 * bottler's icon and manifest: decision 082), loads Noto Sans's faces in the weights the text
 * uses when the stack does not have them yet, so that the next visit starts with them. A face that
 * fails to load is asked for again then; SPEC §4's check reports it.
 */
export function loadWebFontsAfterStartUp(
  fonts: Pick<FontFaceSet, 'load'> | undefined = 'fonts' in document ? document.fonts : undefined,
  root: HTMLElement = document.documentElement,
): void {
  setTimeout(() => {
    if (root.hasAttribute(WEB_FONTS_ATTRIBUTE)) return;
    const loaded = NOTO_SANS_WEIGHTS.map(
      (weight) => fonts?.load(`${weight} 16px 'Noto Sans'`, 'Aa') ?? Promise.resolve(),
    );
    void Promise.allSettled(loaded).then(() => faceLoadAsked());
  }, PRELOADER_MS);
}

/** Resolves once Noto Sans's faces were asked for: in the stack from the start, or loaded after. */
export function webFontsAsked(root: HTMLElement = document.documentElement): Promise<void> {
  return root.hasAttribute(WEB_FONTS_ATTRIBUTE) ? Promise.resolve() : asked;
}
