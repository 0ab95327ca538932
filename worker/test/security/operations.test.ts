/**
 * Operations: the request log (one JSON line per request, fit for Workers Logs, with nothing
 * secret or personal in any line the store logs while it serves a login, a sign-up, a reset and
 * signed-in calls), and the alerts that tell the store owner of trouble (kept for the admin's
 * Store health, mailed to the admins once).
 */
import { env } from 'cloudflare:test';
import { and, eq, notLike } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALERTS, raiseAlert } from '../../src/alerts/store-alerts.ts';
import { mailOutbox, storeAlerts } from '../../src/db/schema.ts';
import { STORE_NAME } from '../../src/store-identity.ts';
import { fetchRaw, mailTo, PASSWORD, postJson, resetCodeFrom, tokenIn } from '../api/auth-fixtures.ts';
import {
  deliver,
  deliveriesOf,
  failRecording,
  mailsTo,
  makePlans,
  makeSellableSong,
  orderRow,
  paypal,
  paypalOrderIdOf,
  reconcileIn,
  recordAgain,
  returnFromPayPal,
  startCheckout,
} from '../api/commerce-fixtures.ts';
import { db, getJson, makeUser } from '../api/fixtures.ts';
import { account } from './world.ts';

let lines: string[] = [];
beforeEach(() => {
  lines = [];
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      lines.push(
        args
          .map((arg) =>
            arg instanceof Error ? `${arg.message} ${arg.stack}` : typeof arg === 'string' ? arg : JSON.stringify(arg),
          )
          .join(' '),
      );
    });
  }
});
afterEach(() => vi.restoreAllMocks());

const requestLines = () =>
  lines.flatMap((line) => {
    try {
      const parsed = JSON.parse(line) as { message?: string };
      return parsed.message === 'request' ? [parsed as Record<string, unknown>] : [];
    } catch {
      return [];
    }
  });

describe('the request log', () => {
  it('writes one JSON line per request: its id (also sent back), method, route, status and duration', async () => {
    const res = await fetchRaw('/api/songs/published?search=midnight');
    await res.arrayBuffer();
    const page = await fetchRaw('/no-such-page');
    await page.arrayBuffer();
    const logged = requestLines();
    expect(logged).toHaveLength(2);
    expect(logged[0]).toEqual({
      message: 'request',
      requestId: res.headers.get('x-request-id'),
      method: 'GET',
      route: '/api/songs/published',
      status: 200,
      durationMs: expect.any(Number),
    });
    expect(logged[1]).toMatchObject({ method: 'GET', route: '/no-such-page', status: 404 });
    // Cloudflare's Ray ID is the request id when there is one.
    await (await fetchRaw('/api/licenses', { headers: { 'cf-ray': '8f1e2d3c4b5a6978-AMS' } })).arrayBuffer();
    expect(requestLines()[2]?.requestId).toBe('8f1e2d3c4b5a6978-AMS');
  });

  it('never holds a password, a cookie, a token, a reset code or an e-mail address', async () => {
    const customer = await account('Maya Rivers');
    const login = await postJson<{ token?: string }>('/api/users/login', { email: customer.email, password: PASSWORD });
    expect(login.status).toBe(200);
    const token = tokenIn(login.body);
    const cookies = login.res.headers.getSetCookie().map((line) => line.split(';')[0]?.split('=')[1] ?? '');
    await (
      await fetchRaw(`/api/users/${customer.id}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Maya R.' }),
      })
    ).arrayBuffer();
    await (await fetchRaw('/api/users/me', { headers: { cookie: customer.cookie } })).arrayBuffer();
    await postJson('/api/users/login', { email: customer.email, password: 'wrong-password-1' });
    await postJson('/api/users/forgot-password', { email: customer.email });
    const code = resetCodeFrom((await mailTo(customer.email))?.text ?? '');
    await (await fetchRaw(`/reset-password?oobCode=${code}`)).arrayBuffer();
    await postJson('/api/users/reset-password', {
      oobCode: code,
      password: 'brand-new-secret-9',
      confirmPassword: 'brand-new-secret-9',
    });
    const signUp = new FormData();
    for (const [key, value] of Object.entries({
      name: 'Nia New',
      phoneNumber: '+1 555 0142',
      email: 'nia.new@example.com',
      password: 'nia-secret-42',
      confirmPassword: 'nia-secret-42',
    }))
      signUp.append(key, value);
    await (await fetchRaw('/api/users/register', { method: 'POST', body: signUp })).arrayBuffer();

    expect(requestLines().length).toBeGreaterThanOrEqual(8);
    const secrets = [
      PASSWORD,
      'wrong-password-1',
      'brand-new-secret-9',
      'nia-secret-42',
      token,
      ...cookies.filter((value) => value.length > 8),
      customer.cookie.split('=')[1] ?? '',
      code,
      customer.email,
      'nia.new@example.com',
      customer.id,
    ];
    for (const line of lines)
      for (const secret of secrets) expect(line.includes(secret), `${secret} in: ${line.slice(0, 300)}`).toBe(false);
  });
});

describe("the store owner's alerts", () => {
  async function purchase() {
    const admin = await account('Nova Admin', 'admin');
    const plans = await makePlans();
    const song = await makeSellableSong(await makeUser());
    const buyer = await account('Maya Rivers');
    const started = await startCheckout(buyer, [{ songId: song.id, licenseId: plans.basic }]);
    const paypalOrderId = paypalOrderIdOf(started.body.approvalUrl);
    await paypal.approve(paypalOrderId, buyer.email);
    return { admin, buyer, orderId: started.body.orderId, paypalOrderId };
  }

  /**
   * The alert mails an admin got, waiting a moment for those sent after the answer. An order that
   * completes also mails its sale to the admins: those are not alerts.
   */
  async function alertMails(admin: { email: string }, expected: number) {
    const read = () =>
      db()
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, admin.email), notLike(mailOutbox.subject, `${STORE_NAME}: New sale,%`)));
    const deadline = Date.now() + 3000;
    while ((await read()).length < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    await new Promise((r) => setTimeout(r, 100));
    return read();
  }

  const alertRows = () => db().select().from(storeAlerts).orderBy(storeAlerts.id);

  it('a capture the store could not record: kept, mailed once however often it recurs, then recorded', async () => {
    const { admin, buyer, orderId, paypalOrderId } = await purchase();
    await failRecording();
    try {
      await (await returnFromPayPal(paypalOrderId, buyer.cookie)).arrayBuffer();
      for (const delivery of await deliveriesOf(paypalOrderId, 'PAYMENT.CAPTURE.COMPLETED')) {
        expect((await deliver(delivery)).status).toBe(500);
      }
    } finally {
      await recordAgain();
    }
    const [alert] = await alertRows();
    expect(alert).toMatchObject({ kind: 'capture-unrecorded', orderId, count: 2, resolvedAt: null });
    expect(alert?.message).toContain(`order ${orderId}`);
    expect(alert?.message).not.toContain(buyer.email);
    const mails = await alertMails(admin, 1);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`${STORE_NAME}: A payment was taken but not recorded yet`);
    expect(mails[0]?.text).toContain('/admin/health');
    await reconcileIn(6);
    expect((await orderRow(orderId))?.status).toBe('completed');
  });

  it('a payment that does not match its order', async () => {
    const { admin, buyer, orderId, paypalOrderId } = await purchase();
    await paypal.addFault({ op: 'capture', effect: 'tamper-amount', match: { paypalOrderId } });
    await (await returnFromPayPal(paypalOrderId, buyer.cookie)).arrayBuffer();
    expect(await alertRows()).toMatchObject([{ kind: 'capture-mismatch', orderId, count: 1 }]);
    expect((await alertRows())[0]?.message).toContain('refund the capture in PayPal');
    expect(await alertMails(admin, 1)).toHaveLength(1);
  });

  it('webhook deliveries PayPal does not verify: one alert an hour, counted', async () => {
    const { admin, buyer, paypalOrderId } = await purchase();
    await (await returnFromPayPal(paypalOrderId, buyer.cookie)).arrayBuffer();
    const [delivery] = await deliveriesOf(paypalOrderId, 'PAYMENT.CAPTURE.COMPLETED');
    if (!delivery) throw new Error('no delivery');
    const forged = { ...delivery, body: delivery.body.replace('"COMPLETED"', '"REFUNDED"') };
    expect((await deliver(forged)).status).toBe(400);
    expect((await deliver(forged)).status).toBe(400);
    // Deliveries with no signature at all are refused without troubling anyone.
    expect((await deliver({ headers: {}, body: delivery.body })).status).toBe(400);
    expect(await alertRows()).toMatchObject([{ kind: 'webhook-unverified', orderId: null, count: 2 }]);
    expect(await alertMails(admin, 1)).toHaveLength(1);
  });

  it('an order only the reconciliation completed; an alert resolved and back is mailed again', async () => {
    const { admin, buyer, orderId } = await purchase();
    // The buyer never comes back from PayPal, and no webhook arrives.
    await reconcileIn(6);
    expect((await orderRow(orderId))?.status).toBe('completed');
    expect(await alertRows()).toMatchObject([{ kind: 'order-reconciled', orderId, count: 1 }]);
    expect(await mailsTo(buyer.email)).toHaveLength(1);
    expect(await alertMails(admin, 1)).toHaveLength(1);

    // Store health lists it; the admin resolves it; it happens again: open again, and mailed again.
    const listed = await getJson<{ data: { id: number; title: string; resolved: boolean }[]; total: number }>(
      '/api/alerts?resolved=false',
      { headers: { cookie: admin.cookie } },
    );
    expect(listed.body).toMatchObject({ total: 1, data: [{ title: 'An order was completed by the reconciliation' }] });
    const id = listed.body.data[0]?.id;
    const resolved = await getJson(`/api/alerts/${id}`, {
      method: 'PATCH',
      headers: { cookie: admin.cookie, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      body: JSON.stringify({ resolved: true }),
    });
    expect(resolved.body).toMatchObject({ data: { id, resolved: true } });
    expect(
      (await getJson<{ total: number }>('/api/alerts?resolved=false', { headers: { cookie: admin.cookie } })).body
        .total,
    ).toBe(0);
    await raiseAlert(env, ALERTS.orderReconciled(orderId), null);
    expect(await alertRows()).toMatchObject([{ kind: 'order-reconciled', count: 1, resolvedAt: null }]);
    expect(await alertMails(admin, 2)).toHaveLength(2);
  });
});
