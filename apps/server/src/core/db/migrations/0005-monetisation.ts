import {
  type AnyDb,
  counter,
  createTable,
  flag,
  index,
  references,
  requiredRef,
  requiredText,
  text,
} from './helpers.js';

// Packages with per-feature limits, what users bought and used, payments and featured listings.
export async function up(db: AnyDb) {
  await createTable(db, 'packages', (t) =>
    t
      .addColumn('name', 'text', requiredText)
      .addColumn('package_type', 'text', (c) => c.notNull().defaultTo('paid'))
      .addColumn('price', 'bigint', counter)
      .addColumn('currency_code', 'text', requiredText)
      .addColumn('duration_hours', 'integer', (c) => c.notNull())
      .addColumn('ios_product_id', 'text', text)
      .addColumn('status', 'integer', flag(1))
      .addColumn('sort_order', 'integer', counter),
  );
  await index(db, 'packages', ['status', 'sort_order']);

  // The catalogue of gateable features (property_list, …, project_access).
  await createTable(db, 'package_features', (t) => t.addColumn('name', 'text', requiredText));
  await index(db, 'package_features', ['name'], { unique: true });

  // limit NULL with limit_type 'unlimited'.
  await createTable(db, 'package_feature_limits', (t) =>
    t
      .addColumn('package_id', 'integer', requiredRef('packages'))
      .addColumn('feature_id', 'integer', requiredRef('package_features'))
      .addColumn('limit_type', 'text', (c) => c.notNull().defaultTo('limited'))
      .addColumn('limit', 'integer', text),
  );
  await index(db, 'package_feature_limits', ['package_id', 'feature_id'], { unique: true });

  await createTable(db, 'payment_transactions', (t) =>
    t
      .addColumn('user_id', 'integer', requiredRef('users'))
      .addColumn('package_id', 'integer', references('packages', 'set null'))
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('currency_code', 'text', requiredText)
      .addColumn('payment_gateway', 'text', requiredText)
      .addColumn('payment_type', 'text', (c) => c.notNull().defaultTo('online payment'))
      .addColumn('platform_type', 'text', text)
      .addColumn('order_id', 'text', text)
      .addColumn('transaction_id', 'text', text)
      .addColumn('payment_status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('receipt', 'text', text)
      .addColumn('gateway_response', 'text', text),
  );
  await index(db, 'payment_transactions', ['user_id', 'created_at']);
  await index(db, 'payment_transactions', ['payment_gateway', 'order_id'], { unique: true });
  await index(db, 'payment_transactions', ['payment_status']);

  // Gateway webhook deliveries already applied, so a retried delivery changes nothing.
  await createTable(db, 'payment_webhook_events', (t) =>
    t
      .addColumn('gateway', 'text', requiredText)
      .addColumn('event_id', 'text', requiredText)
      .addColumn('payload', 'text', text),
  );
  await index(db, 'payment_webhook_events', ['gateway', 'event_id'], { unique: true });

  await createTable(db, 'user_packages', (t) =>
    t
      .addColumn('user_id', 'integer', requiredRef('users'))
      .addColumn('package_id', 'integer', requiredRef('packages', 'restrict'))
      .addColumn('payment_transaction_id', 'integer', references('payment_transactions', 'set null'))
      .addColumn('start_date', 'text', requiredText)
      .addColumn('end_date', 'text', requiredText),
  );
  await index(db, 'user_packages', ['user_id', 'end_date']);
  await index(db, 'user_packages', ['package_id']);

  // total_limit NULL = unlimited.
  await createTable(db, 'user_package_usage', (t) =>
    t
      .addColumn('user_package_id', 'integer', requiredRef('user_packages'))
      .addColumn('feature_id', 'integer', requiredRef('package_features'))
      .addColumn('used_limit', 'integer', counter)
      .addColumn('total_limit', 'integer', text),
  );
  await index(db, 'user_package_usage', ['user_package_id', 'feature_id'], { unique: true });

  // Featured listings. status: 0 approved, 1 pending, 2 rejected, 3 expired.
  await createTable(db, 'advertisements', (t) =>
    t
      .addColumn('user_id', 'integer', references('users'))
      .addColumn('feature_for', 'text', requiredText)
      .addColumn('property_id', 'integer', references('properties'))
      .addColumn('project_id', 'integer', references('projects'))
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('is_enable', 'integer', flag(1))
      .addColumn('start_date', 'text', requiredText)
      .addColumn('end_date', 'text', requiredText),
  );
  await index(db, 'advertisements', ['property_id', 'status', 'end_date']);
  await index(db, 'advertisements', ['project_id', 'status', 'end_date']);
  await index(db, 'advertisements', ['user_id', 'feature_for']);
  await index(db, 'advertisements', ['status', 'end_date']);
}
