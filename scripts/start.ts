// `npm start` (through scripts/with-compile-cache.mjs): build the web app if its sources changed,
// then run the server on the embedded database (or PostgreSQL when DATABASE_URL is set). main.ts
// prints the address and a demo link.
const { ensureWebBuild } = await import('./lib/ensure-web-build.ts');
await ensureWebBuild();
await import('../src/server/main.ts');
