import type { CategoryParameter } from '@abode/shared/schemas/categories';
import { CLEARABLE_PROPERTY_FIELDS, propertyInput } from '@abode/shared/schemas/listings';
import type { MediaItem } from '~/components/listing-form/media-picker';
import { galleryOrderOf, parameterSlot, type MediaSlots, type PropertyFormValues } from './property-values';

// From the form's state to what the API takes: the object the shared schema checks (the same
// `propertyInput` the server parses post_property with) and the multipart body that is sent.

export const STEPS = ['details', 'parameters', 'facilities', 'location', 'media', 'seo', 'review'] as const;
export type StepId = (typeof STEPS)[number];

/** A problem with one field, in the schema's (= the API's) English words; the UI translates it. */
export interface FieldIssue {
  /** Form field: a schema key, `parameter:<id>`, `facility:<id>` or a media slot. */
  field: string;
  message: string;
}

export interface PropertyRequestContext {
  /** The chosen category's parameters, in the admin's order. */
  parameters: readonly CategoryParameter[];
  /** Set when editing: the listing's id. */
  propertyId?: number | undefined;
}

const FIELD_STEPS: Record<string, StepId> = {
  title: 'details',
  description: 'details',
  category_id: 'details',
  property_type: 'details',
  price: 'details',
  rentduration: 'details',
  client_address: 'details',
  video_link: 'details',
  is_premium: 'details',
  facilities: 'facilities',
  latitude: 'location',
  longitude: 'location',
  address: 'location',
  city: 'location',
  state: 'location',
  country: 'location',
  title_image: 'media',
  gallery_images: 'media',
  documents: 'media',
  three_d_image: 'media',
  slug_id: 'seo',
  meta_title: 'seo',
  meta_description: 'seo',
  meta_keywords: 'seo',
  meta_image: 'seo',
};

export function stepOfField(field: string): StepId {
  if (field.startsWith('parameter:')) return 'parameters';
  if (field.startsWith('facility:')) return 'facilities';
  return FIELD_STEPS[field] ?? 'details';
}

const newFiles = (items: readonly MediaItem[] | undefined) => (items ?? []).flatMap((i) => (i.kind === 'new' ? [i.file] : []));
const isBlank = (value: string | string[] | undefined) => value === undefined || (Array.isArray(value) ? value.length === 0 : value.trim() === '');

interface ParameterValue {
  parameter_id: number;
  value: string | string[] | File;
}

function parameterValues(values: PropertyFormValues, media: MediaSlots, parameters: readonly CategoryParameter[]): ParameterValue[] {
  return parameters.flatMap((p): ParameterValue[] => {
    if (p.type_of_parameter === 'file') {
      const file = newFiles(media[parameterSlot(p.id)])[0];
      return file ? [{ parameter_id: p.id, value: file }] : [];
    }
    const value = values.parameters[String(p.id)];
    return isBlank(value) ? [] : [{ parameter_id: p.id, value: value! }];
  });
}

function facilityValues(values: PropertyFormValues) {
  return Object.entries(values.facilities).map(([id, distance]) => ({ facility_id: id, distance }));
}

/** The object `propertyInput` parses; stored files stand in as plain objects (present, not re-sent). */
export function schemaInput(values: PropertyFormValues, media: MediaSlots, context: PropertyRequestContext): Record<string, unknown> {
  const first = (slot: string) => {
    const item = media[slot]?.[0];
    return item ? (item.kind === 'new' ? item.file : { stored: item.url }) : undefined;
  };
  const gallery = newFiles(media.gallery_images);
  const documents = newFiles(media.documents);
  const { location } = values;
  return {
    title: values.title,
    description: values.description,
    category_id: values.category_id || undefined,
    property_type: values.property_type || undefined,
    price: values.price.trim() || undefined,
    rentduration: values.property_type === '1' ? values.rentduration : '',
    address: location.address,
    client_address: values.client_address,
    latitude: location.latitude ?? undefined,
    longitude: location.longitude ?? undefined,
    city: location.city,
    state: location.state,
    country: location.country,
    video_link: values.video_link,
    slug_id: values.slug_id,
    is_premium: values.is_premium,
    title_image: first('title_image'),
    three_d_image: first('three_d_image'),
    meta_image: first('meta_image'),
    gallery_images: gallery.length > 0 ? gallery : undefined,
    documents: documents.length > 0 ? documents : undefined,
    parameters: parameterValues(values, media, context.parameters),
    facilities: facilityValues(values),
    meta_title: values.meta_title,
    meta_description: values.meta_description,
    meta_keywords: values.meta_keywords,
  };
}

/** The rules the server applies to parameters beyond the schema (post_property answers the same texts). */
function parameterIssues(values: PropertyFormValues, media: MediaSlots, parameters: readonly CategoryParameter[]): FieldIssue[] {
  return parameters.flatMap((p): FieldIssue[] => {
    const field = parameterSlot(p.id);
    if (p.type_of_parameter === 'file') {
      return p.is_required === 1 && (media[field] ?? []).length === 0 ? [{ field, message: `${p.name} is required` }] : [];
    }
    const value = values.parameters[String(p.id)];
    if (isBlank(value)) return p.is_required === 1 ? [{ field, message: `${p.name} is required` }] : [];
    if (p.type_of_parameter === 'number' && !Number.isFinite(Number(value))) return [{ field, message: `${p.name} must be a number` }];
    return [];
  });
}

/** Every problem of the form, each under the field it belongs to (first problem per field). */
export function validateProperty(values: PropertyFormValues, media: MediaSlots, context: PropertyRequestContext): FieldIssue[] {
  const input = schemaInput(values, media, context);
  const parsed = propertyInput.safeParse(input);
  const issues: FieldIssue[] = [];
  if (!parsed.success) {
    const parameters = input.parameters as ParameterValue[];
    const facilities = input.facilities as { facility_id: string }[];
    for (const issue of parsed.error.issues) {
      const [head, index] = issue.path;
      let field = String(head ?? 'form');
      if (head === 'parameters' && typeof index === 'number') field = parameterSlot(parameters[index]?.parameter_id ?? '');
      if (head === 'facilities' && typeof index === 'number') field = `facility:${facilities[index]?.facility_id ?? ''}`;
      issues.push({ field, message: issue.message });
    }
  }
  issues.push(...parameterIssues(values, media, context.parameters));
  const seen = new Set<string>();
  return issues.filter((issue) => !seen.has(issue.field) && seen.add(issue.field));
}

function appendIfSet(form: FormData, name: string, value: string | undefined) {
  if (value !== undefined && value.trim() !== '') form.append(name, value.trim());
}

/**
 * What an edit sends beyond post_property's fields: the stored files removed, the gallery's order
 * (`gallery_order`: stored ids and `new:<n>` for the n-th new file), and an explicitly empty value
 * for each optional field, parameter and facility list the user emptied, which the API clears
 * (an absent one it leaves alone).
 */
function appendEdit(form: FormData, values: PropertyFormValues, media: MediaSlots, context: PropertyRequestContext & { propertyId: number }) {
  form.append('id', String(context.propertyId));
  form.append('action_type', '0');
  if (values.removed.gallery.length > 0) form.append('remove_gallery_images', values.removed.gallery.join(','));
  if (values.removed.documents.length > 0) form.append('remove_documents', values.removed.documents.join(','));
  if (values.removed.three_d_image) form.append('remove_three_d_image', '1');
  if (values.removed.meta_image) form.append('remove_meta_image', '1');
  const gallery = media.gallery_images ?? [];
  if (gallery.some((item) => item.kind === 'existing')) form.append('gallery_order', galleryOrderOf(gallery));
  for (const name of CLEARABLE_PROPERTY_FIELDS) if (values[name].trim() === '') form.append(name, '');
  const cleared = context.parameters.filter((p) =>
    p.type_of_parameter === 'file' ? (media[parameterSlot(p.id)] ?? []).length === 0 : isBlank(values.parameters[String(p.id)]),
  );
  // after the ones with a value, which take the first indexes
  const first = parameterValues(values, media, context.parameters).length;
  cleared.forEach((p, i) => {
    form.append(`parameters[${first + i}][parameter_id]`, String(p.id));
    form.append(`parameters[${first + i}][value]`, '');
  });
  if (Object.keys(values.facilities).length === 0) form.append('facilities', '');
}

/** The multipart body of post_property, or of update_post_property when editing. */
export function propertyFormData(values: PropertyFormValues, media: MediaSlots, context: PropertyRequestContext): FormData {
  const form = new FormData();
  const { location } = values;
  if (context.propertyId !== undefined) appendEdit(form, values, media, { ...context, propertyId: context.propertyId });
  const text: [string, string | undefined][] = [
    ['title', values.title],
    ['description', values.description],
    ['category_id', values.category_id],
    ['property_type', values.property_type],
    ['price', values.price],
    ['rentduration', values.property_type === '1' ? values.rentduration : undefined],
    ['address', location.address],
    ['client_address', values.client_address],
    ['latitude', location.latitude?.toString()],
    ['longitude', location.longitude?.toString()],
    ['city', location.city],
    ['state', location.state],
    ['country', location.country],
    ['video_link', values.video_link],
    ['slug_id', values.slug_id],
    ['meta_title', values.meta_title],
    ['meta_description', values.meta_description],
    ['meta_keywords', values.meta_keywords],
  ];
  for (const [name, value] of text) appendIfSet(form, name, value);
  form.append('is_premium', values.is_premium ? 'true' : 'false');

  for (const slot of ['title_image', 'three_d_image', 'meta_image'] as const) {
    const file = newFiles(media[slot])[0];
    if (file) form.append(slot, file);
  }
  // the order of the list is the gallery's order
  for (const file of newFiles(media.gallery_images)) form.append('gallery_images[]', file);
  for (const file of newFiles(media.documents)) form.append('documents[]', file);

  parameterValues(values, media, context.parameters).forEach((p, i) => {
    form.append(`parameters[${i}][parameter_id]`, String(p.parameter_id));
    if (Array.isArray(p.value)) p.value.forEach((option, j) => form.append(`parameters[${i}][value][${j}]`, option));
    else form.append(`parameters[${i}][value]`, p.value);
  });
  facilityValues(values).forEach((f, i) => {
    form.append(`facilities[${i}][facility_id]`, f.facility_id);
    form.append(`facilities[${i}][distance]`, f.distance);
  });
  return form;
}
