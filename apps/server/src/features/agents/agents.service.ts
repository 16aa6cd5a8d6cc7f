import type { Agent } from '@abode/shared/schemas/agents';
import type { PaginationQuery } from '@abode/shared/schemas/common';
import type { Storage } from '../../core/media/storage.js';
import { phoneNumber } from '../properties/property.mapper.js';
import type { PropertiesService } from '../properties/properties.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { AgentRow, AgentsRepo } from './agents.repo.js';

/** The company itself, listed as the first "agent" (its listings have added_by 0). */
export const ADMIN_AGENT_SLUG = 'admin';

export function createAgentsService(deps: { repo: AgentsRepo; storage: Storage; settings: SettingsService; properties: PropertiesService }) {
  const { repo, storage, settings, properties } = deps;

  const toAgent = (row: AgentRow): Agent => ({
    id: row.id,
    name: row.name,
    email: row.email ?? '',
    mobile: phoneNumber(row.country_code, row.mobile),
    profile: storage.url(row.profile),
    slug_id: row.slug_id,
    facebook_id: row.facebook_id ?? '',
    twitter_id: row.twiiter_id ?? '',
    instagram_id: row.instagram_id ?? '',
    youtube_id: row.youtube_id ?? '',
    projects_count: row.projects_count,
    property_count: row.property_count,
    total_count: row.projects_count + row.property_count,
    is_verified: row.verification_status === 'success',
    is_admin: false,
  });

  async function adminAgent(): Promise<Agent> {
    const [company, counts] = await Promise.all([settings.company(), properties.listingCounts(null)]);
    return {
      id: 0,
      name: company.name,
      email: company.email,
      mobile: company.mobile,
      profile: company.profile,
      slug_id: ADMIN_AGENT_SLUG,
      facebook_id: '',
      twitter_id: '',
      instagram_id: '',
      youtube_id: '',
      projects_count: counts.projects,
      property_count: counts.properties,
      total_count: counts.projects + counts.properties,
      is_verified: true,
      is_admin: true,
    };
  }

  return {
    /**
     * agent-list: the company's own entry is item 0 of the list, so the first page holds it and
     * one agent fewer, and later pages continue without a gap or repeat.
     */
    async list(page: PaginationQuery): Promise<{ data: Agent[]; total: number }> {
      const now = new Date().toISOString();
      const withAdmin = page.offset === 0;
      const { rows, total } = await repo.list(
        { offset: withAdmin ? 0 : page.offset - 1, limit: withAdmin ? page.limit - 1 : page.limit },
        now,
      );
      const agents = rows.map(toAgent);
      return { data: withAdmin ? [await adminAgent(), ...agents] : agents, total: total + 1 };
    },

    /** The home page's agents: the busiest verified agents first. */
    async top(limit: number): Promise<Agent[]> {
      const { rows } = await repo.list({ offset: 0, limit }, new Date().toISOString());
      return rows.map(toAgent);
    },
  };
}
export type AgentsService = ReturnType<typeof createAgentsService>;
