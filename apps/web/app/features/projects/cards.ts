import type { Project } from '@abode/shared/schemas/projects';
import { projectCardFields, type ProjectCardFields } from '~/lib/card-fields';

/** What a project card shows (the API's project carries galleries, documents and plans too). */
export interface ProjectCardData extends ProjectCardFields {
  category: string;
}

export function toProjectCard(project: Project): ProjectCardData {
  return {
    ...projectCardFields(project),
    category: project.category.translated_name || project.category.category,
  };
}
