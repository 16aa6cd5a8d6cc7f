import { z } from 'zod';
import { flag, idField, limitField, offsetField, paginationQuery, searchField, slugField } from './common';
import type { Project } from './projects';
import type { PropertyCard } from './properties';

/** agent-list: offset 0 starts with the company's own "Admin" entry. */
export const agentListQuery = paginationQuery;

export interface Agent {
  id: number;
  name: string;
  email: string;
  mobile: string;
  profile: string;
  slug_id: string;
  facebook_id: string;
  twitter_id: string;
  instagram_id: string;
  youtube_id: string;
  projects_count: number;
  property_count: number;
  total_count: number;
  is_verified: boolean;
  is_admin: boolean;
}

/** agent-properties: one agent (or the company, is_admin=1 or slug_id "admin") and a page of their listings or projects. */
export const agentPropertiesQuery = z
  .object({
    id: idField(),
    slug_id: slugField(),
    is_admin: flag('is_admin'),
    is_projects: flag('is_projects'),
    offset: offsetField,
    limit: limitField,
    search: searchField,
  })
  .refine((q) => q.id !== undefined || q.slug_id !== undefined || q.is_admin === true, { message: 'id, slug_id or is_admin is required', path: ['slug_id'] });
export type AgentPropertiesQuery = z.infer<typeof agentPropertiesQuery>;

/** agent-properties `customer_data`: the agent's public profile and counts. */
export interface AgentProfile {
  id: number;
  slug_id: string;
  name: string;
  profile: string;
  mobile: string;
  email: string;
  address: string;
  city: string;
  state: string;
  country: string;
  facebook_id: string;
  twitter_id: string;
  instagram_id: string;
  youtube_id: string;
  about_me: string;
  latitude: string;
  longitude: string;
  projects_count: number;
  property_count: number;
  is_verify: boolean;
  is_agent: boolean;
  is_admin: boolean;
  properties_sold_count: number;
  properties_rented_count: number;
  /** 0/1: the asking user blocked this owner (0 for visitors) */
  is_blocked_by_me: number;
}

export interface AgentPropertiesAnswer {
  customer_data: AgentProfile;
  /** a page of visible listings (empty with is_projects=1) */
  properties_data: PropertyCard[];
  /** a page of visible projects (only with is_projects=1) */
  projects_data: Project[];
  premium_properties_count: number;
  /** the viewer holds a running package */
  package_available: boolean;
  /** the viewer's package includes premium_properties */
  feature_available: boolean;
}
