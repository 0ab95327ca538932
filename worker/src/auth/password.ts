/**
 * Password hashing with scrypt from node:crypto (runs in Workers with nodejs_compat and in Node).
 * Parameters follow OWASP's scrypt guidance (N=2^14, r=8, p=5: the same cost as N=2^17, p=1 with a
 * memory footprint that fits a Worker). Each hash carries its algorithm and parameters, so they
 * can be raised later and old hashes still verify.
 *
 * Format: scrypt$N$r$p$saltBase64$hashBase64
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const PARAMS = { N: 16384, r: 8, p: 5 } as const;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, N: number, r: number, p: number, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, length, { N, r, p, maxmem: 256 * N * r }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS.N, PARAMS.r, PARAMS.p, KEY_LENGTH);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, n, r, p, saltText, hashText] = stored.split('$');
  if (algorithm !== 'scrypt' || !n || !r || !p || !saltText || !hashText) return false;
  const expected = Buffer.from(hashText, 'base64');
  const actual = await derive(
    password,
    Buffer.from(saltText, 'base64'),
    Number(n),
    Number(r),
    Number(p),
    expected.length,
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whether a stored hash uses weaker parameters than today's, so it can be upgraded at login. */
export function needsRehash(stored: string): boolean {
  const [algorithm, n, r, p] = stored.split('$');
  return algorithm !== 'scrypt' || Number(n) < PARAMS.N || Number(r) < PARAMS.r || Number(p) < PARAMS.p;
}
