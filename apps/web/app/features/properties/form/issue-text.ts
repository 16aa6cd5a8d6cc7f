import type { TFunction } from 'i18next';
import { LOCATION_INCOMPLETE } from '@abode/shared/schemas/listings';
import { translateApiMessage } from '~/lib/i18n';

// The shared schema words its problems in English ("Price is required", "Meta title must be at
// most 60 characters"), as the API answers them. The form shows them in the page's language: each
// message shape has a translation key, and the field names in it have theirs.

/** Field names as the schema writes them → their translation keys. */
export const FIELD_LABEL_KEYS: Record<string, string> = {
  Title: 'listingForm.fields.title',
  Description: 'listingForm.fields.description',
  Category: 'listingForm.fields.category',
  'Property type': 'listingForm.fields.propertyType',
  Price: 'listingForm.fields.price',
  'Rent duration': 'listingForm.fields.rentDuration',
  Address: 'listingForm.fields.address',
  'Client address': 'listingForm.fields.clientAddress',
  City: 'listingForm.location.city',
  State: 'listingForm.location.state',
  Country: 'listingForm.location.country',
  Latitude: 'listingForm.location.latitude',
  Longitude: 'listingForm.location.longitude',
  Location: 'listingForm.fields.location',
  'Title image': 'listingForm.fields.titleImage',
  'Meta title': 'listingForm.fields.metaTitle',
  'Meta description': 'listingForm.fields.metaDescription',
  'Meta keywords': 'listingForm.fields.metaKeywords',
  Slug: 'listingForm.fields.slug',
  'Facility distance': 'listingForm.fields.distance',
  'Video link': 'listingForm.fields.videoLink',
};

const EXACT: Record<string, string> = {
  [LOCATION_INCOMPLETE]: 'listingForm.errors.locationIncomplete',
  'Rent duration is required for rent': 'listingForm.errors.rentDurationRequired',
  'Slug may contain only lowercase letters, digits and hyphens': 'listingForm.errors.slugPattern',
  'Video link must be a YouTube URL': 'listingForm.errors.youtube',
};

/** Message shapes, most specific first; named groups become the translation's values. */
const SHAPES: readonly [RegExp, string][] = [
  [/^At most (?<max>\d+) meta keywords$/, 'listingForm.errors.keywords'],
  [/^(?<field>.+) must be between (?<min>[\d.]+) and (?<max>[\d.]+) characters$/, 'listingForm.errors.lengthBetween'],
  [/^(?<field>.+) must be at most (?<max>\d+) characters$/, 'listingForm.errors.tooLong'],
  [/^(?<field>.+) must be between (?<min>[\d.-]+) and (?<max>[\d.-]+)$/, 'listingForm.errors.between'],
  [/^(?<field>.+) must be (?<min>[\d.-]+) or more$/, 'listingForm.errors.atLeast'],
  [/^(?<field>.+) must be (?<max>[\d.-]+) or less$/, 'listingForm.errors.atMost'],
  [/^(?<field>.+) must be a (whole )?number$/, 'listingForm.errors.number'],
  [/^(?<field>.+) is required$/, 'listingForm.errors.required'],
];

/** The translation key and values of a schema or API message, or null for one the form does not know. */
export function issueKey(message: string): { key: string; values: Record<string, string> } | null {
  const exact = EXACT[message];
  if (exact) return { key: exact, values: {} };
  for (const [pattern, key] of SHAPES) {
    const match = pattern.exec(message);
    if (match) return { key, values: { ...match.groups } };
  }
  return null;
}

/** A schema or API message in the page's language; a message the form cannot word stays as the API sent it. */
export function issueText(t: TFunction, message: string): string {
  const known = issueKey(message);
  if (!known) return translateApiMessage(t, message);
  const { field, ...rest } = known.values;
  const labelKey = field ? FIELD_LABEL_KEYS[field] : undefined;
  // parameter names are the admin's own words: shown as written
  return t(known.key, { ...rest, field: labelKey ? t(labelKey) : field });
}
