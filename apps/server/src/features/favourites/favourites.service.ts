import { MSG } from '@abode/shared/messages';
import type { FavouritesQuery, ListingToggleInput } from '@abode/shared/schemas/engagement';
import type { Property } from '@abode/shared/schemas/properties';
import { notFound } from '../../core/http/errors.js';
import type { BlocksService } from '../blocks/blocks.service.js';
import type { PropertiesService } from '../properties/properties.service.js';
import type { FavouritesRepo } from './favourites.repo.js';

export function createFavouritesService(deps: { repo: FavouritesRepo; properties: PropertiesService; blocks: BlocksService }) {
  const { repo, properties, blocks } = deps;
  return {
    /** add_favourite: idempotent both ways; a listing the user may not see answers like a missing one. */
    async toggle(userId: number, input: ListingToggleInput): Promise<string> {
      const found = await properties.findForViewer({ id: input.property_id }, userId);
      if (!found) throw notFound(MSG.propertyNotFound);
      await repo.set(userId, found.id, input.type === 1);
      return input.type === 1 ? MSG.favouriteAdded : MSG.favouriteRemoved;
    },

    /** get_favourite_property: full listings, the latest favourite first. */
    async list(userId: number, query: FavouritesQuery, contentLanguage: string | undefined): Promise<{ data: Property[]; total: number }> {
      const hidden = await blocks.hiddenOwnersFor(userId);
      const { ids, total } = await repo.page(userId, { offset: query.offset, limit: query.limit }, hidden, new Date().toISOString());
      return { data: await properties.details(ids, userId, contentLanguage), total };
    },
  };
}
export type FavouritesService = ReturnType<typeof createFavouritesService>;
