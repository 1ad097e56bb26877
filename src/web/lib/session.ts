/**
 * The session seam: screens and guards only ever call `useSession()`. The start-up (./startup.ts,
 * SPEC §4 "Authentication") moves it from idle to pending to authenticated; logout (./sign-out.ts)
 * ends it. Authenticated means: the start-up's orchestration call accepted the token in this
 * visit, and the session token is still stored under `authorization`.
 */
import { useSyncExternalStore } from 'react';
import type { Client, Product } from '../../domain/types.ts';
import { readStored, removeStored, writeStored } from './storage.ts';

/** idle: nothing checked yet in this visit; ended: logged out (or the start-up failed). */
export type SessionStatus = 'idle' | 'pending' | 'authenticated' | 'ended';

export interface Session {
  status: SessionStatus;
  /** True while the start-up's token check runs. */
  isPending: boolean;
  isAuthenticated: boolean;
  token: string | undefined;
  /** The client profile of the orchestration answer; undefined until then. */
  client: Client | undefined;
  /** The orchestration's must-stock products (priced, isMSL, quantity 1: SPEC §5). */
  products: readonly Product[];
  /** The client's bottler id ('2'); undefined until authenticated. */
  bottler: string | undefined;
}

interface SessionState {
  status: SessionStatus;
  client: Client | undefined;
  products: readonly Product[];
  bottler: string | undefined;
}

const NO_PRODUCTS: readonly Product[] = [];
const listeners = new Set<() => void>();
let state: SessionState = {
  status: 'idle',
  client: undefined,
  products: NO_PRODUCTS,
  bottler: undefined,
};
let snapshot: Session | undefined;
let snapshotOf: { state: SessionState; token: string | undefined } | undefined;

function update(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function getSession(): Session {
  const token = readStored('authorization') || undefined;
  if (!snapshot || snapshotOf?.state !== state || snapshotOf.token !== token) {
    snapshotOf = { state, token };
    snapshot = {
      ...state,
      isPending: state.status === 'pending',
      isAuthenticated: state.status === 'authenticated' && token !== undefined,
      token,
    };
  }
  return snapshot;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The start-up's token check began. */
export function markSessionPending(): void {
  update({ ...state, status: 'pending' });
}

export interface SessionDetails {
  products?: readonly Product[];
  /** Defaults to the profile's bottler. */
  bottler?: string;
}

/** Starts a session with the token the server accepted (or returned) and what it answered. */
export function startSession(token: string, profile?: Client, details: SessionDetails = {}): void {
  writeStored('authorization', token);
  update({
    status: 'authenticated',
    client: profile,
    products: details.products ?? NO_PRODUCTS,
    bottler: details.bottler ?? (profile === undefined ? undefined : String(profile.bottler)),
  });
}

/**
 * Ends the session in this tab (SPEC §4 "Logout clears session storage"): the stored token,
 * session storage and what the start-up kept. The cart is emptied by ./sign-out.ts.
 */
export function endSession(): void {
  removeStored('authorization');
  try {
    window.sessionStorage.clear();
  } catch {
    // Blocked storage holds nothing to clear.
  }
  update({ status: 'ended', client: undefined, products: NO_PRODUCTS, bottler: undefined });
}

/** The start-up refused the token: not authenticated, but the token stays for /logout to revoke. */
export function markSessionRefused(): void {
  update({ status: 'ended', client: undefined, products: NO_PRODUCTS, bottler: undefined });
}

/** Back to the first-visit state (tests, and a new start-up after logout). */
export function resetSession(): void {
  update({ status: 'idle', client: undefined, products: NO_PRODUCTS, bottler: undefined });
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
