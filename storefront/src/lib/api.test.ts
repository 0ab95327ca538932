import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NETWORK_ERROR_MESSAGE } from '@beats/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testUser } from '../features/accounts/fixtures.ts';
import { callApi, fieldMessages } from './api.ts';

/** A real HTTP server standing in for the API: each path answers as the test says. */
type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;
const routes = new Map<string, Handler>();
let server: Server;
let base = '';

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};

const user = testUser;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const handler = routes.get(req.url ?? '');
      if (handler) handler(req, body, res);
      else json(res, 404, { message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the API client', () => {
  it('parses an answer with the contract schema, dropping what the contract does not name', async () => {
    routes.set('/me', (_req, _body, res) =>
      json(res, 200, { user, ownedSongIds: [3], uploadedSongIds: [], internal: 'x' }),
    );
    const result = await callApi(`${base}/me`, { answer: (s) => s.MeSchema });
    expect(result).toEqual({ ok: true, status: 200, data: { user, ownedSongIds: [3], uploadedSongIds: [] } });
  });

  it('decodes the dollars the API answers into the cents the store counts in, exactly', async () => {
    // A plan as GET /api/licenses sends it: 0.29 is where multiplying by 100 drifts (28.999999999999996).
    const plan = {
      id: 1,
      name: 'Basic',
      description: 'MP3 lease',
      price: 0.29,
      tier: 'Basic',
      features: ['MP3'],
      popular: false,
      note: null,
      deliverables: ['mp3'],
      exclusive: false,
      terms: {
        audioStreams: 10_000,
        copiesSold: null,
        musicVideos: 1,
        radioStations: 0,
        livePerformances: 0,
        termYears: 2,
      },
    };
    routes.set('/licenses', (_req, _body, res) =>
      json(res, 200, { success: true, data: [plan, { ...plan, id: 2, price: 24.99 }] }),
    );
    const result = await callApi(`${base}/licenses`, { answer: (s) => s.LicenseListSchema });
    expect(result.ok && result.data.data.map((p) => p.price)).toEqual([29, 2499]);

    // An amount that is not whole cents is not what the contract says: refused, never rounded.
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    routes.set('/licenses-drift', (_req, _body, res) =>
      json(res, 200, { success: true, data: [{ ...plan, price: 24.999 }] }),
    );
    const drifted = await callApi(`${base}/licenses-drift`, { answer: (s) => s.LicenseListSchema }, 'No plans.');
    expect(drifted).toEqual({ ok: false, status: 200, message: 'No plans.', errors: {} });
    report.mockRestore();
  });

  it('refuses an answer that is not what the contract says, rather than passing it on', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    routes.set('/me-wrong', (_req, _body, res) => json(res, 200, { user: { ...user, role: 'owner' } }));
    const result = await callApi(`${base}/me-wrong`, { answer: (s) => s.MeSchema }, 'Could not load.');
    expect(result).toEqual({ ok: false, status: 200, message: 'Could not load.', errors: {} });
    expect(report).toHaveBeenCalledOnce();
    report.mockRestore();
  });

  it("turns the API's error shape into the form's message and field messages", async () => {
    routes.set('/register', (_req, _body, res) =>
      json(res, 422, { message: 'Please check the form.', errors: { email: ['Email already in use.', 'x'] } }),
    );
    const result = await callApi(
      `${base}/register`,
      { method: 'POST', json: {}, answer: (s) => s.UserResponseSchema },
      'Registration failed.',
    );
    expect(result).toEqual({
      ok: false,
      status: 422,
      message: 'Please check the form.',
      errors: { email: ['Email already in use.', 'x'] },
    });
    if (!result.ok) expect(fieldMessages(result.errors, ['email', 'name'])).toEqual({ email: 'Email already in use.' });
  });

  it('says the fallback when an error answer carries no message, or is no JSON at all', async () => {
    routes.set('/empty', (_req, _body, res) => json(res, 500, { message: '' }));
    routes.set('/html', (_req, _body, res) => res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad</h1>'));
    for (const path of ['/empty', '/html']) {
      const result = await callApi(`${base}${path}`, { answer: (s) => s.MessageResponseSchema }, 'Failed.');
      expect(result).toMatchObject({ ok: false, message: 'Failed.', errors: {} });
    }
  });

  it('says the network message when the server cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const result = await callApi(`http://127.0.0.1:${port}/me`, { answer: (s) => s.MeSchema });
    expect(result).toEqual({ ok: false, status: 0, message: NETWORK_ERROR_MESSAGE, errors: {} });
  });

  it('sends JSON bodies as JSON and forms as multipart, with the method asked for', async () => {
    const seen: { method: string | undefined; type: string | undefined; body: string }[] = [];
    routes.set('/echo', (req, body, res) => {
      seen.push({ method: req.method, type: req.headers['content-type'], body });
      json(res, 200, { message: 'ok' });
    });
    await callApi(`${base}/echo`, {
      method: 'POST',
      json: { email: 'a@b.co' },
      answer: (s) => s.MessageResponseSchema,
    });
    const form = new FormData();
    form.set('name', 'Ada');
    await callApi(`${base}/echo`, { method: 'PUT', form, answer: (s) => s.MessageResponseSchema });
    expect(seen[0]).toEqual({ method: 'POST', type: 'application/json', body: '{"email":"a@b.co"}' });
    expect(seen[1]?.method).toBe('PUT');
    expect(seen[1]?.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[1]?.body).toContain('Ada');
  });

  it('does not read the answer of a call that expects none (204)', async () => {
    routes.set('/play', (_req, _body, res) => res.writeHead(204).end());
    expect(await callApi(`${base}/play`, { method: 'POST', keepalive: true })).toEqual({
      ok: true,
      status: 204,
      data: undefined,
    });
  });
});
