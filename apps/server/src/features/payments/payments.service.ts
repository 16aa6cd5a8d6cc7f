import { toMajorUnits } from '@abode/shared/format/money';
import { MSG } from '@abode/shared/messages';
import type { PaymentGateway } from '@abode/shared/schemas/payments';
import type { Db } from '../../core/db/connect.js';
import { moneyTransaction } from '../../core/db/money-transaction.js';
import { ApiError, badRequest, notFound } from '../../core/http/errors.js';
import type { CatalogueService, PackageRow } from '../packages/catalogue.service.js';
import { type Charge, GatewayError, type ProviderOutcome, type ReturnUrls } from './gateways/types.js';
import type { PaymentProviders } from './providers.js';
import type { PaymentRow, PaymentsRepo, PaymentType } from './payments.repo.js';

// Buying a package: a pending transaction is written first (amount and currency from the
// package), the provider is asked with that transaction's id as reference and idempotency key,
// and the package is granted only when the provider confirms (a signed webhook, a verified
// capture or verification, an admin approving a bank transfer): in one transaction that marks
// the payment paid once, records the delivery, and writes the holding (ADR 005).

export type SettleResult = 'granted' | 'already' | 'failed' | 'ignored' | 'mismatch';

const paymentFailed = () => new ApiError(502, MSG.paymentFailed);

export function createPaymentsService(deps: { db: Db; repo: PaymentsRepo; catalogue: Pick<CatalogueService, 'packageById' | 'grant'>; providers: PaymentProviders; publicUrl: string }) {
  const { db, repo, catalogue, providers, publicUrl } = deps;

  /** A paid package on sale and an enabled gateway, or the refusal the client shows. */
  async function payable(packageId: number, gateway: PaymentGateway): Promise<PackageRow> {
    const pack = await catalogue.packageById(packageId);
    if (!pack || pack.status !== 1) throw notFound(MSG.packageNotFound);
    if (pack.package_type === 'free' || pack.price <= 0) throw badRequest(MSG.freeNotPaid);
    if ((await providers.enabled()).length === 0) throw badRequest(MSG.noPaymentMethod);
    if (!(await providers.isEnabled(gateway))) throw badRequest(MSG.paymentMethodDisabled);
    return pack;
  }

  async function open(userId: number, pack: PackageRow, gateway: PaymentGateway, platform: string, paymentType: PaymentType = 'online payment'): Promise<Charge> {
    const stamp = new Date().toISOString();
    const transactionId = await repo.create({
      user_id: userId,
      package_id: pack.id,
      amount: pack.price,
      currency_code: pack.currency_code,
      payment_gateway: gateway,
      payment_type: paymentType,
      platform_type: platform,
      payment_status: 'pending',
      created_at: stamp,
      updated_at: stamp,
    });
    const payer = await repo.payer(userId);
    return { transactionId, amount: pack.price, currency: pack.currency_code, packageId: pack.id, packageName: pack.name, userId, email: payer?.email ?? '', name: payer?.name ?? '' };
  }

  /** The provider call; when it fails the transaction is marked failed and the client hears "Payment failed". */
  async function ask<T>(charge: Charge, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      await repo.markFailed(charge.transactionId);
      throw paymentFailed();
    }
  }

  const returnUrls = (gateway: PaymentGateway, transactionId: number): ReturnUrls => ({
    success: `${publicUrl}/api/payment-return/${gateway}?payment_transaction_id=${transactionId}`,
    cancel: `${publicUrl}/payment/fail?reason=canceled&payment_transaction_id=${transactionId}`,
  });

  return {
    /**
     * Applies a provider's confirmed outcome exactly once. A delivery id seen before changes
     * nothing; a success grants only when the amount and currency are the ones asked for, and
     * wins over an earlier failure (deliveries come in any order); a failure never undoes a success.
     */
    async settle(gateway: PaymentGateway, outcome: ProviderOutcome, payload = ''): Promise<SettleResult> {
      return moneyTransaction(db, async (trx) => {
        if (outcome.eventId !== undefined && !(await repo.recordDelivery(trx, gateway, outcome.eventId, payload))) return 'already';
        if (outcome.kind === 'ignored' || outcome.transactionId === undefined) return 'ignored';
        const payment = await repo.byId(outcome.transactionId, trx);
        if (!payment || payment.payment_gateway !== gateway) return 'ignored';
        if (outcome.kind === 'failed') return (await repo.markFailed(payment.id, trx)) ? 'failed' : 'already';
        if (outcome.amount !== payment.amount || outcome.currency?.toUpperCase() !== payment.currency_code.toUpperCase()) return 'mismatch';
        return (await grantPaid(trx, { repo, catalogue }, payment, outcome.providerRef ?? null)) ? 'granted' : 'already';
      });
    },

    /** create-payment-intent: a Stripe Payment Intent for apps that confirm it with the publishable key. */
    async createPaymentIntent(userId: number, packageId: number, platform: string) {
      const pack = await payable(packageId, 'stripe');
      const charge = await open(userId, pack, 'stripe', platform);
      const intent = await ask(charge, async () => (await providers.stripe()).createPaymentIntent(charge));
      await repo.setOrder(charge.transactionId, intent.id, { id: intent.id, status: intent.status });
      const payment = (await repo.byId(charge.transactionId))!;
      return {
        payment_intent: {
          id: intent.id,
          amount: intent.amount,
          currency: intent.currency,
          metadata: intent.metadata,
          status: 'pending',
          client_secret: intent.client_secret,
          payment_gateway_response: { id: intent.id, client_secret: intent.client_secret, status: intent.status },
          payment_transaction_id: charge.transactionId,
        },
        payment_transaction: present(payment),
      };
    },

    /** The web's checkout: a hosted page of the chosen provider to send the browser to. */
    async checkout(userId: number, packageId: number, gateway: 'stripe' | 'paypal' | 'flutterwave') {
      const pack = await payable(packageId, gateway);
      const charge = await open(userId, pack, gateway, 'web');
      const urls = returnUrls(gateway, charge.transactionId);
      const hosted = await ask(charge, async () => {
        if (gateway === 'stripe') return (await providers.stripe()).createCheckout(charge, urls);
        if (gateway === 'paypal') return (await providers.paypal()).createOrder(charge, urls);
        return (await providers.flutterwave()).createPayment(charge, urls.success);
      });
      await repo.setOrder(charge.transactionId, hosted.orderId, { order_id: hosted.orderId });
      return { payment_transaction_id: charge.transactionId, redirect_url: hosted.redirectUrl };
    },

    /**
     * The browser is back from a provider. PayPal: capture the approved order; Flutterwave: verify
     * the transaction it names; Stripe: the webhook decides, the page waits for it. Answers the
     * web page to show.
     */
    async returned(gateway: PaymentGateway, userTransactionId: number, query: Record<string, string | undefined>): Promise<string> {
      const payment = await repo.byId(userTransactionId);
      const fail = (reason: string) => `/payment/fail?reason=${reason}&payment_transaction_id=${userTransactionId}`;
      if (!payment || payment.payment_gateway !== gateway) return fail('failed');
      if (payment.payment_status === 'success') return `/payment/success?payment_transaction_id=${payment.id}`;
      try {
        if (gateway === 'paypal' && payment.order_id && (query.token === undefined || query.token === payment.order_id)) {
          await this.settle('paypal', await (await providers.paypal()).capture(payment.order_id));
        } else if (gateway === 'flutterwave') {
          if (query.status === 'cancelled') {
            await repo.markFailed(payment.id);
            return fail('canceled');
          }
          if (query.transaction_id && query.tx_ref === payment.order_id) await this.settle('flutterwave', await (await providers.flutterwave()).verify(query.transaction_id));
        }
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        return fail('failed');
      }
      const now = await repo.byId(payment.id);
      if (now?.payment_status === 'success') return `/payment/success?payment_transaction_id=${payment.id}`;
      if (now?.payment_status === 'failed') return fail('failed');
      return `/payment/success?payment_transaction_id=${payment.id}&pending=1`;
    },

    /** payment-transaction-fail: the user gave up on a payment of theirs still pending. */
    async markFailed(userId: number, transactionId: number): Promise<void> {
      const payment = await repo.byId(transactionId);
      if (!payment || payment.user_id !== userId) throw notFound(MSG.paymentNotFound);
      await repo.markFailed(payment.id);
    },

    /** One of the user's payments (the return pages poll it while a webhook is on its way). */
    async status(userId: number, transactionId: number) {
      const payment = await repo.byId(transactionId);
      if (!payment || payment.user_id !== userId) throw notFound(MSG.paymentNotFound);
      return present(payment);
    },

    /** get_payment_details. */
    async history(userId: number, query: { offset: number; limit: number; payment_type?: PaymentType | undefined }) {
      const { rows, total } = await repo.history({ userId, paymentType: query.payment_type }, query);
      return { data: rows.map((r) => ({ ...present(r), package: r.package_id === null ? null : { id: r.package_id, name: r.package_name, price: r.package_price === null ? null : toMajorUnits({ minor: r.package_price }) } })), total };
    },

    payable,
    open,
  };
}

/** Marks the payment paid and grants its package, in `trx`; false (and nothing written) when it was paid before. */
export async function grantPaid(trx: Db, deps: { repo: PaymentsRepo; catalogue: Pick<CatalogueService, 'packageById' | 'grant'> }, payment: PaymentRow, providerRef: string | null): Promise<boolean> {
  if (!(await deps.repo.markPaid(trx, payment.id, providerRef))) return false;
  const pack = payment.package_id === null ? undefined : await deps.catalogue.packageById(payment.package_id, trx);
  if (pack) await deps.catalogue.grant(trx, { userId: payment.user_id, pack, paymentTransactionId: payment.id, now: new Date() });
  return true;
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;

/** A payment as the contract shows it (amounts in major units; the receipt is not a public file). */
export function present(row: PaymentRow) {
  return {
    id: row.id,
    user_id: row.user_id,
    package_id: row.package_id,
    amount: toMajorUnits({ minor: row.amount }),
    currency_code: row.currency_code,
    payment_gateway: row.payment_gateway,
    payment_type: row.payment_type,
    platform_type: row.platform_type,
    order_id: row.order_id,
    transaction_id: row.transaction_id,
    payment_status: row.payment_status,
    has_receipt: row.receipt !== null,
    reject_reason: row.reject_reason,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
