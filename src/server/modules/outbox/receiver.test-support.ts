/**
 * A real local HTTP receiver for the webhook tests: listens on 127.0.0.1 (a free port), checks
 * each request's Refill-Signature against its secret over the raw body, and answers as the test
 * says — 200, another status, or never (a hang, to trip the dispatcher's time-out). It counts the
 * events it acknowledged (answered 2xx) by id, which is what "received once" means for a
 * receiver.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EventBody } from './event-types.ts';

/** Tolerance a receiver gives `t` (as Stripe's libraries do by default). */
const TOLERANCE_SECONDS = 300;

/**
 * The receiver's own check, written from the documented format (not with the dispatcher's code):
 * `t=<unix s>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, one v1 per valid secret.
 */
export function receiverAccepts(header: string | undefined, raw: string, secret: string): boolean {
  if (header === undefined) return false;
  const fields = header.split(',').map((part) => part.split('='));
  const t = fields.find(([key]) => key === 't')?.[1];
  if (t === undefined || Math.abs(Date.now() / 1000 - Number(t)) > TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${raw}`).digest();
  return fields.some(
    ([key, value]) =>
      key === 'v1' &&
      value !== undefined &&
      value.length === 64 &&
      timingSafeEqual(Buffer.from(value, 'hex'), expected),
  );
}

/** 'drop': the connection is cut without an answer (a receiver going down mid-request). */
export type Behaviour = 'ok' | 'hang' | 'drop' | number;

export interface ReceivedRequest {
  body: EventBody;
  raw: string;
  signature: string | undefined;
  validSignature: boolean;
  answered: Behaviour;
}

export interface Receiver {
  url: string;
  secret: string;
  requests: ReceivedRequest[];
  /** Event ids answered 2xx, with how many times. */
  acknowledged: Map<string, number>;
  /** How the next requests are answered (default: 'ok' for all). */
  behave(next: (request: ReceivedRequest, index: number) => Behaviour): void;
  /** Resolves when `condition` holds, re-checked at each request (fails after `timeoutMs`). */
  until(condition: () => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startReceiver(
  secret = 'receiver-secret-0123456789',
  path = '/hook',
): Promise<Receiver> {
  const requests: ReceivedRequest[] = [];
  const acknowledged = new Map<string, number>();
  let behaviour: (request: ReceivedRequest, index: number) => Behaviour = () => 'ok';
  const waiters = new Set<() => void>();
  const hanging = new Set<ServerResponse>();
  const notify = () => {
    for (const waiter of [...waiters]) waiter();
  };

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const signature = req.headers['refill-signature'] as string | undefined;
      const entry: ReceivedRequest = {
        body: JSON.parse(raw) as EventBody,
        raw,
        signature,
        validSignature: receiverAccepts(signature, raw, secret),
        answered: 'ok',
      };
      entry.answered = behaviour(entry, requests.length);
      requests.push(entry);
      if (entry.answered === 'drop') {
        req.socket.destroy();
      } else if (entry.answered === 'hang') {
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
      } else {
        const status = entry.answered === 'ok' ? 200 : entry.answered;
        if (status >= 200 && status < 300) {
          acknowledged.set(entry.body.id, (acknowledged.get(entry.body.id) ?? 0) + 1);
        }
        res.writeHead(status, { 'content-type': 'text/plain' }).end(`answer ${status}`);
      }
      notify();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}${path}`,
    secret,
    requests,
    acknowledged,
    behave(next) {
      behaviour = next;
    },
    until(condition, timeoutMs = 20_000) {
      if (condition()) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`receiver: condition not met within ${timeoutMs} ms`));
        }, timeoutMs);
        const check = () => {
          if (!condition()) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
      });
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** `WEBHOOKS` for tenants that send to this receiver. */
export function webhooksFor(
  receiver: Receiver,
  tenants: readonly number[],
  extra: { concurrency?: number; timeoutMs?: number } = {},
): string {
  return JSON.stringify(
    Object.fromEntries(
      tenants.map((id) => [String(id), { url: receiver.url, secret: receiver.secret, ...extra }]),
    ),
  );
}
