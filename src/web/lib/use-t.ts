/**
 * `t` for the components a screen renders many times: a product tile and its parts call it about
 * five times per tile, 40 tiles on /products (issue 16, P2; decision 076).
 *
 * react-i18next's `useTranslation` does, in every component that calls it: its options merged
 * anew on each render, the namespaces serialised, a fixed `t` made, every property of the i18next
 * instance copied into a wrapper, and a listener of its own on the instance. In a CPU profile of
 * /products at 4× slowdown that was ~10% of the tiles' render. Here the components of one
 * i18next instance share one `t` (a new one when the language changes or messages are added,
 * so that memoised components render again) and one listener on the instance; a component only
 * adds its callback to a set.
 *
 * The shared `t` also remembers its answers (decision 086): a tile's price, marks and button
 * texts repeat from tile to tile and from render to render, and an i18next call — key look-up,
 * interpolation, plural rules, the isolating formatter — was the largest script cost of a cold
 * /products after Preact itself. A call is remembered only when its options are plain values
 * (strings, numbers, booleans) and its answer a string; the memory belongs to one language's
 * messages, so a language change or added messages start a new one.
 *
 * The instance comes from the same place as useTranslation's: the nearest I18nextProvider, else
 * the one `initReactI18next` registered. Every component of the shop translates with it.
 */
import type { i18n as I18n, TFunction } from 'i18next';
import { useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

export type T = TFunction<'translation', undefined>;

/** What the components of one instance share: replaced whole when the language or messages change. */
interface Snapshot {
  t: T;
  language: string;
}

interface SharedT {
  snapshot: Snapshot;
  subscribe: (onChange: () => void) => () => void;
}

const sharedByInstance = new WeakMap<I18n, SharedT>();

/** Answers one `t` keeps before it starts again (a screen shows a few hundred different texts). */
export const REMEMBERED_ANSWERS = 4000;

/** The memory key of a call, or undefined when its options are not all plain values. */
function callKey(key: unknown, options: unknown): string | undefined {
  if (typeof key !== 'string') return undefined;
  if (options === undefined) return key;
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return undefined;
  for (const value of Object.values(options)) {
    const kind = typeof value;
    if (kind !== 'string' && kind !== 'number' && kind !== 'boolean' && value !== undefined) {
      return undefined;
    }
  }
  return `${key}\u0000${JSON.stringify(options)}`;
}

/** `t` with a memory of its string answers, for one language's messages. */
export function rememberingT(t: T): T {
  const translate = t as unknown as (...args: unknown[]) => unknown;
  const answers = new Map<string, string>();
  const remembering = (key: unknown, options?: unknown, ...rest: unknown[]): unknown => {
    const memoryKey = rest.length === 0 ? callKey(key, options) : undefined;
    if (memoryKey !== undefined) {
      const known = answers.get(memoryKey);
      if (known !== undefined) return known;
    }
    const answer = translate(key, options, ...rest);
    if (memoryKey !== undefined && typeof answer === 'string') {
      if (answers.size >= REMEMBERED_ANSWERS) answers.clear();
      answers.set(memoryKey, answer);
    }
    return answer;
  };
  return remembering as unknown as T;
}

/** Before any instance exists (react-i18next's getI18n() is then undefined): keys as they are. */
const WITHOUT_INSTANCE: SharedT = {
  snapshot: { t: ((key: string) => key) as unknown as T, language: '' },
  subscribe: () => () => undefined,
};

function sharedT(i18n: I18n | undefined): SharedT {
  if (i18n === undefined) return WITHOUT_INSTANCE;
  const known = sharedByInstance.get(i18n);
  if (known) return known;
  const listeners = new Set<() => void>();
  const snapshot = (): Snapshot => ({
    t: rememberingT(i18n.getFixedT(i18n.language) as T),
    language: i18n.language,
  });
  const shared: SharedT = {
    snapshot: snapshot(),
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
  const changed = () => {
    shared.snapshot = snapshot();
    for (const listener of listeners) listener();
  };
  // The instance lives as long as the page: these two listeners are never removed.
  i18n.on('languageChanged', changed);
  i18n.store?.on('added', changed);
  sharedByInstance.set(i18n, shared);
  return shared;
}

function useSnapshot(): Snapshot {
  const shared = sharedT(useContext(I18nContext)?.i18n ?? (getI18n() as I18n | undefined));
  return useSyncExternalStore(shared.subscribe, () => shared.snapshot);
}

/** The current language's `t` of the nearest i18next instance, shared by every caller. */
export function useT(): T {
  return useSnapshot().t;
}

/** The nearest i18next instance's language, updated like useT (no useTranslation per caller). */
export function useI18nLanguage(): string {
  return useSnapshot().language;
}
