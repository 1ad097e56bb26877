/**
 * Scrubbing of the free data shops send to `logs` and `service/tracking` (SECURITY T16: tokens
 * and personal data never stored). Pure: no I/O.
 *
 * In every string (values and keys, at any depth):
 * - bearer credentials (`Bearer …`) and anything shaped like a JWT (three base64url segments);
 * - `key=value` / `key: value` / `"key":"value"` pairs whose key names a secret (password,
 *   userToken, token, secret, api key, authorization, cookie…): the value is replaced;
 * - card-like digit runs: 13 to 19 digits, optionally grouped by single spaces or dashes
 *   (a 13-digit millisecond timestamp is caught too: the price of not missing a card number);
 * - e-mail addresses;
 * - NUL and other control characters except tab and newlines (the database refuses NUL, and they
 *   serve log injection), and lone UTF-16 surrogates (jsonb refuses them).
 * In objects, the value of a key that names a secret is replaced whatever it is.
 */

export const REDACTED = '[redacted]';

/** Keys (in objects or `key=value` text) whose values are secrets. */
const SECRET_KEY =
  /^(?:pass(?:word|wd)?|pwd|(?:user|access|refresh|id|session|link|bot)?[-_]?token|secret|client[-_]?secret|api[-_]?key|authorization|auth|cookie|set-cookie|x-bot-key|x-operator-key|cvv|cvc)$/i;

const SECRET_KEY_TEXT =
  'pass(?:word|wd)?|pwd|(?:user|access|refresh|id|session|link|bot)?[-_]?token|secret|client[-_]?secret|api[-_]?key|authorization|cookie|cvv|cvc';

const PATTERNS: readonly [RegExp, string][] = [
  // Authorization header values.
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi, `$1 ${REDACTED}`],
  // key=value, key: value, "key":"value", key='value' (the value up to a separator or quote).
  [
    new RegExp(
      `((?:${SECRET_KEY_TEXT})["']?\\s*[=:]\\s*)(?:"[^"]*"|'[^']*'|[^\\s&"',;}\\]]+)`,
      'gi',
    ),
    `$1${REDACTED}`,
  ],
  // JWT-like: three base64url segments (the signature may be empty: alg none).
  [/(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]*/g, REDACTED],
  // E-mail addresses.
  [/(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g, REDACTED],
  // Card-like digit runs: 13–19 digits, optionally grouped by single spaces or dashes.
  [/(?<!\d)\d(?:[ -]?\d){12,18}(?!\d)/g, REDACTED],
];

/** C0 controls except tab (\t), line feed (\n) and carriage return (\r); and DEL. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const MAX_DEPTH = 16;

export function scrubText(text: string): string {
  let clean = text.replace(LONE_SURROGATE, '\ufffd').replace(CONTROL_CHARACTERS, '');
  for (const [pattern, replacement] of PATTERNS) clean = clean.replace(pattern, replacement);
  return clean;
}

/** A copy of a JSON value with every string scrubbed and secret-named keys' values replaced. */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  // No prototype: a `__proto__` key stays an ordinary key.
  const out = Object.create(null) as Record<string, unknown>;
  for (const [key, item] of Object.entries(value)) {
    out[scrubText(key)] = SECRET_KEY.test(key) ? REDACTED : scrubValue(item, depth + 1);
  }
  return out;
}
