// Serves the built floor app (decision 053) the way the shop's server serves the shop: Fastify
// with @fastify/compress (br, gzip) and @fastify/static, the app's index.html for /home and
// /products, and one JSON call (20 items) for its list. PORT and FLOOR_DIST from the environment.
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const dist = process.env.FLOOR_DIST as string;
const items = Array.from({ length: 20 }, (_, i) => ({
  sku: `SKU-${i}`,
  description: `Produto ${i + 1} — 350 ml lata`,
}));

const app = Fastify({ logger: false });
await app.register(compress, { global: true, encodings: ['br', 'gzip'] });
await app.register(fastifyStatic, { root: dist, index: false, wildcard: false });
app.get('/healthz', async () => ({ ok: true }));
app.get('/floor/items.json', async () => items);
for (const path of ['/', '/home', '/products']) {
  app.get(path, (_request, reply) => reply.type('text/html').sendFile('index.html'));
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
const stop = async () => {
  await app.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
