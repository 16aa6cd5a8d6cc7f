import type { Db } from '../../core/db/connect.js';

export function createPackagesRepo(db: Db) {
  return {
    /** Ids of the user's packages running at `now`, with the names of the features each includes. */
    runningPackageFeatures(userId: number, now: string) {
      return db
        .selectFrom('user_packages')
        .leftJoin('package_feature_limits', 'package_feature_limits.package_id', 'user_packages.package_id')
        .leftJoin('package_features', 'package_features.id', 'package_feature_limits.feature_id')
        .select(['user_packages.id', 'package_features.name'])
        .where('user_packages.user_id', '=', userId)
        .where('user_packages.start_date', '<=', now)
        .where('user_packages.end_date', '>', now)
        .execute();
    },
  };
}
export type PackagesRepo = ReturnType<typeof createPackagesRepo>;
