// CPU time of processes, from /proc (Linux). On a shared machine whose cores other jobs use too,
// a run's throughput and wall times move with them (twice as fast from one hour to the next);
// the CPU one call costs moves much less. USER_HZ is 100 on Linux: 10 ms resolution.
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10;

/** A process's name and its stat fields after the name (state first), or undefined once gone. */
function stat(pid: number | string): { name: string; fields: string[] } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = text.lastIndexOf(')');
    return {
      name: text.slice(text.indexOf('(') + 1, close),
      fields: text.slice(close + 2).split(' '),
    };
  } catch {
    return undefined;
  }
}

/** utime + stime (+ cutime + cstime: children it reaped) in ms. */
function cpuOf(fields: string[], withChildren: boolean): number {
  const ticks = [11, 12, ...(withChildren ? [13, 14] : [])].reduce(
    (sum, i) => sum + Number(fields[i]),
    0,
  );
  return ticks * TICK_MS;
}

/** CPU ms (user + system) process `pid` has used so far; NaN when it is gone or unknown. */
export function processCpuMs(pid: number | undefined): number {
  const found = pid === undefined ? undefined : stat(pid);
  return found ? cpuOf(found.fields, false) : Number.NaN;
}

/**
 * CPU ms used so far by every process named `name` — a database server's postmaster and its
 * backends — counting backends that exited through their parent's share of reaped children.
 */
export function cpuMsOfProcessesNamed(name: string): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const found = stat(entry);
    if (found?.name === name) total += cpuOf(found.fields, true);
  }
  return total;
}
