/**
 * Issue 14 (Localisation): every count the shop or the console shows is written with i18next's
 * plural forms, and each language has exactly the forms its own rules ask for
 * (`Intl.PluralRules(language).resolvedOptions().pluralCategories`, which is what i18next selects
 * from): Arabic six, Thai only `other`, Portuguese/Spanish/French `one many other` (`many` is
 * chosen for millions). A `{{count}}` string without plural forms is allowed only where the count
 * stands alone after a label's colon ("Itens: {{count}}") in every language, so no word agrees with it.
 */
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../domain/locale.ts';

type Tree = { [key: string]: string | Tree };

const shop = import.meta.glob<Tree>('./*.json', { eager: true, import: 'default' });
const console_ = import.meta.glob<Tree>('../admin/locales/*.json', {
  eager: true,
  import: 'default',
});

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, flatten(value, path));
  }
  return out;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const COUNT = /{{\s*count\s*}}/;
/** "Label: {{count}}" — the count alone after a colon (French puts a space before it). */
const LABELLED_COUNT = /[:：]\s*{{\s*count\s*}}$/;

const categories = (language: string) =>
  [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();

const apps = [
  { app: 'shop', files: shop, path: (l: string) => `./${l}.json` },
  { app: 'console', files: console_, path: (l: string) => `../admin/locales/${l}.json` },
];

describe.each(apps)("the $app's plural forms (issue 14)", ({ files, path }) => {
  const locale = (language: string) => flatten(files[path(language)]!);
  const all = Object.fromEntries(SUPPORTED_LANGUAGES.map((l) => [l, locale(l)]));

  /** Base keys that are plural families in any language. */
  const families = new Set(
    SUPPORTED_LANGUAGES.flatMap((l) =>
      Object.keys(all[l]!)
        .filter((key) => PLURAL.test(key))
        .map((key) => key.replace(PLURAL, '')),
    ),
  );

  it('reads every locale file', () => {
    for (const language of SUPPORTED_LANGUAGES)
      expect(files[path(language)], language).toBeTruthy();
  });

  it.each(SUPPORTED_LANGUAGES)('%s gives each plural family exactly its categories', (language) => {
    const values = all[language]!;
    const wrong: string[] = [];
    for (const family of families) {
      const forms = Object.keys(values)
        .filter((key) => PLURAL.test(key) && key.replace(PLURAL, '') === family)
        .map((key) => PLURAL.exec(key)![1]!)
        .sort();
      if (forms.join() !== categories(language).join()) wrong.push(`${family}: ${forms.join()}`);
    }
    expect(wrong, `want ${categories(language).join()}`).toEqual([]);
  });

  it.each(SUPPORTED_LANGUAGES)(
    '%s writes every {{count}} as a plural family unless it follows a label',
    (language) => {
      const loose = Object.entries(all[language]!)
        .filter(([key, text]) => !PLURAL.test(key) && COUNT.test(text))
        .filter(
          ([key]) => !SUPPORTED_LANGUAGES.every((l) => LABELLED_COUNT.test(all[l]![key] ?? '')),
        )
        .map(([key]) => key);
      expect(loose).toEqual([]);
    },
  );
});
