// `npm start` and `npm run serve` run their TypeScript script through this file:
// `node scripts/with-compile-cache.mjs scripts/start.ts`. It turns on Node's module compile cache
// (V8's compiled code and the stripped TypeScript kept on disk between starts; NODE_COMPILE_CACHE
// chooses the directory, the system's temporary directory otherwise) before the first TypeScript
// file loads. Plain JavaScript because a TypeScript file is stripped before it runs: with the cache
// turned on inside start.ts, start.ts and its imports were stripped again at every start, and
// loading Node's stripper for them took ~70 ms of each restart (issue 16, P8). A directory that
// cannot be written only costs the saving, never the start.
import { constants, enableCompileCache } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const script = process.argv[2];
if (script === undefined) throw new Error('usage: node scripts/with-compile-cache.mjs <script.ts>');
const { status, message } = enableCompileCache();
if (status === constants.compileCacheStatus.FAILED) {
  process.stderr.write(`Compile cache off: ${message ?? 'unknown reason'}\n`);
}
await import(pathToFileURL(resolve(script)).href);
