import { MSG } from '@abode/shared/messages';
import type { RequestStatus } from '@abode/shared/enums';
import { slugify } from '@abode/shared/slug';
import { randomBytes } from 'node:crypto';
import { badRequest, forbidden } from '../../core/http/errors.js';
import { LISTING_MSG, type TranslationsInput } from '@abode/shared/schemas/listings';
import type { PackagesService } from '../packages/packages.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { UsersService } from '../users/users.service.js';
import type { TranslatedField } from '../../core/db/listing-writes.js';
import type { OwnerPropertiesRepo } from './owner-properties.repo.js';
import type { Db } from '../../core/db/connect.js';

const PREMIUM_FEATURE = 'premium_properties';

// Rules shared by properties and projects: who may add a listing, and the review state a new or
// edited listing starts in.

/**
 * Whose listings an owner call reaches: one user's, or the site's (the admin posts as the company,
 * user_id NULL): the site's own in lists, and any listing by id or slug (the admin edits any).
 */
export type ListingOwner = number | 'site';

export interface ListingRules {
  /** SPEC §5: a complete profile, and verification when the settings ask for it. */
  assertMayList(userId: number): Promise<{ verified: boolean }>;
  /** Review state of a listing its owner just created. */
  initialStatus(verified: boolean): Promise<RequestStatus>;
  /** Review state after the owner edited a listing that was in `current`. */
  statusAfterEdit(current: RequestStatus, verified: boolean): Promise<RequestStatus>;
  isVerified(userId: number): Promise<boolean>;
  /**
   * The admin posts and edits as the site (SPEC: admin listings have added_by 0): its new listings
   * are the company's (user_id NULL), approved at once, and it may open and edit any listing.
   */
  actsForSite(userId: number): Promise<boolean>;
  /** is_premium may be switched on by an owner whose running package has premium_properties, or by the admin; else 403. */
  assertMayMarkPremium(userId: number): Promise<void>;
  /**
   * The package gate of a new listing (ADR 026): refuses at once when no unit of `feature` is left
   * (before any upload is processed), else answers the spend to run inside the write's transaction.
   */
  allowance(userId: number, feature: 'property_list' | 'project_list'): Promise<(trx: Db) => Promise<void>>;
  /** Translations of title and description as rows; unknown languages are refused. */
  translations(input: TranslationsInput): Promise<TranslatedField[]>;
  /** The given slug when free (else 400), or one made from the title that is free. */
  slugFor(given: string | undefined, title: string, taken: (slug: string) => Promise<boolean>): Promise<string>;
}

export function createListingRules(deps: { users: UsersService; settings: SettingsService; packages: PackagesService; repo: OwnerPropertiesRepo }): ListingRules {
  const { users, settings, packages, repo } = deps;
  const isOn = async (key: string) => (await settings.value(key)) === '1';

  async function autoApproved(verified: boolean) {
    return (await isOn('auto_approve')) || (verified && (await isOn('auto_approve_verified_agents')));
  }

  return {
    async assertMayList(userId) {
      const profile = await users.getProfile(userId);
      // the client sends the user to /user/profile on this key
      if (!profile.is_profile_complete) throw forbidden(MSG.profileIncomplete, { key: 'profileIncomplete', redirect: '/user/profile' });
      const verified = profile.verification_status === 'success';
      if (!verified && (await isOn('verification_required_for_user'))) {
        throw forbidden(MSG.verificationIncomplete, { key: 'verificationRequired', redirect: '/user/verification' });
      }
      return { verified };
    },

    async initialStatus(verified) {
      return (await autoApproved(verified)) ? 'approved' : 'pending';
    },

    async statusAfterEdit(current, verified) {
      if (current === 'approved' && (await isOn('auto_approve_edited_listings'))) return 'approved';
      return (await autoApproved(verified)) ? 'approved' : 'pending';
    },

    async isVerified(userId) {
      return (await users.getProfile(userId)).verification_status === 'success';
    },

    actsForSite(userId) {
      return users.isAdmin(userId);
    },

    async assertMayMarkPremium(userId) {
      if ((await packages.hasFeature(userId, PREMIUM_FEATURE)) || (await users.isAdmin(userId))) return;
      throw forbidden(MSG.notSubscribed, { key: 'packageRequired', feature: PREMIUM_FEATURE, redirect: '/subscription-plan' });
    },

    async allowance(userId, feature) {
      // the admin's own listings are not sold packages
      if (await users.isAdmin(userId)) return async () => {};
      await packages.gate.assertAvailable(userId, feature);
      return async (trx) => {
        await packages.gate.take(trx, userId, feature);
      };
    },

    async translations(input) {
      const items = (input ?? []).flatMap((entry) =>
        (['title', 'description'] as const).flatMap((field) => {
          const text = entry[field];
          return text ? [{ languageId: text.language_id, field, value: text.value }] : [];
        }),
      );
      const known = await repo.languageIds(items.map((i) => i.languageId));
      const unknown = items.find((i) => !known.has(i.languageId));
      if (unknown) throw badRequest(`Language ${unknown.languageId} not found`);
      return items;
    },

    async slugFor(given, title, taken) {
      if (given !== undefined) {
        if (await taken(given)) throw badRequest(LISTING_MSG.slugTaken);
        return given;
      }
      const base = slugify(title, 'listing');
      if (!(await taken(base))) return base;
      for (;;) {
        const candidate = `${base}-${randomBytes(3).toString('hex')}`;
        if (!(await taken(candidate))) return candidate;
      }
    },
  };
}
