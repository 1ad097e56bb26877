import { describe, expect, it } from 'vitest';
import { ifNoneMatchHits } from './etag.ts';

describe('If-None-Match (RFC 9110 weak comparison)', () => {
  it.each([
    [undefined, false],
    ['W/"p-2-3"', true],
    ['"p-2-3"', true],
    ['W/"p-2-4"', false],
    ['W/"x", W/"p-2-3"', true],
    ['*', true],
    ['W/"p-5-3"', false],
  ])('%s → %s', (header, hit) => {
    expect(ifNoneMatchHits(header, 'W/"p-2-3"')).toBe(hit);
  });
});
