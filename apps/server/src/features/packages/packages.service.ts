import type { PackageFeature } from '@abode/shared/enums';
import type { PackagesRepo } from './packages.repo.js';

export interface Entitlements {
  /** the user holds at least one running package */
  hasPackage: boolean;
  features: ReadonlySet<string>;
}

/** What the user's running packages allow: the one place other features ask (settings, profile, calculators, gates). */
export function createPackagesService(deps: { repo: PackagesRepo }) {
  return {
    async entitlements(userId: number): Promise<Entitlements> {
      const rows = await deps.repo.runningPackageFeatures(userId, new Date().toISOString());
      return { hasPackage: rows.length > 0, features: new Set(rows.flatMap((r) => (r.name ? [r.name] : []))) };
    },

    async hasFeature(userId: number, feature: PackageFeature): Promise<boolean> {
      return (await this.entitlements(userId)).features.has(feature);
    },

    /** The running package that allows `feature` for longest (a listing it allows ends with it), or null. */
    async packageFor(userId: number, feature: PackageFeature, now = new Date().toISOString()): Promise<{ id: number; endsAt: string } | null> {
      const row = await deps.repo.longestRunningWith(userId, feature, now);
      return row ? { id: row.id, endsAt: row.end_date } : null;
    },
  };
}
export type PackagesService = ReturnType<typeof createPackagesService>;
