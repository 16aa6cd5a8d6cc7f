import { sql } from 'kysely';
import type { TransactionsQuery } from '@abode/shared/schemas/admin-money';
import type { Db } from '../../core/db/connect.js';

// Every payment for the console's transactions list (packages.manage): filtered by status,
// gateway, user and dates, with sums per currency of what was paid.

const DAY_MS = 86_400_000;

export function createTransactionsAdminRepo(db: Db) {
  function filtered(filter: Omit<TransactionsQuery, 'offset' | 'limit'>) {
    let query = db.selectFrom('payment_transactions as t');
    if (filter.payment_status !== undefined) query = query.where('t.payment_status', '=', filter.payment_status);
    if (filter.payment_gateway !== undefined) query = query.where('t.payment_gateway', '=', filter.payment_gateway);
    if (filter.user_id !== undefined) query = query.where('t.user_id', '=', filter.user_id);
    if (filter.from !== undefined) query = query.where('t.created_at', '>=', `${filter.from}T00:00:00.000Z`);
    // `to` is a whole day: everything before the next one
    if (filter.to !== undefined) query = query.where('t.created_at', '<', new Date(Date.parse(`${filter.to}T00:00:00.000Z`) + DAY_MS).toISOString());
    return query;
  }

  return {
    async page(filter: TransactionsQuery) {
      const query = filtered(filter);
      const [rows, totals] = await Promise.all([
        query
          .innerJoin('users as u', 'u.id', 't.user_id')
          .leftJoin('packages as p', 'p.id', 't.package_id')
          .select([
            't.id',
            't.user_id',
            'u.name as user_name',
            'u.email as user_email',
            't.package_id',
            'p.name as package_name',
            't.amount',
            't.currency_code',
            't.payment_gateway',
            't.payment_type',
            't.payment_status',
            't.transaction_id',
            't.reject_reason',
            't.receipt',
            't.created_at',
          ])
          .orderBy('t.created_at', 'desc')
          .orderBy('t.id', 'desc')
          .offset(filter.offset)
          .limit(filter.limit)
          .execute(),
        query
          .select([
            't.currency_code',
            sql<number | string>`count(*)`.as('n'),
            sql<number | string>`coalesce(sum(t.amount), 0)`.as('amount'),
            sql<number | string>`coalesce(sum(case when t.payment_status = 'success' then t.amount else 0 end), 0)`.as('success_amount'),
          ])
          .groupBy('t.currency_code')
          .orderBy('t.currency_code')
          .execute(),
      ]);
      return { rows, totals: totals.map((r) => ({ currency_code: r.currency_code, count: Number(r.n), amount: Number(r.amount), success_amount: Number(r.success_amount) })) };
    },
  };
}
export type TransactionsAdminRepo = ReturnType<typeof createTransactionsAdminRepo>;
