/**
 * A request that never arrives whole (SECURITY: a client that sends its headers and a few bytes
 * of a body, then stalls) is answered 408 `requestTimeout` in the error contract's shape and its
 * socket closed, instead of holding the socket for ever (app.ts REQUEST_TIMEOUT_MS; shortened
 * here so the test does not wait two minutes).
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from './app.ts';
import type { Database } from './db/types.ts';
import { testConfig } from './test/config.ts';
import { openTestDatabase } from './test/databases.ts';

/** Writes `raw` on a new connection and reads until the server closes it. */
function exchange(port: number, raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(raw));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('a request whose body stalls', () => {
  let db: Database;
  let app: App;
  let port: number;

  beforeAll(async () => {
    db = await openTestDatabase('pglite');
    app = await buildApp({ config: testConfig(), db, requestTimeoutMs: 1_000 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening');
    port = address.port;
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('is answered 408 requestTimeout and its socket closed', async () => {
    const answer = await exchange(
      port,
      'POST /api/logs HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{"data":{"',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer.slice(answer.indexOf('\r\n\r\n') + 4)).toBe('{"code":"requestTimeout"}');
  }, 30_000);
});
