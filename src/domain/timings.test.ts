import { describe, expect, it } from 'vitest';
import * as timings from './timings.ts';

describe('SPEC §9 timings', () => {
  it.each([
    ['HTTP timeout 20000 ms', timings.HTTP_TIMEOUT_MS, 20_000],
    ['unauthenticated redirect delay 4000 ms', timings.UNAUTHENTICATED_REDIRECT_MS, 4000],
    ['chat redirect default 2000 ms', timings.CHAT_REDIRECT_DEFAULT_MS, 2000],
    ['carousel autoplay delay 4000 ms', timings.CAROUSEL_AUTOPLAY_MS, 4000],
    ['carousel speed 500 ms', timings.CAROUSEL_SPEED_MS, 500],
    ['home wait 500 ms', timings.HOME_WAIT_MS, 500],
    ['startup preloader 1000 ms', timings.PRELOADER_MS, 1000],
    ['lazy images loaded class after 100 ms', timings.LAZY_IMAGE_LOADED_MS, 100],
    ['add-to-cart animation 2000 ms', timings.ADD_SUBMITTED_MS, 2000],
    ['add-to-cart animation 4000 ms', timings.ADD_RESET_MS, 4000],
    ['checkout spinner 2000 ms', timings.CHECKOUT_SPINNER_MS, 2000],
    ['reorder checkout delay 1500 ms', timings.REORDER_CHECKOUT_DELAY_MS, 1500],
    ['default toast 2000 ms', timings.DEFAULT_TOAST_MS, 2000],
    ['toast 3000 ms', timings.MEDIUM_TOAST_MS, 3000],
    ['toast 5000 ms', timings.LONG_TOAST_MS, 5000],
    ['limit toast 7000 ms', timings.LIMIT_TOAST_MS, 7000],
    ['copy-button confirmation 3000 ms', timings.COPY_CONFIRMATION_MS, 3000],
    ['price recalculation debounce 1000 ms', timings.PRICE_RECALCULATION_DEBOUNCE_MS, 1000],
    ['inactivity threshold 3600000 ms', timings.INACTIVITY_THRESHOLD_MS, 3_600_000],
    ['chunk load timeout 120000 ms', timings.CHUNK_LOAD_TIMEOUT_MS, 120_000],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
