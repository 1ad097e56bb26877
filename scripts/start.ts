// `npm start`: build the web app if its sources changed, then run the server on the embedded
// database (or PostgreSQL when DATABASE_URL is set). main.ts prints the address and a demo link.
import { enableServerCompileCache } from './lib/compile-cache.ts';

enableServerCompileCache();
const { ensureWebBuild } = await import('./lib/ensure-web-build.ts');
await ensureWebBuild();
await import('../src/server/main.ts');
