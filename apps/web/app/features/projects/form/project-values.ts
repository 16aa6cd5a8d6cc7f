import { z } from 'zod';
import { PROJECT_TYPES } from '@abode/shared/enums';
import type { Project } from '@abode/shared/schemas/projects';
import { slugify } from '@abode/shared/slug';
import { placeValueSchema } from '~/lib/place-value';

// What the project form holds while the user fills it in: text as typed (the shared projectInput
// schema converts and checks it on the way out), files apart (drafts keep them in IndexedDB).

/** A file chosen in this form, or one the project already has (the media picker's item). */
export type FileItem = { key: string; kind: 'new'; file: File } | { key: string; kind: 'existing'; id: number; url: string; name: string };

const floorSchema = z.object({
  /** Names the floor's document slot; stable across reorders and reloads. */
  key: z.string(),
  /** A floor the project already has (edit). */
  id: z.number().int().positive().optional(),
  title: z.string(),
});
export type FloorValue = z.infer<typeof floorSchema>;

export const projectFormValuesSchema = z.object({
  title: z.string(),
  description: z.string(),
  category_id: z.string(),
  type: z.enum(['', ...PROJECT_TYPES]),
  slug_id: z.string(),
  slug_edited: z.boolean(),
  video_link: z.string(),
  location: placeValueSchema,
  floors: z.array(floorSchema),
  meta_title: z.string(),
  meta_description: z.string(),
  meta_keywords: z.string(),
  /** On edit: stored gallery images, documents and floors the user removed. */
  removed: z.object({ gallery: z.array(z.number()), documents: z.array(z.number()), plans: z.array(z.number()) }),
  step: z.number().int().min(0),
});
export type ProjectFormValues = z.infer<typeof projectFormValuesSchema>;

/** File slots: the fixed ones and `plan:<floor key>` for each floor's document. */
export type ProjectFiles = Record<string, FileItem[]>;
export const planSlot = (floorKey: string) => `plan:${floorKey}`;

export const emptyProjectValues: ProjectFormValues = {
  title: '',
  description: '',
  category_id: '',
  type: '',
  slug_id: '',
  slug_edited: false,
  video_link: '',
  location: { latitude: null, longitude: null, city: '', state: '', country: '', address: '' },
  floors: [],
  meta_title: '',
  meta_description: '',
  meta_keywords: '',
  removed: { gallery: [], documents: [], plans: [] },
  step: 0,
};

export function suggestedSlug(title: string): string {
  return title.trim() ? slugify(title, '') : '';
}

const coordinate = (value: string) => (value.trim() === '' || !Number.isFinite(Number(value)) ? null : Number(value));
const fileName = (url: string) => decodeURIComponent(url.slice(url.lastIndexOf('/') + 1));

/** The form of an existing project: its text, and its stored files as existing items. */
export function valuesOfProject(project: Project): { values: ProjectFormValues; files: ProjectFiles } {
  const floors = project.plans.map((plan) => ({ key: `stored-${plan.id}`, id: plan.id, title: plan.title }));
  const files: ProjectFiles = {
    image: project.image ? [{ key: 'stored-image', kind: 'existing', id: 0, url: project.image, name: fileName(project.image) }] : [],
    gallery_images: project.gallary_images.map((g) => ({ key: `stored-${g.id}`, kind: 'existing', id: g.id, url: g.name, name: fileName(g.name) })),
    documents: project.documents.map((d) => ({ key: `stored-${d.id}`, kind: 'existing', id: d.id, url: d.name, name: d.file_name || fileName(d.name) })),
    meta_image: project.meta_image ? [{ key: 'stored-meta', kind: 'existing', id: 0, url: project.meta_image, name: fileName(project.meta_image) }] : [],
  };
  for (const plan of project.plans) {
    files[planSlot(`stored-${plan.id}`)] = plan.document ? [{ key: `stored-plan-${plan.id}`, kind: 'existing', id: plan.id, url: plan.document, name: fileName(plan.document) }] : [];
  }
  return {
    values: {
      ...emptyProjectValues,
      title: project.title,
      description: project.description,
      category_id: String(project.category_id),
      type: (PROJECT_TYPES as readonly string[]).includes(project.type) ? (project.type as ProjectFormValues['type']) : '',
      slug_id: project.slug_id,
      slug_edited: true,
      video_link: project.video_link,
      location: { latitude: coordinate(project.latitude), longitude: coordinate(project.longitude), city: project.city, state: project.state, country: project.country, address: project.location },
      floors,
      meta_title: project.meta_title,
      meta_description: project.meta_description,
      meta_keywords: project.meta_keywords,
    },
    files,
  };
}

/** SPEC §5: a floor must be filled in (title and document) before another is added. */
export function floorIsComplete(floor: FloorValue, files: ProjectFiles): boolean {
  return floor.title.trim() !== '' && (files[planSlot(floor.key)]?.length ?? 0) > 0;
}

export function canAddFloor(floors: readonly FloorValue[], files: ProjectFiles): boolean {
  const last = floors.at(-1);
  return last === undefined || floorIsComplete(last, files);
}
