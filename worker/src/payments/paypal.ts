import { type PayPalClient, paypalClient } from './paypal-client.ts';
import type { PayPalConfig, PayPalEnv } from './paypal-config.ts';
import { paypalConfig } from './paypal-config.ts';
import { type PayPalOrders, paypalOrders } from './paypal-orders.ts';
import { type PayPalRefunds, paypalRefunds } from './paypal-refunds.ts';

export interface PayPal {
  config: PayPalConfig;
  client: PayPalClient;
  orders: PayPalOrders;
  refunds: PayPalRefunds;
}

/** PayPal for this deployment, or null when it has no credentials (payments are unavailable). */
export function paypalFor(env: PayPalEnv): PayPal | null {
  const config = paypalConfig(env);
  if (!config) return null;
  const client = paypalClient(config);
  return { config, client, orders: paypalOrders(client), refunds: paypalRefunds(client) };
}
