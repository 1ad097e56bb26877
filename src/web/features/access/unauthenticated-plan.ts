/**
 * What the /unauthenticated splash says and where it goes next (SPEC §2 route table,
 * §8 TokenExpiredError, §9 delays). Pure: the screen runs the timer.
 */
import type { OriginSource } from '../../../domain/navigation.ts';
import { CHAT_REDIRECT_DEFAULT_MS, UNAUTHENTICATED_REDIRECT_MS } from '../../../domain/timings.ts';

/** SPEC §9 "Unauthenticated redirect delay". */
export { UNAUTHENTICATED_REDIRECT_MS };
/** SPEC §9 "chat redirect default" (used by other flows, e.g. logout after an order). */
export { CHAT_REDIRECT_DEFAULT_MS };

export type UnauthenticatedMessageKey =
  | 'unauthenticated.standalone'
  | 'unauthenticated.chat'
  | 'unauthenticated.reset'
  | 'unauthenticated.default'
  | 'unauthenticated.linkExpired'
  | 'unauthenticated.linkExpiredLogin';

export type UnauthenticatedNext =
  | { kind: 'login'; afterMs: number }
  | { kind: 'chat'; url: string; afterMs: number }
  | { kind: 'stay' };

export interface UnauthenticatedPlan {
  messageKey: UnauthenticatedMessageKey;
  next: UnauthenticatedNext;
}

export interface UnauthenticatedInput {
  origin: OriginSource;
  /** The tenant's back-to-chat link, if known and safe. */
  chatLink: string | undefined;
  /** The user context was reset (`?reset=1` or the stored flag). */
  contextReset: boolean;
  /** The link token expired (`?reason=expired`). */
  linkExpired: boolean;
}

export function unauthenticatedPlan(input: UnauthenticatedInput): UnauthenticatedPlan {
  if (input.origin === 'standalone') {
    return {
      messageKey: input.linkExpired
        ? 'unauthenticated.linkExpiredLogin'
        : 'unauthenticated.standalone',
      next: { kind: 'login', afterMs: UNAUTHENTICATED_REDIRECT_MS },
    };
  }
  const chatMessage: UnauthenticatedMessageKey = input.contextReset
    ? 'unauthenticated.reset'
    : input.linkExpired
      ? 'unauthenticated.linkExpired'
      : 'unauthenticated.chat';
  if (input.chatLink !== undefined) {
    return {
      messageKey: chatMessage,
      next: { kind: 'chat', url: input.chatLink, afterMs: UNAUTHENTICATED_REDIRECT_MS },
    };
  }
  return {
    messageKey: chatMessage === 'unauthenticated.chat' ? 'unauthenticated.default' : chatMessage,
    next: { kind: 'stay' },
  };
}
