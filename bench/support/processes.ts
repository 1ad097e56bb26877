import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface Child {
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Runs `node <script>` with env; resolves when GET `${readyUrl}` answers 200. `nodeArgs` go before
 * the script (e.g. `--cpu-prof`).
 */
export async function startNode(
  script: string,
  env: Record<string, string>,
  readyUrl: string,
  nodeArgs: readonly string[] = [],
): Promise<Child> {
  let log = '';
  const child = spawn(process.execPath, [...nodeArgs, script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (log += c.toString()));
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited:\n${log}`);
    if (Date.now() > deadline) throw new Error(`${script} did not start:\n${log}`);
    try {
      if ((await fetch(readyUrl)).ok) break;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    process: child,
    output: () => log,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Runs `node <script> ...args` to completion; throws with its output on failure. */
export async function runNode(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<string> {
  const child = spawn(process.execPath, [script, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (log += c.toString()));
  const code = await new Promise<number | null>((r) => child.once('exit', r));
  if (code !== 0) throw new Error(`${script} ${args.join(' ')} failed (${code}):\n${log}`);
  return log;
}
