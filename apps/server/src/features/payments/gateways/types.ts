/** What a gateway is asked to charge: the amounts come from the package row, never from the client. */
export interface Charge {
  /** payment_transactions.id: the idempotency key of every provider call and the reference the provider echoes back. */
  transactionId: number;
  /** minor units */
  amount: number;
  currency: string;
  packageId: number;
  packageName: string;
  userId: number;
  email: string;
  name: string;
}

/** A hosted checkout the browser is sent to. */
export interface HostedCheckout {
  /** The provider's id of the order/session (payment_transactions.order_id). */
  orderId: string;
  redirectUrl: string;
}

/** Where the provider sends the browser back. */
export interface ReturnUrls {
  success: string;
  cancel: string;
}

/** A provider's confirmed word on a payment, after its signature or a server-to-server check. */
export interface ProviderOutcome {
  /** Unique per delivery (webhook event id), for deduplication; absent for synchronous captures/verifications. */
  eventId?: string;
  kind: 'succeeded' | 'failed' | 'ignored';
  transactionId?: number;
  /** minor units, as the provider charged them */
  amount?: number;
  currency?: string;
  /** The provider's id of the charge (payment_transactions.transaction_id). */
  providerRef?: string;
}

/** A delivery whose signature does not hold: answered 400, nothing read from it. */
export class UnverifiedWebhook extends Error {}

/** A provider that answered an error or could not be reached. */
export class GatewayError extends Error {}

export const idempotencyKey = (transactionId: number, step: string) => `abode-payment-${transactionId}-${step}`;
