import type { RequestStatus } from '@abode/shared/enums';
import type { InterestedUser } from '@abode/shared/schemas/listings';
import type { Property } from '@abode/shared/schemas/properties';
import type { ApiClient } from '~/lib/api-client';
import { cityStateLine, propertyCardFields, type PropertyCardFields } from '~/lib/card-fields';
import type { OwnerIntents, OwnPage } from '~/lib/owner-listings/owner-api';
import { OWNER_INTENTS, type OwnerIntent } from '~/lib/owner-listings/status';

export const INTERESTED_PAGE_SIZE = 10;

/** get-added-properties items: the full listing plus what only its owner sees. */
type OwnedPropertyWire = Omit<Property, 'interested_users'> & { reject_reason: string; interested_users: { id: number }[]; is_expired: boolean; is_feature_available?: boolean };

/** An owner's listing as the owner pages show it (cut down: pages embed this, not the whole listing). */
export interface OwnListing extends PropertyCardFields {
  place: string;
  requestStatus: RequestStatus;
  active: boolean;
  rejectReason: string;
  views: number;
  interested: number;
  createdAt: string;
  expired: boolean;
  /** approved, switched on and not featured yet: the owner may feature it (store_advertisement) */
  featureAvailable: boolean;
}

function toOwnListing(p: OwnedPropertyWire): OwnListing {
  return {
    ...propertyCardFields(p),
    place: cityStateLine(p),
    requestStatus: p.request_status,
    active: p.status === 1,
    rejectReason: p.reject_reason,
    views: p.total_view,
    interested: p.total_interested_users ?? p.interested_users.length,
    createdAt: p.created_at,
    expired: p.is_expired,
    featureAvailable: p.is_feature_available === true && !p.is_expired,
  };
}

export async function fetchOwnProperties(api: ApiClient, page: { offset: number; limit: number }, filter: Record<string, string | undefined>): Promise<OwnPage<OwnListing> & { totalViews: number }> {
  const response = await api.get<OwnedPropertyWire[]>('get-added-properties', { ...page, ...filter });
  const totalViews = typeof response.total_views === 'number' ? response.total_views : 0;
  return { items: response.data.map(toOwnListing), total: response.total ?? response.data.length, totalViews };
}

/** One own listing by slug, or null when the user has none with this slug. */
export async function fetchOwnProperty(api: ApiClient, slugId: string): Promise<OwnListing | null> {
  const response = await api.get<OwnedPropertyWire[]>('get-added-properties', { slug_id: slugId, limit: 1 });
  const found = response.data[0];
  return found ? toOwnListing(found) : null;
}

export async function fetchInterestedUsers(api: ApiClient, propertyId: number, page: { offset: number; limit: number }): Promise<OwnPage<InterestedUser>> {
  const response = await api.get<InterestedUser[]>('get_interested_users', { property_id: propertyId, ...page });
  return { items: response.data, total: response.total ?? response.data.length };
}

/** One owner action on a property: the API call the intent stands for. Answers the API's message. */
export async function applyPropertyIntent(api: ApiClient, id: number, intent: OwnerIntent): Promise<string> {
  const form = new URLSearchParams();
  const send = async (endpoint: string) => (await api.post(endpoint, form)).message;
  switch (intent) {
    case 'activate':
    case 'deactivate':
      form.set('property_id', String(id));
      form.set('status', intent === 'activate' ? '1' : '0');
      return send('change-property-status');
    case 'sold':
    case 'rented':
    case 'available':
      form.set('property_id', String(id));
      form.set('status', { sold: '2', rented: '3', available: '1' }[intent]);
      return send('update_property_status');
    case 'renew':
      form.set('id', String(id));
      return send('renew-property');
    case 'delete':
      form.set('id', String(id));
      return send('delete_property');
  }
}

/** What the owner pages' form posts may do to a property, and how. */
export const propertyOwnerIntents: OwnerIntents = { intents: OWNER_INTENTS, apply: applyPropertyIntent };
