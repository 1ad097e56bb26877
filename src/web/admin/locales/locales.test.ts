import { describe, expect, it } from 'vitest';
import { API_ERROR_STATUS } from '../../../contract/errors.ts';
import { ROW_ERROR_CODES } from '../../../domain/catalogue-rows.ts';
import { SUPPORTED_LANGUAGES } from '../../../domain/locale.ts';

type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>('./*.json', { eager: true, import: 'default' });

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, flatten(value, path));
  }
  return out;
}

const locale = (language: string): Record<string, string> => {
  const tree = files[`./${language}.json`];
  if (!tree) throw new Error(`missing ${language}.json`);
  return flatten(tree);
};

const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseKey = (key: string) => key.replace(PLURAL, '');
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]);

/** The plural forms i18next may select in a language: every category of its rules (pt/es/fr
 * `many` is chosen for millions). */
function pluralForms(language: string): string[] {
  return [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
}

/** base key → the plural suffixes a language gives it. */
function pluralKeys(values: Record<string, string>): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const key of Object.keys(values)) {
    const match = PLURAL.exec(key);
    if (!match?.[1]) continue;
    const base = baseKey(key);
    found.set(base, [...(found.get(base) ?? []), match[1]].sort());
  }
  return found;
}

const pt = locale('pt');
const ptBase = [...new Set(Object.keys(pt).map(baseKey))].sort();

describe("the console's locales (src/web/admin/locales; pt.json is the source)", () => {
  it('has one file per supported language', () => {
    expect(Object.keys(files).sort()).toEqual(SUPPORTED_LANGUAGES.map((l) => `./${l}.json`).sort());
  });

  it.each(SUPPORTED_LANGUAGES)('%s has the keys of pt (plural forms aside)', (language) => {
    const keys = [...new Set(Object.keys(locale(language)).map(baseKey))].sort();
    expect(keys).toEqual(ptBase);
  });

  it.each(SUPPORTED_LANGUAGES)('%s gives each plural key exactly its plural forms', (language) => {
    const values = locale(language);
    const expected = pluralForms(language);
    const plurals = pluralKeys(values);
    expect([...plurals.keys()].sort()).toEqual([...pluralKeys(pt).keys()].sort());
    for (const [key, forms] of plurals) expect(forms, `${language} ${key}`).toEqual(expected);
  });

  it('Arabic has six plural forms, Thai one (real plural rules)', () => {
    expect(pluralForms('ar')).toEqual(['few', 'many', 'one', 'other', 'two', 'zero']);
    expect(pluralForms('th')).toEqual(['other']);
  });

  it.each(SUPPORTED_LANGUAGES)('%s has no empty value and no placeholder pt lacks', (language) => {
    const ptPlaceholders = new Map<string, Set<string | undefined>>();
    for (const [key, text] of Object.entries(pt)) {
      const set = ptPlaceholders.get(baseKey(key)) ?? new Set<string | undefined>();
      for (const name of placeholders(text)) set.add(name);
      ptPlaceholders.set(baseKey(key), set);
    }
    for (const [key, text] of Object.entries(locale(language))) {
      expect(text.trim(), key).not.toBe('');
      for (const name of placeholders(text)) {
        expect(ptPlaceholders.get(baseKey(key))?.has(name), `${language} ${key} {{${name}}}`).toBe(
          true,
        );
      }
    }
  });

  it.each(SUPPORTED_LANGUAGES)(
    '%s translates every error code the service can answer and the client ones',
    (language) => {
      const values = locale(language);
      const codes = [...Object.keys(API_ERROR_STATUS), 'timeout', 'network', 'unknown'];
      expect(codes.filter((code) => !values[`errors.${code}`])).toEqual([]);
    },
  );

  it.each(SUPPORTED_LANGUAGES)(
    "%s explains every reason a file's row can be refused",
    (language) => {
      const values = locale(language);
      expect(ROW_ERROR_CODES.filter((code) => !values[`imports.reason.${code}`])).toEqual([]);
    },
  );

  it.each(['th', 'ar'])('%s is written in its own script', (language) => {
    const script = language === 'th' ? /[\u0e00-\u0e7f]/ : /[\u0600-\u06ff]/;
    const values = Object.values(locale(language));
    const share = values.filter((value) => script.test(value)).length / values.length;
    expect(share).toBeGreaterThanOrEqual(0.9);
  });
});

const shopFiles = import.meta.glob<Tree>('../../locales/*.json', {
  eager: true,
  import: 'default',
});

describe('console and shop speak of an order alike', () => {
  it.each(SUPPORTED_LANGUAGES)(
    '%s: each order status has the name the shop sees (an operator on the phone with a shop)',
    (language) => {
      const shop = shopFiles[`../../locales/${language}.json`] as { orderStatus: Tree } | undefined;
      const consoleTree = files[`./${language}.json`] as { status: Tree } | undefined;
      expect(consoleTree?.status).toEqual(shop?.orderStatus);
    },
  );
});
