import Stripe from 'stripe';
import { type Charge, GatewayError, type HostedCheckout, idempotencyKey, type ProviderOutcome, type ReturnUrls, UnverifiedWebhook } from './types.js';

// Stripe through its official SDK: Payment Intents (create-payment-intent, for apps that confirm
// with the publishable key), Checkout Sessions (the web's hosted checkout) and webhook signature
// verification (`Stripe-Signature`: t=…,v1=HMAC-SHA256(secret, "t.body"), 300 s tolerance).

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** https://api.stripe.com, or a local server speaking the same API in tests */
  apiUrl: string;
}

const metadataOf = (charge: Charge) => ({ payment_transaction_id: String(charge.transactionId), package_id: String(charge.packageId), user_id: String(charge.userId) });

export function createStripeGateway(config: StripeConfig) {
  const api = new URL(config.apiUrl);
  const client = new Stripe(config.secretKey, {
    host: api.hostname,
    port: Number(api.port) || (api.protocol === 'https:' ? 443 : 80),
    protocol: api.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 2,
    timeout: 20_000,
  });

  async function call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw new GatewayError(error instanceof Error ? error.message : 'Stripe request failed');
    }
  }

  function outcomeOf(event: Stripe.Event): ProviderOutcome {
    const base = { eventId: event.id };
    if (event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.payment_failed' || event.type === 'payment_intent.canceled') {
      const intent = event.data.object;
      const transactionId = Number(intent.metadata?.payment_transaction_id);
      if (!Number.isSafeInteger(transactionId) || transactionId <= 0) return { ...base, kind: 'ignored' };
      return {
        ...base,
        kind: event.type === 'payment_intent.succeeded' ? 'succeeded' : 'failed',
        transactionId,
        amount: event.type === 'payment_intent.succeeded' ? intent.amount_received || intent.amount : intent.amount,
        currency: intent.currency.toUpperCase(),
        providerRef: intent.id,
      };
    }
    if (event.type === 'checkout.session.expired') {
      const transactionId = Number(event.data.object.metadata?.payment_transaction_id);
      return Number.isSafeInteger(transactionId) && transactionId > 0 ? { ...base, kind: 'failed', transactionId } : { ...base, kind: 'ignored' };
    }
    return { ...base, kind: 'ignored' };
  }

  return {
    /** A Payment Intent for the charge; retried calls with the same transaction get the same intent. */
    createPaymentIntent(charge: Charge) {
      return call(() =>
        client.paymentIntents.create(
          { amount: charge.amount, currency: charge.currency.toLowerCase(), metadata: metadataOf(charge), description: charge.packageName, receipt_email: charge.email || undefined },
          { idempotencyKey: idempotencyKey(charge.transactionId, 'intent') },
        ),
      );
    },

    /** A hosted Checkout Session whose Payment Intent carries the transaction in its metadata. */
    async createCheckout(charge: Charge, urls: ReturnUrls): Promise<HostedCheckout> {
      const session = await call(() =>
        client.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [{ quantity: 1, price_data: { currency: charge.currency.toLowerCase(), unit_amount: charge.amount, product_data: { name: charge.packageName } } }],
            success_url: urls.success,
            cancel_url: urls.cancel,
            client_reference_id: String(charge.transactionId),
            customer_email: charge.email || undefined,
            metadata: metadataOf(charge),
            payment_intent_data: { metadata: metadataOf(charge) },
          },
          { idempotencyKey: idempotencyKey(charge.transactionId, 'checkout') },
        ),
      );
      if (!session.url) throw new GatewayError('Stripe answered a session without a URL');
      return { orderId: session.id, redirectUrl: session.url };
    },

    /** Verifies the signature over the raw body (and its timestamp) before anything is read from it. */
    parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderOutcome {
      let event: Stripe.Event;
      try {
        event = client.webhooks.constructEvent(rawBody, signature ?? '', config.webhookSecret);
      } catch {
        throw new UnverifiedWebhook('Stripe signature does not verify');
      }
      return outcomeOf(event);
    },
  };
}
export type StripeGateway = ReturnType<typeof createStripeGateway>;
