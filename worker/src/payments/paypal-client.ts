/**
 * The PayPal SDK client (`@paypal/paypal-server-sdk`), built once per isolate and configuration
 * so its OAuth token is reused between requests.
 *
 * The SDK knows only PayPal's own addresses. It sends its calls through the fetch given here,
 * which puts them on the configured base URL instead: PayPal itself in production, the local
 * stand-in in development and tests (DESIGN.md). Nothing else about the calls changes.
 */
import { Client, Environment, type OAuthToken } from '@paypal/paypal-server-sdk';
import type { PayPalConfig } from './paypal-config.ts';

/** How long a call to PayPal may take before the store gives up on its answer. */
export const PAYPAL_TIMEOUT_MS = 10_000;

/**
 * A fetch that sends every request to `base`, keeping its path, query, method, headers and body.
 * The body (a few KB of JSON) is read first rather than streamed on, so a connection that drops
 * fails this one call instead of leaving a stream behind that nobody awaits.
 */
export function fetchTo(base: string): typeof fetch {
  const target = new URL(base);
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    url.protocol = target.protocol;
    url.host = target.host;
    const body = request.body ? await request.arrayBuffer() : null;
    return fetch(url, { method: request.method, headers: request.headers, body, signal: request.signal });
  };
}

export interface PayPalClient {
  sdk: Client;
  config: PayPalConfig;
  /** A valid access token (the SDK's own, fetched again once it expires), for calls the SDK lacks. */
  accessToken(): Promise<string>;
}

const clients = new Map<string, PayPalClient>();

export function paypalClient(config: PayPalConfig): PayPalClient {
  const cacheKey = [config.apiBase, config.environment, config.clientId, config.clientSecret].join('\n');
  const cached = clients.get(cacheKey);
  if (cached) return cached;

  let token: OAuthToken | undefined;
  const provideToken = async (last: OAuthToken | undefined, manager: Client['clientCredentialsAuthManager']) => {
    token = await manager.updateToken(token ?? last);
    return token;
  };
  const sdk = new Client({
    environment: config.environment === 'live' ? Environment.Production : Environment.Sandbox,
    timeout: PAYPAL_TIMEOUT_MS,
    clientCredentialsAuthCredentials: {
      oAuthClientId: config.clientId,
      oAuthClientSecret: config.clientSecret,
      oAuthTokenProvider: provideToken,
    },
    // The SDK's HTTP client is axios: its fetch adapter, with our fetch (see the file comment).
    unstable_httpClientOptions: { adapter: 'fetch', env: { fetch: fetchTo(config.apiBase) } },
  });
  const client: PayPalClient = {
    sdk,
    config,
    accessToken: async () => (await provideToken(undefined, sdk.clientCredentialsAuthManager)).accessToken,
  };
  clients.set(cacheKey, client);
  return client;
}
