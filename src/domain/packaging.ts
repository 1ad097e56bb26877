/**
 * Returnable packaging: glass bottles and bottle boxes (SPEC §5 "Returnable packaging"; §3 product
 * fields isGlassBottle, glassBottles, glassBottleProductId, boxProductId, isBottleBox).
 *
 * Requirement rule (decided here):
 * - A liquid glass product (isGlassBottle) needs quantity × glassBottles empty bottles of its
 *   glassBottleProductId (glassBottles absent → 1 bottle per unit).
 * - When glassBottles > 1 a unit is a crate, so it also needs one box (boxProductId) per unit.
 *   A product sold by the single bottle (glassBottles ≤ 1) needs no box.
 * - The cart must hold exactly these amounts; packaging lines of a packaging sku nobody needs count
 *   as too many. Packaging skus are those a liquid product points to, plus any isBottleBox product.
 */
import { quantityInCart } from './cart.ts';
import type { CartItem, Product } from './types.ts';

export type PackagingKind = 'glassBottle' | 'box';
export type PackagingStatus = 'ok' | 'tooFew' | 'tooMany';

export interface PackagingRequirement {
  sku: string;
  kind: PackagingKind;
  required: number;
  inCart: number;
  status: PackagingStatus;
}

export type PackagingFix =
  | { action: 'add'; item: CartItem }
  | { action: 'adjust'; sku: string; quantity: number }
  | { action: 'remove'; sku: string };

/** Bottles per unit of a glass product (absent or malformed → 1). */
function bottlesPerUnit(product: Product): number {
  const bottles = product.glassBottles;
  return typeof bottles === 'number' && Number.isFinite(bottles) && bottles > 0 ? bottles : 1;
}

/** Required packaging by sku, in first-seen order, from the liquid glass lines of the cart (rule in the header). */
function requiredPackaging(
  cart: readonly CartItem[],
): Map<string, { kind: PackagingKind; required: number }> {
  const required = new Map<string, { kind: PackagingKind; required: number }>();
  const add = (sku: string | undefined, kind: PackagingKind, amount: number): void => {
    if (!sku) return;
    const current = required.get(sku);
    required.set(sku, { kind: current?.kind ?? kind, required: (current?.required ?? 0) + amount });
  };
  for (const { product, quantity } of cart) {
    if (!product.isGlassBottle || !(quantity > 0)) continue;
    const perUnit = bottlesPerUnit(product);
    add(product.glassBottleProductId, 'glassBottle', quantity * perUnit);
    if (perUnit > 1) add(product.boxProductId, 'box', quantity);
  }
  return required;
}

/**
 * Which skus are packaging, and of what kind: the skus products point to as their glass bottle or
 * box, plus any isBottleBox product not pointed to.
 */
export type PackagingIndex = ReadonlyMap<string, PackagingKind>;

/** A catalogue as the callers hold it: the screen's product array, the server's map by sku. */
export type Catalogue = readonly Product[] | ReadonlyMap<string, Product>;

function referencedKinds(products: Iterable<Product>): Map<string, PackagingKind> {
  const kinds = new Map<string, PackagingKind>();
  for (const product of products) {
    if (product.glassBottleProductId) kinds.set(product.glassBottleProductId, 'glassBottle');
    if (product.boxProductId) kinds.set(product.boxProductId, 'box');
  }
  return kinds;
}

/** Catalogues are never changed in place (a new catalogue is a new object): one index each. */
const indexes = new WeakMap<Catalogue, PackagingIndex>();

/**
 * The packaging index of a catalogue, built on the first call for that catalogue object and
 * reused after: the server prices every request against one cached catalogue of up to 5,000
 * products, and the cart screen re-evaluates on every change.
 */
export function packagingIndex(catalogue: Catalogue): PackagingIndex {
  const known = indexes.get(catalogue);
  if (known !== undefined) return known;
  const products = catalogue instanceof Map ? [...catalogue.values()] : [...catalogue];
  const kinds = referencedKinds(products);
  for (const product of products) {
    if (product.isBottleBox && !kinds.has(product.sku)) kinds.set(product.sku, 'box');
  }
  indexes.set(catalogue, kinds);
  return kinds;
}

/**
 * The kind of each cart sku that is packaging: what a cart product points to wins over what the
 * catalogue points to, and a flagged isBottleBox product is a box when nothing points to it.
 */
function cartPackagingKinds(
  cart: readonly CartItem[],
  index: PackagingIndex,
): Map<string, PackagingKind> {
  const fromCart = referencedKinds(cart.map((line) => line.product));
  const kinds = new Map<string, PackagingKind>();
  for (const { product } of cart) {
    const kind =
      fromCart.get(product.sku) ??
      index.get(product.sku) ??
      (product.isBottleBox ? ('box' as const) : undefined);
    if (kind !== undefined) kinds.set(product.sku, kind);
  }
  return kinds;
}

function statusOf(required: number, inCart: number): PackagingStatus {
  if (inCart < required) return 'tooFew';
  return inCart > required ? 'tooMany' : 'ok';
}

/** Per packaging sku: required vs in cart; the cart must hold exactly the required amount (SPEC §5). */
export function packagingRequirements(
  cart: readonly CartItem[],
  index: PackagingIndex,
): PackagingRequirement[] {
  const required = requiredPackaging(cart);
  for (const [sku, kind] of cartPackagingKinds(cart, index)) {
    if (!required.has(sku)) required.set(sku, { kind, required: 0 });
  }
  return [...required].map(([sku, { kind, required: amount }]) => {
    const inCart = quantityInCart(cart, sku);
    return { sku, kind, required: amount, inCart, status: statusOf(amount, inCart) };
  });
}

/**
 * The lines to add, adjust or remove so the cart holds exactly the required packaging (SPEC §5 button).
 * A missing packaging product that the catalogue does not carry cannot be added and is left out.
 */
export function packagingFixLines(
  cart: readonly CartItem[],
  catalogue: readonly Product[],
): PackagingFix[] {
  const fixes: PackagingFix[] = [];
  for (const requirement of packagingRequirements(cart, packagingIndex(catalogue))) {
    if (requirement.status === 'ok') continue;
    if (requirement.required === 0) {
      fixes.push({ action: 'remove', sku: requirement.sku });
    } else if (requirement.inCart > 0) {
      fixes.push({ action: 'adjust', sku: requirement.sku, quantity: requirement.required });
    } else {
      const product = catalogue.find((candidate) => candidate.sku === requirement.sku);
      if (product) fixes.push({ action: 'add', item: { product, quantity: requirement.required } });
    }
  }
  return fixes;
}

/** Applies packaging fixes: adjust sets the first line of the sku and drops its other lines. */
export function applyPackagingFixes(
  cart: readonly CartItem[],
  fixes: readonly PackagingFix[],
): CartItem[] {
  let next = [...cart];
  for (const fix of fixes) {
    if (fix.action === 'add') {
      next.push(fix.item);
    } else if (fix.action === 'remove') {
      next = next.filter((line) => line.product.sku !== fix.sku);
    } else {
      const first = next.findIndex((line) => line.product.sku === fix.sku);
      next = next.flatMap((line, i) => {
        if (line.product.sku !== fix.sku) return [line];
        return i === first ? [{ ...line, quantity: fix.quantity }] : [];
      });
    }
  }
  return next;
}

/** Too few or too many packaging lines block checkout unless the user accepts (SPEC §5). */
export function packagingBlocksCheckout(
  requirements: readonly PackagingRequirement[],
  accepted: boolean,
): boolean {
  return !accepted && requirements.some((requirement) => requirement.status !== 'ok');
}
