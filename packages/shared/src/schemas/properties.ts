import { z } from 'zod';
import { PROPERTY_TYPE_CODE, PROPERTY_TYPES, type ParameterType, type PropertyType, type RentDuration, type RequestStatus } from '../enums';
import type { CategorySummary } from './categories';
import { decimal, flag, idField, integer, limitField, offsetField, optionalText, searchField, slugField, type TranslationItem } from './common';
import { extraFiltersShape, mapBoxShape } from './search';

const PLACE_MAX_LENGTH = 120;

/** Filters take the type's number (0 sell, 1 rent, 2 sold, 3 rented); its name is accepted too. */
const propertyTypeField = z
  .union([z.number(), z.string()], { error: 'property_type must be 0, 1, 2 or 3' })
  .transform((value, ctx) => {
    const text = String(value).trim().toLowerCase();
    if (/^[0-3]$/.test(text)) return Number(text);
    if ((PROPERTY_TYPES as readonly string[]).includes(text)) return PROPERTY_TYPE_CODE[text as PropertyType];
    ctx.addIssue({ code: 'custom', message: 'property_type must be 0, 1, 2 or 3' });
    return z.NEVER;
  })
  .optional();

/** The flat filters of get-property-list (≤1.2.5 clients) — shared with get_property's list mode. */
const searchFiltersShape = {
  property_type: propertyTypeField,
  category_id: idField('category_id'),
  category_slug_id: slugField('category_slug_id'),
  city: optionalText('city', PLACE_MAX_LENGTH),
  state: optionalText('state', PLACE_MAX_LENGTH),
  country: optionalText('country', PLACE_MAX_LENGTH),
  /** Major units (1250000 = 1,250,000.00). */
  min_price: decimal('min_price', { min: 0 }).optional(),
  max_price: decimal('max_price', { min: 0 }).optional(),
  /** 0 last week, 1 yesterday, 2 last month, 3 last 3 months, 4 last 6 months. */
  posted_since: integer('posted_since', { min: 0, max: 4 }).optional(),
  search: searchField,
  most_viewed: flag('most_viewed'),
  most_liked: flag('most_liked'),
  promoted: flag('promoted'),
  ...extraFiltersShape,
};
export const propertyFiltersShape = { offset: offsetField, limit: limitField, ...searchFiltersShape };

export const propertyListQuery = z.object(propertyFiltersShape);
export type PropertyListQuery = z.infer<typeof propertyListQuery>;

export const getPropertyQuery = z.object({
  ...propertyFiltersShape,
  id: idField(),
  slug_id: slugField(),
  /** A metadata read (SSR head tags): not counted as a view. */
  with_seo: flag('with_seo'),
  /** Old name of most_viewed ("top rated" = most clicked). */
  top_rated: flag('top_rated'),
  /** The public listings of one owner. */
  userid: idField('userid'),
  /** With id: the listings similar to that one (sic: the contract's spelling). */
  get_simiilar: flag('get_simiilar'),
  /** Old clients send their own id; favourite flags come from the session, so it is accepted and not trusted. */
  current_user: idField('current_user'),
});
export type GetPropertyQuery = z.infer<typeof getPropertyQuery>;

/** property-facets: the list filters without paging. */
export const propertyFacetsQuery = z.object(searchFiltersShape);
export type PropertyFacetsQuery = z.infer<typeof propertyFacetsQuery>;

/** get-properties-on-map: the list filters, a box and a zoom level. */
export const propertiesOnMapQuery = z.object({ ...searchFiltersShape, ...mapBoxShape });
export type PropertiesOnMapQuery = z.infer<typeof propertiesOnMapQuery>;

/** get_nearby_properties (old clients): visible listings of a place. */
export const nearbyPropertiesQuery = z.object({
  city: optionalText('city', PLACE_MAX_LENGTH),
  state: optionalText('state', PLACE_MAX_LENGTH),
  type: propertyTypeField,
});
export type NearbyPropertiesQuery = z.infer<typeof nearbyPropertiesQuery>;

export interface NearbyProperty {
  id: number;
  slug_id: string;
  title: string;
  title_image: string;
  /** Major units. */
  price: number;
  latitude: string;
  longitude: string;
  city: string;
  state: string;
  country: string;
  category: CategorySummary;
  property_type: PropertyType;
}

export interface PropertyParameter {
  id: number;
  name: string;
  image: string;
  is_required: number;
  type_of_parameter: ParameterType;
  type_values: string[];
  /** Text, the chosen options (checkbox) or a file URL. */
  value: string | string[];
  translated_name: string;
  /** The value in each language that translates the parameter's options. */
  translated_value: { language_id: number; value: string | string[] }[];
  /** The value in the request's language. */
  translated_option_value: string | string[];
  translations: TranslationItem[];
}

/** The lighter parameter of a card: the value and its names, without option lists and translation rows. */
export type PropertyCardParameter = Pick<
  PropertyParameter,
  'id' | 'name' | 'image' | 'is_required' | 'type_of_parameter' | 'value' | 'translated_name' | 'translated_option_value'
>;

export interface PropertyGalleryImage {
  id: number;
  /** storage key */
  image: string;
  image_url: string;
  /** tiny data: URL painted until the image arrives ("" when unknown) */
  placeholder: string;
}

export interface PropertyDocument {
  id: number;
  property_id: number;
  type: string;
  file_name: string;
  file: string;
}

export interface AssignedFacility {
  id: number;
  property_id: number;
  facility_id: number;
  distance: number;
  name: string;
  image: string;
  translated_name: string;
  translations: TranslationItem[];
  created_at: string;
  updated_at: string;
}

/** Listing card: home sections, lists, similar listings. */
export interface PropertyCard {
  id: number;
  slug_id: string;
  category_id: number;
  category: CategorySummary;
  title: string;
  title_image: string;
  title_image_hash: string;
  /** Major units. */
  price: number;
  currency_code: string;
  property_type: PropertyType;
  rentduration: RentDuration;
  city: string;
  state: string;
  country: string;
  address: string;
  latitude: string;
  longitude: string;
  is_premium: boolean;
  promoted: boolean;
  parameters: PropertyCardParameter[];
  added_by: number;
  /** The owner is a verified agent (true for the company's own listings, `added_by` 0). */
  is_verified: boolean;
  total_view: number;
  /** 0/1 for the asking user; 0 for visitors */
  is_favourite: number;
  is_interested: number;
  is_reported: number;
  /** the asking user blocked the owner (or the company's side, for its listings) */
  is_blocked_by_me: number;
  /** the owner blocked the asking user */
  is_blocked_by_user: number;
  created_at: string;
  posted_on: string;
  translated_title: string;
  translated_description: string;
}

export interface PropertyAdvertisement {
  id: number;
  status: number;
  start_date: string;
  end_date: string;
}

/** Full listing (get_property). Misspellings and types are the contract's. */
export interface Property extends Omit<PropertyCard, 'parameters'> {
  parameters: PropertyParameter[];
  description: string;
  client_address: string;
  three_d_image: string;
  meta_image: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  video_link: string;
  gallery: PropertyGalleryImage[];
  documents: PropertyDocument[];
  assign_facilities: AssignedFacility[];
  status: number;
  request_status: RequestStatus;
  customer_name: string;
  customer_id: number;
  customer_slug_id: string;
  email: string;
  mobile: string;
  profile: string;
  customer_total_projects: number;
  customer_total_properties: number;
  is_admin: boolean;
  is_verified: boolean;
  /** Who favourited / showed interest: answered to the listing's owner only. */
  favourite_users: number[];
  interested_users: number[];
  total_favourite_users: number;
  total_interested_users: number;
  inquiry: boolean;
  is_interest_available: boolean;
  is_report_available: boolean;
  is_appointment_available: boolean;
  translations: TranslationItem[];
  advertisement?: PropertyAdvertisement;
}
