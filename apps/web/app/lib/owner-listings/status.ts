import type { PropertyType, RequestStatus } from '@abode/shared/enums';

// The owner's view of a listing's state (SPEC §4 wording) and what the owner may do with it, in one
// place for the list, the single-listing page and the route actions.

/** The tabs of /user/properties; each is a filter of get-added-properties. */
export const PROPERTY_TABS = ['all', 'approved', 'pending', 'rejected', 'inactive', 'sold', 'rented', 'expired'] as const;
export type PropertyTab = (typeof PROPERTY_TABS)[number];

/** The tabs of /user/projects (get-added-projects filters by review state only). */
export const PROJECT_TABS = ['all', 'approved', 'pending', 'rejected'] as const;
export type ProjectTab = (typeof PROJECT_TABS)[number];

export function isPropertyTab(value: unknown): value is PropertyTab {
  return PROPERTY_TABS.includes(value as PropertyTab);
}

export function isProjectTab(value: unknown): value is ProjectTab {
  return PROJECT_TABS.includes(value as ProjectTab);
}

type Filter = Record<string, string | undefined>;

/** get-added-properties parameters of a tab. */
export function propertyTabFilter(tab: PropertyTab): Filter {
  switch (tab) {
    case 'all':
      return {};
    case 'approved':
    case 'pending':
    case 'rejected':
      return { request_status: tab };
    // switched off by the owner: only approved listings can be
    case 'inactive':
      return { request_status: 'approved', status: '0' };
    case 'sold':
      return { property_type: '2' };
    case 'rented':
      return { property_type: '3' };
    // its package or listing period has ended
    case 'expired':
      return { is_expired: '1' };
  }
}

export function projectTabFilter(tab: ProjectTab): Filter {
  return tab === 'all' ? {} : { request_status: tab };
}

/** What an owner's listing needs for its badges and actions. */
export interface ListingState {
  requestStatus: RequestStatus;
  active: boolean;
  /** Projects have no deal state. */
  type?: PropertyType | undefined;
  /** Its package or listing period has ended (properties only): hidden from visitors until renewed. */
  expired?: boolean | undefined;
}

/** The owner's actions; each is one form post (`intent`) to the page's action. */
export const OWNER_INTENTS = ['activate', 'deactivate', 'sold', 'rented', 'available', 'renew', 'delete'] as const;
export type OwnerIntent = (typeof OWNER_INTENTS)[number];

export function isOwnerIntent(value: unknown): value is OwnerIntent {
  return OWNER_INTENTS.includes(value as OwnerIntent);
}

/** Status words shown as badges, in SPEC §4 wording (translated under myListings.status). */
export type StatusWord = RequestStatus | 'active' | 'inactive' | 'sold' | 'rented' | 'expired';

export function statusWords(state: ListingState): StatusWord[] {
  const words: StatusWord[] = [state.requestStatus];
  if (state.requestStatus === 'approved') words.push(state.active ? 'active' : 'inactive');
  if (state.type === 'sold' || state.type === 'rented') words.push(state.type);
  if (state.expired) words.push('expired');
  return words;
}

/** The status changes valid for a listing in this state (the server refuses the others). */
export function availableIntents(state: ListingState): Exclude<OwnerIntent, 'delete'>[] {
  const intents: Exclude<OwnerIntent, 'delete'>[] = [];
  // renew-property starts a new term for an expired listing (with a running package when one allowed it)
  if (state.expired) intents.push('renew');
  if (state.requestStatus === 'approved') intents.push(state.active ? 'deactivate' : 'activate');
  if (state.type === 'sell') intents.push('sold');
  if (state.type === 'rent') intents.push('rented');
  if (state.type === 'rented') intents.push('available');
  return intents;
}

/** Sold and rented listings cannot be edited (the server refuses it too). */
export function isEditable(state: ListingState): boolean {
  return state.type !== 'sold' && state.type !== 'rented';
}

/** The state a listing will be in once `intent` succeeds: what the page shows while the call is under way. */
export function stateAfter(state: ListingState, intent: OwnerIntent): ListingState {
  switch (intent) {
    case 'activate':
      return { ...state, active: true };
    case 'deactivate':
      return { ...state, active: false };
    case 'sold':
      return { ...state, type: 'sold' };
    case 'rented':
      return { ...state, type: 'rented' };
    case 'available':
      return { ...state, type: 'rent' };
    case 'renew':
      return { ...state, expired: false };
    case 'delete':
      return state;
  }
}
