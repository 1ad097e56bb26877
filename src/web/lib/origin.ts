/**
 * SPEC §4 "Origin source": the stored utm source ('standalone'), else the default chat origin.
 * The link's `utm_source` / `utm_medium` are remembered under the SPEC §3 key `sourceType`.
 */
import { originSource, type OriginSource } from '../../domain/navigation.ts';
import { readStored, writeStored } from './storage.ts';

export function storedOrigin(): OriginSource {
  return originSource(readStored('sourceType'));
}

/**
 * Remembers where this visit came from: `utm_source` (or `utm_medium`) 'standalone' → standalone
 * (the login's redirect carries both); any other utm source, or a chat link's `userToken` without
 * one (the bot's links carry none) → chat. A query with neither keeps the stored origin.
 */
export function rememberOrigin(query: URLSearchParams): OriginSource | undefined {
  const source = query.get('utm_source')?.trim() || query.get('utm_medium')?.trim();
  let origin: OriginSource | undefined;
  if (source) origin = originSource(source);
  else if (query.get('userToken')?.trim()) origin = 'chat';
  if (origin !== undefined) writeStored('sourceType', origin);
  return origin;
}
