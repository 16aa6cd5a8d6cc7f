import { MSG } from '@abode/shared/messages';
import { badRequest, forbidden, notFound } from '../../core/http/errors.js';
import { repeatEvery } from '../../core/jobs/repeat.js';
import type { PackagesService } from '../packages/packages.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { ListingExpiryRepo, ListingTerms } from './listing-expiry.repo.js';

// Listing expiry (ADR 009): a listing ends when the package that allowed it ends, or when the
// listing period (admin setting listing_period_days; 0 = none) has passed since it was posted or
// renewed. New listings get their end at once, so visitors stop seeing them on the dot (the read
// check on expires_at); a sweep catches what changes later: packages that end early, a period
// the admin sets or shortens.

const DAY_MS = 86_400_000;
export const LISTING_PERIOD_SETTING = 'listing_period_days';

const isPast = (moment: string | null, now: Date) => moment !== null && moment <= now.toISOString();

export function createListingExpiry(deps: { repo: ListingExpiryRepo; packages: Pick<PackagesService, 'packageFor'>; settings: Pick<SettingsService, 'value'> }) {
  const { repo, packages, settings } = deps;

  async function periodDays(): Promise<number> {
    const days = Number(await settings.value(LISTING_PERIOD_SETTING));
    return Number.isInteger(days) && days > 0 ? days : 0;
  }

  return {
    /** End and package of a listing its owner posts (or renews) now: the earlier of package end and period end. */
    async termsFor(userId: number, now = new Date()): Promise<ListingTerms> {
      const [allowing, days] = await Promise.all([packages.packageFor(userId, 'property_list', now.toISOString()), periodDays()]);
      const periodEnd = days > 0 ? new Date(now.getTime() + days * DAY_MS).toISOString() : null;
      const ends = [allowing?.endsAt, periodEnd].filter((end): end is string => typeof end === 'string').sort();
      return { expires_at: ends[0] ?? null, user_package_id: allowing?.id ?? null };
    },

    /** Expires what has become due; answers how many listings it expired. */
    async sweep(now = new Date()): Promise<number> {
      const days = await periodDays();
      return repo.expireDue(now.toISOString(), days > 0 ? new Date(now.getTime() - days * DAY_MS).toISOString() : null);
    },

    /**
     * renew-property: an expired own listing starts a new term. One a package allowed needs a
     * running package again (with property_list).
     */
    async renew(userId: number, propertyId: number, now = new Date()): Promise<void> {
      const row = await repo.ownedTerms(propertyId, userId);
      if (!row) throw notFound('Property Not Found');
      if (!isPast(row.expires_at, now)) throw badRequest(MSG.listingNotExpired);
      const terms = await this.termsFor(userId, now);
      if (row.user_package_id !== null && terms.user_package_id === null) throw forbidden(MSG.notSubscribed, { key: 'packageRequired', redirect: '/subscription-plan' });
      await repo.setTerms(row.id, terms);
    },

    /** Whether each listing has expired, for the owner's view. */
    async expiredOf(ids: readonly number[], now = new Date()): Promise<Map<number, { expired: boolean; expiresAt: string | null }>> {
      const ends = await repo.expiriesOf(ids);
      return new Map([...ends].map(([id, end]) => [id, { expired: isPast(end, now), expiresAt: end }]));
    },

    /** Sweeps every `intervalMs` (and once shortly after start); answers a function that stops it. */
    startSweeps(intervalMs: number, onError: (error: unknown) => void, onExpired: (count: number) => void): () => void {
      return repeatEvery(intervalMs, () => {
        this.sweep().then((count) => count > 0 && onExpired(count), onError);
      });
    },
  };
}
export type ListingExpiry = ReturnType<typeof createListingExpiry>;
