import type { Db } from '../../core/db/connect.js';

// The packages the admin sells, what users hold of them, and the one way a holding is made.

export interface PackageRow {
  id: number;
  name: string;
  package_type: string;
  price: number;
  currency_code: string;
  duration_hours: number;
  ios_product_id: string | null;
  status: number;
  created_at: string;
}

const PACKAGE_COLUMNS = ['packages.id', 'packages.name', 'packages.package_type', 'packages.price', 'packages.currency_code', 'packages.duration_hours', 'packages.ios_product_id', 'packages.status', 'packages.created_at'] as const;

export function createCatalogueRepo(db: Db) {
  return {
    /** Packages on sale, in the admin's order. */
    async onSale(): Promise<PackageRow[]> {
      return db.selectFrom('packages').select(PACKAGE_COLUMNS).where('status', '=', 1).orderBy('sort_order').orderBy('id').execute();
    },

    async byId(id: number, conn: Db = db): Promise<PackageRow | undefined> {
      return conn.selectFrom('packages').select(PACKAGE_COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    /** The feature limits of the given packages. */
    limitsOf(packageIds: readonly number[]) {
      if (packageIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('package_feature_limits')
        .innerJoin('package_features', 'package_features.id', 'package_feature_limits.feature_id')
        .select(['package_feature_limits.package_id', 'package_features.id', 'package_features.name', 'package_feature_limits.limit_type', 'package_feature_limits.limit'])
        .where('package_feature_limits.package_id', 'in', [...packageIds])
        .orderBy('package_features.id')
        .execute();
    },

    allFeatures() {
      return db.selectFrom('package_features').select(['id', 'name']).orderBy('id').execute();
    },

    /** The user's running holdings, the one ending first first. */
    running(userId: number, now: string) {
      return db
        .selectFrom('user_packages')
        .select(['id', 'package_id', 'payment_transaction_id', 'start_date', 'end_date'])
        .where('user_id', '=', userId)
        .where('start_date', '<=', now)
        .where('end_date', '>', now)
        .orderBy('end_date')
        .orderBy('id')
        .execute();
    },

    usageOf(userPackageIds: readonly number[]) {
      if (userPackageIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('user_package_usage')
        .select(['user_package_id', 'feature_id', 'used_limit'])
        .where('user_package_id', 'in', [...userPackageIds])
        .execute();
    },

    /** Bank transfers of the user still waiting for the admin, by package. */
    pendingTransfers(userId: number) {
      return db
        .selectFrom('payment_transactions')
        .select(['id', 'package_id', 'payment_status'])
        .where('user_id', '=', userId)
        .where('payment_type', '=', 'bank transfer')
        .where('payment_status', '=', 'pending')
        .execute();
    },

    /** Whether the user ever held `packageId` (a free package is taken once). */
    async everHeld(userId: number, packageId: number): Promise<boolean> {
      return (await db.selectFrom('user_packages').select('id').where('user_id', '=', userId).where('package_id', '=', packageId).executeTakeFirst()) !== undefined;
    },
  };
}
export type CatalogueRepo = ReturnType<typeof createCatalogueRepo>;

/**
 * Gives `userId` package `pack` from `now` for its duration, with a usage row per feature, inside
 * the caller's transaction: the payment that paid for it is marked in the same one.
 */
export async function grantPackage(trx: Db, grant: { userId: number; pack: Pick<PackageRow, 'id' | 'duration_hours'>; paymentTransactionId: number | null; now: Date }): Promise<number> {
  const stamp = grant.now.toISOString();
  const end = new Date(grant.now.getTime() + grant.pack.duration_hours * 3_600_000).toISOString();
  const held = await trx
    .insertInto('user_packages')
    .values({ user_id: grant.userId, package_id: grant.pack.id, payment_transaction_id: grant.paymentTransactionId, start_date: stamp, end_date: end, created_at: stamp, updated_at: stamp })
    .returning('id')
    .executeTakeFirstOrThrow();
  const limits = await trx.selectFrom('package_feature_limits').select(['feature_id', 'limit_type', 'limit']).where('package_id', '=', grant.pack.id).execute();
  if (limits.length > 0) {
    await trx
      .insertInto('user_package_usage')
      .values(limits.map((l) => ({ user_package_id: held.id, feature_id: l.feature_id, used_limit: 0, total_limit: l.limit_type === 'unlimited' ? null : (l.limit ?? 0), created_at: stamp, updated_at: stamp })))
      .execute();
  }
  return held.id;
}
