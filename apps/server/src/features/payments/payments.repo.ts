import type { Insertable } from 'kysely';
import type { Db } from '../../core/db/connect.js';
import type { PaymentTransactionsTable } from '../../core/db/schema.js';

// payment_transactions: one row per attempt to pay for a package, written before the provider is
// called (its id is the provider's reference), moved to success once and only once.

export type PaymentType = 'online payment' | 'bank transfer' | 'free';

const COLUMNS = [
  'payment_transactions.id',
  'payment_transactions.user_id',
  'payment_transactions.package_id',
  'payment_transactions.amount',
  'payment_transactions.currency_code',
  'payment_transactions.payment_gateway',
  'payment_transactions.payment_type',
  'payment_transactions.platform_type',
  'payment_transactions.order_id',
  'payment_transactions.transaction_id',
  'payment_transactions.payment_status',
  'payment_transactions.receipt',
  'payment_transactions.reject_reason',
  'payment_transactions.created_at',
  'payment_transactions.updated_at',
] as const;

export function createPaymentsRepo(db: Db) {
  const list = (conn: Db) => conn.selectFrom('payment_transactions').leftJoin('packages', 'packages.id', 'payment_transactions.package_id');

  return {
    async create(values: Insertable<PaymentTransactionsTable>): Promise<number> {
      return (await db.insertInto('payment_transactions').values(values).returning('id').executeTakeFirstOrThrow()).id;
    },

    async setOrder(id: number, orderId: string, response: unknown): Promise<void> {
      await db.updateTable('payment_transactions').set({ order_id: orderId, gateway_response: JSON.stringify(response), updated_at: new Date().toISOString() }).where('id', '=', id).execute();
    },

    byId(id: number, conn: Db = db) {
      return conn.selectFrom('payment_transactions').select(COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    byOrder(gateway: string, orderId: string) {
      return db.selectFrom('payment_transactions').select(COLUMNS).where('payment_gateway', '=', gateway).where('order_id', '=', orderId).executeTakeFirst();
    },

    /** pending → failed; a payment that succeeded (or failed already) stays as it is. */
    async markFailed(id: number, conn: Db = db, reason: string | null = null): Promise<boolean> {
      const result = await conn
        .updateTable('payment_transactions')
        .set({ payment_status: 'failed', reject_reason: reason, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .where('payment_status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** → success, once: answers whether this call made the change (only that caller grants the package). */
    async markPaid(trx: Db, id: number, providerRef: string | null): Promise<boolean> {
      const result = await trx
        .updateTable('payment_transactions')
        .set({ payment_status: 'success', transaction_id: providerRef, reject_reason: null, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .where('payment_status', '<>', 'success')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Records a webhook delivery; false when it was recorded before (a retry: apply nothing). */
    async recordDelivery(trx: Db, gateway: string, eventId: string, payload: string): Promise<boolean> {
      const stamp = new Date().toISOString();
      const inserted = await trx
        .insertInto('payment_webhook_events')
        .values({ gateway, event_id: eventId, payload, created_at: stamp, updated_at: stamp })
        .onConflict((oc) => oc.columns(['gateway', 'event_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    actor(userId: number) {
      return db.selectFrom('users').select(['id', 'role', 'permissions', 'is_active']).where('id', '=', userId).executeTakeFirst();
    },

    async hasPendingTransfer(userId: number, packageId: number): Promise<boolean> {
      const row = await db
        .selectFrom('payment_transactions')
        .select('id')
        .where('user_id', '=', userId)
        .where('package_id', '=', packageId)
        .where('payment_type', '=', 'bank transfer')
        .where('payment_status', '=', 'pending')
        .executeTakeFirst();
      return row !== undefined;
    },

    payer(userId: number) {
      return db.selectFrom('users').select(['email', 'name']).where('id', '=', userId).executeTakeFirst();
    },

    async setReceipt(id: number, receipt: string): Promise<void> {
      await db.updateTable('payment_transactions').set({ receipt, payment_status: 'pending', reject_reason: null, updated_at: new Date().toISOString() }).where('id', '=', id).execute();
    },

    /** get_payment_details: the user's payments, newest first, with their package. */
    async history(filter: { userId?: number; paymentType?: PaymentType; status?: string }, page: { offset: number; limit: number }) {
      let query = list(db);
      if (filter.userId !== undefined) query = query.where('payment_transactions.user_id', '=', filter.userId);
      if (filter.paymentType !== undefined) query = query.where('payment_transactions.payment_type', '=', filter.paymentType);
      if (filter.status !== undefined) query = query.where('payment_transactions.payment_status', '=', filter.status as 'pending');
      const [rows, count] = await Promise.all([
        query
          .select([...COLUMNS, 'packages.name as package_name', 'packages.price as package_price'])
          .orderBy('payment_transactions.created_at', 'desc')
          .orderBy('payment_transactions.id', 'desc')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },
  };
}
export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;
export type PaymentRow = NonNullable<Awaited<ReturnType<PaymentsRepo['byId']>>>;
