import { OPEN_REDIRECT_PAYLOADS, staysOn } from '../packages/contract/test/redirect-payloads.ts';
import { GUEST_PAGES, SIGNED_IN_PAGES } from '../storefront/src/page-access.ts';
import { signIn } from './commerce-helpers.ts';
import { expect, test } from './fixtures.ts';
import { ROUTED_PUBLIC_PAGES } from './pages.ts';
import { expectSecurityHeaders } from './security-headers.ts';
import { TEST_ACCOUNT_PASSWORD, testAccount } from './test-accounts.ts';

const ADMIN = { email: 'admin@example.com', password: 'admin-demo-2026' };
// Every page, as every role, is checked by the page matrix (security-pages.spec.ts).
test('every other kind of answer carries the security headers: errors, API, media, static files', async ({
  request,
}) => {
  const home = await request.get('/');
  const html = await home.text();
  const script = /<script type="module" src="(\/_astro\/[^"]+\.js)"/.exec(html)?.[1];
  const sheet = /<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)"/.exec(html)?.[1];
  const cover = /src="(\/media\/covers\/[^"]+)"/.exec(html)?.[1];
  expect(script && sheet && cover).toBeTruthy();
  const paths = [
    '/no-such-page',
    '/api/songs/published',
    '/api/no-such-call',
    '/api/users/me',
    `${cover}`,
    '/media/covers/none.jpg',
    `${script}`,
    `${sheet}`,
    '/favicon.svg',
    '/images/default-cover.svg',
  ];
  for (const path of paths) expectSecurityHeaders(await request.get(path, { maxRedirects: 0 }), path);
});

test('the old addresses redirect with the security headers (answered from _redirects, before the Worker)', async ({
  request,
  baseURL,
}) => {
  for (const [path, status, location] of [
    ['/home', 301, '/'],
    ['/login?next=%2Fcart', 301, '/auth/login?next=%2Fcart'],
    ['/register', 301, '/auth/register'],
    ['/dashboard', 302, '/order-history'],
    ['/shoping-cart', 301, '/cart'],
  ] as const) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(status);
    const target = new URL(res.headers().location ?? '', baseURL);
    expect(target.pathname + target.search, path).toBe(location);
    expectSecurityHeaders(res, path);
  }
});

test('every page sends the same policy, so the client router can swap any page in under the first', async ({
  request,
}) => {
  const policies = new Map<string, string>();
  // Signed out: the pages for signed-in visitors show the login page, under the same policy.
  for (const path of [...ROUTED_PUBLIC_PAGES, ...SIGNED_IN_PAGES, ...GUEST_PAGES]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    policies.set(path, res.headers()['content-security-policy'] ?? '');
  }
  const distinct = new Set(policies.values());
  expect(distinct.size, JSON.stringify(Object.fromEntries(policies), null, 2)).toBe(1);
  expect([...distinct][0]).toMatch(/script-src 'self' 'sha256-/);
});

test('pages allow scripts only from this origin or by hash: no inline script, no eval', async ({ request }) => {
  const policy = (await request.get('/tracks')).headers()['content-security-policy'] ?? '';
  const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  expect(scriptSrc).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]+')+\s*$/);
  expect(policy).not.toContain("'unsafe-eval'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'self'");
});

test('the admin shell has its own policy, for admins only', async ({ request }) => {
  expect((await request.post('/api/users/login', { data: ADMIN })).status()).toBe(200);
  const shell = await request.get('/admin');
  expect(shell.status()).toBe(200);
  expectSecurityHeaders(shell, '/admin');
  const policy = shell.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval'");
  // WebAssembly may compile (the voice tag's MP3 encoder); JavaScript's eval stays forbidden.
  expect(policy.split(/[\s;]+/)).not.toContain("'unsafe-eval'");
});

test('an injected inline script does not run', async ({ browser, baseURL }) => {
  // A context of its own: the guard of every other test would (rightly) fail on this violation.
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/');
  const outcome = await page.evaluate(async () => {
    const refused = new Promise<string>((resolve) =>
      document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), {
        once: true,
      }),
    );
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.head.appendChild(script);
    return { ran: (window as { __injected?: boolean }).__injected === true, refusedBy: await refused };
  });
  expect(outcome).toEqual({ ran: false, refusedBy: 'script-src-elem' });
  await context.close();
});

test('signed-in visitors are sent only to this site by next, from the login and sign-up pages', async ({
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  await signIn(request, await testAccount('Sam Secure'));
  for (const payload of OPEN_REDIRECT_PAYLOADS) {
    for (const page of ['/auth/login', '/auth/register']) {
      const res = await request.get(`${page}?next=${encodeURIComponent(payload)}`, { maxRedirects: 0 });
      expect(res.status(), `${page} ${JSON.stringify(payload)}`).toBe(302);
      const location = res.headers().location ?? '';
      expect(staysOn(origin, location), `${page} ${JSON.stringify(payload)} → ${location}`).toBe(true);
    }
  }
});

test('the guards of protected pages and of the admin keep their next on this site', async ({ request, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  for (const path of [
    '/account/.%2F%2Fevil.example',
    '/order-history/%5C%5Cevil.example',
    '/admin/%2F%2Fevil.example%2Fx',
  ]) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(302);
    const location = new URL(res.headers().location ?? '', origin);
    expect(location.origin).toBe(origin);
    expect(location.pathname).toBe('/auth/login');
    const next = location.searchParams.get('next') ?? '';
    expect(staysOn(origin, next) && !next.startsWith('//'), `${path} → next ${next}`).toBe(true);
  }
});

test('after a password login the form goes only to this site', async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  const email = await testAccount('Fay Form');
  for (const payload of ['/.//evil.example', '/\\evil.example', '//evil.example', 'https://evil.example/']) {
    await page.context().clearCookies();
    await page.goto(`/auth/login?next=${encodeURIComponent(payload)}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(TEST_ACCOUNT_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(new URL(page.url()).origin, JSON.stringify(payload)).toBe(origin);
  }
});

test('an oversize upload is refused with 413 through the dev server too, never with a stack trace', async ({
  request,
}) => {
  const big = Buffer.alloc(6 * 1024 * 1024, 0x61);
  for (const path of ['/api/users/register', '/api/no-such-call', '/', '/account', '/media/covers/none.jpg']) {
    for (let attempt = 0; attempt < 3; attempt++) {
      const res = await request.post(path, {
        multipart: { profileImage: { name: 'big.png', mimeType: 'image/png', buffer: big } },
        maxRedirects: 0,
      });
      expect(res.status(), path).toBe(413);
      expect(await res.text(), path).not.toMatch(/file:\/\/|node_modules|\n\s+at |\.ts:\d+/);
    }
  }
});
