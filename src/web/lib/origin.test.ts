import { describe, expect, it } from 'vitest';
import { rememberOrigin, storedOrigin } from './origin.ts';
import { readStored, writeStored } from './storage.ts';

describe('origin source (SPEC §4 Origin source)', () => {
  it.each<[string, string | undefined, string | undefined]>([
    ['utm_source=standalone&utm_medium=standalone', undefined, 'standalone'],
    ['utm_medium=standalone', undefined, 'standalone'],
    ['utm_source=whatsapp', 'standalone', 'chat'],
    ['userToken=link-1', 'standalone', 'chat'],
    ['search=cola', 'standalone', 'standalone'],
    ['', undefined, undefined],
  ])('?%s with %s stored → sourceType %s', (query, stored, expected) => {
    if (stored !== undefined) writeStored('sourceType', stored);
    rememberOrigin(new URLSearchParams(query));
    expect(readStored('sourceType')).toBe(expected);
  });

  it('defaults to the chat origin', () => {
    expect(storedOrigin()).toBe('chat');
    writeStored('sourceType', 'standalone');
    expect(storedOrigin()).toBe('standalone');
  });
});
