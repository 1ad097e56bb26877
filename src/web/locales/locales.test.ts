import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../domain/locale.ts';

type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>('./*.json', { eager: true, import: 'default' });
const locale = (language: string): Record<string, string> => {
  const tree = files[`./${language}.json`];
  if (!tree) throw new Error(`missing ${language}.json`);
  return flatten(tree);
};

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, flatten(value, path));
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

/** i18next's plural suffixes (`_one`, `_other`, Arabic's six forms). */
const PLURAL = /_(zero|one|two|few|many|other)$/;
/** A key without its plural suffix: each language has the plural forms its own rules need. */
const base = (key: string) => key.replace(PLURAL, '');
const baseKeys = (values: Record<string, string>) => [...new Set(Object.keys(values).map(base))];

/** The plural forms i18next may select in a language: every category of its rules (pt/es/fr
 * `many` is chosen for millions). */
function pluralForms(language: string): string[] {
  return [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
}

const pt = locale('pt');
const en = locale('en');
const others = SUPPORTED_LANGUAGES.filter((language) => language !== 'pt');

/** Share of keys whose value differs from the reference locale. */
function differingShare(values: Record<string, string>, reference: Record<string, string>): number {
  const keys = Object.keys(reference);
  return keys.filter((key) => values[key] !== reference[key]).length / keys.length;
}

describe('locales (SPEC §1 languages; pt.json is the source)', () => {
  it('has one file per supported language', () => {
    expect(Object.keys(files).sort()).toEqual(SUPPORTED_LANGUAGES.map((l) => `./${l}.json`).sort());
  });

  it.each(SUPPORTED_LANGUAGES)('%s has exactly the keys of pt (plural forms aside)', (language) => {
    expect(baseKeys(locale(language)).sort()).toEqual(baseKeys(pt).sort());
  });

  it.each(SUPPORTED_LANGUAGES)(
    '%s has every plural form its rules need, and no other',
    (language) => {
      const values = locale(language);
      const plurals = new Map<string, string[]>();
      for (const key of Object.keys(values).filter((key) => PLURAL.test(key))) {
        plurals.set(base(key), [...(plurals.get(base(key)) ?? []), PLURAL.exec(key)![1]!]);
      }
      expect(plurals.size).toBeGreaterThan(0);
      for (const [key, forms] of plurals) expect(forms.sort(), key).toEqual(pluralForms(language));
    },
  );

  it.each(SUPPORTED_LANGUAGES)('%s has no empty values', (language) => {
    const empty = Object.entries(locale(language)).filter(([, value]) => value.trim() === '');
    expect(empty).toEqual([]);
  });

  it.each(SUPPORTED_LANGUAGES)('%s keeps the interpolation placeholders of pt', (language) => {
    const values = locale(language);
    for (const [key, text] of Object.entries(pt)) {
      if (PLURAL.test(key)) continue;
      expect(placeholders(values[key] ?? ''), key).toEqual(placeholders(text));
    }
    // A plural form may leave the count out ("one unit" in words) but nothing else.
    for (const [key, text] of Object.entries(values).filter(([key]) => PLURAL.test(key))) {
      const wanted = placeholders(pt[`${base(key)}_other`] ?? '').filter(
        (name) => name !== 'count',
      );
      expect(
        placeholders(text).filter((name) => name !== 'count'),
        key,
      ).toEqual(wanted);
    }
  });

  it.each(others)('%s is translated: at least 90% of values differ from pt', (language) => {
    expect(differingShare(locale(language), pt)).toBeGreaterThanOrEqual(0.9);
  });

  it.each(others.filter((language) => language !== 'en'))(
    '%s is translated: at least 90% of values differ from en',
    (language) => {
      expect(differingShare(locale(language), en)).toBeGreaterThanOrEqual(0.9);
    },
  );

  it.each(['th', 'ar'])('%s is written in its own script', (language) => {
    const script = language === 'th' ? /[\u0e00-\u0e7f]/ : /[\u0600-\u06ff]/;
    const values = Object.values(locale(language));
    expect(
      values.filter((value) => script.test(value)).length / values.length,
    ).toBeGreaterThanOrEqual(0.95);
  });

  it.each([
    'notFound.product',
    'notFound.promotions',
    'notFound.error',
    'notFound.category',
    'notFound.brand',
    'notFound.suggested',
    'notFound.favorites',
    'notFound.orders',
    'notFound.search',
    'finance.openInvoices.emptyInvoices',
    'login.clientIdInvalid',
    'login.passwordInvalid',
    'thirdPartyCookiesDisabled',
    'quantity.productWithLimitQty',
    'quantity.maxQtyAllowed',
    'quantity.maxQtyReached',
    'noResponse.retry',
  ])('pt names the SPEC key %s', (key) => {
    // A text with a count is a plural family: the key names it, its forms carry the suffixes.
    expect(pt[key] ?? pt[`${key}_other`]).toBeTruthy();
  });

  it('the invoice expired text carries the bottler phone (SPEC §8)', () => {
    expect(placeholders(pt['finance.openInvoices.expiredText'] ?? '')).toEqual(['phone']);
  });

  it("Arabic writes a percentage with '%', as Intl does with Latin digits (a kit's discount), never '٪'", () => {
    const intl = new Intl.NumberFormat('ar-u-nu-latn', { style: 'percent' }).format(0.1);
    expect(intl).toContain('%');
    expect(Object.entries(locale('ar')).filter(([, text]) => text.includes('٪'))).toEqual([]);
  });
});
