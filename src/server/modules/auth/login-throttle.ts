/**
 * Throttles for `user/authenticate` (SECURITY T12), as fixed-window counters in the database
 * (table login_attempts, db/migrations/003-auth.sql) so every instance shares them.
 *
 * Limits, per WINDOW_SECONDS (15 min): ACCOUNT_LIMIT (5) failed attempts per account (tenant +
 * client id, whether or not the account exists — a 429 must not reveal which ids exist) and
 * ADDRESS_LIMIT (20) per address (an IPv4 address, or the /64 of an IPv6 one, since a single
 * IPv6 host usually owns a whole /64).
 *
 * Use, once per login attempt:
 *   const gate = await checkLoginAllowed(db, input);  // 429 with Retry-After when !gate.allowed
 *   const check = account ? await verifyPassword(pw, account.hash) : await dummyVerify(pw);
 *   check.ok ? await recordLoginSuccess(db, input) : await recordLoginFailure(db, input);
 *
 * Race-safety: `checkLoginAllowed` counts the attempt as a failure up front, in the same
 * transaction that decides (row locks serialise concurrent attempts), so N parallel requests
 * cannot all pass a check made before any of them failed. `recordLoginSuccess` takes that
 * provisional failure back. A refused attempt is not counted (the transaction rolls back), so
 * hammering a blocked account does not extend its block: every block ends with its window.
 *
 * Lock-out trade-off: anyone can spend an account's 5 failures and so block that account for the
 * rest of the window, again and again — the price of stopping guessing. To keep an attacker from
 * locking the shop out, an address where the account logged in successfully in the last
 * KNOWN_ADDRESS_DAYS days keeps working while the account is blocked, with its own limit of
 * ACCOUNT_ADDRESS_LIMIT failures per window (so it never gives more guesses than the normal rate).
 * A shop on an address we have not seen succeed (new phone, mobile network whose address changes)
 * is still blocked for at most one window (15 min) while the attack lasts; we accept that rather
 * than let a correct-looking attempt from an unknown address bypass the throttle, which is
 * exactly what credential stuffing looks like.
 */
import { isIPv4, isIPv6 } from 'node:net';
import type { Database, Queryable } from '../../db/types.ts';

export const WINDOW_SECONDS = 15 * 60;
export const ACCOUNT_LIMIT = 5;
export const ADDRESS_LIMIT = 20;
export const ACCOUNT_ADDRESS_LIMIT = 5;
export const KNOWN_ADDRESS_DAYS = 30;

const SCOPES = {
  account: 'account',
  address: 'address',
  accountAddress: 'account-address',
  knownAddress: 'known-address',
} as const;

export interface LoginAttemptInput {
  tenantId: number;
  clientId: string;
  ip: string;
  now: Date;
}

export type LoginGate =
  { allowed: true } | { allowed: false; retryAfterSeconds: number; scope: 'account' | 'address' };

/** The throttle key of an address: IPv4 as is (also when IPv4-mapped), IPv6 as its /64. */
export function addressKey(ip: string): string {
  const bare = ip.trim().replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (mapped && isIPv4(mapped[1] as string)) return mapped[1] as string;
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return 'invalid';
  // An embedded IPv4 tail (::1.2.3.4) fills the last two groups; only the first four matter.
  const groupsOf = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const [head = '', tail = ''] = bare.split('::');
  const headGroups = groupsOf(head);
  const tailGroups = groupsOf(tail);
  const full = bare.includes('::')
    ? [
        ...headGroups,
        ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'),
        ...tailGroups,
      ]
    : headGroups;
  const prefix = full.slice(0, 4).map((group) => parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}

function keys({ tenantId, clientId, ip }: LoginAttemptInput) {
  const account = JSON.stringify([tenantId, clientId.trim().toLowerCase()]);
  const address = addressKey(ip);
  return {
    account,
    address,
    accountAddress: JSON.stringify([tenantId, clientId.trim().toLowerCase(), address]),
  };
}

interface Counter {
  failures: number;
  windowStart: Date;
}

async function countFailure(
  tx: Queryable,
  scope: string,
  key: string,
  now: Date,
): Promise<Counter> {
  const cutoff = new Date(now.getTime() - WINDOW_SECONDS * 1000);
  const rows = await tx.query<{ failures: number; window_start: Date }>(
    `INSERT INTO login_attempts (scope, key, window_start, failures) VALUES ($1, $2, $3, 1)
     ON CONFLICT (scope, key) DO UPDATE SET
       failures = CASE WHEN login_attempts.window_start <= $4 THEN 1
                       ELSE login_attempts.failures + 1 END,
       window_start = CASE WHEN login_attempts.window_start <= $4 THEN excluded.window_start
                           ELSE login_attempts.window_start END
     RETURNING failures, window_start`,
    [scope, key, now, cutoff],
  );
  const row = rows[0] as { failures: number; window_start: Date };
  return { failures: Number(row.failures), windowStart: new Date(row.window_start) };
}

function retryAfter(counter: Counter, now: Date): number {
  const end = counter.windowStart.getTime() + WINDOW_SECONDS * 1000;
  const seconds = Math.ceil((end - now.getTime()) / 1000);
  return Math.min(WINDOW_SECONDS, Math.max(1, seconds));
}

async function isKnownAddress(tx: Queryable, key: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - KNOWN_ADDRESS_DAYS * 24 * 60 * 60 * 1000);
  const rows = await tx.query(
    `SELECT 1 FROM login_attempts WHERE scope = $1 AND key = $2 AND window_start > $3`,
    [SCOPES.knownAddress, key, since],
  );
  return rows.length > 0;
}

class Refused extends Error {
  readonly gate: LoginGate;
  constructor(gate: LoginGate) {
    super('login refused');
    this.gate = gate;
  }
}

/**
 * Decides whether this login attempt may proceed and, if so, counts it as a failure until
 * `recordLoginSuccess` says otherwise. Call exactly once per attempt, before checking the password.
 */
export async function checkLoginAllowed(
  db: Database,
  input: LoginAttemptInput,
): Promise<LoginGate> {
  const k = keys(input);
  const { now } = input;
  try {
    return await db.transaction(async (tx) => {
      // Fixed lock order (address, account, account-address) everywhere: no deadlocks.
      const address = await countFailure(tx, SCOPES.address, k.address, now);
      if (address.failures > ADDRESS_LIMIT) {
        throw new Refused({
          allowed: false,
          scope: 'address',
          retryAfterSeconds: retryAfter(address, now),
        });
      }
      const account = await countFailure(tx, SCOPES.account, k.account, now);
      const pair = await countFailure(tx, SCOPES.accountAddress, k.accountAddress, now);
      if (account.failures > ACCOUNT_LIMIT) {
        const known = await isKnownAddress(tx, k.accountAddress, now);
        if (!known || pair.failures > ACCOUNT_ADDRESS_LIMIT) {
          const wait = known
            ? Math.min(retryAfter(account, now), retryAfter(pair, now))
            : retryAfter(account, now);
          throw new Refused({ allowed: false, scope: 'account', retryAfterSeconds: wait });
        }
      }
      return { allowed: true } as const;
    });
  } catch (error) {
    if (error instanceof Refused) return error.gate;
    throw error;
  }
}

/**
 * A wrong password (or unknown account). The attempt was already counted by `checkLoginAllowed`,
 * which is what makes the throttle hold under parallel requests, so nothing is written here; the
 * function exists so the login route states both outcomes and has one place for future policy.
 */
export async function recordLoginFailure(_db: Database, _input: LoginAttemptInput): Promise<void> {
  // Intentionally no write: see checkLoginAllowed.
}

/**
 * A correct password: takes back this attempt's provisional failure on the address and on the
 * account, clears this address's own failures for the account and remembers the address as
 * known for it. Neither the account's nor the address's counter is cleared: a shop logging in
 * must not hand an attacker on other addresses a fresh set of guesses, nor can an attacker reset
 * an address by logging in to an account of their own.
 */
export async function recordLoginSuccess(db: Database, input: LoginAttemptInput): Promise<void> {
  const k = keys(input);
  const { now } = input;
  const cutoff = new Date(now.getTime() - WINDOW_SECONDS * 1000);
  await db.transaction(async (tx) => {
    // Fixed lock order (address, account, account-address), as in checkLoginAllowed.
    for (const [scope, key] of [
      [SCOPES.address, k.address],
      [SCOPES.account, k.account],
    ] as const) {
      await tx.query(
        `UPDATE login_attempts SET failures = GREATEST(failures - 1, 0)
          WHERE scope = $1 AND key = $2 AND window_start > $3`,
        [scope, key, cutoff],
      );
    }
    await tx.query(`DELETE FROM login_attempts WHERE scope = $1 AND key = $2`, [
      SCOPES.accountAddress,
      k.accountAddress,
    ]);
    await tx.query(
      `INSERT INTO login_attempts (scope, key, window_start, failures) VALUES ($1, $2, $3, 0)
       ON CONFLICT (scope, key) DO UPDATE SET window_start = excluded.window_start`,
      [SCOPES.knownAddress, k.accountAddress, now],
    );
  });
}

/** Housekeeping: drops finished windows and addresses not seen for KNOWN_ADDRESS_DAYS. */
export async function purgeLoginAttempts(db: Queryable, now: Date): Promise<void> {
  const windowCutoff = new Date(now.getTime() - WINDOW_SECONDS * 1000);
  const knownCutoff = new Date(now.getTime() - KNOWN_ADDRESS_DAYS * 24 * 60 * 60 * 1000);
  await db.query(
    `DELETE FROM login_attempts
      WHERE (scope <> $1 AND window_start <= $2) OR (scope = $1 AND window_start <= $3)`,
    [SCOPES.knownAddress, windowCutoff, knownCutoff],
  );
}
