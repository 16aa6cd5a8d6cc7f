import { z } from 'zod';
import type { ProjectType, RequestStatus } from '../enums';
import type { CategorySummary } from './categories';
import { flag, idField, integer, limitField, offsetField, optionalText, searchField, slugField } from './common';

const PLACE_MAX_LENGTH = 120;

export const getProjectsQuery = z.object({
  offset: offsetField,
  limit: limitField,
  id: idField(),
  slug_id: slugField(),
  search: searchField,
  category_id: idField('category_id'),
  city: optionalText('city', PLACE_MAX_LENGTH),
  state: optionalText('state', PLACE_MAX_LENGTH),
  country: optionalText('country', PLACE_MAX_LENGTH),
  posted_since: integer('posted_since', { min: 0, max: 4 }).optional(),
  /** Only projects with an active advertisement. */
  get_featured: flag('get_featured'),
  /** The projects of one owner. */
  userid: idField('userid'),
});
export type GetProjectsQuery = z.infer<typeof getProjectsQuery>;

export const getProjectDetailQuery = z
  .object({ id: idField(), slug_id: slugField(), get_similar: flag('get_similar') })
  .refine((q) => q.id !== undefined || q.slug_id !== undefined, { message: 'id or slug_id is required', path: ['slug_id'] });
export type GetProjectDetailQuery = z.infer<typeof getProjectDetailQuery>;

export interface ProjectOwner {
  id: number;
  name: string;
  slug_id: string;
  profile: string;
  email: string;
  mobile: string;
  is_user_verified: boolean;
}

export interface Project {
  id: number;
  slug_id: string;
  title: string;
  description: string;
  category_id: number;
  category: CategorySummary;
  image: string;
  image_hash: string;
  video_link: string;
  location: string;
  latitude: string;
  longitude: string;
  city: string;
  state: string;
  country: string;
  type: ProjectType | string;
  status: number;
  request_status: RequestStatus;
  total_click: number;
  is_admin_listing: boolean;
  added_by: number;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  meta_image: string;
  /** sic */
  gallary_images: { id: number; project_id: number; name: string; type: 'image' }[];
  documents: { id: number; project_id: number; name: string; file_name: string; type: 'doc' }[];
  plans: { id: number; project_id: number; title: string; document: string }[];
  customer: ProjectOwner;
  is_promoted: boolean;
  created_at: string;
  translated_title: string;
  translated_description: string;
}

/** get-project-detail adds the owner's listing counts. */
export interface ProjectDetail extends Project {
  total_properties: number;
  total_projects: number;
}
