import { timingSafeEqual } from 'node:crypto';
import { majorAmount, minorAmount, requestJson } from './http-json.js';
import { type Charge, GatewayError, type HostedCheckout, type ProviderOutcome, UnverifiedWebhook } from './types.js';

// Flutterwave Standard: POST /v3/payments answers a hosted link; the browser comes back with
// tx_ref and transaction_id, and the payment counts only after GET /v3/transactions/{id}/verify
// says so. Webhooks carry the `verif-hash` header (the secret hash set in the dashboard); it is
// not bound to the body, so a webhook is only a hint to verify the transaction again.

export interface FlutterwaveConfig {
  secretKey: string;
  secretHash: string;
  /** https://api.flutterwave.com, or a local server in tests */
  apiUrl: string;
}

interface Transaction {
  id: number;
  tx_ref: string;
  status: string;
  amount: number;
  charged_amount?: number;
  currency: string;
}

/** Our tx_ref for a transaction, and back. */
export const txRefOf = (transactionId: number) => `abode-${transactionId}`;
const transactionOf = (txRef: string) => {
  const id = Number(/^abode-(\d+)$/.exec(txRef)?.[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

export function createFlutterwaveGateway(config: FlutterwaveConfig) {
  const base = config.apiUrl.replace(/\/$/, '');
  const auth = { authorization: `Bearer ${config.secretKey}`, 'content-type': 'application/json' };

  return {
    async createPayment(charge: Charge, redirectUrl: string): Promise<HostedCheckout & { raw: unknown }> {
      const answer = await requestJson<{ status: string; message: string; data?: { link?: string } }>(`${base}/v3/payments`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({
          tx_ref: txRefOf(charge.transactionId),
          amount: majorAmount(charge.amount),
          currency: charge.currency,
          redirect_url: redirectUrl,
          customer: { email: charge.email, name: charge.name },
          customizations: { title: charge.packageName },
          meta: { payment_transaction_id: charge.transactionId, package_id: charge.packageId },
        }),
      });
      if (answer.status !== 'success' || !answer.data?.link) throw new GatewayError(`Flutterwave refused the payment: ${answer.message}`);
      return { orderId: txRefOf(charge.transactionId), redirectUrl: answer.data.link, raw: answer };
    },

    /** What Flutterwave says of its transaction `id`: the only thing a payment is granted on. */
    async verify(id: string | number): Promise<ProviderOutcome> {
      const answer = await requestJson<{ status: string; data?: Transaction }>(`${base}/v3/transactions/${encodeURIComponent(String(id))}/verify`, { method: 'GET', headers: auth });
      const tx = answer.data;
      const transactionId = tx ? transactionOf(tx.tx_ref) : undefined;
      if (answer.status !== 'success' || !tx || transactionId === undefined) return { kind: 'failed' };
      return {
        kind: tx.status === 'successful' ? 'succeeded' : tx.status === 'failed' ? 'failed' : 'ignored',
        transactionId,
        amount: minorAmount(tx.charged_amount ?? tx.amount),
        currency: tx.currency,
        providerRef: String(tx.id),
      };
    },

    /** The webhook's verif-hash must equal the secret hash; answers the Flutterwave transaction id to verify. */
    webhookTransaction(hash: string | undefined, body: unknown): string {
      const expected = Buffer.from(config.secretHash);
      const given = Buffer.from(hash ?? '');
      if (!config.secretHash || given.length !== expected.length || !timingSafeEqual(given, expected)) throw new UnverifiedWebhook('Flutterwave verif-hash does not match');
      const id = (body as { data?: { id?: unknown } } | null)?.data?.id;
      if (typeof id !== 'number' && typeof id !== 'string') throw new UnverifiedWebhook('Flutterwave webhook without a transaction id');
      return String(id);
    },
  };
}
export type FlutterwaveGateway = ReturnType<typeof createFlutterwaveGateway>;
