/**
 * A gzip answer whose large middle part is compressed once and reused: `compressOnce(json)`
 * deflates a string into a byte-aligned raw-deflate block (ended by Z_FULL_FLUSH, so no final
 * block and no history carried over), and `gzipSplice(prefix, block, suffix)` wraps
 * deflate(prefix, Z_FULL_FLUSH) + block + deflate(suffix, Z_FINISH) in a gzip member (RFC 1952).
 * Each piece is independently compressed and ends on a byte boundary, so the concatenation is
 * one valid deflate stream inflating to prefix + json + suffix; back-references never cross a
 * piece. A part of at most STORED_PART_MAX_BYTES goes in a stored block instead (same framing).
 *
 * Per request the cost is the small prefix/suffix only: the trailer's CRC-32 joins the block's
 * cached CRC with `crc32Combine` (zlib's crc32_combine: a multiplication by x^(8·length) mod P,
 * that operator cached in the block), never re-reading the block.
 *
 * `acceptsGzip` decides from Accept-Encoding (RFC 9110 §12.5.3) whether gzip may be sent.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';

export interface CompressedBlock {
  /** Raw deflate bytes ending byte-aligned after an empty stored block (no final block). */
  readonly deflated: Buffer;
  /** Byte length of the uncompressed UTF-8 text. */
  readonly length: number;
  /** CRC-32 of the uncompressed UTF-8 text. */
  readonly crc: number;
  /** x^(8·length) mod P: what `crc32Combine` multiplies the preceding CRC by. */
  readonly crcShift: number;
}

/** Compression level of a block built once: the smallest output is worth the one-off time. */
const BLOCK_LEVEL = constants.Z_BEST_COMPRESSION;
/** The per-request parts are small: a small window and little memory keep zlib's setup cheap. */
const SMALL_PART_OPTIONS = { level: 6, windowBits: 10, memLevel: 6 } as const;

/** Deflates `text` once into a block that `gzipSplice` can put between any prefix and suffix. */
export function compressOnce(text: string): CompressedBlock {
  const bytes = Buffer.from(text, 'utf8');
  return {
    deflated: deflateRawSync(bytes, { level: BLOCK_LEVEL, finishFlush: constants.Z_FULL_FLUSH }),
    length: bytes.length,
    crc: crc32(bytes),
    crcShift: x8nModP(bytes.length),
  };
}

/** RFC 1952 member header: magic 1f 8b, CM deflate, no flags, MTIME 0 (no clock), XFL 0, OS unknown. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);

/** One gzip member decoding to `prefix + block's text + suffix` (UTF-8). */
export function gzipSplice(prefix: string, block: CompressedBlock, suffix: string): Buffer {
  const head = Buffer.from(prefix, 'utf8');
  const tail = Buffer.from(suffix, 'utf8');
  const crc = crc32(tail, crc32Combine(crc32(head), block.crc, block.crcShift));
  const trailer = Buffer.allocUnsafe(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  // ISIZE: the uncompressed length modulo 2^32.
  trailer.writeUInt32LE((head.length + block.length + tail.length) % 2 ** 32, 4);
  return Buffer.concat([
    GZIP_HEADER,
    deflatePart(head, false),
    block.deflated,
    deflatePart(tail, true),
    trailer,
  ]);
}

/**
 * Up to this many bytes a per-request part goes in a stored block: setting up zlib (~30 µs) would
 * cost more than compression could save. An orchestration head (the client and the validation
 * payload, ~400 bytes) stored costs ~150 bytes more on an answer of tens of KiB (issue 16, P4).
 */
export const STORED_PART_MAX_BYTES = 1024;

/** A part as a byte-aligned deflate piece: final (ends the stream) or not (a full flush). */
function deflatePart(bytes: Buffer, final: boolean): Buffer {
  if (!final && bytes.length === 0) return EMPTY;
  if (bytes.length <= STORED_PART_MAX_BYTES) return storedBlock(bytes, final);
  return deflateRawSync(bytes, {
    ...SMALL_PART_OPTIONS,
    finishFlush: final ? constants.Z_FINISH : constants.Z_FULL_FLUSH,
  });
}

/** RFC 1951 §3.2.4 stored block at a byte boundary: BFINAL/BTYPE=00, LEN, NLEN, the bytes. */
function storedBlock(bytes: Buffer, final: boolean): Buffer {
  const out = Buffer.allocUnsafe(5 + bytes.length);
  out[0] = final ? 0x01 : 0x00;
  out.writeUInt16LE(bytes.length, 1);
  out.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(out, 5);
  return out;
}

const EMPTY = Buffer.alloc(0);

// ---------------------------------------------------------------------------------------------
// CRC-32 combination (zlib crc32.c: multmodp, x2nmodp, crc32_combine), reflected polynomial.
// ---------------------------------------------------------------------------------------------

const POLY = 0xedb88320;

/** a·b modulo P over GF(2), bit-reflected as in zlib. */
function multModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  let x = b >>> 0;
  for (;;) {
    if ((a & m) !== 0) {
      p ^= x;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    x = x & 1 ? (x >>> 1) ^ POLY : x >>> 1;
  }
  return p >>> 0;
}

/** X2N[k] = x^(2^k) mod P. */
const X2N: readonly number[] = (() => {
  const table: number[] = [];
  let p = 0x40000000; // x^1
  for (let k = 0; k < 32; k += 1) {
    table.push(p);
    p = multModP(p, p);
  }
  return table;
})();

/** x^(8·n) mod P: the operator that shifts a CRC past n zero bytes. */
export function x8nModP(n: number): number {
  let p = 0x80000000; // x^0
  let k = 3;
  let rest = n;
  while (rest > 0) {
    if (rest % 2 === 1) p = multModP(X2N[k % 32] ?? 0, p);
    rest = Math.floor(rest / 2);
    k += 1;
  }
  return p;
}

/** CRC-32 of A+B from crc(A), crc(B) and B's shift `x8nModP(length of B)`. */
export function crc32Combine(crcA: number, crcB: number, shiftB: number): number {
  return (multModP(shiftB, crcA >>> 0) ^ (crcB >>> 0)) >>> 0;
}

// ---------------------------------------------------------------------------------------------
// Accept-Encoding
// ---------------------------------------------------------------------------------------------

const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/**
 * Whether a request's Accept-Encoding allows gzip (RFC 9110 §12.5.3): `gzip` (or its alias
 * `x-gzip`) with q > 0, or, when neither is named, `*` with q > 0. `gzip;q=0` refuses even when
 * `*` allows others. No header (or an empty one) asks for the identity encoding. An element with
 * a malformed q-value is ignored.
 */
export function acceptsGzip(header: string | readonly string[] | undefined): boolean {
  if (header === undefined) return false;
  const value = typeof header === 'string' ? header : header.join(',');
  if (value.length > 4096) return false;
  let gzip: number | undefined;
  let any: number | undefined;
  for (const element of value.split(',')) {
    const [coding = '', ...params] = element.split(';');
    const name = coding.trim().toLowerCase();
    if (name !== 'gzip' && name !== 'x-gzip' && name !== '*') continue;
    const q = qualityOf(params);
    if (q === undefined) continue;
    if (name === '*') any = Math.max(any ?? 0, q);
    else gzip = Math.max(gzip ?? 0, q);
  }
  return (gzip ?? any ?? 0) > 0;
}

function qualityOf(params: readonly string[]): number | undefined {
  let q = 1;
  for (const param of params) {
    const [key = '', raw = ''] = param.split('=');
    if (key.trim().toLowerCase() !== 'q') continue;
    const text = raw.trim();
    if (!QVALUE.test(text)) return undefined;
    q = Number(text);
  }
  return q;
}
