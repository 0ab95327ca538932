/**
 * Random identifiers and secrets, and their hashes. Only hashes of secrets are stored, so a leaked
 * database does not hand out sessions or reset links.
 */

/** Lower-case letters and digits without look-alikes (no 0, 1, l, o): 32 symbols, 5 bits each. */
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** A random string of `length` symbols; 24 symbols carry 120 bits. */
export function randomToken(length = 24): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  let out = '';
  // 256 is a multiple of 32, so `byte % 32` is uniform.
  for (const byte of bytes) out += ALPHABET[byte % 32];
  return out;
}

export async function sha256Hex(value: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value)));
  return [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Compares two strings in time that depends only on their length. */
export function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
