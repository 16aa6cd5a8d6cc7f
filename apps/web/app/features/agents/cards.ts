import type { HomepageAgent } from '@abode/shared/schemas/homepage';

/** What an agent card shows; `isCompany` marks agent-list's entry for the company itself. */
export interface AgentCardData {
  id: number;
  slugId: string;
  name: string;
  profile: string;
  isVerified: boolean;
  isCompany: boolean;
  properties: number;
  projects: number;
}

export function toAgentCard(agent: HomepageAgent & { is_admin?: boolean }): AgentCardData {
  return {
    id: agent.id,
    slugId: agent.slug_id,
    name: agent.name,
    profile: agent.profile,
    isVerified: agent.is_verified,
    isCompany: agent.is_admin === true,
    properties: agent.property_count,
    projects: agent.projects_count,
  };
}
