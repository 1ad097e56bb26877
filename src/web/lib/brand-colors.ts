/**
 * The tenant's brand colours as CSS variables on :root (one build serves every tenant), plus the
 * colours derived from them so every text pairing reaches WCAG AA (src/tenants/brand-pairings.ts):
 * `--brand-on-secondary` (text on the secondary accent) and `--brand-primary-text` (the primary as
 * a text colour on the page, or the neutral text colour when the primary does not read there).
 */
import { onSecondaryColor, primaryTextColor } from '../../tenants/brand-pairings.ts';
import type { BrandColors } from './tenant.ts';

export const BRAND_COLOR_VARIABLES = {
  primary: '--brand-primary',
  secondary: '--brand-secondary',
  onPrimary: '--brand-on-primary',
} as const satisfies Record<keyof BrandColors, string>;

export const DERIVED_COLOR_VARIABLES = {
  onSecondary: '--brand-on-secondary',
  primaryText: '--brand-primary-text',
} as const;

export function applyBrandColors(
  colors: BrandColors,
  root: HTMLElement = document.documentElement,
): void {
  for (const [name, variable] of Object.entries(BRAND_COLOR_VARIABLES)) {
    root.style.setProperty(variable, colors[name as keyof BrandColors]);
  }
  root.style.setProperty(DERIVED_COLOR_VARIABLES.onSecondary, onSecondaryColor(colors.secondary));
  root.style.setProperty(DERIVED_COLOR_VARIABLES.primaryText, primaryTextColor(colors.primary));
}
