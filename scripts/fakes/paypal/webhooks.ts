/**
 * Webhook events as PayPal sends them: each delivery signed with SHA256withRSA over
 * `{transmission id}|{transmission time}|{webhook id}|{CRC32 of the body}`, with the address of
 * the certificate to check it with; and the verify-webhook-signature call that checks one.
 *
 * The stand-in's "certificate" is its public key in PEM (no X.509 issuer to chain to here): the
 * store never reads it, it hands it back to the verify call, as it does with PayPal's.
 */
import { type KeyObject, randomBytes, sign, verify } from 'node:crypto';
import { crc32 } from 'node:zlib';
import type { WebhookDelivery } from './control.ts';
import type { FaultBook } from './faults.ts';

export const AUTH_ALGO = 'SHA256withRSA';

interface StoredEvent extends WebhookDelivery {
  paypalOrderId: string;
}

const signedText = (transmissionId: string, time: string, webhookId: string, body: string) =>
  `${transmissionId}|${time}|${webhookId}|${crc32(Buffer.from(body, 'utf8')) >>> 0}`;

export interface WebhookOptions {
  webhookId: string;
  certUrl: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  faults: FaultBook;
  /** Where deliveries are sent (the store's webhook); without it they are only kept for the control API. */
  deliverTo: string | undefined;
}

export function webhookSender(options: WebhookOptions) {
  const events: StoredEvent[] = [];
  let heldBack: StoredEvent[] = [];

  async function post(event: StoredEvent): Promise<void> {
    if (!options.deliverTo) return;
    // PayPal retries a delivery that is not answered 2xx; a few tries are enough locally.
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const res = await fetch(options.deliverTo, {
          method: 'POST',
          headers: { ...event.headers, 'content-type': 'application/json' },
          body: event.body,
        });
        if (res.ok) return;
      } catch {
        // The store is not up (yet): try again.
      }
      await new Promise((resolve) => setTimeout(resolve, 1000 * (attempt + 1)));
    }
  }

  function deliver(event: StoredEvent): void {
    const fault = options.faults.take('webhook', { paypalOrderId: event.paypalOrderId });
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    switch (fault?.effect) {
      case 'drop':
        return;
      case 'duplicate':
        void post(event).then(() => post(event));
        return;
      case 'delay':
        void wait(fault.delayMs ?? 3000).then(() => post(event));
        return;
      case 'out-of-order':
        heldBack.push(event);
        void wait(fault.delayMs ?? 3000).then(async () => {
          const batch = heldBack.reverse();
          heldBack = [];
          for (const held of batch) await post(held);
        });
        return;
      default:
        // As PayPal: shortly after the change, not in the same breath as the API answer.
        void wait(200).then(() => post(event));
    }
  }

  return {
    /** Signs and records an event about one PayPal order, and delivers it. */
    emit(
      paypalOrderId: string,
      type: string,
      resourceType: string,
      resource: Record<string, unknown>,
      summary: string,
    ) {
      const id = `WH-${randomBytes(10).toString('hex').toUpperCase()}`;
      const now = new Date().toISOString();
      const body = JSON.stringify({
        id,
        event_version: '1.0',
        create_time: now,
        resource_type: resourceType,
        resource_version: '2.0',
        event_type: type,
        summary,
        resource,
      });
      const transmissionId = randomBytes(16).toString('hex');
      const signature = sign(
        'sha256',
        Buffer.from(signedText(transmissionId, now, options.webhookId, body)),
        options.privateKey,
      );
      const event: StoredEvent = {
        id,
        type,
        paypalOrderId,
        body,
        headers: {
          'paypal-auth-algo': AUTH_ALGO,
          'paypal-cert-url': options.certUrl,
          'paypal-transmission-id': transmissionId,
          'paypal-transmission-sig': signature.toString('base64'),
          'paypal-transmission-time': now,
        },
      };
      events.push(event);
      deliver(event);
    },

    /** The PayPal order an event this stand-in sent is about. */
    orderOf(eventId: unknown): string | undefined {
      return events.find((event) => event.id === eventId)?.paypalOrderId;
    },

    /** The deliveries of one order's events, oldest first. */
    of(paypalOrderId: string): WebhookDelivery[] {
      return events
        .filter((event) => event.paypalOrderId === paypalOrderId)
        .map(({ id, type, headers, body }) => ({ id, type, headers, body }));
    },

    /**
     * POST /v1/notifications/verify-webhook-signature: SUCCESS only for a delivery this stand-in
     * signed, for the webhook id given, with the event's bytes unchanged.
     */
    verify(request: Record<string, unknown>): 'SUCCESS' | 'FAILURE' {
      const text = (key: string) => (typeof request[key] === 'string' ? (request[key] as string) : '');
      const event = request.webhook_event;
      if (typeof event !== 'object' || event === null) return 'FAILURE';
      if (text('auth_algo') !== AUTH_ALGO || text('cert_url') !== options.certUrl) return 'FAILURE';
      if (text('webhook_id') !== options.webhookId) return 'FAILURE';
      const message = signedText(
        text('transmission_id'),
        text('transmission_time'),
        text('webhook_id'),
        JSON.stringify(event),
      );
      try {
        return verify(
          'sha256',
          Buffer.from(message),
          options.publicKey,
          Buffer.from(text('transmission_sig'), 'base64'),
        )
          ? 'SUCCESS'
          : 'FAILURE';
      } catch {
        return 'FAILURE';
      }
    },

    certificate(): string {
      return options.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    },
  };
}

export type WebhookSender = ReturnType<typeof webhookSender>;
