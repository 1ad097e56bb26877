/**
 * The demo clients' standalone password (PRODUCT.md: `Demo@2026`), hashed once per seed run with
 * scrypt N=2^17, r=8, p=1 in the format the auth module reads: `scrypt$N$r$p$saltB64$hashB64`.
 */
import { randomBytes, scrypt } from 'node:crypto';

export const demoPassword = 'Demo@2026';

const N = 2 ** 17;
const r = 8;
const p = 1;
const keyLength = 32;

export async function hashDemoPassword(password: string = demoPassword): Promise<string> {
  const salt = randomBytes(16);
  const hash = await new Promise<Buffer>((resolve, reject) => {
    scrypt(password, salt, keyLength, { N, r, p, maxmem: 256 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}
