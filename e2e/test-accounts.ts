/**
 * Accounts for tests that need one but do not test sign-up: the test store is seeded with a pool
 * of them (scripts/seed/test-accounts.ts), and each test claims its own, so tests never share an
 * account and never spend the sign-up allowance of the address they all come from (30 an hour).
 * A claim is a file created exclusively in the test store's state directory, which a fresh store
 * starts without.
 */
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { LoginResponseSchema } from '@beats/contract';
import { expect } from '@playwright/test';
import { TEST_ACCOUNT_PASSWORD, testAccountEmail } from '../scripts/seed/test-accounts.ts';
import { storeStateDir, storeUrl } from './test-store.ts';

export { TEST_ACCOUNT_PASSWORD };

const POOL = 120;

function claim(): string {
  const dir = new URL(`../${storeStateDir()}/claimed-accounts/`, import.meta.url);
  mkdirSync(dir, { recursive: true });
  for (let n = 1; n <= POOL; n++) {
    try {
      closeSync(openSync(new URL(String(n), dir), 'wx'));
      return testAccountEmail(n);
    } catch {
      // Claimed by an earlier test.
    }
  }
  throw new Error(`All ${POOL} test accounts are taken: seed more (scripts/serve-e2e.ts)`);
}

/**
 * An address nobody has used, for a test that needs one of its own (a sign-up, a free download:
 * the API lets one address ask for 5 free downloads an hour).
 */
export const freshEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/**
 * An account of its own for the test, called `name`; its e-mail (the password is
 * TEST_ACCOUNT_PASSWORD). Named through the API as a client that is not a browser (a Bearer
 * token, signed out again), so no browser or request context of the test is signed in by it.
 */
export async function testAccount(name: string): Promise<string> {
  const email = claim();
  const login = await fetch(`${storeUrl()}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: TEST_ACCOUNT_PASSWORD }),
  });
  expect(login.status, `log in as ${email}`).toBe(200);
  const { user, token } = LoginResponseSchema.parse(await login.json());
  const authorization = { authorization: `Bearer ${token}` };
  const renamed = await fetch(`${storeUrl()}/api/users/${user.id}`, {
    method: 'PUT',
    headers: { ...authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  expect(renamed.status, `name ${email} ${name}`).toBe(200);
  await fetch(`${storeUrl()}/api/users/logout`, { method: 'POST', headers: authorization });
  return email;
}
