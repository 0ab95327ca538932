/**
 * A small OpenID provider standing in for Google on this machine: discovery document, an
 * authorize page with a "sign in as" form, a token endpoint issuing RS256-signed ID tokens (with
 * the nonce, after checking the PKCE verifier and the client secret), JWKS and userinfo. The
 * Worker reaches it through the same oauth4webapi code it uses for Google.
 */
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { escapeHtml } from '@beats/contract';
import type { FakeStarter, RunningFake } from './index.ts';

export const FAKE_GOOGLE_CLIENT_ID = 'beat-store-local.apps.googleusercontent.test';
export const FAKE_GOOGLE_CLIENT_SECRET = 'local-google-client-secret';

const CODE_TTL_MS = 60_000;
const TOKEN_TTL_S = 3600;

interface PendingCode {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string | undefined;
  identity: Identity;
  expiresAt: number;
}

interface Identity {
  sub: string;
  email: string;
  name: string;
  /** Google reports whether it has proven the address; some accounts' addresses are not. */
  emailVerified: boolean;
}

const base64url = (input: Buffer | string) => Buffer.from(input).toString('base64url');

/** The same e-mail always gets the same subject, like a real account. */
const subjectFor = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 21);

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

function redirect(res: ServerResponse, location: URL): void {
  res.writeHead(302, { location: location.href, 'cache-control': 'no-store' });
  res.end();
}

function signInPage(params: URLSearchParams): string {
  const hidden = [...params]
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n        ');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Sign in with Google (local)</title>
    <style>
      :root { color-scheme: light; }
      body { font: 16px/1.5 system-ui, sans-serif; background: #f1f3f4; color: #202124; margin: 0; padding: 32px 16px; }
      main { max-width: 420px; margin: 0 auto; background: #fff; border-radius: 8px; padding: 24px; }
      label { display: block; margin: 12px 0 4px; font-weight: 600; }
      input[type=email], input[type=text] { width: 100%; box-sizing: border-box; padding: 8px; font: inherit; }
      .actions { display: flex; gap: 8px; margin-top: 20px; }
      button { font: inherit; padding: 8px 16px; cursor: pointer; }
      button:focus-visible, input:focus-visible { outline: 3px solid #1a73e8; outline-offset: 2px; }
    </style>
  </head>
  <body>
    <main>
      <h1>Sign in as</h1>
      <p>Local stand-in for Google: choose who you are.</p>
      <form method="post" action="/authorize">
        ${hidden}
        <label for="email">Email</label>
        <input id="email" name="email" type="email" required autocomplete="email">
        <label for="name">Name</label>
        <input id="name" name="name" type="text" required autocomplete="name">
        <label><input name="unverified" type="checkbox" value="1"> The address is not verified</label>
        <div class="actions">
          <button type="submit" name="decision" value="allow">Continue</button>
          <button type="submit" name="decision" value="deny" formnovalidate>Cancel</button>
        </div>
      </form>
    </main>
  </body>
</html>`;
}

/** Client authentication: HTTP Basic (form-encoded id and secret) or the secret in the body. */
function clientFrom(req: IncomingMessage, form: URLSearchParams): { id: string; secret: string } | null {
  const header = req.headers.authorization;
  if (header?.startsWith('Basic ')) {
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon === -1) return null;
    return {
      id: decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' ')),
      secret: decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' ')),
    };
  }
  const id = form.get('client_id');
  const secret = form.get('client_secret');
  return id && secret ? { id, secret } : null;
}

export interface GoogleOidcOptions {
  clientId?: string;
  clientSecret?: string;
}

export async function startGoogleOidc(options: GoogleOidcOptions = {}): Promise<RunningFake> {
  const clientId = options.clientId ?? FAKE_GOOGLE_CLIENT_ID;
  const clientSecret = options.clientSecret ?? FAKE_GOOGLE_CLIENT_SECRET;
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomBytes(8).toString('hex');
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };
  const codes = new Map<string, PendingCode>();
  const accessTokens = new Map<string, Identity>();
  let issuer = '';

  function idToken(identity: Identity, audience: string, nonce: string | undefined): string {
    const now = Math.floor(Date.now() / 1000);
    const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid }));
    const claims: Record<string, unknown> = {
      iss: issuer,
      aud: audience,
      azp: audience,
      sub: identity.sub,
      email: identity.email,
      email_verified: identity.emailVerified,
      name: identity.name,
      iat: now,
      exp: now + TOKEN_TTL_S,
    };
    if (nonce) claims.nonce = nonce;
    const payload = base64url(JSON.stringify(claims));
    const signature = sign('sha256', Buffer.from(`${header}.${payload}`), privateKey);
    return `${header}.${payload}.${base64url(signature)}`;
  }

  async function authorize(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const params = req.method === 'POST' ? await readForm(req) : url.searchParams;
    const redirectUri = params.get('redirect_uri') ?? '';
    const state = params.get('state');
    if (params.get('client_id') !== clientId || !/^https?:\/\//.test(redirectUri)) {
      send(res, 400, { error: 'invalid_request', error_description: 'unknown client or redirect_uri' });
      return;
    }
    const back = new URL(redirectUri);
    if (state) back.searchParams.set('state', state);
    if (params.get('response_type') !== 'code' || params.get('code_challenge_method') !== 'S256') {
      back.searchParams.set('error', 'unsupported_response_type');
      redirect(res, back);
      return;
    }
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(signInPage(params));
      return;
    }
    const email = params.get('email')?.trim() ?? '';
    if (params.get('decision') === 'deny' || email === '') {
      back.searchParams.set('error', 'access_denied');
      redirect(res, back);
      return;
    }
    const code = randomBytes(24).toString('base64url');
    codes.set(code, {
      clientId,
      redirectUri,
      codeChallenge: params.get('code_challenge') ?? '',
      nonce: params.get('nonce') ?? undefined,
      identity: {
        sub: subjectFor(email),
        email,
        name: params.get('name')?.trim() || email.split('@')[0] || email,
        emailVerified: params.get('unverified') !== '1',
      },
      expiresAt: Date.now() + CODE_TTL_MS,
    });
    back.searchParams.set('code', code);
    redirect(res, back);
  }

  async function token(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = await readForm(req);
    const client = clientFrom(req, form);
    if (!client || client.id !== clientId || client.secret !== clientSecret) {
      send(res, 401, { error: 'invalid_client' }, { 'www-authenticate': 'Basic realm="token"' });
      return;
    }
    if (form.get('grant_type') !== 'authorization_code') {
      send(res, 400, { error: 'unsupported_grant_type' });
      return;
    }
    const code = form.get('code') ?? '';
    const pending = codes.get(code);
    codes.delete(code);
    const verifier = form.get('code_verifier') ?? '';
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    if (
      !pending ||
      pending.expiresAt < Date.now() ||
      pending.clientId !== client.id ||
      pending.redirectUri !== form.get('redirect_uri') ||
      pending.codeChallenge !== challenge
    ) {
      send(res, 400, { error: 'invalid_grant' });
      return;
    }
    const accessToken = randomBytes(24).toString('base64url');
    accessTokens.set(accessToken, pending.identity);
    send(res, 200, {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: TOKEN_TTL_S,
      scope: 'openid email profile',
      id_token: idToken(pending.identity, client.id, pending.nonce),
    });
  }

  function userinfo(req: IncomingMessage, res: ServerResponse): void {
    const identity = accessTokens.get(req.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '');
    if (!identity) {
      send(res, 401, { error: 'invalid_token' }, { 'www-authenticate': 'Bearer error="invalid_token"' });
      return;
    }
    send(res, 200, {
      sub: identity.sub,
      email: identity.email,
      email_verified: identity.emailVerified,
      name: identity.name,
    });
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const route = `${req.method} ${url.pathname}`;
    const handle = async () => {
      switch (route) {
        case 'GET /.well-known/openid-configuration':
          return send(res, 200, {
            issuer,
            authorization_endpoint: `${issuer}/authorize`,
            token_endpoint: `${issuer}/token`,
            userinfo_endpoint: `${issuer}/userinfo`,
            jwks_uri: `${issuer}/jwks`,
            response_types_supported: ['code'],
            subject_types_supported: ['public'],
            id_token_signing_alg_values_supported: ['RS256'],
            scopes_supported: ['openid', 'email', 'profile'],
            token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
            code_challenge_methods_supported: ['S256'],
            claims_supported: ['sub', 'email', 'email_verified', 'name', 'iss', 'aud', 'iat', 'exp', 'nonce'],
          });
        case 'GET /authorize':
        case 'POST /authorize':
          return authorize(req, res, url);
        case 'POST /token':
          return token(req, res);
        case 'GET /jwks':
          return send(res, 200, { keys: [jwk] });
        case 'GET /userinfo':
          return userinfo(req, res);
        default:
          return send(res, 404, { error: 'not_found' });
      }
    };
    handle().catch((err: unknown) => {
      console.error('[google-oidc]', err);
      if (!res.headersSent) send(res, 500, { error: 'server_error' });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    name: `Google sign-in (${issuer})`,
    vars: { GOOGLE_ISSUER: issuer, GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret },
    server,
  };
}

export const startGoogleOidcFake: FakeStarter = () => startGoogleOidc();
