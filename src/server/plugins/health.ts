/** Liveness (`/healthz`: the process answers) and readiness (`/readyz`: the database answers). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/types.ts';

const READY_TIMEOUT_MS = 2_000;

export async function registerHealthRoutes(app: FastifyInstance, db: Database): Promise<void> {
  const noStore = { 'cache-control': 'no-store' };
  app.get(
    '/healthz',
    { schema: { hide: true, response: { 200: z.object({ status: z.literal('ok') }) } } },
    async (_request, reply) => reply.headers(noStore).send({ status: 'ok' as const }),
  );
  app.get(
    '/readyz',
    {
      schema: {
        hide: true,
        response: {
          200: z.object({ status: z.literal('ok') }),
          503: z.object({ status: z.literal('unavailable') }),
        },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      try {
        await withTimeout(db.ping(), READY_TIMEOUT_MS);
        return reply.send({ status: 'ok' as const });
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed: database unavailable');
        return reply.code(503).send({ status: 'unavailable' as const });
      }
    },
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
