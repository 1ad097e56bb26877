// The reference of every API benchmark: a bare Fastify server on the same machine, in the same
// run, answering the cheapest possible GET and a POST that only parses its JSON body. Ratios to
// it cancel out how fast (or busy) the machine happens to be.
import Fastify from 'fastify';

const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
app.get('/healthz', async () => ({ ok: true }));
app.get('/ref', async () => ({ ok: true }));
app.post('/ref', async (request) => ({
  lines: Array.isArray((request.body as { products?: unknown[] }).products)
    ? (request.body as { products: unknown[] }).products.length
    : 0,
}));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
