/**
 * The rule every string of every request obeys, whatever the call (SECURITY T16): no NUL or other
 * C0 control character but tab, line feed and carriage return (which only free-text fields take:
 * identifiers refuse them by their own patterns), no DEL, no C1 control (U+0080–U+009F: CSI,
 * NEL… which terminals and some viewers obey; no shop writes them), no lone UTF-16 surrogate (it cannot be
 * stored as UTF-8 without being changed), in values and in object keys; and JSON no deeper than
 * MAX_JSON_DEPTH. The server applies it once to each part (params, query, headers, body) before
 * the call's own schema, and answers 400 `validation` with the place and the reason.
 */

/** Nesting deeper than this is no shop's data (the deepest call body is 4 levels). */
export const MAX_JSON_DEPTH = 32;

// eslint-disable-next-line no-control-regex -- the control characters are what this refuses
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string is refused: `controlCharacter` or `invalidUnicode`, or undefined when it is fine. */
export function unsafeTextReason(text: string): 'controlCharacter' | 'invalidUnicode' | undefined {
  if (CONTROL.test(text)) return 'controlCharacter';
  if (LONE_SURROGATE.test(text)) return 'invalidUnicode';
  return undefined;
}

export interface UnsafeInput {
  /** Dotted path to the value (or key) refused, '' for the part itself. */
  path: string;
  code: 'controlCharacter' | 'invalidUnicode' | 'tooDeep';
}

/**
 * The first place in `value` that breaks the rule, or undefined. Iterative, so a hostile depth
 * cannot overflow the stack before it is refused. Bytes (a Buffer or another typed array: an
 * uploaded image) are not text and are not walked: a 5 MB body, one entry per byte, held the
 * event loop for ~4.5 s.
 */
export function findUnsafeInput(value: unknown): UnsafeInput | undefined {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [
    { value, path: '', depth: 0 },
  ];
  while (stack.length > 0) {
    const item = stack.pop() as { value: unknown; path: string; depth: number };
    if (typeof item.value === 'string') {
      const code = unsafeTextReason(item.value);
      if (code) return { path: item.path, code };
      continue;
    }
    if (item.value === null || typeof item.value !== 'object') continue;
    if (ArrayBuffer.isView(item.value)) continue;
    if (item.depth >= MAX_JSON_DEPTH) return { path: item.path, code: 'tooDeep' };
    const entries = Array.isArray(item.value)
      ? item.value.map((child, index) => [String(index), child] as const)
      : Object.entries(item.value);
    for (const [key, child] of entries) {
      const path = item.path === '' ? key : `${item.path}.${key}`;
      const keyCode = unsafeTextReason(key);
      if (keyCode) return { path, code: keyCode };
      stack.push({ value: child, path, depth: item.depth + 1 });
    }
  }
  return undefined;
}
