import { z } from 'zod';
import type { ListingFacts } from '@abode/shared/listing-edit';
import type { Property } from '@abode/shared/schemas/properties';
import { slugify } from '@abode/shared/slug';
import { placeValueSchema } from '~/lib/place-value';
import type { MediaItem } from '~/components/listing-form/media-picker';

// What the property form holds while the user fills it in: text as typed (the shared schema
// converts and checks it on the way out), files apart (they cannot go into JSON drafts).

/** The form's text state; also what a draft keeps in localStorage (checked with this on load). */
export const propertyFormValuesSchema = z.object({
  title: z.string(),
  description: z.string(),
  category_id: z.string(),
  /** "0" sell, "1" rent, "" not chosen yet. */
  property_type: z.enum(['', '0', '1']),
  price: z.string(),
  rentduration: z.string(),
  client_address: z.string(),
  video_link: z.string(),
  is_premium: z.boolean(),
  slug_id: z.string(),
  /** Once the user typed a slug, the title no longer writes it. */
  slug_edited: z.boolean(),
  location: placeValueSchema,
  /** Parameter id → text, or the chosen options of a checkbox parameter. */
  parameters: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  /** Facility id → distance (km) as typed; a facility is chosen when it has an entry. */
  facilities: z.record(z.string(), z.string()),
  meta_title: z.string(),
  meta_description: z.string(),
  meta_keywords: z.string(),
  /** On edit: stored files the user removed. */
  removed: z.object({ gallery: z.array(z.number()), documents: z.array(z.number()), three_d_image: z.boolean(), meta_image: z.boolean() }),
  /** On edit: the gallery's order as update_post_property's `gallery_order` takes it (see galleryOrderOf); drafts of before lack it. */
  gallery_order: z.string().default(''),
  /** The step the user was on (a restored draft opens there). */
  step: z.number().int().min(0),
});
export type PropertyFormValues = z.infer<typeof propertyFormValuesSchema>;

/** Files by slot: the fixed ones below, and `parameter:<id>` for file parameters. */
export type MediaSlots = Record<string, MediaItem[]>;
export const MEDIA_SLOTS = ['title_image', 'gallery_images', 'documents', 'three_d_image', 'meta_image'] as const;
export type MediaSlot = (typeof MEDIA_SLOTS)[number];
export const parameterSlot = (parameterId: number | string) => `parameter:${parameterId}`;

export const emptyPropertyValues: PropertyFormValues = {
  title: '',
  description: '',
  category_id: '',
  property_type: '',
  price: '',
  rentduration: '',
  client_address: '',
  video_link: '',
  is_premium: false,
  slug_id: '',
  slug_edited: false,
  location: { latitude: null, longitude: null, city: '', state: '', country: '', address: '' },
  parameters: {},
  facilities: {},
  meta_title: '',
  meta_description: '',
  meta_keywords: '',
  removed: { gallery: [], documents: [], three_d_image: false, meta_image: false },
  gallery_order: '',
  step: 0,
};

/** A gallery's order in update_post_property's terms: stored images by id, new files as `new:<n>` in upload order. */
export function galleryOrderOf(items: readonly MediaItem[]): string {
  let added = 0;
  return items.map((item) => (item.kind === 'existing' ? String(item.id) : `new:${added++}`)).join(',');
}

/** Puts a gallery back in a saved order (galleryOrderOf's); items the order does not name follow in their order. */
export function inGalleryOrder(items: readonly MediaItem[], order: string): MediaItem[] {
  const tokens = order.split(',').filter(Boolean);
  const rank = new Map(tokens.map((token, i) => [token, i]));
  const keyed = galleryOrderOf(items)
    .split(',')
    .map((token, i) => ({ item: items[i]!, rank: rank.get(token) ?? tokens.length + i }));
  return keyed.sort((a, b) => a.rank - b.rank).map((k) => k.item);
}

/** The slug the title suggests while the user has not typed one. */
export function suggestedSlug(title: string): string {
  return title.trim() ? slugify(title, '') : '';
}

const coordinate = (value: string) => (value.trim() === '' || !Number.isFinite(Number(value)) ? null : Number(value));
const fileName = (url: string) => decodeURIComponent(url.split('?')[0]!.split('/').pop() ?? url);

/** An own listing as the edit form starts it. */
export function valuesFromProperty(property: Property): { values: PropertyFormValues; media: MediaSlots } {
  const parameters: PropertyFormValues['parameters'] = {};
  const media: MediaSlots = {
    title_image: property.title_image ? [{ key: 'title', kind: 'existing', id: 0, url: property.title_image, name: fileName(property.title_image) }] : [],
    gallery_images: property.gallery.map((g) => ({ key: `gallery-${g.id}`, kind: 'existing', id: g.id, url: g.image_url, name: fileName(g.image_url) })),
    documents: property.documents.map((d) => ({ key: `document-${d.id}`, kind: 'existing', id: d.id, url: d.file, name: d.file_name })),
    three_d_image: property.three_d_image ? [{ key: 'three-d', kind: 'existing', id: 0, url: property.three_d_image, name: fileName(property.three_d_image) }] : [],
    meta_image: property.meta_image ? [{ key: 'meta', kind: 'existing', id: 0, url: property.meta_image, name: fileName(property.meta_image) }] : [],
  };
  for (const p of property.parameters) {
    if (p.type_of_parameter === 'file') {
      const url = typeof p.value === 'string' ? p.value : '';
      media[parameterSlot(p.id)] = url ? [{ key: `parameter-${p.id}`, kind: 'existing', id: 0, url, name: fileName(url) }] : [];
    } else if (p.value !== '' && !(Array.isArray(p.value) && p.value.length === 0)) {
      parameters[String(p.id)] = p.value;
    }
  }
  const values: PropertyFormValues = {
    ...emptyPropertyValues,
    title: property.title,
    description: property.description,
    category_id: String(property.category_id),
    property_type: property.property_type === 'rent' || property.property_type === 'rented' ? '1' : '0',
    price: String(property.price),
    rentduration: property.rentduration ?? '',
    client_address: property.client_address ?? '',
    video_link: property.video_link ?? '',
    is_premium: property.is_premium,
    slug_id: property.slug_id,
    slug_edited: true,
    location: {
      latitude: coordinate(property.latitude),
      longitude: coordinate(property.longitude),
      city: property.city,
      state: property.state,
      country: property.country,
      address: property.address,
    },
    parameters,
    facilities: Object.fromEntries(property.assign_facilities.map((f) => [String(f.facility_id), String(f.distance)])),
    meta_title: property.meta_title ?? '',
    meta_description: property.meta_description ?? '',
    meta_keywords: property.meta_keywords ?? '',
  };
  return { values, media };
}

/** Only what the user chose in this form: the files a draft keeps. */
export function newFilesOf(media: MediaSlots): Record<string, File[]> {
  return Object.fromEntries(Object.entries(media).map(([slot, items]) => [slot, items.flatMap((i) => (i.kind === 'new' ? [i.file] : []))]));
}

/** What the edit rule weighs (packages/shared listing-edit.ts), from the form's values. */
export function factsOfValues(values: PropertyFormValues): ListingFacts {
  return {
    title: values.title,
    description: values.description,
    categoryId: Number(values.category_id),
    price: Number(values.price) || 0,
    latitude: values.location.latitude ?? 0,
    longitude: values.location.longitude ?? 0,
    address: values.location.address,
    city: values.location.city,
  };
}

/** Whether the listing's photos change: a new or removed title, gallery or 3D picture. */
export function photosChanged(values: PropertyFormValues, media: MediaSlots): boolean {
  const added = (['title_image', 'gallery_images', 'three_d_image'] as const).some((slot) => (media[slot] ?? []).some((item) => item.kind !== 'existing'));
  return added || values.removed.gallery.length > 0 || values.removed.three_d_image;
}
