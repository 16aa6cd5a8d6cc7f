import type { Agent, AgentProfile, AgentPropertiesAnswer, AgentPropertiesQuery } from '@abode/shared/schemas/agents';
import type { PaginationQuery } from '@abode/shared/schemas/common';
import { notFound } from '../../core/http/errors.js';
import type { Storage } from '../../core/media/storage.js';
import type { BlocksService } from '../blocks/blocks.service.js';
import type { PackagesService } from '../packages/packages.service.js';
import type { ProjectsService } from '../projects/projects.service.js';
import { phoneNumber } from '../properties/property.mapper.js';
import type { PropertiesService } from '../properties/properties.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { AgentRow, AgentsRepo } from './agents.repo.js';

/** The company itself, listed as the first "agent" (its listings have added_by 0). */
export const ADMIN_AGENT_SLUG = 'admin';

export function createAgentsService(deps: {
  repo: AgentsRepo;
  storage: Storage;
  settings: SettingsService;
  properties: PropertiesService;
  projects: ProjectsService;
  packages: PackagesService;
  blocks: Pick<BlocksService, 'between'>;
}) {
  const { repo, storage, settings, properties, projects, packages, blocks } = deps;

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

  const pick = (agent: Agent) => ({
    id: agent.id,
    slug_id: agent.slug_id,
    name: agent.name,
    profile: agent.profile,
    mobile: agent.mobile,
    email: agent.email,
    facebook_id: agent.facebook_id,
    twitter_id: agent.twitter_id,
    instagram_id: agent.instagram_id,
    youtube_id: agent.youtube_id,
    projects_count: agent.projects_count,
    property_count: agent.property_count,
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

  /** The profile of agent-properties: an account by id or slug, or the company (ownerId null). */
  async function profileOf(query: AgentPropertiesQuery): Promise<{ ownerId: number | null; profile: Omit<AgentProfile, 'properties_sold_count' | 'properties_rented_count' | 'is_blocked_by_me'> } | null> {
    if (query.is_admin || query.slug_id === ADMIN_AGENT_SLUG) {
      const keys = ['company_address', 'latitude', 'longitude', 'facebook_id', 'twitter_id', 'instagram_id', 'youtube_id'] as const;
      const [admin, ...values] = await Promise.all([adminAgent(), ...keys.map((key) => settings.value(key))]);
      const site = Object.fromEntries(keys.map((key, i) => [key, values[i] ?? ''])) as Record<(typeof keys)[number], string>;
      return {
        ownerId: null,
        profile: {
          ...pick(admin),
          // the company's own pages, from the settings
          facebook_id: site.facebook_id,
          twitter_id: site.twitter_id,
          instagram_id: site.instagram_id,
          youtube_id: site.youtube_id,
          address: site.company_address,
          city: '',
          state: '',
          country: '',
          about_me: '',
          latitude: site.latitude,
          longitude: site.longitude,
          is_verify: true,
          is_agent: true,
          is_admin: true,
        },
      };
    }
    const row = await repo.profile({ id: query.id, slugId: query.slug_id });
    if (!row) return null;
    const counts = await properties.listingCounts(row.id);
    return {
      ownerId: row.id,
      profile: {
        id: row.id,
        slug_id: row.slug_id,
        name: row.name,
        profile: storage.url(row.profile),
        mobile: phoneNumber(row.country_code, row.mobile),
        email: row.email ?? '',
        address: row.address ?? '',
        city: row.city ?? '',
        state: row.state ?? '',
        country: row.country ?? '',
        facebook_id: row.facebook_id ?? '',
        twitter_id: row.twiiter_id ?? '',
        instagram_id: row.instagram_id ?? '',
        youtube_id: row.youtube_id ?? '',
        about_me: row.about_me ?? '',
        latitude: row.latitude === null ? '' : String(row.latitude),
        longitude: row.longitude === null ? '' : String(row.longitude),
        projects_count: counts.projects,
        property_count: counts.properties,
        is_verify: row.verification_status === 'success',
        is_agent: row.is_agent === 1,
        is_admin: false,
      },
    };
  }

  return {
    /**
     * agent-properties: the profile and one page of listings (or projects with is_projects=1),
     * plus whether the viewer's package opens premium listings. A missing or deactivated account
     * answers 404 "No Data Found".
     */
    async properties(query: AgentPropertiesQuery, viewerId: number | null, contentLanguage: string | undefined): Promise<{ data: AgentPropertiesAnswer; total: number }> {
      const found = await profileOf(query);
      if (!found) throw notFound();
      // a profile is hidden from the users its owner blocked, as if it did not exist
      const blocked = viewerId === null || found.ownerId === viewerId ? { byMe: false, byOther: false } : await blocks.between(viewerId, found.ownerId);
      if (blocked.byOther) throw notFound();
      const now = new Date().toISOString();
      const page = { offset: query.offset, limit: query.limit };
      const [figures, entitlements, listed] = await Promise.all([
        repo.listingFigures(found.ownerId, now),
        viewerId === null ? null : packages.entitlements(viewerId),
        query.is_projects
          ? projects.ownedBy(found.ownerId, page, query.search, contentLanguage).then(({ data, total }) => ({ properties: [], projects: data, total }))
          : repo.visiblePropertyIds(found.ownerId, page, query.search, now).then(async ({ ids, total }) => ({
              properties: ids.length ? await properties.cards({ ids, order: 'newest' }, ids.length, viewerId, contentLanguage) : [],
              projects: [],
              total,
            })),
      ]);
      return {
        data: {
          customer_data: {
            ...found.profile,
            properties_sold_count: figures.sold,
            properties_rented_count: figures.rented,
            is_blocked_by_me: blocked.byMe ? 1 : 0,
          },
          properties_data: listed.properties,
          projects_data: listed.projects,
          premium_properties_count: figures.premium,
          package_available: entitlements?.hasPackage ?? false,
          feature_available: entitlements?.features.has('premium_properties') ?? false,
        },
        total: listed.total,
      };
    },

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
