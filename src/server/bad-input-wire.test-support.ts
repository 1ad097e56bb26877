/**
 * The wire side of the bad-input test (bad-input.test.ts): one request per TCP connection, written
 * as raw bytes so that anything can be sent — a wrong Content-Length, a truncated or chunked body,
 * latin-1 header bytes, a 20 KB request line — and the first answer parsed back.
 */
import { connect } from 'node:net';

/** How the body is framed on the wire. */
export type Framing =
  /** Content-Length: the body's length (the normal case). */
  | 'length'
  /** Transfer-Encoding: chunked, in 64 KiB chunks. */
  | 'chunked'
  /** Content-Length twice the body's length, then the client half-closes (a truncated upload). */
  | 'long-length'
  /** Content-Length half the body's length: the rest arrives as the next "request". */
  | 'short-length'
  /** Transfer-Encoding: chunked with a chunk size that is not hexadecimal. */
  | 'bad-chunk';

export interface WireRequest {
  method: string;
  /** Path and query exactly as written on the request line (already percent-encoded). */
  target: string;
  /** Header values are written as latin-1 bytes. */
  headers: Readonly<Record<string, string>>;
  body?: Buffer;
  framing?: Framing;
}

export interface Answer {
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  body: Buffer;
}

export type Outcome = { answer: Answer } | { noAnswer: string };

const TIMEOUT_MS = 15_000;

function head(port: number, request: WireRequest, extra: Record<string, string>): Buffer {
  const lines = [`${request.method} ${request.target} HTTP/1.1`, `host: 127.0.0.1:${port}`];
  for (const [name, value] of Object.entries({ ...request.headers, ...extra })) {
    lines.push(`${name}: ${value}`);
  }
  lines.push('connection: close', '', '');
  return Buffer.from(lines.join('\r\n'), 'latin1');
}

function chunked(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let at = 0; at < body.length; at += 65_536) {
    const chunk = body.subarray(at, at + 65_536);
    parts.push(Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from('0\r\n\r\n'));
  return Buffer.concat(parts);
}

/** The bytes of the request and whether the client half-closes after writing them. */
function bytesOf(port: number, request: WireRequest): { bytes: Buffer; halfClose: boolean } {
  const body = request.body;
  if (body === undefined) return { bytes: head(port, request, {}), halfClose: false };
  switch (request.framing ?? 'length') {
    case 'length':
      return {
        bytes: Buffer.concat([head(port, request, { 'content-length': `${body.length}` }), body]),
        halfClose: false,
      };
    case 'chunked':
      return {
        bytes: Buffer.concat([
          head(port, request, { 'transfer-encoding': 'chunked' }),
          chunked(body),
        ]),
        halfClose: false,
      };
    case 'long-length':
      return {
        bytes: Buffer.concat([
          head(port, request, { 'content-length': `${body.length * 2 + 1}` }),
          body,
        ]),
        halfClose: true,
      };
    case 'short-length':
      return {
        bytes: Buffer.concat([
          head(port, request, { 'content-length': `${Math.floor(body.length / 2)}` }),
          body,
        ]),
        halfClose: false,
      };
    case 'bad-chunk':
      return {
        bytes: Buffer.concat([
          head(port, request, { 'transfer-encoding': 'chunked' }),
          Buffer.from(`zz\r\n`),
          body,
          Buffer.from('\r\n0\r\n\r\n'),
        ]),
        halfClose: false,
      };
  }
}

/** Sends one request on a fresh connection and parses the first answer. */
export function exchange(port: number, request: WireRequest): Promise<Outcome> {
  const { bytes, halfClose } = bytesOf(port, request);
  return new Promise((resolve) => {
    const received: Buffer[] = [];
    let error: string | undefined;
    const socket = connect({ port, host: '127.0.0.1' });
    const timer = setTimeout(() => {
      error ??= 'timeout';
      socket.destroy();
    }, TIMEOUT_MS);
    socket.on('data', (data: Buffer) => received.push(data));
    // A server that answers early and closes makes the rest of a big write fail: keep what came.
    socket.on('error', (e: NodeJS.ErrnoException) => void (error ??= e.code ?? e.message));
    socket.on('close', () => {
      clearTimeout(timer);
      const answer = parseAnswer(Buffer.concat(received));
      resolve(answer ? { answer } : { noAnswer: error ?? 'connection closed without an answer' });
    });
    socket.write(bytes, () => {
      if (halfClose) socket.end();
    });
  });
}

/** The first HTTP/1.1 answer in `data`, or undefined when none is complete. */
export function parseAnswer(data: Buffer): Answer | undefined {
  const end = data.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  const [statusLine = '', ...headerLines] = data.subarray(0, end).toString('latin1').split('\r\n');
  const match = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine);
  if (!match) return undefined;
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const rest = data.subarray(end + 4);
  let body: Buffer;
  if (headers['transfer-encoding']?.toLowerCase() === 'chunked') {
    const chunks: Buffer[] = [];
    let at = 0;
    for (;;) {
      const lineEnd = rest.indexOf('\r\n', at);
      if (lineEnd < 0) return undefined;
      const size = parseInt(rest.subarray(at, lineEnd).toString('latin1'), 16);
      if (!Number.isFinite(size)) return undefined;
      if (size === 0) break;
      chunks.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 2 + size + 2;
    }
    body = Buffer.concat(chunks);
  } else if (headers['content-length'] !== undefined) {
    const length = Number(headers['content-length']);
    if (rest.length < length) return undefined;
    body = rest.subarray(0, length);
  } else {
    body = rest;
  }
  return { status: Number(match[1]), headers, body };
}
