/** Reading the store's API in browser tests, the way its clients do. */
import { type APIResponse, expect } from '@playwright/test';

/**
 * A successful answer parsed with the contract's schema for it, as the storefront parses it
 * (money comes back in cents): an answer the contract does not describe fails the test.
 */
export async function parsed<T>(res: APIResponse, schema: { parse(data: unknown): T }, status = 200): Promise<T> {
  const body = await res.text();
  // A refusal's own words (a 409's line message, say) in the failure, not the address alone.
  expect(res.status(), `${res.url()} answered ${body.slice(0, 500)}`).toBe(status);
  return schema.parse(JSON.parse(body));
}
