/**
 * Google sign-in over OpenID Connect with oauth4webapi: authorization code flow with PKCE, state
 * and nonce; the ID token's issuer, audience, times and nonce are checked, and its signature
 * against the provider's published keys. The same code talks to Google in production and to
 * the local provider (scripts/fakes/google-oidc.ts) in development and tests.
 */
import * as oauth from 'oauth4webapi';
import type { Env } from '../env.ts';
import { isLocalHost } from '../http/local-host.ts';

export interface GoogleConfig {
  issuer: URL;
  client: oauth.Client;
  clientSecret: string;
  /** Plain-HTTP providers are allowed only on this machine (the local provider). */
  allowHttp: boolean;
}

type GoogleEnv = Pick<Env, 'GOOGLE_ISSUER' | 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET'>;

const DEFAULT_ISSUER = 'https://accounts.google.com';

export function googleConfig(env: GoogleEnv): GoogleConfig | null {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return null;
  const issuer = new URL(env.GOOGLE_ISSUER || DEFAULT_ISSUER);
  return {
    issuer,
    client: { client_id: env.GOOGLE_CLIENT_ID },
    clientSecret: env.GOOGLE_CLIENT_SECRET,
    allowHttp: isLocalHost(issuer),
  };
}

// oauth4webapi marks the option deprecated to make it stand out: it is set only for a local issuer.
const transport = (config: GoogleConfig) => ({ [oauth.allowInsecureRequests]: config.allowHttp });

/** Discovery documents, per issuer, for the life of the isolate. A failed lookup is retried next time. */
const discovered = new Map<string, Promise<oauth.AuthorizationServer>>();

function authorizationServer(config: GoogleConfig): Promise<oauth.AuthorizationServer> {
  const key = config.issuer.href;
  let pending = discovered.get(key);
  if (!pending) {
    pending = oauth
      .discoveryRequest(config.issuer, transport(config))
      .then((res) => oauth.processDiscoveryResponse(config.issuer, res));
    pending.catch(() => discovered.delete(key));
    discovered.set(key, pending);
  }
  return pending;
}

/** What the callback needs to finish a sign-in; kept in a short-lived HttpOnly cookie. */
export interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export async function googleAuthorizationUrl(
  config: GoogleConfig,
  redirectUri: string,
): Promise<{ url: URL; pending: PendingSignIn }> {
  const as = await authorizationServer(config);
  if (!as.authorization_endpoint) throw new Error('The provider publishes no authorization endpoint');
  const pending: PendingSignIn = {
    state: oauth.generateRandomState(),
    nonce: oauth.generateRandomNonce(),
    codeVerifier: oauth.generateRandomCodeVerifier(),
  };
  const url = new URL(as.authorization_endpoint);
  url.search = new URLSearchParams({
    client_id: config.client.client_id,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid email profile',
    state: pending.state,
    nonce: pending.nonce,
    code_challenge: await oauth.calculatePKCECodeChallenge(pending.codeVerifier),
    code_challenge_method: 'S256',
    prompt: 'select_account',
  }).toString();
  return { url, pending };
}

/** The person the provider vouches for. */
export interface GoogleIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
}

/** The user closed the provider's page or refused (error=access_denied in the callback). */
export class GoogleCancelled extends Error {}

export async function completeGoogleSignIn(
  config: GoogleConfig,
  callbackUrl: URL,
  redirectUri: string,
  pending: PendingSignIn,
): Promise<GoogleIdentity> {
  if (callbackUrl.searchParams.get('error') === 'access_denied') throw new GoogleCancelled('Cancelled at the provider');
  const as = await authorizationServer(config);
  const params = oauth.validateAuthResponse(as, config.client, callbackUrl, pending.state);
  const response = await oauth.authorizationCodeGrantRequest(
    as,
    config.client,
    oauth.ClientSecretBasic(config.clientSecret),
    params,
    redirectUri,
    pending.codeVerifier,
    transport(config),
  );
  const tokens = await oauth.processAuthorizationCodeResponse(as, config.client, response, {
    expectedNonce: pending.nonce,
    requireIdToken: true,
  });
  await oauth.validateApplicationLevelSignature(as, response, transport(config));
  const claims = oauth.getValidatedIdTokenClaims(tokens);
  if (!claims || typeof claims.email !== 'string') throw new Error('The ID token carries no e-mail');
  return {
    subject: claims.sub,
    email: claims.email,
    emailVerified: claims.email_verified === true,
    name: typeof claims.name === 'string' && claims.name.trim() !== '' ? claims.name.trim() : null,
  };
}
