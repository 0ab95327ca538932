/**
 * Accounts for tests that need one but do not test sign-up: the test store is seeded with a pool
 * of them (scripts/seed/test-accounts.ts), and each test claims its own, so tests never share an
 * account and never spend the sign-up allowance of the address they all come from (30 an hour).
 * A claim is a file created exclusively in the test store's state directory, which a fresh store
 * starts without.
 */
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { MeSchema } from '@beats/contract';
import { type APIRequestContext, expect } from '@playwright/test';
import { TEST_ACCOUNT_PASSWORD, testAccountEmail } from '../scripts/seed/test-accounts.ts';
import { parsed } from './api-helpers.ts';

export { TEST_ACCOUNT_PASSWORD };

const POOL = 120;

function claim(): string {
  const port = process.env.E2E_PORT ?? '8788';
  const dir = new URL(`../.wrangler/e2e-${port}/claimed-accounts/`, import.meta.url);
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
 * An account of its own for the test, called `name`; `request` is left signed in as it (a page's
 * `page.request` shares the page's cookies). Returns its e-mail; the password is TEST_ACCOUNT_PASSWORD.
 */
export async function testAccount(request: APIRequestContext, name: string): Promise<string> {
  const email = claim();
  const login = await request.post('/api/users/login', { data: { email, password: TEST_ACCOUNT_PASSWORD } });
  expect(login.status(), `log in as ${email}`).toBe(200);
  const { user } = await parsed(await request.get('/api/users/me'), MeSchema);
  const renamed = await request.put(`/api/users/${user.id}`, { data: { name } });
  expect(renamed.status(), `name ${email} ${name}`).toBe(200);
  return email;
}
