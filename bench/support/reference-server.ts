// The reference of every API benchmark: a bare Fastify server on the same machine, in the same
// run, answering the cheapest possible GET and a POST that only parses its JSON body. Ratios to
// it cancel out how fast (or busy) the machine happens to be.
//
// For P5 it also answers `POST /ref/checked`: the bare POST plus only what simulate must do with
// the bytes whatever the rest costs — the body through the server's own validator (the contract's
// text rule, then its schema) and a 30-line simulation answer (set once by `PUT /ref/answer`)
// through the server's own serializer (checked against the contract, then written: decision 079).
// No session, no pricing, no security headers: its ratio to the bare POST bounds P5 from above
// (decision 101).
import Fastify from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  simulateBodySchema,
  simulationResponseSchema,
  type SimulationResponse,
} from '../../src/contract/index.ts';
import { safeValidatorCompiler } from '../../src/server/plugins/request-limits.ts';

const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 }).withTypeProvider<ZodTypeProvider>();
// The compilers app.ts sets, so the ceiling checks exactly what the server checks.
app.setValidatorCompiler(safeValidatorCompiler);
app.setSerializerCompiler(serializerCompiler);
app.get('/healthz', async () => ({ ok: true }));
app.get('/ref', async () => ({ ok: true }));
app.post('/ref', async (request) => ({
  lines: Array.isArray((request.body as { products?: unknown[] }).products)
    ? (request.body as { products: unknown[] }).products.length
    : 0,
}));

let answer: SimulationResponse | undefined;
app.put('/ref/answer', { schema: { body: simulationResponseSchema } }, async (request) => {
  answer = request.body;
  return { ok: true };
});
app.post(
  '/ref/checked',
  { schema: { body: simulateBodySchema, response: { 200: simulationResponseSchema } } },
  async () => {
    if (answer === undefined) throw new Error('PUT /ref/answer first');
    return answer;
  },
);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
