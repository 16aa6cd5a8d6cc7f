import { majorAmount, minorAmount, requestJson } from './http-json.js';
import { type Charge, GatewayError, type HostedCheckout, idempotencyKey, type ProviderOutcome, type ReturnUrls } from './types.js';

// PayPal Orders v2: an OAuth client-credentials token, then create (intent CAPTURE) → the buyer
// approves on PayPal → capture on return. The package is granted on the verified capture
// answered to us server to server, so no webhook is needed; PayPal-Request-Id makes the create
// and the capture idempotent.

export interface PayPalConfig {
  clientId: string;
  clientSecret: string;
  /** https://api-m.paypal.com (live) or https://api-m.sandbox.paypal.com, or a local server in tests */
  apiUrl: string;
}

interface Order {
  id: string;
  status: string;
  links?: { rel: string; href: string }[];
  purchase_units?: { custom_id?: string; payments?: { captures?: { id: string; status: string; custom_id?: string; amount: { currency_code: string; value: string } }[] } }[];
}

export function createPayPalGateway(config: PayPalConfig) {
  const base = config.apiUrl.replace(/\/$/, '');

  async function token(): Promise<string> {
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    const answer = await requestJson<{ access_token: string }>(`${base}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    return answer.access_token;
  }

  async function headers(requestId: string) {
    return { authorization: `Bearer ${await token()}`, 'content-type': 'application/json', 'paypal-request-id': requestId, prefer: 'return=representation' };
  }

  return {
    async createOrder(charge: Charge, urls: ReturnUrls): Promise<HostedCheckout> {
      const order = await requestJson<Order>(`${base}/v2/checkout/orders`, {
        method: 'POST',
        headers: await headers(idempotencyKey(charge.transactionId, 'order')),
        body: JSON.stringify({
          intent: 'CAPTURE',
          purchase_units: [
            { reference_id: String(charge.transactionId), custom_id: String(charge.transactionId), description: charge.packageName, amount: { currency_code: charge.currency, value: majorAmount(charge.amount) } },
          ],
          payment_source: { paypal: { experience_context: { return_url: urls.success, cancel_url: urls.cancel, user_action: 'PAY_NOW', shipping_preference: 'NO_SHIPPING' } } },
        }),
      });
      const approve = order.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
      if (!approve) throw new GatewayError('PayPal answered an order without an approval link');
      return { orderId: order.id, redirectUrl: approve.href };
    },

    /** Captures an approved order; the outcome is what PayPal says it captured. */
    async capture(orderId: string): Promise<ProviderOutcome> {
      const order = await requestJson<Order>(`${base}/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {
        method: 'POST',
        headers: await headers(`abode-capture-${orderId}`),
        body: '{}',
      });
      const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
      const transactionId = Number(capture?.custom_id ?? order.purchase_units?.[0]?.custom_id);
      if (!capture || !Number.isSafeInteger(transactionId)) return { kind: 'failed' };
      return {
        kind: order.status === 'COMPLETED' && capture.status === 'COMPLETED' ? 'succeeded' : 'failed',
        transactionId,
        amount: minorAmount(capture.amount.value),
        currency: capture.amount.currency_code,
        providerRef: capture.id,
      };
    },
  };
}
export type PayPalGateway = ReturnType<typeof createPayPalGateway>;
