import type { PackageFeature } from '@abode/shared/enums';
import { MSG } from '@abode/shared/messages';
import type { Limits, PackageType } from '@abode/shared/schemas/limits';
import type { PackagesRepo } from './packages.repo.js';
import type { PackageGate } from './package-gate.js';

/**
 * What an old client's package_type asks about: the feature it spends, and whether Abode needs a
 * package for it at all (posting does not: a package, when there is one, only sets the listing's
 * end, ADR 009; featuring a listing does).
 */
const OLD_PACKAGE_TYPES: Record<PackageType, { feature: PackageFeature; required: boolean }> = {
  property: { feature: 'property_list', required: false },
  advertisement: { feature: 'property_feature', required: true },
};

export interface Entitlements {
  /** the user holds at least one running package */
  hasPackage: boolean;
  features: ReadonlySet<string>;
}

/** What the user's running packages allow: the one place other features ask (settings, profile, calculators, gates). */
export function createPackagesService(deps: { repo: PackagesRepo; gate: PackageGate }) {
  return {
    /** The one package gate (ADR 026). */
    gate: deps.gate,

    async entitlements(userId: number): Promise<Entitlements> {
      const rows = await deps.repo.runningPackageFeatures(userId, new Date().toISOString());
      return { hasPackage: rows.length > 0, features: new Set(rows.flatMap((r) => (r.name ? [r.name] : []))) };
    },

    /** The per-request check on the user that premium listings, project details and the mortgage schedule make after loading their answer. */
    hasFeature(userId: number, feature: PackageFeature): Promise<boolean> {
      return deps.gate.allows(userId, feature);
    },

    /** Whether a running package includes `feature` with some of its limit left. */
    async hasAllowance(userId: number, feature: PackageFeature): Promise<boolean> {
      const rows = await deps.repo.runningAllowances(userId, feature, new Date().toISOString());
      return rows.some((r) => r.limit_type === 'unlimited' || (r.limit ?? 0) > (r.used_limit ?? 0));
    },

    /** get_limits: whether the user may post (property) or feature a listing (advertisement) now, with the message old clients show. */
    async limits(userId: number, packageType: PackageType): Promise<Limits & { message: string }> {
      const { feature, required } = OLD_PACKAGE_TYPES[packageType];
      const [{ hasPackage, features }, allowed] = await Promise.all([this.entitlements(userId), this.hasAllowance(userId, feature)]);
      const available = allowed || !required;
      const message = available ? MSG.fetched : hasPackage ? MSG.packageLimitOver : MSG.notSubscribed;
      return { message, package: available, is_premium: features.has('premium_properties'), subscription: hasPackage };
    },

    /** The running package that allows `feature` for longest (a listing it allows ends with it), or null. */
    async packageFor(userId: number, feature: PackageFeature, now = new Date().toISOString()): Promise<{ id: number; endsAt: string } | null> {
      const row = await deps.repo.longestRunningWith(userId, feature, now);
      return row ? { id: row.id, endsAt: row.end_date } : null;
    },

    /** Packages that end within `withinMs` from now (running until then): whose holders to warn. */
    endingSoon(withinMs: number, now = new Date()) {
      return deps.repo.endingBetween(now.toISOString(), new Date(now.getTime() + withinMs).toISOString());
    },

    /** The user's running packages (name, start, end), the one ending last first. */
    running(userId: number, now = new Date()) {
      return deps.repo.running(userId, now.toISOString());
    },
  };
}
export type PackagesService = ReturnType<typeof createPackagesService>;
