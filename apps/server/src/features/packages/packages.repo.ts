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

    /** The user's running packages that include `feature`, with its limit and how much of it they used. */
    runningAllowances(userId: number, feature: string, now: string) {
      return db
        .selectFrom('user_packages')
        .innerJoin('package_feature_limits', 'package_feature_limits.package_id', 'user_packages.package_id')
        .innerJoin('package_features', 'package_features.id', 'package_feature_limits.feature_id')
        .leftJoin('user_package_usage', (join) =>
          join.onRef('user_package_usage.user_package_id', '=', 'user_packages.id').onRef('user_package_usage.feature_id', '=', 'package_features.id'),
        )
        .select(['package_feature_limits.limit_type', 'package_feature_limits.limit', 'user_package_usage.used_limit'])
        .where('user_packages.user_id', '=', userId)
        .where('package_features.name', '=', feature)
        .where('user_packages.start_date', '<=', now)
        .where('user_packages.end_date', '>', now)
        .execute();
    },

    /** The user's running package that includes `feature` and runs longest, if any. */
    longestRunningWith(userId: number, feature: string, now: string) {
      return db
        .selectFrom('user_packages')
        .innerJoin('package_feature_limits', 'package_feature_limits.package_id', 'user_packages.package_id')
        .innerJoin('package_features', 'package_features.id', 'package_feature_limits.feature_id')
        .select(['user_packages.id', 'user_packages.end_date'])
        .where('user_packages.user_id', '=', userId)
        .where('package_features.name', '=', feature)
        .where('user_packages.start_date', '<=', now)
        .where('user_packages.end_date', '>', now)
        .orderBy('user_packages.end_date', 'desc')
        .orderBy('user_packages.id', 'desc')
        .executeTakeFirst();
    },

    /** Running packages whose end falls in [from, until): the ones to warn about. */
    endingBetween(from: string, until: string) {
      return db
        .selectFrom('user_packages')
        .innerJoin('packages', 'packages.id', 'user_packages.package_id')
        .select(['user_packages.id', 'user_packages.user_id', 'user_packages.end_date', 'packages.name'])
        .where('user_packages.start_date', '<=', from)
        .where('user_packages.end_date', '>=', from)
        .where('user_packages.end_date', '<', until)
        .orderBy('user_packages.id')
        .execute();
    },

    /** The user's running packages, the one ending last first. */
    running(userId: number, now: string) {
      return db
        .selectFrom('user_packages')
        .innerJoin('packages', 'packages.id', 'user_packages.package_id')
        .select(['user_packages.id', 'packages.name', 'user_packages.start_date', 'user_packages.end_date'])
        .where('user_packages.user_id', '=', userId)
        .where('user_packages.start_date', '<=', now)
        .where('user_packages.end_date', '>', now)
        .orderBy('user_packages.end_date', 'desc')
        .execute();
    },
  };
}
export type PackagesRepo = ReturnType<typeof createPackagesRepo>;
