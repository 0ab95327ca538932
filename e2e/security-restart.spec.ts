/**
 * A Worker restart mid-checkout, for real: a store of its own (the built store under `wrangler
 * dev`, its own database and PayPal stand-in) takes a buyer to PayPal; PayPal captures the
 * payment and holds its answer; while the Worker waits for it, its process is killed (SIGKILL,
 * as a crash or an eviction would) and started again on the same database. Nothing in the
 * Worker's memory survives, and PayPal's webhook for the capture is dropped: only what the store
 * keeps in D1 and PayPal's own record are left. The Cron's reconciliation must find the capture
 * and record exactly one order, which the buyer downloads; the buyer's browser coming back
 * later must not be charged again.
 */
import { createServer } from 'node:net';
import { CheckoutStartedSchema, LicenseListSchema, MyOrdersSchema, SongPageSchema } from '@beats/contract';
import { paypalControl } from '../scripts/fakes/paypal/control.ts';
import { serveStore } from '../scripts/lib/serve.ts';
import { TEST_ACCOUNT_PASSWORD, testAccountEmail } from '../scripts/seed/test-accounts.ts';
import { parsed } from './api-helpers.ts';
import { expect, test } from './fixtures.ts';
import { tally } from './security-tally.ts';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

test("a Worker killed while it waits for PayPal's capture answer loses nothing and charges once", async ({
  playwright,
}) => {
  test.setTimeout(300_000);
  const port = await freePort();
  const store = await serveStore({ stateDir: `.wrangler/e2e-restart-${port}`, port, fresh: true, testAccounts: 1 });
  const api = await playwright.request.newContext({ baseURL: store.url });
  try {
    const standIn = paypalControl(store.fakeVars.PAYPAL_API_URL ?? '');
    const email = testAccountEmail(1);
    expect((await api.post('/api/users/login', { data: { email, password: TEST_ACCOUNT_PASSWORD } })).status()).toBe(
      200,
    );
    const [song] = (await parsed(await api.get('/api/songs/published?limit=1'), SongPageSchema)).data;
    const [plan] = (await parsed(await api.get('/api/licenses'), LicenseListSchema)).data;
    if (!song || !plan) throw new Error('The store has no track or plan (seed)');
    const started = await parsed(
      await api.post('/api/checkout', { data: { items: [{ songId: song.id, licenseId: plan.id }] } }),
      CheckoutStartedSchema,
      201,
    );
    const paypalOrderId = new URL(started.approvalUrl).searchParams.get('token') ?? '';
    // PayPal captures at once and answers late; its webhook for this order never arrives.
    await standIn.addFault({ op: 'capture', effect: 'delay', delayMs: 15_000, match: { paypalOrderId } });
    await standIn.addFault({ op: 'webhook', effect: 'drop', match: { paypalOrderId } });
    await standIn.approve(paypalOrderId, email);

    const returning = api
      .get(`/api/checkout/return?token=${paypalOrderId}&PayerID=P1`, { maxRedirects: 0, timeout: 60_000 })
      .then((res) => res.status())
      .catch(() => 'no answer' as const);
    await expect.poll(async () => (await standIn.order(paypalOrderId)).captures.length, { timeout: 20_000 }).toBe(1);
    await store.restartWorker();
    // The buyer's request died with the Worker (or got the dev server's error for it).
    expect(['no answer', 502, 503]).toContain(await returning);
    expect((await api.get('/api/payments/orders/my-orders')).status()).toBe(404);

    // The Cron Trigger's run five minutes later, as Cloudflare starts it.
    const cron = await fetch(`${store.url}/cdn-cgi/local/scheduled?cron=*/5+*+*+*+*&time=${Date.now() + 6 * 60_000}`);
    expect(cron.status).toBe(200);
    const orders = (await parsed(await api.get('/api/payments/orders/my-orders'), MyOrdersSchema)).orders;
    expect(orders.map((order) => order.id)).toEqual([started.orderId]);
    const item = orders[0]?.items[0];
    const file = item?.downloads.find((download) => download.kind === 'mp3');
    expect(file).toBeDefined();
    const downloaded = await api.get(file?.url ?? '');
    expect(downloaded.status()).toBe(200);
    expect((await downloaded.body()).byteLength).toBeGreaterThan(1000);

    // The browser comes back once more: the order, not a second charge.
    const again = await api.get(`/api/checkout/return?token=${paypalOrderId}&PayerID=P1`, { maxRedirects: 0 });
    expect(again.headers().location).toBe(`/order-history?purchased=${started.orderId}`);
    const captures = (await standIn.order(paypalOrderId)).captures;
    expect(captures).toHaveLength(1);
    tally({
      faultsInjected: 2,
      paidCaptures: captures.length,
      ordersRecorded: orders.length,
      ordersLost: Math.max(0, captures.length - orders.length),
      ordersDoubled: Math.max(0, orders.length - 1) + Math.max(0, captures.length - 1),
    });
  } finally {
    await api.dispose();
    await store.stop();
  }
});
