/**
 * One webhook attempt: POST the raw JSON body with its headers, wait at most `timeoutMs` for the
 * whole answer, keep the status and the first bytes of the answer. Never throws: a refused
 * connection, a time-out or a guard refusal is an attempt without a status.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';

/** What is kept of an answer's body for operators. */
const ANSWER_BYTES = 500;

export interface PostResult {
  /** The HTTP status, or undefined when there was no answer. */
  status: number | undefined;
  /** The first bytes of the answer, or why there was none. */
  answer: string;
  durationMs: number;
}

export interface PostOptions {
  url: string;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
  /** Connect-time address check (address-guard.ts) for console-entered endpoints. */
  lookup?: LookupFunction | undefined;
  /** Aborts the attempt (the dispatcher is stopping). */
  signal?: AbortSignal | undefined;
}

export function postJson(options: PostOptions): Promise<PostResult> {
  const started = performance.now();
  const elapsed = () => performance.now() - started;
  return new Promise<PostResult>((resolve) => {
    let settled = false;
    const finish = (status: number | undefined, answer: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      resolve({ status, answer, durationMs: elapsed() });
    };
    let url: URL;
    try {
      url = new URL(options.url);
    } catch {
      finish(undefined, 'invalid url');
      return;
    }
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const body = Buffer.from(options.body, 'utf8');
    const req = send(url, {
      method: 'POST',
      headers: {
        ...options.headers,
        'content-type': 'application/json',
        'content-length': String(body.length),
      },
      agent: false,
      ...(options.lookup ? { lookup: options.lookup } : {}),
    });
    const timer = setTimeout(() => {
      finish(undefined, `timed out after ${options.timeoutMs} ms`);
      req.destroy();
    }, options.timeoutMs);
    const onAbort = () => {
      finish(undefined, 'aborted: the dispatcher is stopping');
      req.destroy();
    };
    options.signal?.addEventListener('abort', onAbort, { once: true });
    req.on('error', (error: NodeJS.ErrnoException) =>
      finish(undefined, `${error.code ?? 'error'}: ${error.message}`.slice(0, ANSWER_BYTES)),
    );
    req.on('response', (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      let kept = 0;
      res.on('data', (chunk: Buffer) => {
        if (kept < ANSWER_BYTES) {
          chunks.push(chunk);
          kept += chunk.length;
        }
      });
      res.on('end', () =>
        finish(res.statusCode, Buffer.concat(chunks).toString('utf8').slice(0, ANSWER_BYTES)),
      );
      res.on('error', (error) => finish(res.statusCode, `answer broken: ${error.message}`));
    });
    req.end(body);
  });
}
