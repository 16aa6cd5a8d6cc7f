import { ADVERTISEMENT_STATUS } from '@abode/shared/enums';
import { sql } from 'kysely';
import type { Db } from '../../core/db/connect.js';

// The console's front page: counts, what waits in each queue, and daily series since `since`.

type Count = { n: number | string };
const total = async (query: { executeTakeFirstOrThrow(): Promise<Count> }) => Number((await query.executeTakeFirstOrThrow()).n);

export function createAdminDashboardRepo(db: Db) {
  const day = sql<string>`substr(created_at, 1, 10)`;
  return {
    async counts(newSince: string) {
      const n = sql<number | string>`count(*)`.as('n');
      const [users, newUsers, properties, projects, agents] = await Promise.all([
        total(db.selectFrom('users').select(n).where('role', '=', 'user')),
        total(db.selectFrom('users').select(n).where('role', '=', 'user').where('created_at', '>=', newSince)),
        total(db.selectFrom('properties').select(n)),
        total(db.selectFrom('projects').select(n)),
        total(db.selectFrom('users').select(n).where('is_agent', '=', 1)),
      ]);
      return { users, new_users_30d: newUsers, properties, projects, agents };
    },

    async waiting() {
      const n = sql<number | string>`count(*)`.as('n');
      const [properties, projects, featured, verifications, reports, bankTransfers] = await Promise.all([
        total(db.selectFrom('properties').select(n).where('request_status', '=', 'pending')),
        total(db.selectFrom('projects').select(n).where('request_status', '=', 'pending')),
        total(db.selectFrom('advertisements').select(n).where('status', '=', ADVERTISEMENT_STATUS.pending)),
        total(db.selectFrom('verification_submissions').select(n).where('status', '=', 'pending')),
        total(db.selectFrom('reports').select(n).where('status', '=', 'open')),
        total(db.selectFrom('payment_transactions').select(n).where('payment_type', '=', 'bank transfer').where('payment_status', '=', 'pending')),
      ]);
      return { properties, projects, featured, verifications, reports, bank_transfers: bankTransfers };
    },

    /** Properties posted per day since `since`, by their review state now. */
    async listingsByDay(since: string) {
      const rows = await db
        .selectFrom('properties')
        .select([day.as('day'), 'request_status', sql<number | string>`count(*)`.as('n')])
        .where('created_at', '>=', since)
        .groupBy([day, 'request_status'])
        .execute();
      return rows.map((r) => ({ day: r.day, status: r.request_status, count: Number(r.n) }));
    },

    async usersByDay(since: string) {
      const rows = await db
        .selectFrom('users')
        .select([day.as('day'), sql<number | string>`count(*)`.as('n')])
        .where('role', '=', 'user')
        .where('created_at', '>=', since)
        .groupBy(day)
        .execute();
      return rows.map((r) => ({ day: r.day, count: Number(r.n) }));
    },

    /** Successful payments in `currency` per day since `since`, in minor units (by when they were made). */
    async revenueByDay(since: string, currency: string) {
      const rows = await db
        .selectFrom('payment_transactions')
        .select([day.as('day'), sql<number | string>`coalesce(sum(amount), 0)`.as('amount')])
        .where('payment_status', '=', 'success')
        .where('currency_code', '=', currency)
        .where('created_at', '>=', since)
        .groupBy(day)
        .execute();
      return rows.map((r) => ({ day: r.day, amount: Number(r.amount) }));
    },

    async currency(): Promise<string> {
      const row = await db.selectFrom('settings').select('value').where('key', '=', 'currency_code').executeTakeFirst();
      return row?.value || 'USD';
    },

    /** Cities with the most approved properties. */
    async topCities(limit: number) {
      const rows = await db
        .selectFrom('properties')
        .select(['city', sql<number | string>`count(*)`.as('n')])
        .where('request_status', '=', 'approved')
        .where('city', '<>', '')
        .groupBy('city')
        .orderBy(sql`count(*)`, 'desc')
        .orderBy('city')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ city: r.city, count: Number(r.n) }));
    },
  };
}
export type AdminDashboardRepo = ReturnType<typeof createAdminDashboardRepo>;
