import type { Db } from '../../core/db/connect.js';

export function createMortgageRepo(db: Db) {
  return {
    /** The user holds a package, running at `now`, that includes the feature. */
    async hasFeature(userId: number, feature: string, now: string): Promise<boolean> {
      const row = await db
        .selectFrom('user_packages')
        .innerJoin('package_feature_limits', 'package_feature_limits.package_id', 'user_packages.package_id')
        .innerJoin('package_features', 'package_features.id', 'package_feature_limits.feature_id')
        .select('user_packages.id')
        .where('user_packages.user_id', '=', userId)
        .where('package_features.name', '=', feature)
        .where('user_packages.start_date', '<=', now)
        .where('user_packages.end_date', '>=', now)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
export type MortgageRepo = ReturnType<typeof createMortgageRepo>;
