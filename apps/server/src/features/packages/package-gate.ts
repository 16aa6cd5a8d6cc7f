import { LIMITED_PACKAGE_FEATURES, type PackageFeature } from '@abode/shared/enums';
import { MSG } from '@abode/shared/messages';
import type { PackageAvailability } from '@abode/shared/schemas/payments';
import type { Db } from '../../core/db/connect.js';
import { forbidden } from '../../core/http/errors.js';

// The one package gate (SPEC §6, ADR 026). Every gated action asks it: posting a property or
// project and featuring one spend a unit of a limited feature inside the action's own
// transaction; premium listings, project details and the mortgage schedule only need the
// feature, checked on the user after the answer is loaded (so a cached answer passes through).

const isLimited = (feature: PackageFeature) => LIMITED_PACKAGE_FEATURES.includes(feature);

/** Running packages of `userId` that include `feature`: the one ending first is spent first. */
function allowances(db: Db, userId: number, feature: PackageFeature, now: string) {
  return db
    .selectFrom('user_packages')
    .innerJoin('package_feature_limits', 'package_feature_limits.package_id', 'user_packages.package_id')
    .innerJoin('package_features', 'package_features.id', 'package_feature_limits.feature_id')
    .leftJoin('user_package_usage', (join) =>
      join.onRef('user_package_usage.user_package_id', '=', 'user_packages.id').onRef('user_package_usage.feature_id', '=', 'package_features.id'),
    )
    .select(['user_packages.id', 'user_packages.end_date', 'package_features.id as feature_id', 'package_feature_limits.limit_type', 'package_feature_limits.limit', 'user_package_usage.used_limit'])
    .where('user_packages.user_id', '=', userId)
    .where('package_features.name', '=', feature)
    .where('user_packages.start_date', '<=', now)
    .where('user_packages.end_date', '>', now)
    .orderBy('user_packages.end_date')
    .orderBy('user_packages.id')
    .execute();
}

async function holdsAnyPackage(db: Db, userId: number, now: string): Promise<boolean> {
  const row = await db
    .selectFrom('user_packages')
    .select('id')
    .where('user_id', '=', userId)
    .where('start_date', '<=', now)
    .where('end_date', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

/** The refusal the web turns into the package dialog (its confirm leads to /subscription-plan). */
export function gateRefusal(availability: PackageAvailability, feature: PackageFeature) {
  return availability.package_available
    ? forbidden(MSG.packageLimitOver, { key: 'packageLimitOver', feature, redirect: '/subscription-plan' })
    : forbidden(MSG.notSubscribed, { key: 'packageRequired', feature, redirect: '/subscription-plan' });
}

export function createPackageGate(db: Db) {
  async function availability(conn: Db, userId: number, feature: PackageFeature, now: string): Promise<PackageAvailability> {
    const rows = await allowances(conn, userId, feature, now);
    const limitAvailable = rows.some((r) => r.limit_type === 'unlimited' || (r.limit ?? 0) > (r.used_limit ?? 0));
    return {
      package_available: rows.length > 0 || (await holdsAnyPackage(conn, userId, now)),
      feature_available: rows.length > 0,
      limit_available: isLimited(feature) ? limitAvailable : rows.length > 0,
    };
  }

  return {
    /** check-package-limit: what the user's running packages allow for `feature` now. */
    availability(userId: number, feature: PackageFeature, now = new Date().toISOString()) {
      return availability(db, userId, feature, now);
    },

    /**
     * Spends one unit of `feature` inside the caller's transaction `trx`, or throws the gate's
     * refusal (and the caller's transaction rolls back). The spend is one conditional UPDATE
     * (`used_limit < total_limit`), so of two transactions racing for the last unit one updates
     * a row and the other none: PostgreSQL re-checks the condition after the first commits,
     * SQLite runs one writer at a time.
     */
    async take(trx: Db, userId: number, feature: PackageFeature, now = new Date().toISOString()): Promise<{ userPackageId: number; endsAt: string }> {
      const rows = await allowances(trx, userId, feature, now);
      for (const row of rows) {
        const total = row.limit_type === 'unlimited' ? null : (row.limit ?? 0);
        await trx
          .insertInto('user_package_usage')
          .values({ user_package_id: row.id, feature_id: row.feature_id, used_limit: 0, total_limit: total, created_at: now, updated_at: now })
          .onConflict((oc) => oc.columns(['user_package_id', 'feature_id']).doNothing())
          .execute();
        let spend = trx
          .updateTable('user_package_usage')
          .set((eb) => ({ used_limit: eb('used_limit', '+', 1), updated_at: now }))
          .where('user_package_id', '=', row.id)
          .where('feature_id', '=', row.feature_id);
        if (total !== null) spend = spend.where('used_limit', '<', total);
        const result = await spend.executeTakeFirst();
        if (Number(result.numUpdatedRows) === 1) return { userPackageId: row.id, endsAt: row.end_date };
      }
      throw gateRefusal({ package_available: rows.length > 0 || (await holdsAnyPackage(trx, userId, now)), feature_available: rows.length > 0, limit_available: false }, feature);
    },

    /** Fails fast, before any upload is processed, when `take` would refuse now. */
    async assertAvailable(userId: number, feature: PackageFeature): Promise<void> {
      const found = await availability(db, userId, feature, new Date().toISOString());
      if (!found.limit_available) throw gateRefusal(found, feature);
    },

    /** Whether the user may see what `feature` opens (premium listings, project details, the mortgage schedule). */
    async allows(userId: number | null, feature: PackageFeature): Promise<boolean> {
      if (userId === null) return false;
      return (await availability(db, userId, feature, new Date().toISOString())).feature_available;
    },
  };
}
export type PackageGate = ReturnType<typeof createPackageGate>;
