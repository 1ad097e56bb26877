// The environment and helpers the browser and cold-start benchmarks share: a seeded embedded
// database, fixed secrets (so sessions survive a restart), one bot key, sessions from chat links.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runNode } from './processes.ts';

export const BOT_KEY = 'bench-bot-key-0123456789abcdef';

export function benchEnv(dataDir: string): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    APP_ENV: 'test',
    BOT_KEYS: JSON.stringify({ 2: BOT_KEY }),
    LINK_SECRET: 'bench-link-secret-0123456789abcdefghijklmnop',
    SESSION_SECRET: 'bench-session-secret-0123456789abcdefghijklm',
  };
}

/**
 * A new data directory with the demo and `products` generated products for tenant 2, seeded by
 * the checkout at `root` (this one unless another is compared, bench:browser).
 */
export async function seededDataDir(products: number, root = '.'): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), `refill-bench-${products}-`));
  await runNode(
    join(root, 'scripts/seed.ts'),
    ['--tenant', '2', '--products', String(products)],
    benchEnv(dataDir),
  );
  return dataDir;
}

async function json(url: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(url, init);
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A chat link for demo shop `clientId` of tenant 2, as the bot gets it. */
export async function chatLink(
  api: string,
  clientId = '1001',
): Promise<{ url: string; token: string }> {
  return (await json(`${api}/api/bot/links`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-bot-key': BOT_KEY },
    body: JSON.stringify({ clientId }),
  })) as { url: string; token: string };
}

/** A session token: a chat link exchanged by the orchestration call, as the app does. */
export async function sessionToken(api: string, clientId = '1001'): Promise<string> {
  const link = await chatLink(api, clientId);
  const exchanged = (await json(`${api}/api/orchestration`, {
    headers: { authorization: `Bearer ${link.token}` },
  })) as { token?: string };
  return exchanged.token ?? link.token;
}

/** Marks every feature announcement of the tenant seen by the shop (no modal on its screens). */
export async function markFeaturesSeen(api: string, token: string): Promise<void> {
  const auth = { authorization: `Bearer ${token}` };
  const config = (await json(`${api}/api/ecommerce/config`, { headers: auth })) as {
    features?: { id: string | number }[];
  };
  for (const feature of config.features ?? []) {
    await json(`${api}/api/user`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ featureSeen: feature.id }),
    });
  }
}
