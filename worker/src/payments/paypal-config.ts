import type { Env } from '../env.ts';

export type PayPalEnv = Pick<
  Env,
  | 'APP_ENV'
  | 'PAYPAL_CLIENT_ID'
  | 'PAYPAL_CLIENT_SECRET'
  | 'PAYPAL_ENVIRONMENT'
  | 'PAYPAL_WEBHOOK_ID'
  | 'PAYPAL_API_URL'
>;

export interface PayPalConfig {
  clientId: string;
  clientSecret: string;
  environment: 'sandbox' | 'live';
  /** The webhook id events are verified against; null while no webhook is registered. */
  webhookId: string | null;
  /** The REST API's base URL (PayPal's for the environment, or the local stand-in's). */
  apiBase: string;
  /** Origins PayPal's approval page may be on: where the store sends buyers to pay. */
  approvalOrigins: readonly string[];
}

const PAYPAL = {
  live: { api: 'https://api-m.paypal.com', approval: 'https://www.paypal.com' },
  sandbox: { api: 'https://api-m.sandbox.paypal.com', approval: 'https://www.sandbox.paypal.com' },
} as const;

/**
 * PayPal as this deployment is configured, or null when it has no credentials (checkout then
 * answers 503). A stand-in base URL is honoured only in development and tests, so a stray variable can
 * never send a live store's payments elsewhere.
 */
export function paypalConfig(env: PayPalEnv): PayPalConfig | null {
  if (!env.PAYPAL_CLIENT_ID || !env.PAYPAL_CLIENT_SECRET) return null;
  const environment = env.PAYPAL_ENVIRONMENT === 'live' ? 'live' : 'sandbox';
  const local = env.APP_ENV === 'development' || env.APP_ENV === 'test';
  const standIn = local && env.PAYPAL_API_URL ? new URL(env.PAYPAL_API_URL).origin : null;
  return {
    clientId: env.PAYPAL_CLIENT_ID,
    clientSecret: env.PAYPAL_CLIENT_SECRET,
    environment,
    webhookId: env.PAYPAL_WEBHOOK_ID || null,
    apiBase: standIn ?? PAYPAL[environment].api,
    approvalOrigins: standIn ? [standIn] : [PAYPAL[environment].approval],
  };
}
