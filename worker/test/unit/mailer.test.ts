import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { STORE_IDENTITY } from '@beats/contract/store-identity';
import { afterEach, describe, expect, it } from 'vitest';
import { MailError, mailTransport, sendMail } from '../../src/mail/mailer.ts';
import { passwordResetMail } from '../../src/mail/password-reset-mail.ts';

interface Received {
  headers: IncomingMessage['headers'];
  body: unknown;
}

const servers: ReturnType<typeof createServer>[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

/** A mail API on this machine that records what it receives and answers with `status`. */
async function mailApi(status = 200): Promise<{ url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    received.push({ headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(status === 200 ? '{"id":"m_1"}' : '{"message":"invalid from address"}');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/emails`, received };
}

// The API transport never touches the database.
const DB = {} as D1Database;

describe('mail adapter', () => {
  it('posts to the configured mail API with the key and sender', async () => {
    const api = await mailApi();
    const env = {
      DB,
      APP_ENV: 'production' as const,
      MAIL_API_URL: api.url,
      MAIL_API_KEY: 're_key',
      MAIL_FROM: 'Beat Store <no-reply@beats.example>',
    };
    expect(mailTransport(env)).toBe('api');
    await sendMail(
      env,
      passwordResetMail('kai@example.com', 'Kai', 'https://beats.example/reset-password?oobCode=abc'),
    );
    expect(api.received).toHaveLength(1);
    expect(api.received[0]?.headers.authorization).toBe('Bearer re_key');
    expect(api.received[0]?.body).toMatchObject({
      from: 'Beat Store <no-reply@beats.example>',
      to: ['kai@example.com'],
      subject: `Reset your ${STORE_IDENTITY.name} password`,
    });
    expect(JSON.stringify(api.received[0]?.body)).toContain('https://beats.example/reset-password?oobCode=abc');
  });

  it('fails loudly when the mail API refuses', async () => {
    const api = await mailApi(422);
    const env = {
      DB,
      APP_ENV: 'production' as const,
      MAIL_API_URL: api.url,
      MAIL_API_KEY: 'k',
      MAIL_FROM: 'a@b.example',
    };
    await expect(sendMail(env, { to: 'x@example.com', subject: 's', text: 't' })).rejects.toThrow(MailError);
  });

  it('uses the outbox only in development and tests, and nothing elsewhere without configuration', () => {
    expect(mailTransport({ DB, APP_ENV: 'development' })).toBe('outbox');
    expect(mailTransport({ DB, APP_ENV: 'test', MAIL_API_URL: 'https://api.example/emails' })).toBe('outbox');
    expect(mailTransport({ DB, APP_ENV: 'production' })).toBeNull();
    // A deployment that forgot APP_ENV must not write reset links where nobody should read them.
    expect(mailTransport({ DB, APP_ENV: undefined as unknown as 'production' })).toBeNull();
  });

  it('escapes the name in the HTML part', () => {
    const mail = passwordResetMail('x@example.com', '<script>', 'https://beats.example/r?a=1&b=2');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('href="https://beats.example/r?a=1&#38;b=2"');
  });

  it('never puts a line break into a header: the subject is one line, a recipient with one is refused', async () => {
    const api = await mailApi();
    const env = {
      DB,
      APP_ENV: 'production' as const,
      MAIL_API_URL: api.url,
      MAIL_API_KEY: 'k',
      MAIL_FROM: 'a@b.example',
    };
    await sendMail(env, { to: 'owner@example.com', subject: 'Contact: Hi\r\nBcc: victim@example.com', text: 't' });
    expect(api.received[0]?.body).toMatchObject({ subject: 'Contact: Hi Bcc: victim@example.com' });
    await expect(
      sendMail(env, { to: 'owner@example.com\r\nBcc: victim@example.com', subject: 's', text: 't' }),
    ).rejects.toThrow(MailError);
    await expect(sendMail(env, { to: 'a@example.com, b@example.com', subject: 's', text: 't' })).rejects.toThrow(
      MailError,
    );
    expect(api.received).toHaveLength(1);
  });
});
