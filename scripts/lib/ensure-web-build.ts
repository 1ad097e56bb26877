import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../../', import.meta.url).pathname;
const webSource = join(root, 'src/web');
const webIndex = join(root, 'dist/web/index.html');
/** Files outside src/web that end up in the bundle or change how it is built. */
const buildInputs = ['vite.config.ts', 'package-lock.json', 'src/domain', 'src/contract'];

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx'))
      continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** True when dist/web is missing or older than any of its sources. */
export function webBuildIsStale(): boolean {
  if (!existsSync(webIndex)) return true;
  const built = statSync(webIndex).mtimeMs;
  const inputs = [webSource, ...buildInputs.map((p) => join(root, p))].filter((p) => existsSync(p));
  return inputs.some((p) => newestMtime(p) > built);
}

/** Builds the web app with Vite when its sources changed since the last build. */
export async function ensureWebBuild(): Promise<void> {
  if (!webBuildIsStale()) return;
  console.log('Building the web app (dist/web)…');
  const { build } = await import('vite');
  await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
}
