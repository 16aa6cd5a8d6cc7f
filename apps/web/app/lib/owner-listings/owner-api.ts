import type { ApiClient } from '~/lib/api-client';
import type { OwnerIntent } from './status';

/** Rows per page on the owner's list pages. */
export const OWN_PAGE_SIZE = 10;

/** One page of an owner's list and how many there are in all. */
export interface OwnPage<T> {
  items: T[];
  total: number;
}

/** The intents a kind of listing allows and the API call each stands for (properties and projects define theirs). */
export interface OwnerIntents {
  intents: readonly OwnerIntent[];
  apply(api: ApiClient, id: number, intent: OwnerIntent): Promise<string>;
}
