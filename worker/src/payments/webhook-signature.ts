/**
 * Checks that a webhook delivery comes from PayPal, for the store's webhook, by asking PayPal:
 * POST /v1/notifications/verify-webhook-signature with the delivery's transmission headers, the
 * store's webhook id and the event exactly as it arrived (PayPal signs a CRC32 of those bytes).
 * The SDK has no call for it, so this is a plain fetch with the SDK's OAuth token.
 */
import { PAYPAL_TIMEOUT_MS, type PayPalClient } from './paypal-client.ts';
import { PayPalError } from './paypal-orders.ts';

/** The delivery headers PayPal signs with, and the longest value each may be. */
const TRANSMISSION_HEADERS = {
  auth_algo: ['paypal-auth-algo', 64],
  cert_url: ['paypal-cert-url', 512],
  transmission_id: ['paypal-transmission-id', 128],
  transmission_sig: ['paypal-transmission-sig', 2048],
  transmission_time: ['paypal-transmission-time', 64],
} as const;

type Transmission = Record<keyof typeof TRANSMISSION_HEADERS, string>;

/** The transmission headers of a delivery, or null when one is missing or oversized. */
export function transmissionOf(headers: Headers): Transmission | null {
  const found: Partial<Transmission> = {};
  for (const [field, [header, max]] of Object.entries(TRANSMISSION_HEADERS) as [
    keyof Transmission,
    readonly [string, number],
  ][]) {
    const value = headers.get(header);
    if (!value || value.length > max) return null;
    found[field] = value;
  }
  return found as Transmission;
}

/**
 * Whether PayPal confirms the delivery. `rawEvent` is the body as received, already known to be
 * a JSON object: it is passed on as it came, not parsed and written again, so the bytes PayPal
 * checks are the bytes it signed.
 */
export async function verifyWebhookSignature(
  client: PayPalClient,
  webhookId: string,
  transmission: Transmission,
  rawEvent: string,
): Promise<boolean> {
  const fields = JSON.stringify({ ...transmission, webhook_id: webhookId });
  const body = `${fields.slice(0, -1)},"webhook_event":${rawEvent}}`;
  let res: Response;
  try {
    res = await fetch(`${client.config.apiBase}/v1/notifications/verify-webhook-signature`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await client.accessToken()}`, 'content-type': 'application/json' },
      body,
      signal: AbortSignal.timeout(PAYPAL_TIMEOUT_MS),
    });
  } catch (error) {
    throw new PayPalError(`PayPal verify webhook signature gave no answer: ${String(error)}`, null, null);
  }
  if (!res.ok) throw new PayPalError(`PayPal verify webhook signature answered ${res.status}`, res.status, null);
  const answer = (await res.json().catch(() => null)) as { verification_status?: unknown } | null;
  return answer?.verification_status === 'SUCCESS';
}
