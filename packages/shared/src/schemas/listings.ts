import { z } from 'zod';
import { PROJECT_TYPES, RENT_DURATIONS, REQUEST_STATUSES } from '../enums.js';
import { MSG } from '../messages.js';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../slug.js';
import { decimal, flag, idField, integer, limitField, offsetField, optionalText, requiredText, slugField } from './common.js';

// Owner-side writes of properties and projects (SPEC §3, §5): one set of rules for the web form
// and the server. File fields hold whatever the platform gives (a browser File, the server's
// uploaded file); their content (type, pixels, size) is checked where the bytes are.

/** The listing messages of MSG under the names the listing routes use (texts live in messages.ts). */
export const LISTING_MSG = {
  posted: MSG.propertyPosted,
  updated: MSG.propertyUpdated,
  deleted: MSG.propertyDeleted,
  imageRemoved: MSG.imageRemoved,
  statusUpdated: MSG.statusUpdated,
  projectPosted: MSG.projectPosted,
  projectUpdated: MSG.projectUpdated,
  projectDeleted: MSG.projectDeleted,
  soldOrRentedLocked: MSG.soldOrRentedLocked,
  notApproved: MSG.listingNotApproved,
  slugTaken: MSG.slugTaken,
  approved: MSG.listingApproved,
  rejected: MSG.listingRejected,
  verificationApplied: MSG.verificationApplied,
  verificationReviewed: MSG.verificationReviewed,
} as const;

export const META_TITLE_MAX = 60;
export const META_DESCRIPTION_MIN = 50;
export const META_DESCRIPTION_MAX = 160;
export const META_KEYWORDS_MAX = 10;
export const TITLE_MAX = 255;
export const DESCRIPTION_MAX = 20_000;
/** Largest photo (title image, gallery, 3D, meta) and document, in bytes. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_TYPES = ['pdf', 'doc', 'docx', 'txt'] as const;
/** Most files of one kind (gallery images, documents) in one request. */
export const FILES_MAX = 30;
/** Highest price in major units: its hundredths still fit a double exactly. */
export const PRICE_MAX = 1_000_000_000_000;

const YOUTUBE = /^https?:\/\/(www\.|m\.)?(youtube\.com\/(watch\?v=|embed\/|shorts\/|live\/)|youtu\.be\/)[\w-]{6,}/i;

/** A file part: present and not a plain value. */
export const fileValue = z.unknown().refine((v) => typeof v === 'object' && v !== null && !Array.isArray(v), 'Must be a file');
/** An absent file; an empty form value counts as absent. */
const optionalFile = z.preprocess((v) => (v === '' ? undefined : v), fileValue.optional());
/** One file or a list of them (`gallery_images[]` or a single `gallery_images`). */
const fileList = (label: string) =>
  z
    .union([fileValue, z.array(fileValue)])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .refine((list) => list.length <= FILES_MAX, `At most ${FILES_MAX} ${label} at a time`)
    .optional();

/** "1,2, 3" → [1, 2, 3]; a list of ids in any of the forms clients send. */
export function idList(label: string) {
  return z
    .union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))], { error: `${label} must be a comma-separated list of ids` })
    .transform((value, ctx) => {
      const parts = (Array.isArray(value) ? value.map(String) : String(value).split(',')).map((p) => p.trim()).filter(Boolean);
      const ids = parts.map(Number);
      if (ids.some((n) => !Number.isSafeInteger(n) || n < 1)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a comma-separated list of ids` });
        return z.NEVER;
      }
      return ids;
    })
    .optional();
}

export const slugInput = z
  .string({ error: 'Slug must be text' })
  .trim()
  .max(SLUG_MAX_LENGTH, `Slug must be at most ${SLUG_MAX_LENGTH} characters`)
  .transform((v) => (v === '' ? undefined : v))
  .refine((v) => v === undefined || SLUG_PATTERN.test(v), 'Slug may contain only lowercase letters, digits and hyphens')
  .optional();

export const metaFields = {
  meta_title: optionalText('Meta title', META_TITLE_MAX),
  meta_description: z
    .string({ error: 'Meta description must be text' })
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .refine(
      (v) => v === undefined || (v.length >= META_DESCRIPTION_MIN && v.length <= META_DESCRIPTION_MAX),
      `Meta description must be between ${META_DESCRIPTION_MIN} and ${META_DESCRIPTION_MAX} characters`,
    )
    .optional(),
  meta_keywords: z
    .string({ error: 'Meta keywords must be text' })
    .trim()
    .max(255, 'Meta keywords must be at most 255 characters')
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || v.split(',').filter((k) => k.trim()).length <= META_KEYWORDS_MAX, `At most ${META_KEYWORDS_MAX} meta keywords`)
    .optional(),
  meta_image: optionalFile,
};

const videoLink = z
  .string({ error: 'Video link must be text' })
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .refine((v) => v === undefined || YOUTUBE.test(v), 'Video link must be a YouTube URL')
  .optional();

/** SPEC §5: a chosen location (coordinates) needs city, state, country and formatted address. */
export const locationFields = {
  latitude: decimal('Latitude', { min: -90, max: 90 }).optional(),
  longitude: decimal('Longitude', { min: -180, max: 180 }).optional(),
  city: optionalText('City', 120),
  state: optionalText('State', 120),
  country: optionalText('Country', 120),
};

interface LocationValues {
  latitude?: number | undefined;
  longitude?: number | undefined;
  city?: string | undefined;
  state?: string | undefined;
  country?: string | undefined;
}

export const LOCATION_INCOMPLETE = 'A chosen location needs city, state, country and formatted address';

export function checkLocation(v: LocationValues, address: string | undefined, ctx: z.RefinementCtx) {
  if (v.latitude === undefined && v.longitude === undefined) return;
  if (v.latitude === undefined || v.longitude === undefined || !v.city || !v.state || !v.country || !address) {
    ctx.addIssue({ code: 'custom', message: LOCATION_INCOMPLETE, path: ['latitude'] });
  }
}

const translatedText = z.object({
  language_id: integer('Translation language', { min: 1 }),
  value: z.string({ error: 'Translation value must be text' }).trim().max(DESCRIPTION_MAX, `Translations must be at most ${DESCRIPTION_MAX} characters`).default(''),
});

/** translations[i][title|description][language_id|value]: the title and description in other languages. */
export const translationsInput = z
  .array(z.object({ title: translatedText.optional(), description: translatedText.optional() }), { error: 'Translations must be a list' })
  .optional();
export type TranslationsInput = z.infer<typeof translationsInput>;

const parameterInput = z.object({
  parameter_id: integer('Parameter id', { min: 1 }),
  // text, a comma list or list (checkbox) or a file
  value: z.union([z.string(), z.array(z.string()), fileValue], { error: 'Parameter value is required' }).optional(),
});
export type ParameterInput = z.infer<typeof parameterInput>;

const facilityInput = z.object({
  facility_id: integer('Facility id', { min: 1 }),
  distance: decimal('Facility distance', { min: 0, max: 100_000 }),
});

const rentDuration = z
  .string({ error: 'Rent duration must be text' })
  .trim()
  .transform((v, ctx) => {
    if (v === '') return undefined;
    const match = RENT_DURATIONS.find((d) => d.toLowerCase() === v.toLowerCase());
    if (!match) {
      ctx.addIssue({ code: 'custom', message: `Rent duration must be one of ${RENT_DURATIONS.join(', ')}` });
      return z.NEVER;
    }
    return match;
  })
  .optional();

/** The fields of post_property, each with its own rule; `propertyInput` adds what needs two fields. */
const propertyShape = {
  title: requiredText('Title', TITLE_MAX),
  description: requiredText('Description', DESCRIPTION_MAX),
  category_id: integer('Category', { min: 1 }).optional(),
  property_type: integer('Property type', { min: 0, max: 1 }).optional(),
  price: decimal('Price', { min: 1, max: PRICE_MAX }).optional(),
  rentduration: rentDuration,
  address: optionalText('Address', 500),
  client_address: optionalText('Client address', 500),
  ...locationFields,
  video_link: videoLink,
  slug_id: slugInput,
  is_premium: flag('is_premium'),
  title_image: optionalFile,
  three_d_image: optionalFile,
  gallery_images: fileList('gallery images'),
  documents: fileList('documents'),
  parameters: z.array(parameterInput, { error: 'Parameters must be a list' }).optional(),
  facilities: z.array(facilityInput, { error: 'Facilities must be a list' }).optional(),
  translations: translationsInput,
  ...metaFields,
};

function checkProperty(v: Partial<{ property_type: number | undefined; rentduration: string | undefined; address: string | undefined } & LocationValues>, ctx: z.RefinementCtx) {
  if (v.property_type === 1 && !v.rentduration) ctx.addIssue({ code: 'custom', message: 'Rent duration is required for rent', path: ['rentduration'] });
  checkLocation(v, v.address, ctx);
}

export const propertyInput = z
  .object(propertyShape)
  .superRefine((v, ctx) => {
    const required: [keyof typeof v, string][] = [
      ['category_id', 'Category is required'],
      ['property_type', 'Property type is required'],
      ['price', 'Price is required'],
      ['title_image', 'Title image is required'],
    ];
    for (const [key, message] of required) if (v[key] === undefined) ctx.addIssue({ code: 'custom', message, path: [key] });
    if (v.latitude === undefined || v.longitude === undefined) ctx.addIssue({ code: 'custom', message: 'Location is required', path: ['latitude'] });
    checkProperty(v, ctx);
  });
export type PropertyInput = z.infer<typeof propertyInput>;

/**
 * On edit, an explicitly empty optional field (`meta_title=` in a form, `""` or null in JSON)
 * clears it: null. An absent one stays undefined, i.e. unchanged.
 */
function clearable<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? null : v), schema.nullable());
}

/** On edit, an explicitly empty list (`facilities=` in a form, `[]` in JSON) removes every entry; absent keeps them. */
function clearableList<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === '' || v === null ? [] : v), schema);
}

/** One place in a gallery order: a stored image by id, or the n-th file of `gallery_images` in the same request. */
export type GallerySlot = { id: number } | { newIndex: number };

const GALLERY_ORDER_ERROR = 'gallery_order must list gallery image ids and new:<n> entries, separated by commas';

/**
 * update_post_property `gallery_order` (an addition to the contract): the gallery's order after
 * the edit. Stored images and files not listed follow the listed ones, in their previous order.
 */
export const galleryOrderInput = z
  .union([z.string(), z.array(z.union([z.string(), z.number()]))], { error: GALLERY_ORDER_ERROR })
  .transform((value, ctx): GallerySlot[] => {
    const parts = (Array.isArray(value) ? value.map(String) : value.split(',')).map((p) => p.trim()).filter(Boolean);
    const slots = parts.map((part): GallerySlot | null => {
      const match = /^(new:)?(\d{1,9})$/.exec(part);
      if (!match) return null;
      return match[1] ? { newIndex: Number(match[2]) } : { id: Number(match[2]) };
    });
    const keys = slots.map((slot) => (slot === null ? null : 'id' in slot ? slot.id : `new:${slot.newIndex}`));
    if (keys.some((key) => key === null || key === 0) || new Set(keys).size !== keys.length) {
      ctx.addIssue({ code: 'custom', message: GALLERY_ORDER_ERROR });
      return z.NEVER;
    }
    return slots as GallerySlot[];
  })
  .optional()
  .meta({
    description:
      'Optional. The gallery order after this edit, comma-separated: ids of stored gallery images and new:<n> for the n-th file of gallery_images (0-based), e.g. "12,new:0,9". Images not listed follow in their previous order, then new files in upload order.',
  });

/** The optional text fields an edit may clear; the others (title, address, location…) are required once set. */
export const CLEARABLE_PROPERTY_FIELDS = ['client_address', 'video_link', 'meta_title', 'meta_description', 'meta_keywords'] as const;

/** update_post_property: every field optional; the given ones follow the same rules. The listing is `id`, or `slug_id` when no id is sent. */
export const updatePropertyInput = z
  .object({
    ...propertyShape,
    client_address: clearable(propertyShape.client_address),
    video_link: clearable(propertyShape.video_link),
    meta_title: clearable(propertyShape.meta_title),
    meta_description: clearable(propertyShape.meta_description),
    meta_keywords: clearable(propertyShape.meta_keywords),
    parameters: clearableList(propertyShape.parameters),
    facilities: clearableList(propertyShape.facilities),
    id: integer('id', { min: 1 }).optional(),
    action_type: integer('action_type', { min: 0, max: 1 }).default(0),
    remove_gallery_images: idList('remove_gallery_images'),
    gallery_order: galleryOrderInput,
    remove_documents: idList('remove_documents'),
    remove_three_d_image: flag('remove_three_d_image'),
    remove_meta_image: flag('remove_meta_image'),
  })
  .partial({ title: true, description: true })
  .superRefine((v, ctx) => {
    // older clients name the listing by its slug_id instead of its id
    if (v.id === undefined && v.slug_id === undefined) ctx.addIssue({ code: 'custom', message: 'id is required', path: ['id'] });
    checkProperty(v, ctx);
  });
export type UpdatePropertyInput = z.infer<typeof updatePropertyInput>;

export const propertyIdInput = z.object({ id: integer('id', { min: 1 }) });
export const propertyTypeStatusInput = z.object({
  property_id: integer('property_id', { min: 1 }),
  // 2 sold, 3 rented; 1 brings a rented listing back to rent ("Mark as Available for Rent")
  status: integer('status', { min: 1, max: 3 }),
});
export const activeStatusInput = z.object({ property_id: integer('property_id', { min: 1 }), status: integer('status', { min: 0, max: 1 }) });
export const projectActiveStatusInput = z.object({ project_id: integer('project_id', { min: 1 }), status: integer('status', { min: 0, max: 1 }) });

const csv = <T extends string>(label: string, allowed: readonly T[]) =>
  z
    .string()
    .transform((v, ctx) => {
      const parts = v.split(',').map((p) => p.trim()).filter(Boolean);
      if (parts.some((p) => !(allowed as readonly string[]).includes(p))) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a comma-separated list of ${allowed.join(', ')}` });
        return z.NEVER;
      }
      return parts as T[];
    })
    .optional();

export const addedPropertiesQuery = z.object({
  offset: offsetField,
  limit: limitField,
  id: idField('id'),
  slug_id: slugField('slug_id'),
  property_type: integer('property_type', { min: 0, max: 3 }).optional(),
  status: csv('status', ['0', '1'] as const),
  request_status: csv('request_status', REQUEST_STATUSES),
  is_promoted: flag('is_promoted'),
  /** Additive: 1 = only listings whose package or listing period has ended, 0 = only the others. */
  is_expired: flag('is_expired'),
});
export type AddedPropertiesQuery = z.infer<typeof addedPropertiesQuery>;

export const interestedUsersQuery = z
  .object({ offset: offsetField, limit: limitField, property_id: idField('property_id'), slug_id: slugField('slug_id') })
  .refine((v) => v.property_id !== undefined || v.slug_id !== undefined, 'property_id is required');

export interface InterestedUser {
  id: number;
  name: string;
  profile: string;
  email: string;
  mobile: string;
  /** When the interest was shown (ISO time); an addition to the contract's shape. */
  created_at: string;
}

const planInput = z.object({
  id: idField('Plan id'),
  title: optionalText('Floor title', TITLE_MAX),
  document: optionalFile,
});

/** post_project; with `id` it updates, and then every field is optional. */
export const projectInput = z
  .object({
    id: idField('id'),
    title: optionalText('Title', TITLE_MAX),
    description: optionalText('Description', DESCRIPTION_MAX),
    category_id: integer('Category', { min: 1 }).optional(),
    type: z.enum(PROJECT_TYPES, { error: `Type must be one of ${PROJECT_TYPES.join(', ')}` }).optional(),
    location: optionalText('Location', 500),
    ...locationFields,
    video_link: videoLink,
    slug_id: slugInput,
    image: optionalFile,
    gallery_images: fileList('gallery images'),
    documents: fileList('documents'),
    plans: z.array(planInput, { error: 'Plans must be a list' }).optional(),
    remove_gallery_images: idList('remove_gallery_images'),
    remove_documents: idList('remove_documents'),
    remove_plans: idList('remove_plans'),
    translations: translationsInput,
    ...metaFields,
  })
  .superRefine((v, ctx) => {
    const creating = v.id === undefined;
    const required: [keyof typeof v, string][] = [
      ['title', 'Title is required'],
      ['description', 'Description is required'],
      ['category_id', 'Category is required'],
      ['image', 'Image is required'],
      ['city', 'City is required'],
      ['state', 'State is required'],
      ['country', 'Country is required'],
    ];
    if (creating) for (const [key, message] of required) if (v[key] === undefined) ctx.addIssue({ code: 'custom', message, path: [key] });
    // SPEC §5: a floor must be filled in before another is added
    for (const [i, plan] of (v.plans ?? []).entries()) {
      if (!plan.title) ctx.addIssue({ code: 'custom', message: 'Floor title is required', path: ['plans', i, 'title'] });
      if (plan.id === undefined && plan.document === undefined) ctx.addIssue({ code: 'custom', message: 'Floor plan document is required', path: ['plans', i, 'document'] });
    }
    checkLocation(v, v.location, ctx);
  });
export type ProjectInput = z.infer<typeof projectInput>;

export const projectIdInput = z.object({ id: integer('id', { min: 1 }) });

export const addedProjectsQuery = z.object({
  offset: offsetField,
  limit: limitField,
  id: idField('id'),
  slug_id: slugField('slug_id'),
  request_status: csv('request_status', REQUEST_STATUSES),
});
export type AddedProjectsQuery = z.infer<typeof addedProjectsQuery>;

export const rejectInput = z.object({ reason: requiredText('Reason', 1000) });
