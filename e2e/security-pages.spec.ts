/**
 * The pages' side of the authorization matrix: every page of the store (read from
 * storefront/src/pages, so a new page cannot be forgotten, and the admin shell) is opened as
 * anonymous, a customer, another customer and an admin, and must answer as the page table says
 * (storefront/src/page-access.ts), every answer with the security headers. A customer's order
 * history never shows anyone else's orders.
 */
import { MyOrdersSchema } from '@beats/contract';
import type { APIRequestContext } from '@playwright/test';
import { PAGE_ACCESS, type PageAccess } from '../storefront/src/page-access.ts';
import { parsed } from './api-helpers.ts';
import { DEMO, signIn } from './commerce-helpers.ts';
import { expect, test } from './fixtures.ts';
import { astroPages, CONCRETE, FRAMEABLE, SHOWN } from './pages.ts';
import { configuredSecretValues } from './secrets.ts';
import { expectSecurityHeaders } from './security-headers.ts';
import { tally } from './security-tally.ts';
import { testAccount } from './test-accounts.ts';

const ROLES = ['anonymous', 'customer', 'another customer', 'admin'] as const;
type Role = (typeof ROLES)[number];

/** What a role gets: the page (`shown`), or a redirect to where. */
function expected(access: PageAccess, role: Role, path: string): 'shown' | { to: string } {
  const login = { to: `/auth/login?next=${encodeURIComponent(path)}` };
  switch (access) {
    case 'anyone':
      return 'shown';
    case 'signed-in':
      return role === 'anonymous' ? login : 'shown';
    case 'guests':
      return role === 'anonymous' ? 'shown' : { to: role === 'admin' ? '/admin' : '/' };
    case 'admins':
      return role === 'anonymous' ? login : role === 'admin' ? 'shown' : { to: '/' };
  }
}

test('the page table names every page of the store, and no page the store does not have', () => {
  const pages = [...astroPages(), '/admin'].sort();
  expect(pages.length).toBeGreaterThan(15);
  expect(
    pages.filter((page) => !PAGE_ACCESS[page]),
    'pages missing from page-access.ts',
  ).toEqual([]);
  expect(Object.keys(PAGE_ACCESS).filter((page) => !pages.includes(page))).toEqual([]);
});

test('every page answers each role as the page table says, with the security headers and no secret', async ({
  playwright,
  baseURL,
}) => {
  const secrets = configuredSecretValues();
  const contexts: Record<Role, APIRequestContext> = {
    anonymous: await playwright.request.newContext({ baseURL }),
    customer: await playwright.request.newContext({ baseURL }),
    'another customer': await playwright.request.newContext({ baseURL }),
    admin: await playwright.request.newContext({ baseURL }),
  };
  await signIn(contexts.customer, DEMO.customer.email, DEMO.customer.password);
  await signIn(contexts['another customer'], await testAccount('Ola Rival'));
  await signIn(contexts.admin, DEMO.admin.email, DEMO.admin.password);
  let checked = 0;
  for (const [page, access] of Object.entries(PAGE_ACCESS)) {
    const path = CONCRETE[page] ?? page;
    for (const role of ROLES) {
      const res = await contexts[role].get(path, { maxRedirects: 0 });
      const label = `${role}: ${path}`;
      const want = expected(access, role, path);
      if (want === 'shown') expect(res.status(), label).toBe(SHOWN[page] ?? 200);
      else {
        expect(res.status(), label).toBe(302);
        expect(res.headers().location, label).toBe(want.to);
      }
      expectSecurityHeaders(res, label, FRAMEABLE.includes(page));
      const body = await res.text();
      for (const secret of secrets) expect(body.includes(secret), `${label} shows a secret`).toBe(false);
      checked += 1;
    }
  }
  tally({ routeRoles: checked });
  await Promise.all(Object.values(contexts).map((context) => context.dispose()));
});

test("the order history shows one's own orders only, whatever its address names", async ({ playwright, baseURL }) => {
  const customer = await playwright.request.newContext({ baseURL });
  await signIn(customer, DEMO.customer.email, DEMO.customer.password);
  const [order] = (await parsed(await customer.get('/api/payments/orders/my-orders'), MyOrdersSchema)).orders;
  if (!order) throw new Error('The demo customer has no order (scripts/seed/demo-orders.ts)');
  const own = await (await customer.get(`/order-history?purchased=${order.id}`)).text();
  expect(own).toContain(order.items[0]?.song.title ?? '');

  const other = await playwright.request.newContext({ baseURL });
  await signIn(other, await testAccount('Ola Rival'));
  const page = await other.get(`/order-history?purchased=${order.id}`);
  expect(page.status()).toBe(200);
  const html = await page.text();
  expect(html).toContain('You haven&#39;t placed any orders yet.');
  for (const item of order.items) expect(html).not.toContain(item.song.title);
  tally({ routeRoles: 2 });
  await customer.dispose();
  await other.dispose();
});
