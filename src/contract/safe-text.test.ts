import { describe, expect, it } from 'vitest';
import { findUnsafeInput } from './safe-text.ts';

describe('findUnsafeInput', () => {
  it('finds a control character in a nested string or key, with its path', () => {
    expect(findUnsafeInput({ lines: [{ note: 'a\u0000b' }] })).toEqual({
      path: 'lines.0.note',
      code: 'controlCharacter',
    });
    expect(findUnsafeInput({ ['k\u0007']: 1 })).toEqual({
      path: 'k\u0007',
      code: 'controlCharacter',
    });
    expect(findUnsafeInput({ text: 'Guaraná 2 L' })).toBeUndefined();
  });

  it("does not walk bytes (an uploaded image's body): they are not text", () => {
    // An own property on the bytes stands for what walking them would read: the old walk, one
    // entry per byte of a 5 MB upload, reached it (and took ~4.5 s on the event loop).
    const bytes = Object.assign(Buffer.alloc(16, 0), { marker: '\u0000' });
    expect(findUnsafeInput(bytes)).toBeUndefined();
    expect(findUnsafeInput({ body: new Uint8Array(8) })).toBeUndefined();
  });
});
