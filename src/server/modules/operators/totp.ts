/**
 * TOTP (RFC 6238) with the kept `otpauth` library (decision 025): SHA-1, 6 digits, 30-second
 * steps (what every authenticator app reads from an otpauth:// URI), accepted within ±1 step of
 * the server's clock. The caller stores the accepted step so a code is never accepted twice.
 */
import { Secret, TOTP } from 'otpauth';

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_WINDOW = 1;
const ISSUER = 'Refill';

function totpFor(secret: string, label = 'operator'): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random secret (160 bits, base32) and the URI an authenticator app scans. */
export function newTotpSecret(email: string): { secret: string; otpauthUri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, otpauthUri: totpFor(secret, email).toString() };
}

/** The time step of `now`. */
export const totpStep = (now: Date) => Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);

/** The step the code belongs to (current ±1), or undefined when it matches none. */
export function checkTotp(secret: string, code: string, now: Date): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = totpFor(secret).validate({
    token: code,
    timestamp: now.getTime(),
    window: TOTP_WINDOW,
  });
  return delta === null ? undefined : totpStep(now) + delta;
}

/** The code of a secret at an instant (tests, the CLI). */
export function totpCode(secret: string, now: Date): string {
  return totpFor(secret).generate({ timestamp: now.getTime() });
}
