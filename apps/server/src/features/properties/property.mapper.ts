import { PROPERTY_TYPES, RENT_DURATIONS, type RentDuration } from '@abode/shared/enums';
import { toMajorUnits } from '@abode/shared/format/money';
import { plainText } from '@abode/shared/format/plain-text';
import { relativeTime } from '@abode/shared/format/relative-time';
import { truncate } from '@abode/shared/format/truncate';
import type { CategorySummary } from '@abode/shared/schemas/categories';
import type { AssignedFacility, Property, PropertyCard, PropertyCardParameter, PropertyParameter } from '@abode/shared/schemas/properties';
import { parseStringList, toCategoryParameter } from '../categories/parameter.mapper.js';
import type { Translations } from '../languages/translations.js';
import type { CompanyContact } from '../settings/settings.service.js';
import type {
  AdvertisementRow,
  ParameterValueRow,
  PropertyDocumentRow,
  PropertyFacilityRow,
  PropertyImageRow,
  PropertyRow,
  ViewerFlags,
} from './properties.repo.js';

// Row → wire shape of a listing, in one place: cards (lists, home sections) and the full object
// (get_property) of API-CONTRACT.md §2.5, including its misspellings and exact types.

export interface MapContext {
  url: (key: string | null | undefined) => string;
  tr: Translations;
  /** epoch ms the relative times are counted from */
  now: number;
}

export interface CardFacts {
  parameters: readonly ParameterValueRow[];
  advertisement: AdvertisementRow | undefined;
  /** the asking user's favourite, interest, report and blocks (NO_FLAGS for visitors) */
  flags: ViewerFlags;
}

export interface FullFacts extends CardFacts {
  images: readonly PropertyImageRow[];
  documents: readonly PropertyDocumentRow[];
  facilities: readonly PropertyFacilityRow[];
  /** Who favourited / showed interest; the user ids are answered to the owner only. */
  audience: { favourites: readonly number[]; interests: readonly number[]; showUsers: boolean };
  ownerCounts: { properties: number; projects: number };
  company: CompanyContact;
}

/** "3 days ago", counted as SPEC §9 says (English; clients translate their own labels). */
export function postedOn(createdAt: string, now: number): string {
  const { unit, count } = relativeTime(createdAt, now);
  if (count === 0) return 'just now';
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/** A user's number as one callable string: "+971" + "501234567"; codes stored without "+" get one. */
export function phoneNumber(countryCode: string | null, mobile: string | null): string {
  if (!mobile) return '';
  const code = countryCode?.trim() ?? '';
  return `${code && !code.startsWith('+') ? `+${code}` : code}${mobile}`;
}

/** Sell and rent listings take interest and reports; sold and rented ones do not (is_interest_available). */
export const isOpenListing = (propertyType: number) => propertyType === 0 || propertyType === 1;

/** The contract's 0/1 flags are numbers (issue #14), never booleans. */
const bit = (value: boolean) => (value ? 1 : 0);

function rentDuration(value: string | null): RentDuration {
  return RENT_DURATIONS.find((d) => d.toLowerCase() === value?.toLowerCase()) ?? 'Monthly';
}

function categoryOf(row: PropertyRow, ctx: MapContext): CategorySummary {
  return {
    id: row.category_id,
    category: row.category_name,
    image: ctx.url(row.category_image),
    slug_id: row.category_slug_id,
    translated_name: ctx.tr.text('category', row.category_id, 'category', row.category_name),
  };
}

/** A stored value in the parameter's shape: chosen options for checkboxes, a URL for files. */
function parameterValue(type: ParameterValueRow['type_of_parameter'], raw: string, url: MapContext['url']): string | string[] {
  if (type === 'checkbox') {
    const list = parseStringList(raw);
    return list.length > 0 || raw.startsWith('[') ? list : raw.split(',').map((v) => v.trim()).filter(Boolean);
  }
  if (type === 'file') return url(raw);
  return raw;
}

/** The chosen option(s) in another language, matched by position in the option list. */
function translateOptions(value: string | string[], options: readonly string[], translated: readonly string[]): string | string[] {
  const one = (v: string) => {
    const index = options.indexOf(v);
    return index >= 0 && translated[index] ? translated[index] : v;
  };
  return Array.isArray(value) ? value.map(one) : one(value);
}

function toParameter(row: ParameterValueRow, ctx: MapContext): PropertyParameter {
  const base = toCategoryParameter(row, ctx.tr, ctx.url);
  const value = parameterValue(row.type_of_parameter, row.value, ctx.url);
  const hasOptions = row.type_of_parameter === 'dropdown' || row.type_of_parameter === 'radiobutton' || row.type_of_parameter === 'checkbox';
  const inLanguage = (json: string) => (hasOptions ? translateOptions(value, base.type_values, parseStringList(json)) : value);
  return {
    id: base.id,
    name: base.name,
    image: base.image,
    is_required: base.is_required,
    type_of_parameter: base.type_of_parameter,
    type_values: base.type_values,
    value,
    translated_name: base.translated_name,
    translated_value: ctx.tr.values('parameter', row.id, 'type_values').map((t) => ({ language_id: t.language_id, value: inLanguage(t.value) })),
    translated_option_value: inLanguage(ctx.tr.text('parameter', row.id, 'type_values', row.type_values)),
    translations: base.translations,
  };
}

function toFacility(row: PropertyFacilityRow, ctx: MapContext): AssignedFacility {
  return {
    id: row.id,
    property_id: row.property_id,
    facility_id: row.facility_id,
    distance: row.distance,
    name: row.name,
    image: ctx.url(row.image),
    translated_name: ctx.tr.text('facility', row.facility_id, 'name', row.name),
    translations: ctx.tr.list('facility', row.facility_id),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** At most this many parameters on a card: it shows a few facts (beds, baths, area…), the listing shows them all. */
export const CARD_PARAMETERS = 5;
const FACT_TYPES: readonly string[] = ['number', 'dropdown', 'radiobutton'];

/**
 * The parameters a card carries, in the admin's order: numbers first, then single choices, up to
 * CARD_PARAMETERS. Free text, files and option lists are read on the listing itself (issue #19:
 * parameters were most of a card's bytes, and ten cards ride along with every listing).
 */
function cardParameters(rows: readonly ParameterValueRow[]): ParameterValueRow[] {
  const facts = rows.filter((row) => FACT_TYPES.includes(row.type_of_parameter));
  const chosen = new Set([...facts.filter((row) => row.type_of_parameter === 'number'), ...facts].slice(0, CARD_PARAMETERS));
  return facts.filter((row) => chosen.has(row));
}
/** A card's description is an excerpt of this many characters of its text (as the home page's project and article cards). */
export const CARD_DESCRIPTION_LENGTH = 200;
const cardExcerpt = (text: string) => truncate(plainText(text), CARD_DESCRIPTION_LENGTH);

function toCardParameter(row: ParameterValueRow, ctx: MapContext): PropertyCardParameter {
  const { id, name, image, is_required, type_of_parameter, value, translated_name, translated_option_value } = toParameter(row, ctx);
  return { id, name, image, is_required, type_of_parameter, value, translated_name, translated_option_value };
}

/** The company (admin listings, user_id NULL) counts as verified, as on the detail's owner block. */
function isVerifiedOwner(row: PropertyRow): boolean {
  return row.user_id === null || row.owner_verification_status === 'success';
}

export function toPropertyCard(row: PropertyRow, facts: CardFacts, ctx: MapContext): PropertyCard {
  return {
    id: row.id,
    slug_id: row.slug_id,
    category_id: row.category_id,
    category: categoryOf(row, ctx),
    title: row.title,
    title_image: ctx.url(row.title_image),
    title_image_hash: row.title_image_hash ?? '',
    price: toMajorUnits({ minor: row.price }),
    currency_code: row.currency_code,
    property_type: PROPERTY_TYPES[row.property_type] ?? 'sell',
    rentduration: rentDuration(row.rentduration),
    city: row.city,
    state: row.state,
    country: row.country,
    address: row.address,
    latitude: String(row.latitude),
    longitude: String(row.longitude),
    is_premium: row.is_premium === 1,
    promoted: facts.advertisement !== undefined,
    parameters: cardParameters(facts.parameters).map((p) => toCardParameter(p, ctx)),
    added_by: row.user_id ?? 0,
    is_verified: isVerifiedOwner(row),
    total_view: row.total_click,
    is_favourite: bit(facts.flags.favourite),
    is_interested: bit(facts.flags.interested),
    is_reported: bit(facts.flags.reported),
    is_blocked_by_me: bit(facts.flags.blockedByMe),
    is_blocked_by_user: bit(facts.flags.blockedByOwner),
    created_at: row.created_at,
    posted_on: postedOn(row.created_at, ctx.now),
    translated_title: ctx.tr.text('property', row.id, 'title', row.title),
    translated_description: cardExcerpt(ctx.tr.text('property', row.id, 'description', row.description)),
  };
}

/** The owner block: the listing's user, or the company for admin listings (user_id NULL). */
function ownerOf(row: PropertyRow, facts: FullFacts, ctx: MapContext) {
  if (row.user_id === null) {
    return {
      customer_name: facts.company.name,
      customer_id: 0,
      customer_slug_id: '',
      email: facts.company.email,
      mobile: facts.company.mobile,
      profile: facts.company.profile,
      is_admin: true,
      is_verified: true,
    };
  }
  return {
    customer_name: row.owner_name ?? '',
    customer_id: row.user_id,
    customer_slug_id: row.owner_slug_id ?? '',
    email: row.owner_email ?? '',
    mobile: phoneNumber(row.owner_country_code, row.owner_mobile),
    profile: ctx.url(row.owner_profile),
    is_admin: false,
    is_verified: isVerifiedOwner(row),
  };
}

export function toProperty(row: PropertyRow, facts: FullFacts, ctx: MapContext): Property {
  const card = toPropertyCard(row, facts, ctx);
  const open = isOpenListing(row.property_type);
  const advertisement = facts.advertisement;
  return {
    ...card,
    parameters: facts.parameters.map((p) => toParameter(p, ctx)),
    description: row.description,
    translated_description: ctx.tr.text('property', row.id, 'description', row.description),
    client_address: row.client_address ?? '',
    three_d_image: ctx.url(row.three_d_image),
    meta_image: ctx.url(row.meta_image ?? row.title_image),
    meta_title: row.meta_title || row.title,
    meta_description: row.meta_description || row.description.slice(0, 160),
    meta_keywords: row.meta_keywords ?? '',
    video_link: row.video_link ?? '',
    gallery: facts.images.map((img) => ({ id: img.id, image: img.image, image_url: ctx.url(img.image), placeholder: img.placeholder ?? '' })),
    documents: facts.documents.map((doc) => ({ id: doc.id, property_id: doc.property_id, type: doc.type, file_name: doc.file_name, file: ctx.url(doc.file) })),
    assign_facilities: facts.facilities.map((f) => toFacility(f, ctx)),
    status: row.status,
    request_status: row.request_status,
    ...ownerOf(row, facts, ctx),
    customer_total_projects: facts.ownerCounts.projects,
    customer_total_properties: facts.ownerCounts.properties,
    favourite_users: facts.audience.showUsers ? [...facts.audience.favourites] : [],
    interested_users: facts.audience.showUsers ? [...facts.audience.interests] : [],
    total_favourite_users: facts.audience.favourites.length,
    total_interested_users: facts.audience.interests.length,
    inquiry: facts.flags.interested,
    is_interest_available: open,
    is_report_available: open,
    // Appointments (1.2.6+) are not part of Abode.
    is_appointment_available: false,
    translations: ctx.tr.list('property', row.id),
    ...(advertisement
      ? { advertisement: { id: advertisement.id, status: advertisement.status, start_date: advertisement.start_date, end_date: advertisement.end_date } }
      : {}),
  };
}

/**
 * A listing or card assembled for visitors (NO_FLAGS), with the asking user's own flags put on:
 * cached answers are shared by everyone, and only these fields differ between users who are not
 * the owner (the owner's own view is assembled apart).
 */
export function withViewerFlags<T extends PropertyCard | Property>(item: T, flags: ViewerFlags): T {
  const bits = {
    is_favourite: bit(flags.favourite),
    is_interested: bit(flags.interested),
    is_reported: bit(flags.reported),
    is_blocked_by_me: bit(flags.blockedByMe),
    is_blocked_by_user: bit(flags.blockedByOwner),
  };
  return 'inquiry' in item ? { ...item, ...bits, inquiry: flags.interested } : { ...item, ...bits };
}
