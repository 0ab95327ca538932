/**
 * Operations: the request log (one JSON line per request, fit for Workers Logs, with nothing
 * secret or personal in any line the store logs while it serves a login, a sign-up, a reset and
 * signed-in calls).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchRaw, mailTo, PASSWORD, postJson, resetCodeFrom, tokenIn } from '../api/auth-fixtures.ts';
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
