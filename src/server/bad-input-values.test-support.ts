/**
 * Values for the bad-input test (bad-input.test.ts): JSON values built from a call's zod schemas
 * (through their JSON Schema), the malformed values that replace them, and JSON text written with
 * the escapes and raw numbers that JSON.stringify cannot produce.
 */
import fc from 'fast-check';
import { z } from 'zod';

/** JSON text inserted verbatim (1e400, 9007199254740993, 10,000 levels of nesting…). */
export class RawJson {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

export type Value = null | boolean | number | string | RawJson | Value[] | { [key: string]: Value };

/** JSON text of a value; strings go through JSON.stringify, so lone surrogates become \ud800. */
export function jsonText(value: Value): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v)}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Short, printable description of a value for failure reports. */
export function describe(value: Value, max = 60): string {
  const text = jsonText(value);
  const printable = [...text]
    .map((c) => {
      const code = c.codePointAt(0) ?? 0;
      const hidden = code < 0x20 || code === 0x7f || code === 0x2028 || code === 0x2029;
      const lone = code >= 0xd800 && code <= 0xdfff;
      return hidden || lone ? `\\u${code.toString(16).padStart(4, '0')}` : c;
    })
    .join('');
  return printable.length > max ? `${printable.slice(0, max)}…(${text.length} chars)` : printable;
}

// ---------------------------------------------------------------------------------------------
// Valid-ish values from a schema

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: Value[];
  const?: Value;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

/** JSON Schema of what a zod schema accepts (its input side). */
export function inputJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/**
 * plain: small valid-ish values; full: every optional member present, arrays not empty (a base
 * where every field can be swept); edge: every member present with boundary values that still
 * pass the schema (NUL and lone surrogates where strings allow them, min and max numbers, the
 * longest strings and arrays, year 0000 dates) — what gets past validation to the database.
 */
export type Mode = 'plain' | 'full' | 'edge';

/**
 * Words that mean something to the service, so that samples get past "unknown value" checks to
 * the code behind them: values harvested from the app's own answers (skus, category names,
 * order numbers, combo ids…), also by member name — requests and answers name things alike
 * (`sku`, `orderNumber`, `comboId`) — plus WORDS, the few an answer never shows.
 */
export interface Dictionary {
  strings: readonly string[];
  numbers: readonly number[];
  byName: Readonly<Record<string, readonly (string | number)[]>>;
}

/** Session-value keys (SPEC §7 user/session): in no answer, yet what the service looks for. */
export const WORDS = ['npsScore', 'npsFeedback'];

export const NO_DICTIONARY: Dictionary = { strings: WORDS, numbers: [], byName: {} };

const PER_NAME = 50;

/** The strings and numbers of JSON answers (deduplicated, sorted: stable across runs). */
export function harvest(answers: unknown[]): Dictionary {
  const strings = new Set(WORDS);
  const numbers = new Set<number>();
  const byName = new Map<string, Set<string | number>>();
  const walk = (value: unknown, name?: string): void => {
    if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) {
      if (typeof value === 'string') {
        if (value.length > 200) return;
        strings.add(value);
      } else numbers.add(value);
      if (name !== undefined) {
        const named = byName.get(name) ?? new Set();
        if (named.size < PER_NAME) named.add(value);
        byName.set(name, named);
      }
    } else if (Array.isArray(value)) value.slice(0, 50).forEach((v) => walk(v, name));
    else if (value !== null && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) walk(v, key);
    }
  };
  answers.forEach((answer) => walk(answer));
  const sorted = <T extends string | number>(values: Iterable<T>): T[] =>
    [...values].sort((a, b) => (String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0));
  return {
    strings: sorted(strings).slice(0, 2_000),
    numbers: sorted(numbers).slice(0, 2_000),
    byName: Object.fromEntries([...byName].map(([name, values]) => [name, sorted(values)])),
  };
}

/** Whether a harvested value would pass a (simple) JSON Schema: type, bounds, pattern. */
function accepts(schema: JsonSchema, value: string | number): boolean {
  if (schema.enum !== undefined || schema.const !== undefined) return false;
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.some((s) => accepts(s, value));
  if (typeof value === 'string') return schema.type === 'string' && fits(schema)(value);
  if (schema.type !== 'number' && schema.type !== 'integer') return false;
  if (schema.type === 'integer' && !Number.isInteger(value)) return false;
  return value >= (schema.minimum ?? -Infinity) && value <= (schema.maximum ?? Infinity);
}

export interface Generation {
  mode: Mode;
  dictionary: Dictionary;
}

const SMALL = 4;
/** Arrays of an edge value are at most this long (500 order lines: MAX_ORDER_LINES). */
const EDGE_ARRAY = 500;

/** Values a JSON Schema accepts (refinements aside): a base to mutate. */
export function arbitraryOf(
  schema: JsonSchema,
  generation: Generation,
  root: JsonSchema = schema,
  depth = 0,
): fc.Arbitrary<Value> {
  const { mode, dictionary } = generation;
  const inner = (s: JsonSchema) => arbitraryOf(s, generation, root, depth + 1);
  if (schema.$ref !== undefined) {
    const name = schema.$ref.replace(/^#\/\$defs\//, '');
    const target = schema.$ref === '#' ? root : root.$defs?.[name];
    if (!target || depth > 6) return fc.constant(null);
    return inner(target);
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum !== undefined && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union && union.length > 0) return fc.oneof(...union.map(inner));
  if (schema.allOf?.[0]) return inner(schema.allOf[0]);
  const type = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (type.length > 1) {
    return fc.oneof(
      ...type.map((t) => arbitraryOf({ ...schema, type: t }, generation, root, depth)),
    );
  }
  switch (type[0]) {
    case 'string':
      return mode === 'edge' ? edgeStringOf(schema, generation) : wordOf(schema, generation);
    case 'integer': {
      const min = Math.ceil(Math.max(schema.minimum ?? -1_000_000, -Number.MAX_SAFE_INTEGER));
      const max = Math.floor(Math.min(schema.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER));
      if (mode !== 'edge') {
        const known = dictionary.numbers.filter((n) => Number.isInteger(n) && n >= min && n <= max);
        const any = fc.integer({ min, max });
        return known.length > 0 ? fc.oneof(fc.constantFrom(...known), any) : any;
      }
      return fc.constantFrom(
        Math.max(schema.minimum ?? -Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER),
        Math.min(schema.maximum ?? Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER),
      );
    }
    case 'number': {
      const min = schema.minimum ?? schema.exclusiveMinimum ?? -1_000_000;
      const max = schema.maximum ?? schema.exclusiveMaximum ?? 1_000_000;
      if (mode !== 'edge') return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
      const low = schema.minimum ?? -Number.MAX_VALUE;
      const high = schema.maximum ?? Number.MAX_VALUE;
      const edges = [
        low,
        high,
        5e-324,
        0.30000000000000004,
        1e21,
        123_456_789.98765433,
        1e15 + 0.3,
      ];
      return fc.constantFrom(...edges.filter((n) => n >= low && n <= high));
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = schema.items ? inner(schema.items) : anyJson;
      const minLength = schema.minItems ?? 0;
      if (mode === 'edge' && depth <= 1) {
        const longest = Math.max(minLength, Math.min(schema.maxItems ?? SMALL, EDGE_ARRAY));
        return fc.oneof(
          fc.array(items, { minLength: 1, maxLength: SMALL }),
          items.map((item) => Array<Value>(longest).fill(item)),
        );
      }
      const least = mode === 'plain' ? minLength : Math.max(1, minLength);
      const maxLength = Math.max(
        least,
        Math.min(schema.maxItems ?? SMALL, mode === 'plain' ? SMALL : 2),
      );
      return fc.array(items, { minLength: Math.min(least, maxLength), maxLength });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const names = Object.keys(properties);
      if (names.length === 0 && typeof schema.additionalProperties === 'object') {
        return fc.dictionary(fc.string({ maxLength: 12 }), inner(schema.additionalProperties), {
          maxKeys: SMALL,
        });
      }
      const model = Object.fromEntries(
        names.map((name) => {
          const property = properties[name] ?? {};
          const generated = inner(property);
          const known = (dictionary.byName[name] ?? []).filter((v) => accepts(property, v));
          if (mode === 'edge' || known.length === 0) return [name, generated];
          return [
            name,
            fc.oneof(
              { weight: 3, arbitrary: fc.constantFrom(...known) },
              { weight: 1, arbitrary: generated },
            ),
          ];
        }),
      );
      const requiredKeys = mode === 'plain' ? (schema.required ?? []) : names;
      return fc.record(model, { requiredKeys }) as fc.Arbitrary<Value>;
    }
    default:
      return anyJson;
  }
}

const anyJson: fc.Arbitrary<Value> = fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Value>;

const DATE_RANGE = {
  min: new Date('2020-01-01'),
  max: new Date('2030-12-31'),
  noInvalidDate: true,
};

function fits(schema: JsonSchema): (s: string) => boolean {
  const pattern = schema.pattern !== undefined ? new RegExp(schema.pattern) : undefined;
  return (s: string) =>
    s.length >= (schema.minLength ?? 0) &&
    s.length <= (schema.maxLength ?? Infinity) &&
    (pattern === undefined || pattern.test(s)) &&
    schema.format === undefined;
}

/**
 * A string for the schema: a dictionary word that fits, twice as often as a generated one; in
 * `full` mode (the sweep's base) one of WORDS when any fits, so the sweep reaches the code behind.
 */
function wordOf(schema: JsonSchema, { mode, dictionary }: Generation): fc.Arbitrary<Value> {
  const fit = fits(schema);
  const words = WORDS.filter(fit);
  if (mode === 'full' && words.length > 0) return fc.constantFrom(...words);
  const known = dictionary.strings.filter(fit);
  return known.length > 0
    ? fc.oneof(
        { weight: 2, arbitrary: fc.constantFrom(...known) },
        { weight: 1, arbitrary: stringOf(schema) },
      )
    : stringOf(schema);
}

function stringOf(schema: JsonSchema): fc.Arbitrary<Value> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 40;
  if (schema.format === 'date') return fc.date(DATE_RANGE).map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'date-time') return fc.date(DATE_RANGE).map((d) => d.toISOString());
  if (schema.pattern !== undefined) {
    // A pattern ending in `+$` or `*$` gets the schema's lengths as its repetition: unbounded, the
    // generated strings are short, and a filter on a minLength of 16 would almost never pass.
    const upper = Math.min(maxLength, minLength + 40);
    const bounded = schema.pattern.replace(
      /(\]|\w|\d)[+*]\$$/,
      `$1{${Math.max(minLength, 1)},${upper}}$`,
    );
    return fc
      .stringMatching(new RegExp(bounded))
      .filter((s) => s.length >= minLength && s.length <= maxLength);
  }
  return fc.string({ minLength, maxLength: Math.min(maxLength, minLength + 40) });
}

/** Strings that pass validation when nothing but a length restricts them, yet hurt storage. */
export const STORABLE_STRINGS = [
  'a\u0000b',
  'x\ud800y',
  '\u0001\u0008\u001b\u007f',
  '😀\u202e\u200b',
];

const EDGE_STRINGS = [
  ...STORABLE_STRINGS,
  '\u0000',
  '\udfff',
  "'; drop table orders; --",
  '\\"\'%_*',
  'İıß',
  '\ufeff',
  ' padded ',
  '%00',
  '0000-01-01',
  '0000-02-29',
  '9999-12-31',
  '0001-01-01',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999+14:00',
  'A',
  '9',
];

/** Boundary strings: the edge pool, and the longest strings, cut to what the schema allows. */
function edgeStringOf(schema: JsonSchema, generation: Generation): fc.Arbitrary<Value> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 10_000, 100_000);
  const pattern = schema.pattern !== undefined ? new RegExp(schema.pattern) : undefined;
  const candidates = [
    ...EDGE_STRINGS,
    'x'.repeat(maxLength),
    '€'.repeat(maxLength),
    '😀'.repeat(Math.floor(maxLength / 2)),
    `${'\u0000'.repeat(maxLength - 1)}A`,
    '9'.repeat(maxLength),
    'A'.repeat(Math.max(minLength, 1)),
  ].filter(
    (s) =>
      s.length >= minLength &&
      s.length <= maxLength &&
      (pattern === undefined || pattern.test(s)) &&
      (schema.format !== 'date' || /^\d{4}-\d\d-\d\d$/.test(s)) &&
      (schema.format !== 'date-time' || s.includes('T')),
  );
  // Known words too: a real sku with the largest quantity goes further than an unknown one.
  return candidates.length > 0
    ? fc.oneof(fc.constantFrom(...candidates), wordOf(schema, generation))
    : wordOf(schema, generation);
}

// ---------------------------------------------------------------------------------------------
// Malformed values

export interface Nasty {
  /** Group of the failure report: 'NUL', 'lone surrogate', 'huge number'… */
  kind: string;
  value: Value;
}

const nasty = (kind: string, ...values: Value[]): Nasty[] =>
  values.map((value) => ({ kind, value }));

/** 10,000 levels of nesting (arrays or objects) and 4,000 (under the 8 KiB free-data cap). */
export const DEEP_VALUES: Nasty[] = [
  ...nasty('deep nesting', new RawJson(`${'['.repeat(10_000)}${']'.repeat(10_000)}`)),
  ...nasty('deep nesting', new RawJson(`${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`)),
  ...nasty('deep nesting', new RawJson(`${'['.repeat(4_000)}${']'.repeat(4_000)}`)),
];

export const BIG_VALUES: Nasty[] = [
  ...nasty('big array', new RawJson(`[${Array<string>(100_000).fill('0').join(',')}]`)),
  ...nasty('big array', new RawJson(`[${Array<string>(2_000).fill('{}').join(',')}]`)),
  ...nasty(
    'big object',
    new RawJson(`{${Array.from({ length: 20_000 }, (_, i) => `"k${i}":${i}`).join(',')}}`),
  ),
  ...nasty('long string', 'x'.repeat(10_000), '€'.repeat(100_000)),
];

/** Replacements for any JSON value: wrong types, edge numbers, hostile strings. */
export const NASTY_VALUES: Nasty[] = [
  ...nasty('wrong type', null, true, false, 0, '', '1', [], {}, [1], { a: 1 }, [null], 'true'),
  ...nasty(
    'huge number',
    2 ** 31,
    2 ** 53,
    1e308,
    -1e308,
    Number.MAX_VALUE,
    new RawJson('9007199254740993'),
    new RawJson('1e400'),
    new RawJson('-1e400'),
    new RawJson('123456789012345678901234567890'),
  ),
  ...nasty(
    'negative number',
    -1,
    -2_147_483_649,
    -0.5,
    new RawJson('-0'),
    -Number.MAX_SAFE_INTEGER,
  ),
  ...nasty('fraction', 0.1, 1.5, 5e-324, new RawJson('1e-400'), 1 / 3),
  ...nasty('NUL', '\u0000', 'a\u0000b', '1001\u0000', 'A\u0000'.repeat(40)),
  ...nasty('C0 control', '\u0001\u0002\u001f', '\r\n', '\t', '\u007f', '\u001b[31m', '\b\f\v'),
  ...nasty('lone surrogate', '\ud800', '\udfff', 'a\ud83db', '\udc00\ud800', 'x\ud800'.repeat(30)),
  ...nasty(
    'unicode',
    '😀'.repeat(40),
    '\u202eevil',
    '\ufeff',
    '\u200b',
    'İı',
    'ǅ',
    'العربية',
    '\u0301',
    '\uffff',
  ),
  ...nasty(
    'hostile string',
    "'; drop table orders; --",
    '../../etc/passwd',
    '%00',
    '${jndi:ldap://x}',
    '<script>alert(1)</script>',
    '__proto__',
    'constructor',
    ' ',
    'A'.repeat(65),
    'x'.repeat(4097),
  ),
];

/** A random string of any code points, including lone surrogates and controls. */
export const randomString: fc.Arbitrary<Nasty> = fc
  .string({
    unit: fc.oneof(
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
      fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
      fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)),
    ),
    maxLength: 30,
  })
  .map((value) => ({ kind: 'random string', value }));

/** A random number, including NaN-like and infinite ones written as raw JSON. */
export const randomNumber: fc.Arbitrary<Nasty> = fc.double().map((n) => ({
  kind: 'random number',
  value:
    Number.isFinite(n) && !Object.is(n, -0)
      ? n
      : new RawJson(Number.isNaN(n) ? '1e999' : `${n < 0 ? '-' : ''}1e999`),
}));

export const anyNasty: fc.Arbitrary<Nasty> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...NASTY_VALUES) },
  { weight: 1, arbitrary: fc.constantFrom(...DEEP_VALUES, ...BIG_VALUES) },
  { weight: 2, arbitrary: randomString },
  { weight: 1, arbitrary: randomNumber },
);

// ---------------------------------------------------------------------------------------------
// URL pieces: already percent-encoded, written on the request line as they are

export interface NastySegment {
  kind: string;
  /** Percent-encoded text for a path segment or a query value. */
  raw: string;
}

const segments = (kind: string, ...raw: string[]): NastySegment[] =>
  raw.map((r) => ({ kind, raw: r }));

export const NASTY_SEGMENTS: NastySegment[] = [
  ...segments('NUL', '%00', 'a%00b', '1%00', '%C0%80'),
  ...segments('C0 control', '%01', '%0A', '%0D%0A', '%7F', '%1B'),
  ...segments('lone surrogate', '%ED%A0%80', '%ED%BF%BF'),
  ...segments('bad encoding', '%zz', '%', '%E2%82', '%FF%FE'),
  ...segments('unicode', '%F0%9F%98%80', '%E2%80%AE', 'caf%C3%A9', '%EF%BB%BF', 'I%CC%87'),
  ...segments('wrong type', '', 'true', 'null', '[]', '%7B%7D', 'abc', '1.5', '0x1F', '%201'),
  ...segments(
    'huge number',
    '9'.repeat(400),
    '1e400',
    'Infinity',
    '2147483648',
    '9007199254740993',
  ),
  ...segments('negative number', '-1', '-0', '-2147483649'),
  ...segments('NaN-like', 'NaN', 'undefined', '-', '+'),
  ...segments(
    'hostile string',
    '..',
    '.',
    '%2E%2E',
    '%2F',
    '..%2F..%2Fetc',
    ';',
    "'%20or%201=1",
    '%25',
  ),
  ...segments('overlong segment', 'a'.repeat(101), 'a'.repeat(1_000), '9'.repeat(101)),
];

/** Percent-encodes UTF-8 text; lone surrogates become U+FFFD (a URL cannot carry them). */
export function encodeSegment(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9._~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

/** Header values Node can put on the wire (latin-1, no CR/LF); NUL and friends go through raw. */
export const NASTY_HEADER_VALUES: NastySegment[] = [
  ...segments('wrong type', '', ' ', 'null', '[]', '0'),
  ...segments('long string', 'x'.repeat(600), 'a'.repeat(8_000)),
  ...segments('latin-1 bytes', '\u00ff\u00fe\u00e9', 'caf\u00e9-key-1234'),
  ...segments('C0 control', 'a\tb', 'abc\u0001def', 'key\u0000value'),
  ...segments('hostile string', "'; drop table x; --", '../../x', '__proto__'),
];
