// The reference of every API benchmark: a bare Fastify server on the same machine, in the same
// run, answering the cheapest possible GET and a POST that only parses its JSON body. Ratios to
// it cancel out how fast (or busy) the machine happens to be.
//
// For P5 it also answers `POST /ref/checked`: the bare POST plus only what simulate must do with
// the bytes whatever the rest costs — the body through the contract's text rule and its schema,
// and a 30-line simulation answer (set once by `PUT /ref/answer`) checked against the contract
// and written as JSON (decision 079). No session, no pricing, no security headers: its ratio to
// the bare POST bounds P5 from above (decision 101).
import Fastify from 'fastify';
import { safeEncode } from 'zod';
import {
  findUnsafeInput,
  simulateBodySchema,
  simulationResponseSchema,
  type SimulationResponse,
} from '../../src/contract/index.ts';

const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
app.get('/healthz', async () => ({ ok: true }));
app.get('/ref', async () => ({ ok: true }));
app.post('/ref', async (request) => ({
  lines: Array.isArray((request.body as { products?: unknown[] }).products)
    ? (request.body as { products: unknown[] }).products.length
    : 0,
}));

let answer: SimulationResponse | undefined;
app.put('/ref/answer', async (request, reply) => {
  const parsed = simulationResponseSchema.safeParse(request.body);
  if (!parsed.success) return reply.code(400).send({ code: 'validation' });
  answer = parsed.data;
  return { ok: true };
});
app.post('/ref/checked', async (request, reply) => {
  const body = request.body;
  if (findUnsafeInput(body) !== undefined || !simulateBodySchema.safeParse(body).success) {
    return reply.code(400).send({ code: 'validation' });
  }
  if (answer === undefined) return reply.code(409).send({ code: 'noAnswerSet' });
  const encoded = safeEncode(simulationResponseSchema, answer);
  if (!encoded.success) return reply.code(500).send({ code: 'internal' });
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(encoded.data));
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
