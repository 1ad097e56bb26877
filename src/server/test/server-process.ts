/**
 * Real server processes, for tests that need more than one instance (multi-instance.test.ts).
 * Each is started the way the README tells an operator to: `npm run serve` in the repository,
 * with a PATH that has no node_modules/.bin (so npm has to bring the pinned Node) and only the
 * variables given. Output is kept; every process is its own process group, so `stop()` also
 * reaches a server that its npm parent left behind.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { delimiter, resolve, sep } from 'node:path';

export const REPO_ROOT = resolve(import.meta.dirname, '../../..');

/** A pino record of a server's stdout. */
export interface LogRecord {
  level: number;
  time: number;
  msg: string;
  [key: string]: unknown;
}

export interface ServerProcess {
  readonly name: string;
  /** `http://127.0.0.1:<port>`. */
  readonly url: string;
  /** The npm process (leader of the process group). */
  readonly pid: number;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** The stdout lines that are pino records, parsed, oldest first. */
  logs(): LogRecord[];
  /** Resolves with the npm process's exit code (null when a signal ended it). */
  readonly exited: Promise<number | null>;
  hasExited(): boolean;
  /** SIGTERM to the whole process group; SIGKILL if it is still there after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

/** A port nobody listens on now (the OS picks it). */
export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address !== null
          ? done(address.port)
          : fail(new Error('no port')),
      );
    });
  });
}

/** PATH without any node_modules/.bin folder: what an operator's shell has. */
export function operatorPath(): string {
  const binSuffix = `${sep}node_modules${sep}.bin`;
  return (process.env.PATH ?? '')
    .split(delimiter)
    .filter((dir) => dir !== '' && !dir.replace(/[\\/]+$/, '').endsWith(binSuffix))
    .join(delimiter);
}

/** The environment of a child: the operator's PATH and HOME, plus `vars` — nothing else. */
function childEnv(vars: Record<string, string>): Record<string, string> {
  return {
    PATH: operatorPath(),
    ...(process.env.HOME !== undefined ? { HOME: process.env.HOME } : {}),
    ...vars,
  };
}

function spawnNpm(script: string, vars: Record<string, string>): ChildProcess {
  return spawn('npm', ['run', '--silent', script], {
    cwd: REPO_ROOT,
    env: childEnv(vars),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Starts `npm run serve` with `vars` (PORT among them) listening on 127.0.0.1. */
export function startServer(
  name: string,
  port: number,
  vars: Record<string, string>,
): ServerProcess {
  const child = spawnNpm('serve', { ...vars, HOST: '127.0.0.1', PORT: String(port) });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${name}: npm did not start`);
  let output = '';
  let stdout = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
    stdout += chunk;
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  let done = false;
  const exited = new Promise<number | null>((settle) =>
    child.once('exit', (code) => {
      done = true;
      settle(code);
    }),
  );

  const groupAlive = (): boolean => {
    try {
      process.kill(-pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const signalGroup = (signal: NodeJS.Signals): void => {
    try {
      process.kill(-pid, signal);
    } catch {
      // The group is gone already.
    }
  };

  return {
    name,
    url: `http://127.0.0.1:${port}`,
    pid,
    output: () => output,
    logs: () =>
      stdout
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .flatMap((line) => {
          try {
            return [JSON.parse(line) as LogRecord];
          } catch {
            return [];
          }
        }),
    exited,
    hasExited: () => done,
    async stop(graceMs = 12_000) {
      signalGroup('SIGTERM');
      const deadline = Date.now() + graceMs;
      while (groupAlive() && Date.now() < deadline) await pause(50);
      if (groupAlive()) signalGroup('SIGKILL');
    },
  };
}

/** Runs `npm run <script>` with `vars`; resolves with its exit code and output. */
export async function runNpmScript(
  script: string,
  vars: Record<string, string>,
  timeoutMs = 60_000,
): Promise<{ code: number | null; output: string }> {
  const child = spawnNpm(script, vars);
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const timer = setTimeout(() => {
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
  }, timeoutMs);
  const code = await new Promise<number | null>((settle) => child.once('exit', settle));
  clearTimeout(timer);
  return { code, output };
}

/** Polls until `/readyz` answers 200; fails at once, with the output, if the process ended. */
export async function waitReady(server: ServerProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.hasExited()) {
      throw new Error(`${server.name} exited before it was ready:\n${server.output()}`);
    }
    const status = await fetch(`${server.url}/readyz`).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline) {
      throw new Error(`${server.name} not ready after ${timeoutMs} ms:\n${server.output()}`);
    }
    await pause(100);
  }
}

export function pause(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}
