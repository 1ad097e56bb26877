/**
 * The shop's messages, one locale file per language, each its own small chunk (lib/i18n.ts sets
 * i18next up with them). Apart from i18next, so that the entry (app/early.ts) can ask for the
 * likely language's file at once, before the app's own code has arrived (issue 16, P2).
 */
import type { LanguageCode } from '../../domain/types.ts';
import type ptMessages from '../locales/pt.json';

export type Messages = typeof ptMessages;

const loaders = import.meta.glob<Messages>('../locales/*.json', { import: 'default' });
const loaded = new Map<LanguageCode, Promise<Messages>>();

/** The messages of one language, fetched once (call early to overlap with other start-up work). */
export function loadMessages(language: LanguageCode): Promise<Messages> {
  let messages = loaded.get(language);
  if (!messages) {
    const loader = loaders[`../locales/${language}.json`];
    if (!loader) return Promise.reject(new Error(`No locale file for ${language}`));
    messages = loader();
    loaded.set(language, messages);
  }
  return messages;
}
