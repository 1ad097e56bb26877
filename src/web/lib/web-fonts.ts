/**
 * Noto Sans joins the text's font stack once the start-up is over (decision 089): until then the
 * text shows in its fallback faces, sized to it (decision 072), and the browser asks for none of
 * its files. Asked for by the shell's first layout, its faces (three of 14 KB at the first
 * screen's weights) were bytes on a slow network's way to /products' first product names, which
 * do not wait for them (font-display: swap). Thai and Arabic stay in the stack from the start:
 * without them a phone that lacks those scripts' system fonts would show empty boxes.
 *
 * `styles/global.css` puts Noto Sans first in `--font-body` when the document's root has
 * WEB_FONTS_ATTRIBUTE; SPEC §4's font-load check waits for it (app/font-load-check.tsx).
 */
import { PRELOADER_MS } from '../../domain/timings.ts';

export const WEB_FONTS_ATTRIBUTE = 'data-web-fonts';

let switchOn: () => void = () => undefined;
const switchedOn = new Promise<void>((resolve) => {
  switchOn = resolve;
});

/** Puts Noto Sans in the font stack now. */
export function switchOnWebFonts(root: HTMLElement = document.documentElement): void {
  root.setAttribute(WEB_FONTS_ATTRIBUTE, '');
  switchOn();
}

/** The weights the shop's text uses (its style sheets: 400, 600, 700). */
export const NOTO_SANS_WEIGHTS = [400, 600, 700] as const;

/**
 * Once the start-up is over (SPEC's preloader time, PRELOADER_MS after the first render, as the
 * bottler's icon and manifest: decision 082), loads Noto Sans's faces in the weights the text
 * uses, then puts Noto Sans in the font stack: the page is styled and laid out again once, with
 * the faces at hand, instead of once for the stack and once more when each face arrives. A face
 * that fails to load is asked for again by the style sheet; SPEC §4's check reports it.
 */
export function switchOnWebFontsAfterStartUp(
  fonts: Pick<FontFaceSet, 'load'> | undefined = 'fonts' in document ? document.fonts : undefined,
): void {
  setTimeout(() => {
    const loaded = NOTO_SANS_WEIGHTS.map(
      (weight) => fonts?.load(`${weight} 16px 'Noto Sans'`, 'Aa') ?? Promise.resolve(),
    );
    void Promise.allSettled(loaded).then(() => switchOnWebFonts());
  }, PRELOADER_MS);
}

/** Resolves once Noto Sans is in the font stack. */
export function webFontsSwitchedOn(root: HTMLElement = document.documentElement): Promise<void> {
  return root.hasAttribute(WEB_FONTS_ATTRIBUTE) ? Promise.resolve() : switchedOn;
}
