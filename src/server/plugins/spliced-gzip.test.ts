import { crc32, gunzipSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptsGzip,
  compressOnce,
  crc32Combine,
  gzipSplice,
  STORED_PART_MAX_BYTES,
  x8nModP,
} from './spliced-gzip.ts';

const utf8 = (text: string) => Buffer.from(text, 'utf8');
const spliced = (prefix: string, middle: string, suffix: string) =>
  gzipSplice(prefix, compressOnce(middle), suffix);

describe('gzipSplice(prefix, compressOnce(text), suffix)', () => {
  it('decodes to exactly prefix + text + suffix', () => {
    const products = JSON.stringify([{ sku: 'A1', description: 'Água 1,5 L', price: 0.79 }]);
    const prefix = '{"client":{"name":"Épicerie Ümlaut – 東京 😀"},"products":';
    const body = gunzipSync(gzipSplice(prefix, compressOnce(products), '}')).toString('utf8');
    expect(body).toBe(`${prefix}${products}}`);
    expect(JSON.parse(body).products[0].description).toBe('Água 1,5 L');
  });

  it.each([
    ['empty prefix', '', 'middle', '}'],
    ['empty suffix', '{"a":', 'middle', ''],
    ['empty text', '{"a":', '', '}'],
    ['all empty', '', '', ''],
  ])('round-trips with %s', (_name, prefix, middle, suffix) => {
    expect(gunzipSync(spliced(prefix, middle, suffix)).toString('utf8')).toBe(
      prefix + middle + suffix,
    );
  });

  it.each([
    STORED_PART_MAX_BYTES - 1,
    STORED_PART_MAX_BYTES,
    STORED_PART_MAX_BYTES + 1,
    70_000, // a part longer than one stored block could hold is deflated
  ])('round-trips prefix and suffix of %i bytes (stored / deflated parts)', (bytes) => {
    const prefix = 'p'.repeat(bytes);
    const suffix = 's'.repeat(bytes);
    expect(gunzipSync(spliced(prefix, '[1,2,3]', suffix)).toString('utf8')).toBe(
      `${prefix}[1,2,3]${suffix}`,
    );
  });

  it('round-trips a large block (~5 MB, beyond the 32 kB window) and stays compressed', () => {
    const rows = Array.from({ length: 40_000 }, (_, i) => ({
      sku: `SKU-${i}`,
      description: `Produit n°${i} – ${'ß€'.repeat(i % 7)}`,
      price: (i % 997) / 100,
    }));
    const json = JSON.stringify(rows);
    const block = compressOnce(json);
    expect(block.length).toBe(utf8(json).length);
    const gzip = gzipSplice('{"products":', block, '}');
    expect(gunzipSync(gzip).toString('utf8')).toBe(`{"products":${json}}`);
    expect(gzip.length).toBeLessThan(block.length / 5);
  });

  it('reuses the block verbatim between a gzip header and an RFC 1952 trailer', () => {
    const prefix = '{"client":{"id":"1001"},"products":';
    const middle = JSON.stringify(Array.from({ length: 100 }, (_, i) => ({ i })));
    const block = compressOnce(middle);
    const copy = Buffer.from(block.deflated);
    const gzip = gzipSplice(prefix, block, '}');
    expect(gzip.subarray(0, 4)).toEqual(Buffer.from([0x1f, 0x8b, 0x08, 0x00]));
    expect(gzip.includes(block.deflated)).toBe(true);
    const whole = utf8(`${prefix}${middle}}`);
    expect(gzip.readUInt32LE(gzip.length - 8)).toBe(crc32(whole));
    expect(gzip.readUInt32LE(gzip.length - 4)).toBe(whole.length);
    // Splicing does not alter the cached block, so it serves every request.
    gzipSplice('x', block, 'y');
    expect(block.deflated).toEqual(copy);
  });

  it('decodes like gzipSync for random strings, multi-byte UTF-8 included (property)', () => {
    const text = fc.oneof(fc.string({ unit: 'binary', maxLength: 300 }), fc.string());
    fc.assert(
      fc.property(text, text, text, (prefix, middle, suffix) => {
        const decoded = gunzipSync(spliced(prefix, middle, suffix));
        expect(decoded).toEqual(gunzipSync(gzipSync(utf8(prefix + middle + suffix))));
        expect(decoded.toString('utf8')).toBe(
          Buffer.concat([utf8(prefix), utf8(middle), utf8(suffix)]).toString('utf8'),
        );
      }),
      { numRuns: 300 },
    );
  });
});

describe('crc32Combine', () => {
  it('equals the CRC-32 of the concatenation (property)', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 2000 }),
        fc.uint8Array({ maxLength: 2000 }),
        (a, b) => {
          expect(crc32Combine(crc32(a), crc32(b), x8nModP(b.length))).toBe(
            crc32(Buffer.concat([a, b])),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it.each([0, 1, 2 ** 20 + 3])('combines with a block of %i bytes', (length) => {
    const a = utf8('prefix ✓');
    const b = Buffer.alloc(length, 0x5a);
    expect(crc32Combine(crc32(a), crc32(b), x8nModP(length))).toBe(crc32(Buffer.concat([a, b])));
  });
});

describe('acceptsGzip (RFC 9110 §12.5.3 Accept-Encoding)', () => {
  it.each<[string | string[] | undefined, boolean]>([
    [undefined, false],
    ['', false],
    ['identity', false],
    ['br', false],
    ['gzip', true],
    ['GZip', true],
    ['x-gzip', true],
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.5', true],
    ['gzip;q=0.001', true],
    ['gzip;q=0', false],
    ['gzip; q=0.000', false],
    ['br, gzip;q=0', false],
    ['gzip;q=0, *', false],
    ['*', true],
    ['*;q=0', false],
    ['br;q=1, *;q=0.1', true],
    ['gzip ; level=1 ; q=1', true],
    ['gzipx, xgzip', false],
    ['gzip;q=1.5', false],
    ['gzip;q=abc', false],
    [['br', 'gzip'], true],
    [`${'x'.repeat(5000)}, gzip`, false],
  ])('%j → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
