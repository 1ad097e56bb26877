// `npm run serve`: the server alone (a release is built once with `npm run build`), as on a
// deployment with several instances. main.ts listens and starts the jobs.
import { enableServerCompileCache } from './lib/compile-cache.ts';

enableServerCompileCache();
await import('../src/server/main.ts');
