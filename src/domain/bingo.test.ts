import { describe, expect, it } from 'vitest';
import { bingoCardStatus } from './bingo.ts';

describe('bingoCardStatus (SPEC §4 bingo card: incomplete or complete)', () => {
  it.each([
    [['a', 'b'], ['a', 'b'], 'complete'],
    [['a', 'b'], ['b', 'a'], 'complete'],
    [['a', 'b'], ['a', 'b', 'c'], 'complete'],
    [['a', 'b'], ['a'], 'incomplete'],
    [['a', 'b'], [], 'incomplete'],
    [['a'], ['b'], 'incomplete'],
    [[], [], 'incomplete'],
    [[], ['a'], 'incomplete'],
  ] as const)('card %j with %j acquired is %s', (card, acquired, expected) => {
    expect(bingoCardStatus(card, acquired)).toBe(expected);
  });
});
