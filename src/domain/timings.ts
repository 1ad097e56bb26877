/**
 * The timings of SPEC §9 "Business constants and limits", each written once (ms). Screens and
 * libraries import them from here (or re-export them under a name of their own).
 */

/** HTTP timeout. */
export const HTTP_TIMEOUT_MS = 20_000;
/** Unauthenticated redirect delay. */
export const UNAUTHENTICATED_REDIRECT_MS = 4000;
/** Chat redirect default. */
export const CHAT_REDIRECT_DEFAULT_MS = 2000;
/** Carousel autoplay delay. */
export const CAROUSEL_AUTOPLAY_MS = 4000;
/** Carousel speed. */
export const CAROUSEL_SPEED_MS = 500;
/** Home wait. */
export const HOME_WAIT_MS = 500;
/** Startup preloader. */
export const PRELOADER_MS = 1000;
/** Lazy images get their loaded class after this. */
export const LAZY_IMAGE_LOADED_MS = 100;
/** Add-to-cart animation: "submitted" from 2000 ms after the click … */
export const ADD_SUBMITTED_MS = 2000;
/** … and normal again at 4000 ms. */
export const ADD_RESET_MS = 4000;
/** Checkout spinner. */
export const CHECKOUT_SPINNER_MS = 2000;
/** Reorder checkout delay. */
export const REORDER_CHECKOUT_DELAY_MS = 1500;
/** Toasts: default 2000 ms … */
export const DEFAULT_TOAST_MS = 2000;
/** … also 3000 … */
export const MEDIUM_TOAST_MS = 3000;
/** … and 5000 ms … */
export const LONG_TOAST_MS = 5000;
/** … limit toast 7000 ms (SPEC §5 quantity reduced to the limit). */
export const LIMIT_TOAST_MS = 7000;
/** Copy-button confirmation. */
export const COPY_CONFIRMATION_MS = 3000;
/** Price recalculation debounce. */
export const PRICE_RECALCULATION_DEBOUNCE_MS = 1000;
/** Inactivity threshold (1 hour). */
export const INACTIVITY_THRESHOLD_MS = 3_600_000;
/** Chunk load timeout. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
