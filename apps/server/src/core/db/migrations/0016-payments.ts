import { type AnyDb, index } from './helpers.js';

// Packages, payments and featuring were laid out in 0005; built now (issue #16), they need the
// reason an admin gives when refusing a bank transfer, and indexes for the lists they show.
export async function up(db: AnyDb) {
  await db.schema.alterTable('payment_transactions').addColumn('reject_reason', 'text').execute();
  // get_payment_details per user and type; the admin's bank-transfer queue
  await index(db, 'payment_transactions', ['payment_type', 'payment_status', 'created_at']);
  await index(db, 'advertisements', ['user_id', 'created_at']);
}
