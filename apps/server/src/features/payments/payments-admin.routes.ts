import { toMajorUnits } from '@abode/shared/format/money';
import { MSG } from '@abode/shared/messages';
import { type AdminTransaction, paymentSettingsInput, type TransactionTotals, transactionsQuery } from '@abode/shared/schemas/admin-money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../core/http/auth-guard.js';
import { ok } from '../../core/http/envelope.js';
import { PAYMENTS_PERMISSION } from './bank-transfer.service.js';
import type { PaymentSettingsService } from '../settings/payment-settings.service.js';
import type { TransactionsAdminRepo } from './transactions-admin.repo.js';

// /api/admin/transactions and /api/admin/payment-settings (packages.manage, ADR 027, 033).

const tags = ['admin'];
const config = { admin: PAYMENTS_PERMISSION } as const;

/** The receipt's address: the authorising route, which hands it to its payer and payment staff only. */
export const receiptPath = (transactionId: number) => `/api/get-payment-receipt?payment_transaction_id=${transactionId}`;

export const paymentsAdminRoutes: FastifyPluginAsyncZod<{ transactions: TransactionsAdminRepo; settings: PaymentSettingsService }> = async (app, { transactions, settings }) => {
  app.get(
    '/admin/transactions',
    { config, schema: { tags, summary: 'Payments, newest first (filter by status, gateway, user, dates), with totals per currency beside them', querystring: transactionsQuery } },
    async (request) => {
      const { rows, totals } = await transactions.page(request.query);
      const items: AdminTransaction[] = rows.map((row) => ({
        id: row.id,
        user: { id: row.user_id, name: row.user_name, email: row.user_email },
        package: row.package_id === null ? null : { id: row.package_id, name: row.package_name ?? '' },
        amount: toMajorUnits({ minor: row.amount }),
        currency_code: row.currency_code,
        payment_gateway: row.payment_gateway,
        payment_type: row.payment_type,
        payment_status: row.payment_status,
        transaction_id: row.transaction_id,
        reject_reason: row.reject_reason,
        receipt_url: row.receipt ? receiptPath(row.id) : null,
        created_at: row.created_at,
      }));
      const summary: TransactionTotals = {
        count: totals.reduce((sum, t) => sum + t.count, 0),
        by_currency: totals.map((t) => ({ ...t, amount: toMajorUnits({ minor: t.amount }), success_amount: toMajorUnits({ minor: t.success_amount }) })),
      };
      return ok(items, { total: summary.count, totals: summary });
    },
  );

  app.get('/admin/payment-settings', { config, schema: { tags, summary: 'Gateway switches and public keys; secrets masked (never sent whole)' } }, async () => ok(await settings.get()));

  app.post(
    '/admin/payment-settings',
    { config, schema: { tags, summary: 'Change gateway settings (only the keys sent; an empty secret keeps the stored one); secrets stored encrypted; audited masked', body: paymentSettingsInput } },
    async (request) => {
      await settings.update({ id: requireUser(request).id, ip: request.ip }, request.body);
      return ok(await settings.get(), { message: MSG.settingsSaved });
    },
  );
};
