import { paginationQuery } from './common';

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
