import { z } from 'zod';
import { flag, idField, integer, offsetField, optionalText } from './common';

// Favourites, interest and blocks (issue #14). `type` is the contract's 1 add / 0 remove.

export const listingToggleInput = z.object({ property_id: integer('property_id', { min: 1 }), type: integer('type', { min: 0, max: 1 }) });
export type ListingToggleInput = z.infer<typeof listingToggleInput>;

/** get_favourite_property pages 25 at a time unless told (API-CONTRACT §2.3). */
export const FAVOURITES_PAGE = 25;
export const favouritesQuery = z.object({ offset: offsetField, limit: integer('limit', { min: 1, max: 100 }).default(FAVOURITES_PAGE) });
export type FavouritesQuery = z.infer<typeof favouritesQuery>;

export const BLOCK_REASON_MAX = 500;
export const blockInput = z
  .object({ to_user_id: idField('to_user_id'), to_admin: flag('to_admin'), reason: optionalText('reason', BLOCK_REASON_MAX) })
  .refine((b) => (b.to_user_id !== undefined) !== (b.to_admin === true), { message: 'to_user_id or to_admin=1 is required' });
export type BlockInput = z.infer<typeof blockInput>;
