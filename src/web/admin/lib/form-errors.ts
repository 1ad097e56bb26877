/**
 * The sentence for a react-hook-form error at a dotted path (`ranges.1.price`), in the console's
 * language: the error's message is a code (from the contract's schema or a domain rule) looked
 * up as `<namespace>.errors.<code>`, else the namespace's generic `invalid` sentence. Undefined
 * where the path has no error.
 */
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { consoleI18n, type AdminKey, type Translate } from './console-i18n.ts';

export function errorTextAt(
  errors: FieldErrors<FieldValues>,
  path: string,
  t: Translate,
  namespace: 'catalogue' | 'combos',
): string | undefined {
  const node = path
    .split('.')
    .reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], errors);
  if (!node || typeof node !== 'object' || !('message' in node)) return undefined;
  const message = (node as { message?: unknown }).message;
  const key = `${namespace}.errors.${String(message)}`;
  return typeof message === 'string' && message !== '' && consoleI18n.exists(key)
    ? t(key as AdminKey)
    : t(`${namespace}.errors.invalid` as AdminKey);
}
