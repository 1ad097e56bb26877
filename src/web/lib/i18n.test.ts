import { afterAll, describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../domain/types.ts';
import { chooseLanguage, i18n, initI18n } from './i18n.ts';
import { readStored, writeStored } from './storage.ts';
import { neutralTenant } from './tenant.ts';
import { tenantFrom } from '../test/test-tenant.ts';

afterAll(() => initI18n('en'));

describe('i18n (SPEC §1 languages; Arabic is right to left)', () => {
  it.each<[LanguageCode, 'ltr' | 'rtl']>([
    ['ar', 'rtl'],
    ['fr', 'ltr'],
    ['pt', 'ltr'],
    ['th', 'ltr'],
  ])('%s sets <html lang dir=%s>', async (language, dir) => {
    await initI18n(language);
    expect(document.documentElement).toHaveAttribute('lang', language);
    expect(document.documentElement).toHaveAttribute('dir', dir);
    expect(i18n.language).toBe(language);
  });

  it('translates with the loaded language', async () => {
    await initI18n('es');
    expect(i18n.t('footer.version', { version: '1.1.0' })).toBe('versión 1.1.0');
  });

  const morocco = tenantFrom({ bottler: 5, language: 'fr', languages: ['fr', 'ar'] });

  it.each<[string, string | null, LanguageCode]>([
    ['query wins', '?language=ar', 'ar'],
    ['stored when no query', '', 'ar'],
    ['a language the tenant lacks is ignored', '?language=th', 'ar'],
  ])('chooseLanguage: %s', (_name, search, expected) => {
    writeStored('language', 'ar');
    expect(chooseLanguage(new URLSearchParams(search ?? ''), morocco)).toBe(expected);
  });

  it('chooseLanguage: tenant default when neither query nor storage names one', () => {
    expect(chooseLanguage(new URLSearchParams(''), morocco)).toBe('fr');
    expect(readStored('language')).toBeUndefined();
  });

  it('chooseLanguage: the neutral tenant offers all six languages', () => {
    expect(chooseLanguage(new URLSearchParams('?language=th'), neutralTenant('pt'))).toBe('th');
  });
});
