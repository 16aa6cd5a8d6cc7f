import type { RequestStatus } from '@abode/shared/enums';
import type { Project } from '@abode/shared/schemas/projects';
import type { ApiClient } from '~/lib/api-client';
import { projectCardFields, type ProjectCardFields } from '~/lib/card-fields';
import type { OwnerIntents, OwnPage } from '~/lib/owner-listings/owner-api';
import type { OwnerIntent } from '~/lib/owner-listings/status';

/** get-added-projects items: the project plus what only its owner sees. */
type OwnedProjectWire = Project & { reject_reason: string };

export interface OwnProject extends ProjectCardFields {
  requestStatus: RequestStatus;
  active: boolean;
  rejectReason: string;
  views: number;
  createdAt: string;
}

function toOwnProject(p: OwnedProjectWire): OwnProject {
  return {
    ...projectCardFields(p),
    requestStatus: p.request_status,
    active: p.status === 1,
    rejectReason: p.reject_reason,
    views: p.total_click,
    createdAt: p.created_at,
  };
}

export async function fetchOwnProjects(api: ApiClient, page: { offset: number; limit: number }, filter: Record<string, string | undefined>): Promise<OwnPage<OwnProject>> {
  const response = await api.get<OwnedProjectWire[]>('get-added-projects', { ...page, ...filter });
  return { items: response.data.map(toOwnProject), total: response.total ?? response.data.length };
}

const PROJECT_INTENTS = ['activate', 'deactivate', 'delete'] as const satisfies readonly OwnerIntent[];
type ProjectIntent = (typeof PROJECT_INTENTS)[number];

/** Projects have only the on/off switch and delete. */
export async function applyProjectIntent(api: ApiClient, id: number, intent: ProjectIntent): Promise<string> {
  const form = new URLSearchParams();
  if (intent === 'delete') {
    form.set('id', String(id));
    return (await api.post('delete_project', form)).message;
  }
  form.set('project_id', String(id));
  form.set('status', intent === 'activate' ? '1' : '0');
  return (await api.post('change-project-status', form)).message;
}

/** What the owner pages' form posts may do to a project, and how. */
export const projectOwnerIntents: OwnerIntents = { intents: PROJECT_INTENTS, apply: (api, id, intent) => applyProjectIntent(api, id, intent as ProjectIntent) };
