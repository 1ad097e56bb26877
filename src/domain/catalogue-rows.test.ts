import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_COLUMNS,
  CATALOGUE_DECIMAL_COLUMNS,
  CATALOGUE_KINDS,
  headerProblems,
  neutraliseCell,
  recordRow,
  restoreCell,
  validateCatalogueRows,
  type CatalogueRefs,
  type ProductRecord,
} from './catalogue-rows.ts';

const stored: ProductRecord = {
  sku: 'A1',
  description: 'Água 500 ml',
  descriptions: { pt: 'Água 500 ml' },
  brandId: 1,
  categoryId: 2,
  submenu: null,
  size: '500 ml',
  unit: 'unit',
  bottlerType: {},
  price: '2.50',
  priceWithoutDiscount: null,
  priceWithoutTax: null,
  unitCost: null,
  suggestedSale: null,
  imageUrl: '/api/img/product/A1.svg',
  iconBannerUrl: null,
  quantityLimit: null,
  isPromotionType: false,
  isPromo: false,
  isMSL: true,
  alcoholic: false,
  isGlassBottle: false,
  glassBottles: 0,
  glassBottleProductId: null,
  boxProductId: null,
  isBottleBox: false,
  tax: '0.1800',
  packaging: 'pet',
  active: true,
};

const refs: CatalogueRefs = {
  brandIds: new Set([1]),
  categoryIds: new Set([2]),
  products: new Map([
    ['A1', { price: '2.50', packaging: 'pet', isBottleBox: false }],
    ['GB-P', { price: '0.50', packaging: 'glass_bottle', isBottleBox: false }],
  ]),
  storedProducts: new Map([['A1', stored]]),
};

describe('neutraliseCell / restoreCell (CSV injection, decision 042)', () => {
  it.each([
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@x', "'@x"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
    ["'=x", "''=x"],
    ["'plain", "'plain"],
    ['plain', 'plain'],
    ['', ''],
  ])('%j is exported as %j', (text, exported) => {
    expect(neutraliseCell(text)).toBe(exported);
    expect(restoreCell(exported)).toBe(text);
  });

  it('restore undoes neutralise for every text', () => {
    const text = fc
      .array(fc.constantFrom("'", '=', '+', '-', '@', '\t', '\r', 'a', ' '), { maxLength: 8 })
      .map((parts) => parts.join(''));
    fc.assert(fc.property(text, (value) => restoreCell(neutraliseCell(value)) === value));
  });
});

describe('validateCatalogueRows', () => {
  it('keeps the stored value of a column the file does not have', () => {
    const { records, errors } = validateCatalogueRows(
      'products',
      [{ sku: 'A1', price: '3' }],
      refs,
    );
    expect(errors).toEqual([]);
    expect(records[0]).toEqual({ ...stored, price: '3.00' });
  });

  it('reads money exactly: trailing zeros are fine, a third decimal is not', () => {
    const rows = [
      { sku: 'A1', price: '2.500' },
      { sku: 'A1', price: '2.505' },
    ];
    const { errors } = validateCatalogueRows('prices', rows, refs);
    expect(errors.map((e) => [e.line, e.code])).toEqual([
      [3, 'tooManyDecimals'],
      [3, 'duplicateSku'],
    ]);
  });

  it("reads a decimal comma as a spreadsheet in pt, es or fr writes it ('3,49'); refuses thousands separators", () => {
    const rows = [
      { sku: 'A1', price: '3,49' },
      { sku: 'A2', price: '1.234,56' },
      { sku: 'A3', price: '1,234.56' },
      { sku: 'A4', price: '2,505' },
    ];
    const { records, errors } = validateCatalogueRows('prices', rows, refs);
    expect(records[0]).toMatchObject({ sku: 'A1', price: '3.49' });
    const priceErrors = errors.filter((e) => e.code !== 'unknownProduct');
    expect(priceErrors.map((e) => [e.line, e.code])).toEqual([
      [3, 'notNumber'],
      [4, 'notNumber'],
      [5, 'tooManyDecimals'],
    ]);
  });

  it('takes no decimals in a currency without cents (PYG, CLP): a price of 5200,5 is refused, 5200 and 5200,00 are read', () => {
    const whole: CatalogueRefs = { ...refs, moneyDecimals: 0 };
    const prices = validateCatalogueRows(
      'prices',
      [
        { sku: 'A1', price: '5200,5' },
        { sku: 'GB-P', price: '5200', priceWithoutDiscount: '5400,00' },
      ],
      whole,
    );
    expect(prices.errors).toEqual([
      { line: 2, column: 'price', code: 'tooManyDecimals', params: { max: 0 } },
    ]);
    expect(prices.records).toEqual([
      { sku: 'GB-P', price: '5200.00', priceWithoutDiscount: '5400.00' },
    ]);
    const products = validateCatalogueRows('products', [{ sku: 'A1', unitCost: '10.5' }], whole);
    expect(products.errors.map((e) => [e.column, e.code])).toEqual([
      ['unitCost', 'tooManyDecimals'],
    ]);
    // A tier from a discount is rounded to the whole unit: 2.50 less 10 % is 2.25, so 2.00.
    const tiers = validateCatalogueRows(
      'tiers',
      [{ sku: 'A1', minimumQuantity: '10', discountPercentage: '10' }],
      whole,
    );
    expect(tiers.records[0]).toMatchObject({ price: '2.00' });
    expect(validateCatalogueRows('prices', [{ sku: 'A1', price: '5200,5' }], refs).errors).toEqual(
      [],
    );
  });

  it('accepts typed cells from an ERP payload (numbers and booleans)', () => {
    const { records, errors } = validateCatalogueRows(
      'products',
      [{ sku: 'N1', description: 'Nova', brandId: 1, categoryId: 2, price: 1.5, isMSL: true }],
      refs,
      [1],
    );
    expect(errors).toEqual([]);
    expect(recordRow('products', records[0] as ProductRecord)).toContain('1.50');
  });

  it('refuses a sku sent as a JSON number that lost digits, a fraction or a boolean', () => {
    const row = { description: 'Nova', brandId: 1, categoryId: 2, price: 1 };
    const { records, errors } = validateCatalogueRows(
      'products',
      [
        { ...row, sku: 12345 },
        { ...row, sku: JSON.parse('9007199254740993') as number },
        { ...row, sku: 1.5 },
        { ...row, sku: true },
      ],
      refs,
      [1],
    );
    expect(records.map((record) => record.sku)).toEqual(['12345']);
    expect(errors.map((e) => [e.line, e.column, e.code])).toEqual([
      [3, 'sku', 'badSku'],
      [4, 'sku', 'badSku'],
      [5, 'sku', 'badSku'],
    ]);
  });

  it('reads tax as a rate of at most 1, as the console does', () => {
    const read = (tax: string) => validateCatalogueRows('products', [{ sku: 'A1', tax }], refs);
    expect((read('0,18').records[0] as ProductRecord).tax).toBe('0.1800');
    expect((read('1').records[0] as ProductRecord).tax).toBe('1.0000');
    // 5 would be 500 %: the console's form could not save the product again.
    expect(read('5').errors).toEqual([{ line: 2, column: 'tax', code: 'tooLarge' }]);
  });

  it('names a whole number below its minimum tooSmall, with the minimum, and a count below 0 negative', () => {
    const read = (cells: Record<string, string>) =>
      validateCatalogueRows('products', [{ sku: 'A1', ...cells }], refs).errors;
    expect(read({ categoryId: '0' })).toEqual([
      { line: 2, column: 'categoryId', code: 'tooSmall', params: { min: 1 } },
    ]);
    expect(read({ quantityLimit: '-1' })).toEqual([
      { line: 2, column: 'quantityLimit', code: 'negative', params: { min: 0 } },
    ]);
  });

  it('points a glass product at packaging of the right kind only', () => {
    const row = { sku: 'N2', description: 'x', brandId: 1, categoryId: 2, price: '1' };
    const { errors } = validateCatalogueRows(
      'products',
      [
        { ...row, glassBottleProductId: 'GB-P', boxProductId: 'GB-P' },
        { ...row, sku: 'N3', glassBottleProductId: 'A1' },
      ],
      refs,
    );
    expect(errors.map((e) => `${e.line}:${e.column}:${e.code}`)).toEqual([
      '2:boxProductId:notPackaging',
      '3:glassBottleProductId:notPackaging',
    ]);
  });

  it('derives a tier price from a discount, rounded to the cent', () => {
    const { records } = validateCatalogueRows(
      'tiers',
      [{ sku: 'A1', minimumQuantity: '6', discountPercentage: '3.33' }],
      refs,
    );
    expect(records[0]).toMatchObject({ price: '2.42', discountPercentage: '3.33' });
  });

  it('names the missing and unknown header columns', () => {
    expect(headerProblems('tiers', ['sku', 'minimumQuantity', 'colour', 'sku'])).toEqual({
      unknown: ['colour'],
      missing: ['price'],
      duplicate: ['sku'],
    });
  });
});

describe('CATALOGUE_DECIMAL_COLUMNS', () => {
  // The catalogue export writes these columns with the locale's decimal comma (imports-service.ts,
  // admin-lists/csv.ts), and the file must import back: the list is held to the columns whose
  // cells validation reads as decimals, so that a column added to one and not the other fails
  // here rather than in a bottler's round trip.
  const validRows: Record<(typeof CATALOGUE_KINDS)[number], Record<string, string>> = {
    products: { sku: 'A1', description: 'Água', brandId: '1', categoryId: '2', price: '2.50' },
    prices: { sku: 'A1', price: '2.50' },
    tiers: { sku: 'A1', minimumQuantity: '2', price: '2.40' },
  };
  const errorsIn = (kind: (typeof CATALOGUE_KINDS)[number], column: string, value: string) =>
    validateCatalogueRows(kind, [{ ...validRows[kind], [column]: value }], refs).errors.filter(
      (error) => error.column === column,
    );

  it('is exactly the columns read as decimals: a decimal comma accepted, a word refused', () => {
    const decimals = new Set<string>();
    for (const kind of CATALOGUE_KINDS) {
      expect(validateCatalogueRows(kind, [validRows[kind]], refs).errors).toEqual([]);
      for (const column of CATALOGUE_COLUMNS[kind]) {
        if (column === 'sku') continue;
        if (
          errorsIn(kind, column, '0,5').length === 0 &&
          errorsIn(kind, column, 'abc').length > 0
        ) {
          decimals.add(column);
        }
      }
    }
    expect([...decimals].sort()).toEqual([...CATALOGUE_DECIMAL_COLUMNS].sort());
  });
});
