import { MSG } from '@abode/shared/messages';
import {
  adminTransactionsQuery,
  checkoutInput,
  createPaymentIntentInput,
  packageIdInput,
  paymentDetailsQuery,
  paypalQuery,
  PAYMENT_GATEWAYS,
  rejectPaymentInput,
  transactionIdInput,
} from '@abode/shared/schemas/payments';
import { fileValue } from '@abode/shared/schemas/listings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../core/http/auth-guard.js';
import { ok } from '../../core/http/envelope.js';
import { ApiError, badRequest } from '../../core/http/errors.js';
import { GatewayError, UnverifiedWebhook } from './gateways/types.js';
import type { BankTransferService } from './bank-transfer.service.js';
import type { PaymentsService } from './payments.service.js';
import type { PaymentProviders } from './providers.js';
import { PAYMENTS_PERMISSION } from './bank-transfer.service.js';

const tags = ['payments'];
const config = { auth: 'required' as const };
/** A delivery that does not verify is refused with 400 and changes nothing; a provider we cannot reach gets 502 (it retries). */
async function verified<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UnverifiedWebhook) throw badRequest(MSG.webhookInvalid);
    if (error instanceof GatewayError) throw new ApiError(502, MSG.somethingWrong);
    throw error;
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const paymentsRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService; bank: BankTransferService; providers: PaymentProviders }> = async (app, { payments, bank, providers }) => {
  app.get('/get_payment_settings', { config, schema: { tags, summary: 'Enabled payment methods and their public keys (never secrets)' } }, async () => {
    const [rows, enabled] = await Promise.all([providers.publicSettings(), providers.enabled()]);
    return ok(rows, { enabled_gateways: enabled, ...(enabled.length === 0 ? { message: MSG.noPaymentMethod } : {}) });
  });

  app.post(
    '/create-payment-intent',
    { config, schema: { tags, summary: 'A Stripe Payment Intent for a paid package (amount from the package)', body: createPaymentIntentInput } },
    async (request) => ok(await payments.createPaymentIntent(requireUser(request).id, request.body.package_id, request.body.platform_type)),
  );

  app.post(
    '/checkout',
    { config, schema: { tags, summary: 'The web checkout: a hosted page of Stripe, PayPal or Flutterwave to send the browser to', body: checkoutInput } },
    async (request) => ok(await payments.checkout(requireUser(request).id, request.body.package_id, request.body.gateway)),
  );

  app.post(
    '/payment-transaction-fail',
    { config, schema: { tags, summary: 'The user gave up on a pending payment of theirs', body: transactionIdInput } },
    async (request) => {
      await payments.markFailed(requireUser(request).id, request.body.payment_transaction_id);
      return ok([], { message: MSG.paymentMarkedFailed });
    },
  );

  app.get(
    '/payment-status',
    { config, schema: { tags, summary: 'One of the user’s payments (the return page waits on it)', querystring: transactionIdInput } },
    async (request) => ok(await payments.status(requireUser(request).id, request.query.payment_transaction_id)),
  );

  app.get(
    '/get_payment_details',
    { config, schema: { tags, summary: 'The user’s payments, newest first', querystring: paymentDetailsQuery } },
    async (request) => {
      const { data, total } = await payments.history(requireUser(request).id, request.query);
      return ok(data, { total });
    },
  );

  // PayPal for older clients: an HTML page that takes the browser to PayPal's approval page
  app.get('/paypal', { config, schema: { tags, summary: 'HTML that sends the browser to PayPal to approve the order', querystring: paypalQuery } }, async (request, reply) => {
    const { redirect_url } = await payments.checkout(requireUser(request).id, request.query.package_id, 'paypal');
    const href = escapeHtml(redirect_url);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${href}"><title>PayPal</title></head><body><a href="${href}">Continue to PayPal</a></body></html>`);
  });

  app.post('/flutterwave', { config, schema: { tags, summary: 'Flutterwave Standard: the hosted payment link', body: packageIdInput } }, async (request) => {
    const { redirect_url, payment_transaction_id } = await payments.checkout(requireUser(request).id, request.body.package_id, 'flutterwave');
    return ok({ status: 'success', message: 'Hosted Link', data: { link: redirect_url }, payment_transaction_id });
  });

  // the provider sends the browser back here; the payment counts only after the provider confirms it
  app.get(
    '/payment-return/:gateway',
    {
      schema: {
        tags,
        summary: 'Back from a provider: capture (PayPal) or verify (Flutterwave), then on to /payment/success or /payment/fail',
        params: z.object({ gateway: z.enum(PAYMENT_GATEWAYS) }),
        querystring: z.object({ payment_transaction_id: z.coerce.number().int().positive() }).catchall(z.string().max(200).optional()),
      },
    },
    async (request, reply) => {
      const { payment_transaction_id, ...rest } = request.query;
      const target = await payments.returned(request.params.gateway, payment_transaction_id, rest as Record<string, string | undefined>);
      return reply.header('cache-control', 'no-store').redirect(target, 303);
    },
  );

  // webhooks: the body is read raw (Stripe signs the bytes), verified, then applied once
  await app.register(async (hooks) => {
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));

    hooks.post('/webhooks/stripe', { schema: { tags, summary: 'Stripe events (signed with Stripe-Signature)' } }, async (request) => {
      const raw = request.body as Buffer;
      const stripe = await providers.stripe();
      const outcome = await verified(async () => stripe.parseWebhook(raw, request.headers['stripe-signature'] as string | undefined));
      return ok({ result: await payments.settle('stripe', outcome, raw.toString('utf8')) }, { message: 'Webhook received' });
    });

    hooks.post('/webhooks/flutterwave', { schema: { tags, summary: 'Flutterwave events (verif-hash), verified again through the API' } }, async (request) => {
      const raw = request.body as Buffer;
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        throw badRequest(MSG.webhookInvalid);
      }
      const flutterwave = await providers.flutterwave();
      const id = await verified(async () => flutterwave.webhookTransaction(request.headers['verif-hash'] as string | undefined, body));
      const outcome = await verified(() => flutterwave.verify(id));
      return ok({ result: await payments.settle('flutterwave', { ...outcome, eventId: `transaction-${id}-${outcome.kind}` }, raw.toString('utf8')) }, { message: 'Webhook received' });
    });
  });

  // bank transfer
  app.post(
    '/initiate-bank-transfer',
    { config, schema: { tags, summary: 'Pay by bank transfer: the package and the receipt (image or PDF)', body: packageIdInput.extend({ file: fileValue.optional() }) } },
    async (request) => ok(await bank.initiate(requireUser(request).id, request.body.package_id, request.body.file), { message: MSG.receiptUploaded }),
  );

  app.post(
    '/upload-bank-receipt-file',
    { config, schema: { tags, summary: 'A new receipt for an own bank transfer not approved yet', body: transactionIdInput.extend({ file: fileValue.optional() }) } },
    async (request) => ok(await bank.replaceReceipt(requireUser(request).id, request.body.payment_transaction_id, request.body.file), { message: MSG.receiptUploaded }),
  );

  app.get(
    '/get-payment-receipt',
    { config: { auth: 'optional' as const }, schema: { tags, summary: 'The receipt of a bank transfer, for its payer and payment staff only', querystring: transactionIdInput } },
    async (request, reply) => {
      const file = await bank.receipt(request.user?.id ?? 0, request.query.payment_transaction_id);
      return reply.header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff').type(file.contentType).send(file.body);
    },
  );

  const params = z.object({ id: z.coerce.number().int().positive() });
  // the admin console's guard checks this before the input (ADR 027); the service checks again
  const admin = { ...config, admin: PAYMENTS_PERMISSION } as const;
  app.get('/admin/bank-transfers', { config: admin, schema: { tags: ['admin'], summary: 'Bank transfers to review (admin, or staff with packages.manage)', querystring: adminTransactionsQuery } }, async (request) => {
    const { data, total } = await bank.list(requireUser(request).id, request.query);
    return ok(data, { total });
  });

  app.post('/admin/bank-transfers/:id/approve', { config: admin, schema: { tags: ['admin'], summary: 'Approve a bank transfer: its package is granted', params } }, async (request) => {
    await bank.decide({ id: requireUser(request).id, ip: request.ip }, request.params.id, { approve: true });
    return ok([], { message: MSG.paymentApproved });
  });

  app.post(
    '/admin/bank-transfers/:id/reject',
    { config: admin, schema: { tags: ['admin'], summary: 'Reject a bank transfer with a reason the payer sees', params, body: rejectPaymentInput } },
    async (request) => {
      await bank.decide({ id: requireUser(request).id, ip: request.ip }, request.params.id, { approve: false, reason: request.body.reason });
      return ok([], { message: MSG.paymentRejected });
    },
  );
};
