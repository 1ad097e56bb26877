/**
 * Product search (SPEC §5 "Search", §2 "Search box", §4 "Quantity limits on search and promotion
 * products are reduced by quantities already in the cart"; §9 "Search minimum 3 characters").
 *
 * Matching rule (decided here): the term and the product fields are normalised the same way, and a
 * product matches when EVERY word of the term occurs (as a substring) in at least one of its fields.
 * Word order does not matter: "2l coca" finds "Coca-Cola 2L".
 */
import { quantityInCart } from './cart.ts';
import { isPriced } from './prices.ts';
import type { CartItem, LanguageCode, Product } from './types.ts';

/** Filtering applies only with 3 or more characters (SPEC §9). */
export const SEARCH_MIN_CHARS = 3;
/** Default number of autocomplete suggestions. */
export const DEFAULT_SUGGESTIONS = 10;

/** Latin combining accents left by NFD (é → e + U+0301); Thai and Arabic marks are kept. */
const LATIN_ACCENTS = /[\u0300-\u036f]/g;
/** Anything not a Unicode letter, mark or digit becomes a space (SPEC §5). */
const NON_ALPHANUMERIC = /[^\p{L}\p{M}\p{N}]+/gu;

/** Case- and accent-insensitive form: lowercase, accents stripped, non-alphanumerics → single spaces (SPEC §5). */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(LATIN_ACCENTS, '')
    .toLowerCase()
    .replace(NON_ALPHANUMERIC, ' ')
    .trim()
    .normalize('NFC');
}

/** Filtering applies with 3+ characters after trimming; an empty term clears the results (SPEC §5). */
export function shouldFilter(term: string): boolean {
  return [...term.trim()].length >= SEARCH_MIN_CHARS;
}

/** The description in the current language, else the default one (SPEC §2 autocomplete). */
export function localizedDescription(product: Product, language: LanguageCode): string {
  return product[`description_${language}`] || product.description;
}

/** The searchable fields of SPEC §5: brand (fr/ar), category, submenu, size, descriptions, sku, description + submenu/size. */
function searchableFields(product: Product, language: LanguageCode): string[] {
  const description = localizedDescription(product, language);
  return [
    product.brand,
    product[`brand_${language}`],
    product.brand_fr,
    product.brand_ar,
    product.category,
    product.submenu,
    product.size,
    // "350ml" typed together still finds a size written "350 ml".
    product.size?.replace(/\s+/gu, ''),
    product.description,
    product[`description_${language}`],
    product.description_fr,
    product.description_ar,
    product.sku,
    `${description} ${product.submenu ?? ''}`,
    `${description} ${product.size ?? ''}`,
  ].filter((field): field is string => typeof field === 'string' && field !== '');
}

/**
 * A product's normalised searchable text per language, built the first time it is searched and
 * kept as long as the product object lives (a catalogue load replaces its objects). Issue 16:
 * normalising 14 fields of every product on every keystroke was 60% of the search time.
 */
const haystacks = new WeakMap<Product, Map<LanguageCode, string>>();

function haystackOf(product: Product, language: LanguageCode): string {
  let byLanguage = haystacks.get(product);
  if (byLanguage === undefined) {
    byLanguage = new Map();
    haystacks.set(product, byLanguage);
  }
  let haystack = byLanguage.get(language);
  if (haystack === undefined) {
    haystack = searchableFields(product, language).map(normalizeSearchText).join('\n');
    byLanguage.set(language, haystack);
  }
  return haystack;
}

const descriptions = new WeakMap<Product, Map<LanguageCode, string>>();

/** The product's description in `language`, normalised once (autocomplete, per keystroke). */
function normalizedDescriptionOf(product: Product, language: LanguageCode): string {
  let byLanguage = descriptions.get(product);
  if (byLanguage === undefined) {
    byLanguage = new Map();
    descriptions.set(product, byLanguage);
  }
  let text = byLanguage.get(language);
  if (text === undefined) {
    text = normalizeSearchText(localizedDescription(product, language));
    byLanguage.set(language, text);
  }
  return text;
}

/**
 * The normalised texts of a whole product list, per language, kept as long as the list lives
 * (the server's priced catalogue is one array per catalogue version): a keystroke then scans a
 * plain array of strings instead of looking every product up (issue 16, P7).
 */
const listTexts = new WeakMap<readonly Product[], Map<string, readonly string[]>>();

function textsOf(
  products: readonly Product[],
  kind: 'haystack' | 'description',
  language: LanguageCode,
): readonly string[] {
  let byKey = listTexts.get(products);
  if (byKey === undefined) {
    byKey = new Map();
    listTexts.set(products, byKey);
  }
  const key = `${kind}:${language}`;
  let texts = byKey.get(key);
  if (texts === undefined) {
    texts = products.map((product) =>
      kind === 'haystack'
        ? haystackOf(product, language)
        : normalizedDescriptionOf(product, language),
    );
    byKey.set(key, texts);
  }
  return texts;
}

/** The words of a term, normalised (an empty list when nothing is left). */
function termWords(term: string): string[] {
  return normalizeSearchText(term).split(' ').filter(Boolean);
}

function matchesWords(product: Product, words: readonly string[], language: LanguageCode): boolean {
  if (words.length === 0) return false;
  const haystack = haystackOf(product, language);
  return words.every((word) => haystack.includes(word));
}

/** Every word of the normalised term occurs in one of the product's normalised fields (SPEC §5; rule in the header). */
export function productMatches(product: Product, term: string, language: LanguageCode): boolean {
  return matchesWords(product, termWords(term), language);
}

/** A search/promotion entry {product, quantity 1}; an explicit quantityLimit is reduced by the cart (SPEC §4, §5). */
function toEntry(product: Product, cart: readonly CartItem[]): CartItem {
  if (product.quantityLimit === undefined) return { product, quantity: 1 };
  const quantityLimit = Math.max(0, product.quantityLimit - quantityInCart(cart, product.sku));
  return { product: { ...product, quantityLimit }, quantity: 1 };
}

/** Priced products only (nonzero price), first of each sku, as entries (SPEC §5 search and promotion entries). */
export function promotionEntries(
  products: readonly Product[],
  cart: readonly CartItem[],
): CartItem[] {
  const seen = new Set<string>();
  const entries: CartItem[] = [];
  for (const product of products) {
    if (!isPriced(product) || seen.has(product.sku)) continue;
    seen.add(product.sku);
    entries.push(toEntry(product, cart));
  }
  return entries;
}

/**
 * The catalogue's own products a term finds: priced, first of each sku, in catalogue order;
 * none under 3 characters (SPEC §5). The server's search (decision 054) answers with these.
 */
export function findProducts(
  products: readonly Product[],
  term: string,
  language: LanguageCode,
): Product[] {
  if (!shouldFilter(term)) return [];
  const words = termWords(term);
  if (words.length === 0) return [];
  const haystacks = textsOf(products, 'haystack', language);
  const seen = new Set<string>();
  const found: Product[] = [];
  for (let index = 0; index < products.length; index += 1) {
    const haystack = haystacks[index] as string;
    if (!words.every((word) => haystack.includes(word))) continue;
    const product = products[index] as Product;
    if (!isPriced(product) || seen.has(product.sku)) continue;
    seen.add(product.sku);
    found.push(product);
  }
  return found;
}

/** Search results for a term; fewer than 3 characters gives none (SPEC §5). */
export function searchProducts(
  products: readonly Product[],
  term: string,
  language: LanguageCode,
  cart: readonly CartItem[],
): CartItem[] {
  return promotionEntries(findProducts(products, term, language), cart);
}

/**
 * Autocomplete: unique descriptions in the current language containing the term, case- and
 * accent-insensitive (SPEC §2, §5). Same 3-character minimum as search; priced products only, so
 * every suggestion leads to a result.
 */
export function autocompleteSuggestions(
  products: readonly Product[],
  term: string,
  language: LanguageCode,
  max: number = DEFAULT_SUGGESTIONS,
): string[] {
  if (!shouldFilter(term)) return [];
  const needle = normalizeSearchText(term);
  // Punctuation alone normalises to nothing, which every description contains; the search finds
  // nothing for it, so nothing is suggested.
  if (needle === '') return [];
  const texts = textsOf(products, 'description', language);
  const seen = new Set<string>();
  const suggestions: string[] = [];
  for (let index = 0; index < products.length; index += 1) {
    if (suggestions.length >= max) break;
    const key = texts[index] as string;
    if (!key.includes(needle)) continue;
    const product = products[index] as Product;
    if (!isPriced(product) || seen.has(key)) continue;
    seen.add(key);
    suggestions.push(localizedDescription(product, language));
  }
  return suggestions;
}
