import { describe, expect, it } from 'vitest';
import { offeredLanguage } from './request-context.ts';

describe('offeredLanguage (the app asks for its current language with Accept-Language)', () => {
  const morocco = { languages: ['fr', 'ar'] as const } as never;
  it.each([
    ['ar', 'ar'],
    ['fr-MA,fr;q=0.9', 'fr'],
    ['en-US, ar;q=0.5', 'ar'],
    ['pt-BR', undefined],
    ['', undefined],
    [undefined, undefined],
    ['x'.repeat(300), undefined],
  ])('%j → %j', (header, expected) => {
    expect(offeredLanguage(morocco, header)).toBe(expected);
  });
});
