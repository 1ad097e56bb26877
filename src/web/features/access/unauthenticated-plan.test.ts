import { describe, expect, it } from 'vitest';
import {
  UNAUTHENTICATED_REDIRECT_MS,
  unauthenticatedPlan,
  type UnauthenticatedInput,
  type UnauthenticatedPlan,
} from './unauthenticated-plan.ts';

const chat = 'https://wa.me/5521999990000';
const base: UnauthenticatedInput = {
  origin: 'chat',
  chatLink: undefined,
  contextReset: false,
  linkExpired: false,
};

describe('unauthenticatedPlan (SPEC §2 /unauthenticated, §9 4000 ms)', () => {
  it.each<[string, Partial<UnauthenticatedInput>, UnauthenticatedPlan]>([
    [
      'standalone → login message, /login after 4000 ms',
      { origin: 'standalone', chatLink: chat },
      { messageKey: 'unauthenticated.standalone', next: { kind: 'login', afterMs: 4000 } },
    ],
    [
      'standalone with an expired link → expired-link login variant',
      { origin: 'standalone', linkExpired: true },
      { messageKey: 'unauthenticated.linkExpiredLogin', next: { kind: 'login', afterMs: 4000 } },
    ],
    [
      'chat with a known link → chat message, chat after 4000 ms',
      { chatLink: chat },
      { messageKey: 'unauthenticated.chat', next: { kind: 'chat', url: chat, afterMs: 4000 } },
    ],
    [
      'chat after a user-context reset → preset unauthorized message',
      { chatLink: chat, contextReset: true },
      { messageKey: 'unauthenticated.reset', next: { kind: 'chat', url: chat, afterMs: 4000 } },
    ],
    [
      'chat with an expired link → return to the chat app message',
      { chatLink: chat, linkExpired: true },
      {
        messageKey: 'unauthenticated.linkExpired',
        next: { kind: 'chat', url: chat, afterMs: 4000 },
      },
    ],
    [
      'chat without a known link → default message, no redirect',
      {},
      { messageKey: 'unauthenticated.default', next: { kind: 'stay' } },
    ],
    [
      'chat without a link after a reset → preset message, no redirect',
      { contextReset: true },
      { messageKey: 'unauthenticated.reset', next: { kind: 'stay' } },
    ],
  ])('%s', (_name, input, expected) => {
    expect(unauthenticatedPlan({ ...base, ...input })).toEqual(expected);
  });

  it('uses the SPEC §9 delay of 4000 ms', () => {
    expect(UNAUTHENTICATED_REDIRECT_MS).toBe(4000);
  });
});
