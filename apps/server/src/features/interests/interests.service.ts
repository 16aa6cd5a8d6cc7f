import { MSG } from '@abode/shared/messages';
import type { ListingToggleInput } from '@abode/shared/schemas/engagement';
import { badRequest, notFound } from '../../core/http/errors.js';
import type { BlocksService } from '../blocks/blocks.service.js';
import type { PropertiesService } from '../properties/properties.service.js';
import { isOpenListing } from '../properties/property.mapper.js';
import type { InterestsRepo } from './interests.repo.js';

/** Someone showed interest in a listing (ownerId null: a company listing); notifications listen here. */
export type InterestListener = (event: { propertyId: number; title: string; slugId: string; ownerId: number | null; userId: number }) => Promise<void> | void;

export function createInterestsService(deps: { repo: InterestsRepo; properties: PropertiesService; blocks: BlocksService; onInterest: InterestListener }) {
  const { repo, properties, blocks, onInterest } = deps;
  return {
    /**
     * interested_users: idempotent both ways. Not on one's own or a closed listing, nor while the
     * user blocks its owner (interest reaches the owner as a contact); the owner is told once per
     * new interest.
     */
    async toggle(userId: number, input: ListingToggleInput): Promise<string> {
      const found = await properties.findForViewer({ id: input.property_id }, userId);
      if (!found) throw notFound(MSG.propertyNotFound);
      if (input.type === 0) {
        await repo.set(userId, found.id, false);
        return MSG.interestRemoved;
      }
      if (found.isOwner) throw badRequest(MSG.ownListing);
      if (!isOpenListing(found.propertyType)) throw badRequest(MSG.closedListing);
      if ((await blocks.between(userId, found.ownerId)).byMe) throw badRequest(MSG.youBlockedUser);
      if (await repo.set(userId, found.id, true)) await onInterest({ propertyId: found.id, title: found.title, slugId: found.slugId, ownerId: found.ownerId, userId });
      return MSG.interestAdded;
    },
  };
}
export type InterestsService = ReturnType<typeof createInterestsService>;
