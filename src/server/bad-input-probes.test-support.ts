/**
 * Requests for the bad-input test (bad-input.test.ts), derived from one call's contract entry:
 * a valid-ish sample of each part (params, querystring, headers, body) built from its zod schema,
 * then one mutation — sampled with fast-check (wrong types, missing and extra fields, edge numbers,
 * NUL, controls, lone surrogates, deep and big values in any field, hostile path segments, query
 * values and headers) — plus fixed probes of the framing every call shares (content types, empty,
 * truncated and broken bodies, a body over the limit, over-long URLs).
 */
import fc from 'fast-check';
import type { CallDescriptor } from '../contract/index.ts';
import type { Framing, WireRequest } from './bad-input-wire.test-support.ts';
import {
  BIG_VALUES,
  DEEP_VALUES,
  NASTY_HEADER_VALUES,
  NASTY_SEGMENTS,
  RawJson,
  STORABLE_STRINGS,
  anyNasty,
  arbitraryOf,
  describe,
  encodeSegment,
  inputJsonSchema,
  jsonText,
  randomString,
  type Dictionary,
  type Generation,
  type Mode,
  type Value,
} from './bad-input-values.test-support.ts';

/** One request to send (the caller adds the identity's credentials). */
export interface Probe {
  /** What was done, for grouping failures: 'body NUL', 'content type', 'params overlong segment'… */
  kind: string;
  /** Where and what, readable: 'body.products.0.sku ← "a\u0000b"'. */
  input: string;
  request: WireRequest;
}

type Json = Record<string, Value>;

/** One valid-ish value per request part the call has. */
interface Sample {
  params: Json;
  query: Json;
  headers: Json;
  body?: Value;
}

/** The sample on its way to the wire: parts already encoded, each replaceable by a mutation. */
interface Shape {
  segments: Record<string, string>;
  query: string[];
  headers: Record<string, string>;
  body?: Buffer;
  framing?: Framing;
}

const JSON_TYPE = 'application/json';
const BODY_LIMIT_BYTES = 1024 * 1024;

const objectArbitrary = (
  schema: CallDescriptor['body'],
  generation: Generation,
): fc.Arbitrary<Json> =>
  schema
    ? (arbitraryOf(inputJsonSchema(schema), generation).filter(
        (v) => v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof RawJson),
      ) as fc.Arbitrary<Json>)
    : fc.constant({});

/**
 * Headers stay plain (an edge header value is a transport error, not a value to store), without
 * dictionary words and unbiased, so that two probes hardly ever share an Idempotency-Key.
 */
const headerArbitrary = (call: CallDescriptor): fc.Arbitrary<Json> =>
  fc.noBias(objectArbitrary(call.headers, { mode: 'plain', dictionary: NO_WORDS }));

const NO_WORDS: Dictionary = { strings: [], numbers: [], byName: {} };

function sampleArbitrary(
  call: CallDescriptor,
  dictionary: Dictionary,
  mode: Mode = 'plain',
): fc.Arbitrary<Sample> {
  const generation = { mode, dictionary };
  return fc.record({
    params: objectArbitrary(call.params, generation),
    query: objectArbitrary(call.querystring, generation),
    headers: headerArbitrary(call),
    body: call.body ? arbitraryOf(inputJsonSchema(call.body), generation) : fc.constant(undefined),
  });
}

const scalarText = (value: Value): string =>
  typeof value === 'string' ? value : value instanceof RawJson ? value.text : jsonText(value);

function shapeOf(call: CallDescriptor, sample: Sample): Shape {
  const segments = Object.fromEntries(
    Object.entries(sample.params).map(([name, v]) => [name, encodeSegment(scalarText(v))]),
  );
  const query = Object.entries(sample.query).map(
    ([name, v]) => `${encodeSegment(name)}=${encodeSegment(scalarText(v))}`,
  );
  const headers = Object.fromEntries(
    Object.entries(sample.headers).map(([name, v]) => [name.toLowerCase(), scalarText(v)]),
  );
  if (sample.body === undefined || call.body === undefined) return { segments, query, headers };
  return {
    segments,
    query,
    headers: { ...headers, 'content-type': JSON_TYPE },
    body: Buffer.from(jsonText(sample.body), 'utf8'),
  };
}

function wire(call: CallDescriptor, shape: Shape): WireRequest {
  const path = call.path.replace(
    /:([A-Za-z]\w*)/g,
    (_, name: string) => shape.segments[name] ?? '',
  );
  const query = shape.query.length > 0 ? `?${shape.query.join('&')}` : '';
  return {
    method: call.method,
    target: `/api/${path}${query}`,
    headers: shape.headers,
    ...(shape.body !== undefined ? { body: shape.body } : {}),
    ...(shape.framing !== undefined ? { framing: shape.framing } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Mutations of a JSON value

type Path = (string | number)[];

function nodesOf(value: Value, path: Path = []): Path[] {
  if (value instanceof RawJson || value === null || typeof value !== 'object') return [path];
  const children = Array.isArray(value)
    ? value.flatMap((v, i) => nodesOf(v, [...path, i]))
    : Object.entries(value).flatMap(([k, v]) => nodesOf(v, [...path, k]));
  return [path, ...children];
}

function valueAt(value: Value, path: Path): Value | undefined {
  let at: Value | undefined = value;
  for (const key of path) {
    if (at === null || typeof at !== 'object' || at instanceof RawJson) return undefined;
    at = (at as Record<string | number, Value>)[key];
  }
  return at;
}

/** A copy of `value` with the node at `path` replaced (or removed when `next` is undefined). */
function replaceAt(value: Value, path: Path, next: Value | undefined): Value | undefined {
  const [key, ...rest] = path;
  if (key === undefined) return next;
  if (Array.isArray(value)) {
    const copy = [...value];
    const child = replaceAt(copy[Number(key)] ?? null, rest, next);
    if (child === undefined) copy.splice(Number(key), 1);
    else copy[Number(key)] = child;
    return copy;
  }
  if (value !== null && typeof value === 'object' && !(value instanceof RawJson)) {
    const copy: Record<string, Value> = { ...value };
    const child = replaceAt(copy[key] ?? null, rest, next);
    if (child === undefined) delete copy[key];
    else copy[key] = child;
    return copy;
  }
  return value;
}

const where = (part: string, path: Path) => [part, ...path].join('.');

const EXTRA_KEYS = [
  'extra',
  '__proto__',
  'constructor',
  'prototype',
  '',
  '\u0000',
  '\ud800',
  'k'.repeat(300),
];

/** Replace a node, drop a member, add a member: the body-shaped mutations of a sampled value. */
function valueMutation(
  part: string,
  value: Value,
): fc.Arbitrary<{ kind: string; input: string; value: Value | undefined }> {
  const nodes = nodesOf(value);
  const objects = nodes.filter((p) => {
    const v = valueAt(value, p);
    return v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof RawJson);
  });
  const members = objects.flatMap((p) =>
    Object.keys(valueAt(value, p) as Json).map((k) => [...p, k]),
  );
  const options: fc.Arbitrary<{ kind: string; input: string; value: Value | undefined }>[] = [
    fc.tuple(fc.constantFrom(...nodes), anyNasty).map(([path, n]) => ({
      kind: `${part} ${n.kind}`,
      input: `${where(part, path)} ← ${describe(n.value)}`,
      value: replaceAt(value, path, n.value),
    })),
  ];
  if (members.length > 0) {
    options.push(
      fc.constantFrom(...members).map((path) => ({
        kind: `${part} missing field`,
        input: `${where(part, path)} removed`,
        value: replaceAt(value, path, undefined),
      })),
    );
  }
  if (objects.length > 0) {
    options.push(
      fc
        .tuple(fc.constantFrom(...objects), fc.constantFrom(...EXTRA_KEYS), anyNasty)
        .map(([path, key, n]) => ({
          kind: `${part} extra field`,
          input: `${where(part, [...path, describe(key, 20)])} ← ${describe(n.value)}`,
          value: replaceAt(value, [...path, key], n.value),
        })),
    );
  }
  return fc.oneof(...options);
}

// ---------------------------------------------------------------------------------------------
// Sampled probes

const nastySegment = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_SEGMENTS) },
  {
    weight: 1,
    arbitrary: randomString.map((n) => ({ kind: n.kind, raw: encodeSegment(String(n.value)) })),
  },
);

/** Headers every call reads besides its schema's: credentials and the language. */
function readHeaders(call: CallDescriptor): string[] {
  const credential =
    call.auth === 'botKey'
      ? 'x-bot-key'
      : call.auth === 'operatorKey'
        ? 'x-operator-key'
        : 'authorization';
  const schemaHeaders = call.headers
    ? Object.keys(inputJsonSchema(call.headers).properties ?? {})
    : [];
  return [...schemaHeaders, credential, 'accept-language', 'accept', 'content-length'];
}

/** `count` probes for the call, sampled with a fixed seed. */
export function sampledProbes(
  call: CallDescriptor,
  dictionary: Dictionary,
  seed: number,
  count: number,
): Probe[] {
  const families: fc.Arbitrary<Probe>[] = [];
  const base = sampleArbitrary(call, dictionary);
  const paramNames = Object.keys(
    call.params ? (inputJsonSchema(call.params).properties ?? {}) : {},
  );
  const queryNames = Object.keys(
    call.querystring ? (inputJsonSchema(call.querystring).properties ?? {}) : {},
  );

  families.push(
    base.map((sample) => ({
      kind: 'valid sample',
      input: 'as sampled',
      request: wire(call, shapeOf(call, sample)),
    })),
  );
  if (call.params || call.querystring || call.body) {
    families.push(
      sampleArbitrary(call, dictionary, 'edge').map((sample) => ({
        kind: 'edge sample',
        input: describe(sample.body ?? { ...sample.params, ...sample.query }, 100),
        request: wire(call, shapeOf(call, sample)),
      })),
    );
  }
  if (call.body) {
    const body = base.chain((sample) =>
      valueMutation('body', sample.body ?? null).map((m) => {
        const shape = shapeOf(call, sample);
        shape.body = Buffer.from(m.value === undefined ? '' : jsonText(m.value), 'utf8');
        return { kind: m.kind, input: m.input, request: wire(call, shape) };
      }),
    );
    families.push(body, body);
  }
  if (paramNames.length > 0) {
    families.push(
      fc.tuple(base, fc.constantFrom(...paramNames), nastySegment).map(([sample, name, s]) => {
        const shape = shapeOf(call, sample);
        shape.segments[name] = s.raw;
        return {
          kind: `params ${s.kind}`,
          input: `params.${name} = ${describe(s.raw)}`,
          request: wire(call, shape),
        };
      }),
    );
  }
  families.push(
    fc
      .tuple(
        base,
        fc.constantFrom(...queryNames, 'extra', '__proto__', 'constructor', '%00'),
        nastySegment,
        fc.boolean(),
      )
      .map(([sample, name, s, repeat]) => {
        const shape = shapeOf(call, sample);
        const pair = `${name}=${s.raw}`;
        shape.query = repeat
          ? [...shape.query, pair, pair]
          : [...shape.query.filter((q) => !q.startsWith(`${name}=`)), pair];
        return {
          kind: `query ${s.kind}`,
          input: `?${describe(repeat ? `${pair}&${pair}` : pair)}`,
          request: wire(call, shape),
        };
      }),
  );
  families.push(
    fc
      .tuple(base, fc.constantFrom(...readHeaders(call)), fc.constantFrom(...NASTY_HEADER_VALUES))
      .map(([sample, name, h]) => {
        const shape = shapeOf(call, sample);
        const value = name === 'authorization' && h.raw !== '' ? `Bearer ${h.raw}` : h.raw;
        shape.headers = { ...shape.headers, [name]: value };
        if (name === 'content-length') delete shape.body;
        return {
          kind: `header ${h.kind}`,
          input: `${name}: ${describe(value)}`,
          request: wire(call, shape),
        };
      }),
  );
  return fc.sample(fc.oneof(...families), { seed, numRuns: count });
}

// ---------------------------------------------------------------------------------------------
// Fixed probes: the framing every call shares

function fixed(
  call: CallDescriptor,
  kind: string,
  input: string,
  change: (shape: Shape) => void,
  shape: Shape,
): Probe {
  const copy: Shape = {
    segments: { ...shape.segments },
    query: [...shape.query],
    headers: { ...shape.headers },
    ...(shape.body !== undefined ? { body: shape.body } : {}),
  };
  change(copy);
  return { kind, input, request: wire(call, copy) };
}

const JSON_BODIES: [string, string, Buffer][] = [
  ['empty body', 'empty JSON body', Buffer.alloc(0)],
  ['truncated body', '{', Buffer.from('{')],
  ['malformed JSON', "{'a':1}", Buffer.from("{'a':1}")],
  ['malformed JSON', 'trailing comma', Buffer.from('{"a":1,}')],
  ['malformed JSON', 'bare word', Buffer.from('hello')],
  ['wrong type', 'null', Buffer.from('null')],
  ['wrong type', '[]', Buffer.from('[]')],
  ['wrong type', '"text"', Buffer.from('"text"')],
  ['wrong type', '0', Buffer.from('0')],
  ['NUL', 'raw NUL byte in a string', Buffer.from('{"a":"x\u0000y"}', 'latin1')],
  ['NUL', 'raw NUL byte outside strings', Buffer.from('{\u0000}', 'latin1')],
  [
    'bad encoding',
    'invalid UTF-8 bytes',
    Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  ],
  [
    'lone surrogate',
    'UTF-8-encoded surrogate bytes',
    Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
  ],
  ['prototype pollution', '__proto__ member', Buffer.from('{"__proto__":{"polluted":1}}')],
  [
    'prototype pollution',
    'constructor.prototype',
    Buffer.from('{"constructor":{"prototype":{"polluted":1}}}'),
  ],
];

/** Probes every call gets, whatever the seed. */
export function fixedProbes(call: CallDescriptor, dictionary: Dictionary, seed: number): Probe[] {
  const [sample] = fc.sample(sampleArbitrary(call, dictionary), { seed, numRuns: 1 });
  const shape = shapeOf(call, sample as Sample);
  const baseBody = shape.body ?? Buffer.from('{}');
  const probes: Probe[] = [];
  const add = (kind: string, input: string, change: (s: Shape) => void) =>
    probes.push(fixed(call, kind, input, change, shape));
  const withBody =
    (contentType: string | undefined, body: Buffer, framing?: Framing) => (s: Shape) => {
      if (contentType === undefined) delete s.headers['content-type'];
      else s.headers['content-type'] = contentType;
      s.body = body;
      if (framing) s.framing = framing;
    };
  const takesBody = call.method !== 'GET';

  // Content types.
  const types: [string | undefined, Buffer][] = [
    ['application/x-www-form-urlencoded', Buffer.from('a=1&b=%00')],
    ['application/xml', Buffer.from('<?xml version="1.0"?><a>1</a>')],
    ['text/plain', baseBody],
    [undefined, baseBody],
    [
      'multipart/form-data; boundary=x',
      Buffer.from('--x\r\ncontent-disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n'),
    ],
    ['application/json; charset=utf-16le', Buffer.from(baseBody.toString('utf8'), 'utf16le')],
    ['application/json; charset=iso-8859-1', baseBody],
    ['application/vnd.api+json', baseBody],
    ['application/json, text/html', baseBody],
    [';;;', baseBody],
  ];
  for (const [type, body] of takesBody ? types : types.slice(0, 2)) {
    add('content type', `content-type: ${type ?? '(none)'}`, withBody(type, body));
  }

  // JSON bodies: empty, truncated, malformed, raw bytes, deep, big.
  const bodies: [string, string, Buffer][] = takesBody
    ? [
        ...JSON_BODIES,
        [
          'truncated body',
          'the sample cut in half',
          baseBody.subarray(0, Math.floor(baseBody.length / 2)),
        ],
        [
          'malformed JSON',
          'BOM then the sample',
          Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), baseBody]),
        ],
        ...[...DEEP_VALUES, ...BIG_VALUES].map((n): [string, string, Buffer] => [
          n.kind,
          `body = ${describe(n.value, 30)}`,
          Buffer.from(jsonText(n.value)),
        ]),
      ]
    : JSON_BODIES.slice(0, 2);
  for (const [kind, input, body] of bodies) add(`body ${kind}`, input, withBody(JSON_TYPE, body));

  // Over the body limit, with a Content-Length and chunked.
  const huge = Buffer.from(`{"a":"${'x'.repeat(BODY_LIMIT_BYTES)}"}`);
  add('body over the limit', '1 MiB + 8 bytes, Content-Length', withBody(JSON_TYPE, huge));
  if (takesBody) {
    add('body over the limit', '1 MiB + 8 bytes, chunked', withBody(JSON_TYPE, huge, 'chunked'));
    // Framing: a body shorter than announced (client half-closes), longer, broken chunks.
    add(
      'framing',
      'Content-Length larger than the body',
      withBody(JSON_TYPE, baseBody, 'long-length'),
    );
    add(
      'framing',
      'Content-Length smaller than the body',
      withBody(JSON_TYPE, baseBody, 'short-length'),
    );
    add('framing', 'chunk size not hexadecimal', withBody(JSON_TYPE, baseBody, 'bad-chunk'));
    add('framing', 'chunked valid sample', withBody(JSON_TYPE, baseBody, 'chunked'));
  }

  // Over-long URLs: a path segment (or the query when the call has none) of 8 KB and 20 KB.
  const [param] = Object.keys(shape.segments);
  for (const size of [8_000, 20_000]) {
    add(
      'overlong URL',
      param ? `params.${param} of ${size} bytes` : `query of ${size} bytes`,
      (s) => {
        if (param) s.segments[param] = 'a'.repeat(size);
        else s.query.push(`q=${'a'.repeat(size)}`);
      },
    );
  }
  add('query prototype keys', '?__proto__=1&constructor=1&toString=x', (s) => {
    s.query.push('__proto__=1', 'constructor=1', 'toString=x', '__proto__%5Bx%5D=1');
  });

  // Every path parameter and query key, with every hostile segment.
  for (const name of Object.keys(shape.segments)) {
    for (const segment of NASTY_SEGMENTS) {
      add(`params ${segment.kind}`, `params.${name} = ${describe(segment.raw)}`, (s) => {
        s.segments[name] = segment.raw;
      });
    }
  }
  const queryNames = call.querystring
    ? Object.keys(inputJsonSchema(call.querystring).properties ?? {})
    : [];
  for (const name of queryNames) {
    for (const segment of NASTY_SEGMENTS) {
      add(`query ${segment.kind}`, `?${name}=${describe(segment.raw)}`, (s) => {
        s.query = [...s.query.filter((q) => !q.startsWith(`${name}=`)), `${name}=${segment.raw}`];
      });
    }
  }

  // Every field of the body, once each with the strings and numbers that pass a loose schema.
  if (call.body) probes.push(...bodySweep(call, dictionary, seed));

  // Boundary samples: valid values at the edges of every field (see arbitraryOf's edge mode).
  const edges = fc.sample(sampleArbitrary(call, dictionary, 'edge'), {
    seed,
    numRuns: EDGE_SAMPLES,
  });
  if (call.params || call.querystring || call.body) {
    for (const edge of edges) {
      const edgeShape = shapeOf(call, edge);
      const summary = [
        ...Object.entries(edge.params).map(([k, v]) => `params.${k}=${describe(v, 24)}`),
        ...Object.entries(edge.query).map(([k, v]) => `${k}=${describe(v, 24)}`),
        ...(edge.body !== undefined ? [`body ${describe(edge.body, 100)}`] : []),
      ].join(' ');
      probes.push({ kind: 'edge sample', input: summary, request: wire(call, edgeShape) });
    }
  }

  // Each probe its own schema headers (a fresh Idempotency-Key: no probe replays another).
  if (!call.headers) return probes;
  const fresh = fc.sample(headerArbitrary(call), {
    seed,
    numRuns: probes.length,
  });
  return probes.map((probe, i) => {
    const headers = { ...probe.request.headers };
    for (const [name, value] of Object.entries(fresh[i] ?? {})) {
      if (name.toLowerCase() in headers) headers[name.toLowerCase()] = scalarText(value);
    }
    return { ...probe, request: { ...probe.request, headers } };
  });
}

const EDGE_SAMPLES = 8;

const SWEEP_NUMBERS: Value[] = [1e308, -1, 0.5, new RawJson('9007199254740993')];

/** Distinct positions of a value but its root: array indices become '*', the first one is kept. */
function positions(value: Value): Path[] {
  const seen = new Set<string>();
  return nodesOf(value).filter((path) => {
    const key = path.map((p) => (typeof p === 'number' ? '*' : p)).join('.');
    if (path.length === 0 || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const isLeaf = (value: Value | undefined) =>
  value === null || typeof value !== 'object' || value instanceof RawJson;

/** 4,000 levels: under the 8 KiB cap of free data, so it may get through to the service. */
const DEEP_FIELD = new RawJson(`${'['.repeat(4_000)}${']'.repeat(4_000)}`);
/**
 * More invalid items than a validation answer lists (fields: at most 100), within the lengths
 * lists allow (50, 500) and beyond them.
 */
const MANY_BAD_ITEMS: [string, RawJson][] = [
  ['101 × null', new RawJson(`[${Array<string>(101).fill('null').join(',')}]`)],
  ['50 × {}', new RawJson(`[${Array<string>(50).fill('{}').join(',')}]`)],
  ['2,000 × {}', new RawJson(`[${Array<string>(2_000).fill('{}').join(',')}]`)],
];

/**
 * Sweeps SWEEP_BASES full samples (every optional member present): every leaf with the strings
 * and numbers that pass a loose schema; on the first, every member with deep nesting and every
 * array with one item too many and with 2,000 invalid items.
 */
function bodySweep(call: CallDescriptor, dictionary: Dictionary, seed: number): Probe[] {
  const bases = fc.sample(sampleArbitrary(call, dictionary, 'full'), {
    seed,
    numRuns: SWEEP_BASES,
  });
  return bases.flatMap((full, i) =>
    full.body === undefined ? [] : sweepOf(call, full, full.body, i === 0),
  );
}

const SWEEP_BASES = 2;

function sweepOf(call: CallDescriptor, full: Sample, body: Value, containers: boolean): Probe[] {
  const shape = shapeOf(call, full);
  const probe = (kind: string, path: Path, replacement: Value, label = describe(replacement)) => ({
    kind: `body sweep ${kind}`,
    input: `${where('body', path)} ← ${label}`,
    request: wire(call, {
      ...shape,
      body: Buffer.from(jsonText(replaceAt(body, path, replacement) ?? null), 'utf8'),
    }),
  });
  return positions(body).flatMap((path) => {
    const node = valueAt(body, path);
    const probes: Probe[] = [];
    if (isLeaf(node)) {
      // Both kinds everywhere: a union member may take either, a wrong type costs one 400.
      for (const value of [...STORABLE_STRINGS, ...SWEEP_NUMBERS]) {
        probes.push(probe(typeof value === 'string' ? 'string' : 'number', path, value));
      }
    }
    if (containers) {
      probes.push(probe('deep nesting', path, DEEP_FIELD, '4,000 nested arrays'));
      if (Array.isArray(node) && node.length > 0) {
        const first = node[0] ?? null;
        probes.push(
          probe('big array', path, Array<Value>(MAX_ITEMS_PROBE).fill(first), '501 items'),
          ...MANY_BAD_ITEMS.map(([label, items]) => probe('many bad items', path, items, label)),
        );
      }
    }
    return probes;
  });
}

/** One more than the contract's longest list (MAX_ORDER_LINES). */
const MAX_ITEMS_PROBE = 501;
