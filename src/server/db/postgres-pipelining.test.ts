// Decision 090: on PostgreSQL, BEGIN travels with a transaction's first statement and COMMIT with
// `commitWith`'s, so a transaction of two statements is two round trips, not four. Shown on the
// wire: a proxy between the driver and PostgreSQL holds back every answer of the server while its
// gate is closed, and the test waits until the driver has sent both messages of a pair. A driver
// that waits for BEGIN's answer before sending the statement never sends the second one while
// the gate is closed, and the wait fails. PostgreSQL only: PGlite has no wire.
import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase, type EmptyPostgresDatabase } from '../test/databases.ts';
import { openPostgresDatabase } from './postgres-database.ts';
import type { Database } from './types.ts';

/**
 * What the driver sent after its start-up message: one letter per protocol message
 * ('Q' simple query, 'P' parse, 'B' bind, 'D' describe, 'E' execute, 'S' sync, …).
 */
class GatedProxy {
  readonly sent: string[] = [];
  #open = true;
  #held: Buffer[] = [];
  #client: Socket | undefined;
  #server: Server;

  constructor(target: { host: string; port: number }) {
    this.#server = createServer((client) => {
      this.#client = client;
      const upstream = connect(target.port, target.host);
      let pending = Buffer.alloc(0);
      let startedUp = false;
      client.on('data', (chunk: Buffer) => {
        upstream.write(chunk);
        pending = Buffer.concat([pending, chunk]);
        for (;;) {
          // The start-up message has no type letter: a length, then the rest.
          const header = startedUp ? 5 : 4;
          if (pending.length < header) break;
          const length = pending.readInt32BE(startedUp ? 1 : 0) + (startedUp ? 1 : 0);
          if (pending.length < length) break;
          if (startedUp) this.sent.push(String.fromCharCode(pending[0] ?? 0));
          startedUp = true;
          pending = pending.subarray(length);
        }
      });
      upstream.on('data', (chunk: Buffer) => {
        if (this.#open) client.write(chunk);
        else this.#held.push(chunk);
      });
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
    });
  }

  listen(): Promise<number> {
    return new Promise((resolve) => {
      this.#server.listen(0, '127.0.0.1', () => {
        const address = this.#server.address();
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
  }

  /** Holds the server's answers back until `open()`. */
  close(): void {
    this.#open = false;
  }

  open(): void {
    this.#open = true;
    for (const chunk of this.#held.splice(0)) this.#client?.write(chunk);
  }

  /** Statements sent so far: each simple query, and each extended one (its Sync). */
  statements(): number {
    return this.sent.filter((letter) => letter === 'Q' || letter === 'S').length;
  }

  stop(): Promise<void> {
    this.#client?.destroy();
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }
}

/** Waits until the driver has sent `count` statements in all (fails after 5 s). */
async function untilSent(proxy: GatedProxy, count: number): Promise<void> {
  for (let waited = 0; proxy.statements() < count; waited += 10) {
    if (waited >= 5_000) {
      throw new Error(`sent ${proxy.statements()} statements, expected ${count}: ${proxy.sent}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL transactions on the wire', () => {
  let empty: EmptyPostgresDatabase;
  let proxy: GatedProxy;
  let db: Database;

  beforeAll(async () => {
    empty = await createEmptyPostgresDatabase();
    const url = new URL(empty.url);
    proxy = new GatedProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(await proxy.listen());
    db = await openPostgresDatabase({ connectionString: url.toString(), max: 1 });
    await db.query('create table w (id int primary key)');
  });
  afterAll(async () => {
    await db?.close();
    await proxy?.stop();
    await empty?.drop();
  });

  it('sends BEGIN with the first statement, and COMMIT with commitWith', async () => {
    const before = proxy.statements();
    proxy.close();
    const done = db.transaction(async (tx) => {
      await tx.query('insert into w (id) values ($1)', [1]);
      proxy.close();
      return tx.commitWith<{ id: number }>('insert into w (id) values ($1) returning id', [2]);
    });
    // BEGIN and the first insert, with no answer in between.
    await untilSent(proxy, before + 2);
    proxy.open();
    // The second insert and COMMIT, with no answer in between.
    await untilSent(proxy, before + 4);
    proxy.open();
    await expect(done).resolves.toEqual([{ id: 2 }]);
    expect(proxy.statements()).toBe(before + 4);
    expect(await db.query('select id from w order by id')).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('sends nothing for a transaction whose work sends nothing', async () => {
    const before = proxy.statements();
    await expect(db.transaction(async () => 'nothing')).resolves.toBe('nothing');
    expect(proxy.statements()).toBe(before);
  });
});
