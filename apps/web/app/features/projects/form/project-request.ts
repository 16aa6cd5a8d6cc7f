import { projectInput } from '@abode/shared/schemas/listings';
import { planSlot, type FileItem, type ProjectFiles, type ProjectFormValues } from './project-values';

// The form's values → post_project: checked with the same shared schema the server uses, then sent
// as multipart (gallery_images[], documents[], plans[i][title|document|id]).

/** The steps of the form, and which fields each one holds (a problem opens its step). */
export const PROJECT_STEPS = ['basics', 'location', 'media', 'floors', 'seo'] as const;
export type ProjectStep = (typeof PROJECT_STEPS)[number];

const STEP_OF: Record<string, ProjectStep> = {
  title: 'basics',
  description: 'basics',
  category_id: 'basics',
  type: 'basics',
  slug_id: 'basics',
  video_link: 'basics',
  latitude: 'location',
  longitude: 'location',
  city: 'location',
  state: 'location',
  country: 'location',
  location: 'location',
  image: 'media',
  gallery_images: 'media',
  documents: 'media',
  plans: 'floors',
  meta_title: 'seo',
  meta_description: 'seo',
  meta_keywords: 'seo',
  meta_image: 'seo',
};

/** Translation keys of the problems whose rule the user needs to read (others: required / invalid). */
const RULE_KEYS: Record<string, string> = {
  meta_title: 'projectForm.error.metaTitle',
  meta_description: 'projectForm.error.metaDescription',
  meta_keywords: 'projectForm.error.metaKeywords',
  slug_id: 'projectForm.error.slug',
  video_link: 'projectForm.error.videoLink',
  latitude: 'projectForm.error.location',
};

/** Field → translation key; floors as `plans.<i>.title` / `plans.<i>.document`. */
export type ProjectErrors = Record<string, string>;

const newFiles = (items: readonly FileItem[] | undefined) => (items ?? []).flatMap((item) => (item.kind === 'new' ? [item.file] : []));
const blank = (text: string) => (text.trim() === '' ? undefined : text);

/** What projectInput parses: the request as an object, files as File. */
function requestObject(values: ProjectFormValues, files: ProjectFiles, id: number | undefined) {
  const { location } = values;
  const gallery = newFiles(files.gallery_images);
  const documents = newFiles(files.documents);
  return {
    id,
    title: blank(values.title),
    description: blank(values.description),
    category_id: blank(values.category_id),
    type: blank(values.type),
    slug_id: values.slug_id,
    video_link: values.video_link,
    location: blank(location.address),
    latitude: location.latitude ?? undefined,
    longitude: location.longitude ?? undefined,
    city: blank(location.city),
    state: blank(location.state),
    country: blank(location.country),
    image: newFiles(files.image)[0],
    gallery_images: gallery.length > 0 ? gallery : undefined,
    documents: documents.length > 0 ? documents : undefined,
    plans: values.floors.map((floor) => ({ id: floor.id, title: floor.title, document: newFiles(files[planSlot(floor.key)])[0] })),
    remove_gallery_images: values.removed.gallery.length > 0 ? values.removed.gallery : undefined,
    remove_documents: values.removed.documents.length > 0 ? values.removed.documents : undefined,
    remove_plans: values.removed.plans.length > 0 ? values.removed.plans : undefined,
    meta_title: values.meta_title,
    meta_description: values.meta_description,
    meta_keywords: values.meta_keywords,
    meta_image: newFiles(files.meta_image)[0],
  };
}

/** The problems of the form by field, or none; `id` is the edited project's. */
export function projectErrors(values: ProjectFormValues, files: ProjectFiles, id?: number): ProjectErrors {
  const request = requestObject(values, files, id);
  const parsed = projectInput.safeParse(request);
  if (parsed.success) return {};
  const errors: ProjectErrors = {};
  for (const issue of parsed.error.issues) {
    const [head, index, leaf] = issue.path;
    if (head === 'plans' && typeof index === 'number') {
      const field = `plans.${index}.${String(leaf)}`;
      errors[field] ??= leaf === 'document' ? 'projectForm.error.floorDocument' : 'projectForm.error.floorTitle';
      continue;
    }
    const field = String(head ?? 'form');
    if (errors[field]) continue;
    const value = (request as Record<string, unknown>)[field];
    errors[field] = RULE_KEYS[field] ?? (value === undefined || value === '' ? 'projectForm.error.required' : 'projectForm.error.invalid');
  }
  return errors;
}

/** The first step with a problem, to open it. */
export function firstStepWithError(errors: ProjectErrors): number {
  const steps = Object.keys(errors).map((field) => PROJECT_STEPS.indexOf(STEP_OF[field.split('.')[0] ?? ''] ?? 'basics'));
  return steps.length > 0 ? Math.min(...steps) : -1;
}

/** The multipart body of post_project. */
export function projectFormData(values: ProjectFormValues, files: ProjectFiles, id?: number): FormData {
  const form = new FormData();
  const text = (name: string, value: string | number | undefined | null) => {
    if (value !== undefined && value !== null && String(value).trim() !== '') form.append(name, String(value));
  };
  const { location } = values;
  text('id', id);
  text('title', values.title);
  text('description', values.description);
  text('category_id', values.category_id);
  text('type', values.type);
  text('slug_id', values.slug_id);
  text('video_link', values.video_link);
  text('location', location.address);
  text('latitude', location.latitude);
  text('longitude', location.longitude);
  text('city', location.city);
  text('state', location.state);
  text('country', location.country);
  text('meta_title', values.meta_title);
  text('meta_description', values.meta_description);
  text('meta_keywords', values.meta_keywords);
  const image = newFiles(files.image)[0];
  if (image) form.append('image', image);
  const metaImage = newFiles(files.meta_image)[0];
  if (metaImage) form.append('meta_image', metaImage);
  for (const file of newFiles(files.gallery_images)) form.append('gallery_images[]', file);
  for (const file of newFiles(files.documents)) form.append('documents[]', file);
  values.floors.forEach((floor, i) => {
    text(`plans[${i}][id]`, floor.id);
    text(`plans[${i}][title]`, floor.title);
    const document = newFiles(files[planSlot(floor.key)])[0];
    if (document) form.append(`plans[${i}][document]`, document);
  });
  text('remove_gallery_images', values.removed.gallery.join(','));
  text('remove_documents', values.removed.documents.join(','));
  text('remove_plans', values.removed.plans.join(','));
  return form;
}
