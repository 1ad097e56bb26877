/**
 * The rules of the catalogue's bulk rows (issue 13): products, prices and tier prices as rows of
 * named cells, from a CSV file or an ERP payload. Each row is read into a canonical record (money
 * as "12.50", booleans as true / false), checked against the tenant's references and the other
 * rows of the same file, and every problem is a row error `{line, column, code, params}` the
 * console translates. Pure: the server loads the references and stores the records.
 *
 * Also the CSV neutralisation of formula-looking cells (CSV injection, SECURITY T19) and its exact
 * inverse, so an export re-imports unchanged.
 */
import { discountedCents } from './product-prices.ts';
import { LANGUAGES, type LanguageCode } from './languages.ts';

export const CATALOGUE_KINDS = ['products', 'prices', 'tiers'] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

const descriptionColumns = LANGUAGES.map((lang) => `description_${lang}` as const);
const bottlerTypeColumns = LANGUAGES.map((lang) => `bottlerType_${lang}` as const);

/** The columns of each kind, in export order (SPEC §3 field names). */
export const CATALOGUE_COLUMNS = {
  products: [
    'sku',
    'description',
    ...descriptionColumns,
    'brandId',
    'categoryId',
    'submenu',
    'size',
    'unit',
    ...bottlerTypeColumns,
    'price',
    'priceWithoutDiscount',
    'priceWithoutTax',
    'unitCost',
    'suggestedSale',
    'imageUrl',
    'iconBannerUrl',
    'quantityLimit',
    'isPromotionType',
    'isPromo',
    'isMSL',
    'alcoholic',
    'isGlassBottle',
    'glassBottles',
    'glassBottleProductId',
    'boxProductId',
    'isBottleBox',
    'tax',
    'packaging',
    'active',
  ],
  prices: ['sku', 'price', 'priceWithoutDiscount'],
  tiers: ['sku', 'minimumQuantity', 'price', 'discountPercentage', 'unitCost', 'tableCode'],
} as const satisfies Record<CatalogueKind, readonly string[]>;

/** Columns holding decimals ("12.50", "0.1800"): a file may write them with a point or a comma. */
export const CATALOGUE_DECIMAL_COLUMNS: ReadonlySet<string> = new Set([
  'price',
  'priceWithoutDiscount',
  'priceWithoutTax',
  'unitCost',
  'suggestedSale',
  'tax',
  'discountPercentage',
]);

/** Columns a file of the kind must have (the others, when absent, keep what is stored). */
export const REQUIRED_COLUMNS: Record<CatalogueKind, readonly string[]> = {
  products: ['sku', 'description', 'brandId', 'categoryId', 'price'],
  prices: ['sku', 'price'],
  tiers: ['sku', 'minimumQuantity'],
};

/** Why a row is refused; `params` complete the console's message. */
export const ROW_ERROR_CODES = [
  'required',
  'badCode',
  'badLanguage',
  'badDate',
  'duplicateKey',
  'unknownClient',
  'tooLong',
  'badSku',
  'badText',
  'notNumber',
  'notInteger',
  'notBoolean',
  'negative',
  'tooManyDecimals',
  'tooLarge',
  'tooSmall',
  'badUrl',
  'duplicateSku',
  'unknownBrand',
  'unknownCategory',
  'unknownProduct',
  'packagingMissing',
  'notPackaging',
  'tierNotAscending',
  'tierDuplicate',
  'tierNotBelowList',
  'tierPriceOrDiscount',
  'percentOutOfRange',
] as const;
export type RowErrorCode = (typeof ROW_ERROR_CODES)[number];

export interface RowError {
  /** The row's line in the file (the header is line 1), or its 1-based position in a payload. */
  line: number;
  /** The column at fault, or null for the row as a whole. */
  column: string | null;
  code: RowErrorCode;
  params?: Record<string, string | number>;
}

/** A row as read: cells by column name (strings from a file; numbers or booleans from an ERP). */
export type RawRow = Readonly<Record<string, unknown>>;

/** A canonical product: money as "12.50", tax as "0.1800", texts trimmed of nothing. */
export interface ProductRecord {
  sku: string;
  description: string;
  descriptions: Partial<Record<LanguageCode, string>>;
  brandId: number;
  categoryId: number;
  submenu: string | null;
  size: string | null;
  unit: string | null;
  bottlerType: Partial<Record<LanguageCode, string>>;
  price: string;
  priceWithoutDiscount: string | null;
  priceWithoutTax: string | null;
  unitCost: string | null;
  suggestedSale: string | null;
  imageUrl: string | null;
  iconBannerUrl: string | null;
  quantityLimit: number | null;
  isPromotionType: boolean;
  isPromo: boolean;
  isMSL: boolean;
  alcoholic: boolean;
  isGlassBottle: boolean;
  glassBottles: number;
  glassBottleProductId: string | null;
  boxProductId: string | null;
  isBottleBox: boolean;
  tax: string;
  packaging: string | null;
  active: boolean;
}

export interface PriceRecord {
  sku: string;
  price: string;
  priceWithoutDiscount: string | null;
}

export interface TierRecord {
  sku: string;
  minimumQuantity: number;
  price: string;
  discountPercentage: string | null;
  unitCost: string | null;
  tableCode: string | null;
}

export interface RecordOf {
  products: ProductRecord;
  prices: PriceRecord;
  tiers: TierRecord;
}

/** What a product is to the rows that point at it. */
export interface ProductRef {
  price: string;
  packaging: string | null;
  isBottleBox: boolean;
}

/** The tenant's data the rules check against (loaded by the server). */
export interface CatalogueRefs {
  brandIds: ReadonlySet<number>;
  categoryIds: ReadonlySet<number>;
  /** Every product of the tenant, by sku. */
  products: ReadonlyMap<string, ProductRef>;
  /** The stored records of the rows' skus (products and prices: what absent columns keep). */
  storedProducts: ReadonlyMap<string, ProductRecord>;
  /** The tenant's currency's decimals (currencyDecimals); 2 when not given. */
  moneyDecimals?: 0 | 2;
}

export interface ValidatedRows<K extends CatalogueKind> {
  records: RecordOf[K][];
  errors: RowError[];
}

// ---------------------------------------------------------------------------------------------
// CSV neutralisation (OWASP CSV injection)
// ---------------------------------------------------------------------------------------------

/**
 * A cell a spreadsheet would read as a formula (= + - @, tab, carriage return), possibly behind
 * apostrophes already: the export puts one more apostrophe before it, the import takes exactly
 * that one away, so every text survives export → import.
 */
const FORMULA_CELL = /^'*[=+\-@\t\r]/;
const NEUTRALISED_CELL = /^'+[=+\-@\t\r]/;

export const neutraliseCell = (text: string): string =>
  FORMULA_CELL.test(text) ? `'${text}` : text;

export const restoreCell = (text: string): string =>
  NEUTRALISED_CELL.test(text) ? text.slice(1) : text;

// ---------------------------------------------------------------------------------------------
// Cells
// ---------------------------------------------------------------------------------------------

const MAX_CENTS = 999_999_999_999; // numeric(12, 2)
const SKU = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
// eslint-disable-next-line no-control-regex -- control characters are what a text refuses
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export class CellError {
  readonly code: RowErrorCode;
  readonly params: Record<string, string | number> | undefined;
  constructor(code: RowErrorCode, params?: Record<string, string | number>) {
    this.code = code;
    this.params = params;
  }
}

/** A cell as text: '' when empty or absent. */
export function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new CellError('badText');
}

export function optionalText(value: unknown, max: number): string | null {
  const text = textOf(value);
  if (text === '') return null;
  if (text.length > max) throw new CellError('tooLong', { max });
  if (CONTROL.test(text)) throw new CellError('badText');
  return text;
}

export function requiredText(value: unknown, max: number): string {
  const text = optionalText(value, max);
  if (text === null || text.trim() === '') throw new CellError('required');
  return text;
}

/**
 * An identifier cell's text (a sku, a client code), or undefined when the cell cannot name one:
 * an ERP payload may send a numeric code as a JSON number, but one past 2^53 has already lost
 * digits in JSON.parse (9007199254740993 arrives as …992), and `true` or `1.5` name nothing.
 */
export function identifierText(value: unknown): string | undefined {
  if (typeof value === 'boolean') return undefined;
  if (typeof value === 'number' && !(Number.isSafeInteger(value) && value >= 0)) return undefined;
  return textOf(value).trim();
}

function skuOf(value: unknown): string {
  const text = identifierText(value);
  if (text === '') throw new CellError('required');
  if (text === undefined || !SKU.test(text)) throw new CellError('badSku');
  return text;
}

function optionalSku(value: unknown): string | null {
  return textOf(value).trim() === '' ? null : skuOf(value);
}

/**
 * A decimal with at most `decimals` digits after the separator, as integer units of
 * 10^-decimals. The separator is a point or a comma: a file saved from a spreadsheet in
 * Portuguese, Spanish or French writes '3,49'. Thousands separators are refused ('1.234,56' is
 * notNumber), so no cell is read as another number.
 */
function decimalUnits(value: unknown, decimals: number, maxUnits: number): number | null {
  const text = textOf(value).trim();
  if (text === '') return null;
  const match = /^(-?)(\d+)(?:[.,](\d+))?$/.exec(text);
  if (!match) throw new CellError('notNumber');
  const [, sign, whole = '', fraction = ''] = match;
  if (sign === '-' && /[1-9]/.test(whole + fraction)) throw new CellError('negative');
  if (fraction.replace(/0+$/, '').length > decimals) {
    throw new CellError('tooManyDecimals', { max: decimals });
  }
  if (whole.replace(/^0+/, '').length > 15) throw new CellError('tooLarge');
  const units = Number(whole) * 10 ** decimals + Number((fraction + '0000').slice(0, decimals));
  if (units > maxUnits) throw new CellError('tooLarge');
  return units;
}

const unitsText = (units: number, decimals: number): string =>
  `${Math.floor(units / 10 ** decimals)}.${String(units % 10 ** decimals).padStart(decimals, '0')}`;

/**
 * An amount with at most `decimals` digits after the separator (currencyDecimals: a PYG or CLP
 * price has none, '5200,5' is tooManyDecimals), as canonical text with two ('5200.00').
 */
export function optionalMoney(value: unknown, decimals: 0 | 2 = 2): string | null {
  const units = decimalUnits(
    value,
    decimals,
    decimals === 0 ? Math.floor(MAX_CENTS / 100) : MAX_CENTS,
  );
  if (units === null) return null;
  return unitsText(decimals === 0 ? units * 100 : units, 2);
}

export function requiredMoney(value: unknown, decimals: 0 | 2 = 2): string {
  const money = optionalMoney(value, decimals);
  if (money === null) throw new CellError('required');
  return money;
}

/** Integer cents of a canonical money text. */
export const centsOf = (money: string): number => Math.round(Number(money) * 100);

function optionalInteger(value: unknown, min: number, max = 2_147_483_647): number | null {
  const text = textOf(value).trim();
  if (text === '') return null;
  if (!/^-?\d+$/.test(text)) {
    throw new CellError(/^-?\d*\.\d+$/.test(text) ? 'notInteger' : 'notNumber');
  }
  const number = Number(text);
  if (number < min) throw new CellError(min === 0 ? 'negative' : 'tooSmall', { min });
  if (number > max) throw new CellError('tooLarge');
  return number;
}

function requiredInteger(value: unknown, min: number): number {
  const number = optionalInteger(value, min);
  if (number === null) throw new CellError('required');
  return number;
}

export function booleanOf<T extends boolean | undefined>(value: unknown, fallback: T): boolean | T {
  if (typeof value === 'boolean') return value;
  const text = textOf(value).trim().toLowerCase();
  if (text === '') return fallback;
  if (text === 'true' || text === '1' || text === 'yes') return true;
  if (text === 'false' || text === '0' || text === 'no') return false;
  throw new CellError('notBoolean');
}

/** An image address: https, or a path of this deployment (SECURITY T9). */
function optionalUrl(value: unknown): string | null {
  const text = optionalText(value, 2048);
  if (text === null) return null;
  if (/^\/(?![/\\])/.test(text)) return text;
  try {
    if (new URL(text).protocol === 'https:') return text;
  } catch {
    // not a URL
  }
  throw new CellError('badUrl');
}

// ---------------------------------------------------------------------------------------------
// Records ↔ cells
// ---------------------------------------------------------------------------------------------

const bool = (value: boolean): string => (value ? 'true' : 'false');
const cell = (value: string | number | null): string => (value === null ? '' : String(value));

/** The canonical cells of a record (what the export writes and what re-import compares). */
export function recordCells<K extends CatalogueKind>(
  kind: K,
  record: RecordOf[K],
): Record<string, string> {
  if (kind === 'prices') {
    const r = record as PriceRecord;
    return { sku: r.sku, price: r.price, priceWithoutDiscount: cell(r.priceWithoutDiscount) };
  }
  if (kind === 'tiers') {
    const r = record as TierRecord;
    return {
      sku: r.sku,
      minimumQuantity: String(r.minimumQuantity),
      price: r.price,
      discountPercentage: cell(r.discountPercentage),
      unitCost: cell(r.unitCost),
      tableCode: cell(r.tableCode),
    };
  }
  const r = record as ProductRecord;
  const cells: Record<string, string> = {
    sku: r.sku,
    description: r.description,
    brandId: String(r.brandId),
    categoryId: String(r.categoryId),
    submenu: cell(r.submenu),
    size: cell(r.size),
    unit: cell(r.unit),
    price: r.price,
    priceWithoutDiscount: cell(r.priceWithoutDiscount),
    priceWithoutTax: cell(r.priceWithoutTax),
    unitCost: cell(r.unitCost),
    suggestedSale: cell(r.suggestedSale),
    imageUrl: cell(r.imageUrl),
    iconBannerUrl: cell(r.iconBannerUrl),
    quantityLimit: cell(r.quantityLimit),
    isPromotionType: bool(r.isPromotionType),
    isPromo: bool(r.isPromo),
    isMSL: bool(r.isMSL),
    alcoholic: bool(r.alcoholic),
    isGlassBottle: bool(r.isGlassBottle),
    glassBottles: String(r.glassBottles),
    glassBottleProductId: cell(r.glassBottleProductId),
    boxProductId: cell(r.boxProductId),
    isBottleBox: bool(r.isBottleBox),
    tax: r.tax,
    packaging: cell(r.packaging),
    active: bool(r.active),
  };
  for (const lang of LANGUAGES) {
    cells[`description_${lang}`] = r.descriptions[lang] ?? '';
    cells[`bottlerType_${lang}`] = r.bottlerType[lang] ?? '';
  }
  return cells;
}

/** The cells of a record in the kind's column order. */
export const recordRow = <K extends CatalogueKind>(kind: K, record: RecordOf[K]): string[] => {
  const cells = recordCells(kind, record);
  return CATALOGUE_COLUMNS[kind].map((column) => cells[column] ?? '');
};

/** True when both records would be stored the same. */
export const sameRecord = <K extends CatalogueKind>(
  kind: K,
  a: RecordOf[K],
  b: RecordOf[K],
): boolean => {
  const x = recordCells(kind, a);
  const y = recordCells(kind, b);
  return CATALOGUE_COLUMNS[kind].every((column) => x[column] === y[column]);
};

// ---------------------------------------------------------------------------------------------
// Reading one row
// ---------------------------------------------------------------------------------------------

/** Reads cells one by one, collecting the errors of the row. */
export class RowReader {
  readonly errors: RowError[] = [];
  private readonly row: RawRow;
  private readonly line: number;
  constructor(row: RawRow, line: number) {
    this.row = row;
    this.line = line;
  }

  has(column: string): boolean {
    return Object.hasOwn(this.row, column);
  }

  /** The cell read by `read`, or `fallback` when the column is absent or the cell is wrong. */
  get<T>(column: string, read: (value: unknown) => T, fallback: T): T {
    if (!this.has(column)) return fallback;
    try {
      return read(this.row[column]);
    } catch (error) {
      if (!(error instanceof CellError)) throw error;
      this.errors.push({
        line: this.line,
        column,
        code: error.code,
        ...(error.params ? { params: error.params } : {}),
      });
      return fallback;
    }
  }

  fail(column: string | null, code: RowErrorCode, params?: Record<string, string | number>) {
    this.errors.push({ line: this.line, column, code, ...(params ? { params } : {}) });
  }
}

const EMPTY_PRODUCT: Omit<ProductRecord, 'sku'> = {
  description: '',
  descriptions: {},
  brandId: 0,
  categoryId: 0,
  submenu: null,
  size: null,
  unit: null,
  bottlerType: {},
  price: '0.00',
  priceWithoutDiscount: null,
  priceWithoutTax: null,
  unitCost: null,
  suggestedSale: null,
  imageUrl: null,
  iconBannerUrl: null,
  quantityLimit: null,
  isPromotionType: false,
  isPromo: false,
  isMSL: false,
  alcoholic: false,
  isGlassBottle: false,
  glassBottles: 0,
  glassBottleProductId: null,
  boxProductId: null,
  isBottleBox: false,
  tax: '0.0000',
  packaging: null,
  active: true,
};

function readProduct(
  r: RowReader,
  sku: string,
  stored: ProductRecord | undefined,
  decimals: 0 | 2,
): ProductRecord {
  const base: ProductRecord = stored ?? { sku, ...EMPTY_PRODUCT };
  const optionalAmount = (value: unknown) => optionalMoney(value, decimals);
  const text = (max: number) => (value: unknown) => optionalText(value, max);
  const localized = (prefix: string, current: Partial<Record<LanguageCode, string>>) => {
    const map: Partial<Record<LanguageCode, string>> = {};
    for (const lang of LANGUAGES) {
      const value = r.get(`${prefix}_${lang}`, text(300), current[lang] ?? null);
      if (value !== null) map[lang] = value;
    }
    return map;
  };
  // A rate (0.18 is 18 %), at most 1: what the console's product form accepts.
  const taxUnits = r.get('tax', (v) => decimalUnits(v, 4, 10_000), null);
  return {
    sku,
    description: r.get('description', (v) => requiredText(v, 300), base.description),
    descriptions: localized('description', base.descriptions),
    brandId: r.get('brandId', (v) => requiredInteger(v, 1), base.brandId),
    categoryId: r.get('categoryId', (v) => requiredInteger(v, 1), base.categoryId),
    submenu: r.get('submenu', text(200), base.submenu),
    size: r.get('size', text(100), base.size),
    unit: r.get('unit', text(100), base.unit),
    bottlerType: localized('bottlerType', base.bottlerType),
    price: r.get('price', (v) => requiredMoney(v, decimals), base.price),
    priceWithoutDiscount: r.get('priceWithoutDiscount', optionalAmount, base.priceWithoutDiscount),
    priceWithoutTax: r.get('priceWithoutTax', optionalAmount, base.priceWithoutTax),
    unitCost: r.get('unitCost', optionalAmount, base.unitCost),
    suggestedSale: r.get('suggestedSale', optionalAmount, base.suggestedSale),
    imageUrl: r.get('imageUrl', optionalUrl, base.imageUrl),
    iconBannerUrl: r.get('iconBannerUrl', optionalUrl, base.iconBannerUrl),
    quantityLimit: r.get('quantityLimit', (v) => optionalInteger(v, 0), base.quantityLimit),
    isPromotionType: r.get('isPromotionType', (v) => booleanOf(v, false), base.isPromotionType),
    isPromo: r.get('isPromo', (v) => booleanOf(v, false), base.isPromo),
    isMSL: r.get('isMSL', (v) => booleanOf(v, false), base.isMSL),
    alcoholic: r.get('alcoholic', (v) => booleanOf(v, false), base.alcoholic),
    isGlassBottle: r.get('isGlassBottle', (v) => booleanOf(v, false), base.isGlassBottle),
    glassBottles: r.get('glassBottles', (v) => optionalInteger(v, 0) ?? 0, base.glassBottles),
    glassBottleProductId: r.get('glassBottleProductId', optionalSku, base.glassBottleProductId),
    boxProductId: r.get('boxProductId', optionalSku, base.boxProductId),
    isBottleBox: r.get('isBottleBox', (v) => booleanOf(v, false), base.isBottleBox),
    tax: r.has('tax') ? unitsText(taxUnits ?? 0, 4) : base.tax,
    packaging: r.get('packaging', text(40), base.packaging),
    active: r.get('active', (v) => booleanOf(v, true), base.active),
  };
}

// ---------------------------------------------------------------------------------------------
// Validating a file's rows
// ---------------------------------------------------------------------------------------------

/** `lines[i]` is row i's line; by default the header is line 1 and row i is line i + 2. */
export const lineOf = (lines: readonly number[] | undefined, index: number) =>
  lines?.[index] ?? index + 2;

export function validateProductRows(
  rows: readonly RawRow[],
  refs: CatalogueRefs,
  lines?: readonly number[],
): ValidatedRows<'products'> {
  const errors: RowError[] = [];
  const records: ProductRecord[] = [];
  const seen = new Map<string, number>();
  // The file's products overlay the stored ones: what a packaging reference will point at.
  const inFile = new Map<string, { record: ProductRecord; index: number }>();
  const parsed: Array<{ record: ProductRecord; reader: RowReader; index: number } | undefined> = [];
  rows.forEach((row, index) => {
    const reader = new RowReader(row, lineOf(lines, index));
    const sku = reader.get('sku', skuOf, '');
    if (sku === '') {
      if (!reader.errors.length) reader.fail('sku', 'required');
      errors.push(...reader.errors);
      parsed.push(undefined);
      return;
    }
    const record = readProduct(reader, sku, refs.storedProducts.get(sku), refs.moneyDecimals ?? 2);
    if (seen.has(sku)) {
      reader.fail('sku', 'duplicateSku', { sku, line: seen.get(sku) ?? 0 });
    } else {
      seen.set(sku, lineOf(lines, index));
      inFile.set(sku, { record, index });
    }
    if (record.brandId > 0 && !refs.brandIds.has(record.brandId)) {
      reader.fail('brandId', 'unknownBrand', { id: record.brandId });
    }
    if (record.categoryId > 0 && !refs.categoryIds.has(record.categoryId)) {
      reader.fail('categoryId', 'unknownCategory', { id: record.categoryId });
    }
    parsed.push({ record, reader, index });
  });
  const packagingOf = (sku: string, before: number): ProductRef | undefined => {
    const own = inFile.get(sku);
    if (own && own.index < before) {
      return {
        price: own.record.price,
        packaging: own.record.packaging,
        isBottleBox: own.record.isBottleBox,
      };
    }
    // A product the file defines later is not there yet; a stored one is.
    return own ? (refs.products.has(sku) ? { ...own.record } : undefined) : refs.products.get(sku);
  };
  for (const item of parsed) {
    if (!item) continue;
    const { record, reader, index } = item;
    const bottle = record.glassBottleProductId;
    if (bottle !== null) {
      const target = packagingOf(bottle, index);
      if (!target) reader.fail('glassBottleProductId', 'packagingMissing', { sku: bottle });
      else if (target.packaging !== 'glass_bottle') {
        reader.fail('glassBottleProductId', 'notPackaging', { sku: bottle });
      }
    }
    const box = record.boxProductId;
    if (box !== null) {
      const target = packagingOf(box, index);
      if (!target) reader.fail('boxProductId', 'packagingMissing', { sku: box });
      else if (!target.isBottleBox) reader.fail('boxProductId', 'notPackaging', { sku: box });
    }
    errors.push(...reader.errors);
    if (reader.errors.length === 0) records.push(record);
  }
  return { records, errors: sortErrors(errors) };
}

export function validatePriceRows(
  rows: readonly RawRow[],
  refs: CatalogueRefs,
  lines?: readonly number[],
): ValidatedRows<'prices'> {
  const errors: RowError[] = [];
  const records: PriceRecord[] = [];
  const decimals = refs.moneyDecimals ?? 2;
  const seen = new Map<string, number>();
  rows.forEach((row, index) => {
    const line = lineOf(lines, index);
    const r = new RowReader(row, line);
    const sku = r.get('sku', skuOf, '');
    const stored = refs.storedProducts.get(sku);
    const record: PriceRecord = {
      sku,
      price: r.get('price', (v) => requiredMoney(v, decimals), '0.00'),
      priceWithoutDiscount: r.get(
        'priceWithoutDiscount',
        (v) => optionalMoney(v, decimals),
        stored?.priceWithoutDiscount ?? null,
      ),
    };
    if (sku !== '') {
      if (!refs.products.has(sku)) r.fail('sku', 'unknownProduct', { sku });
      if (seen.has(sku)) r.fail('sku', 'duplicateSku', { sku, line: seen.get(sku) ?? 0 });
      else seen.set(sku, line);
    }
    errors.push(...r.errors);
    if (r.errors.length === 0) records.push(record);
  });
  return { records, errors: sortErrors(errors) };
}

export function validateTierRows(
  rows: readonly RawRow[],
  refs: CatalogueRefs,
  lines?: readonly number[],
): ValidatedRows<'tiers'> {
  const errors: RowError[] = [];
  const records: TierRecord[] = [];
  const decimals = refs.moneyDecimals ?? 2;
  const lastBySku = new Map<string, number>();
  const quantitiesBySku = new Map<string, Set<number>>();
  rows.forEach((row, index) => {
    const r = new RowReader(row, lineOf(lines, index));
    const sku = r.get('sku', skuOf, '');
    const minimumQuantity = r.get('minimumQuantity', (v) => requiredInteger(v, 1), 0);
    const price = r.get('price', (v) => optionalMoney(v, decimals), null);
    const discountUnits = r.get('discountPercentage', (v) => decimalUnits(v, 2, 999_999), null);
    const unitCost = r.get('unitCost', (v) => optionalMoney(v, decimals), null);
    const tableCode = r.get('tableCode', (v) => optionalText(v, 40), null);
    if (discountUnits !== null && discountUnits > 10_000) {
      r.fail('discountPercentage', 'percentOutOfRange');
    }
    const product = sku === '' ? undefined : refs.products.get(sku);
    if (sku !== '' && !product) r.fail('sku', 'unknownProduct', { sku });
    let tierPrice = price;
    if (price === null && discountUnits === null) r.fail('price', 'tierPriceOrDiscount');
    else if (price === null && discountUnits !== null && product) {
      // discountUnits is the percentage in basis points
      const cents = discountedCents(centsOf(product.price), discountUnits / 100, decimals);
      tierPrice = unitsText(cents, 2);
    }
    if (tierPrice !== null && product && centsOf(tierPrice) >= centsOf(product.price)) {
      r.fail('price', 'tierNotBelowList', { listPrice: product.price });
    }
    if (sku !== '' && minimumQuantity > 0) {
      const quantities = quantitiesBySku.get(sku) ?? new Set<number>();
      quantitiesBySku.set(sku, quantities);
      const last = lastBySku.get(sku);
      if (quantities.has(minimumQuantity)) {
        r.fail('minimumQuantity', 'tierDuplicate', { sku, minimumQuantity });
      } else if (last !== undefined && minimumQuantity < last) {
        r.fail('minimumQuantity', 'tierNotAscending', { sku, previous: last });
      }
      quantities.add(minimumQuantity);
      lastBySku.set(sku, Math.max(last ?? 0, minimumQuantity));
    }
    errors.push(...r.errors);
    if (r.errors.length === 0 && tierPrice !== null) {
      records.push({
        sku,
        minimumQuantity,
        price: tierPrice,
        discountPercentage: discountUnits === null ? null : unitsText(discountUnits, 2),
        unitCost,
        tableCode,
      });
    }
  });
  return { records, errors: sortErrors(errors) };
}

export const sortErrors = (errors: RowError[]): RowError[] =>
  errors.sort((a, b) => a.line - b.line || (a.column ?? '').localeCompare(b.column ?? ''));

export function validateCatalogueRows<K extends CatalogueKind>(
  kind: K,
  rows: readonly RawRow[],
  refs: CatalogueRefs,
  lines?: readonly number[],
): ValidatedRows<K> {
  const result =
    kind === 'products'
      ? validateProductRows(rows, refs, lines)
      : kind === 'prices'
        ? validatePriceRows(rows, refs, lines)
        : validateTierRows(rows, refs, lines);
  return result as ValidatedRows<K>;
}

/** Columns of a header the kind does not know, and required ones it lacks. */
export function headerProblems(
  kind: CatalogueKind,
  header: readonly string[],
): { unknown: string[]; missing: string[]; duplicate: string[] } {
  const known = new Set<string>(CATALOGUE_COLUMNS[kind]);
  const seen = new Set<string>();
  const duplicate: string[] = [];
  for (const column of header) {
    if (seen.has(column)) duplicate.push(column);
    seen.add(column);
  }
  const missing = [...REQUIRED_COLUMNS[kind]].filter((column) => !seen.has(column));
  if (kind === 'tiers' && !seen.has('price') && !seen.has('discountPercentage')) {
    missing.push('price');
  }
  return { unknown: header.filter((column) => !known.has(column)), missing, duplicate };
}
