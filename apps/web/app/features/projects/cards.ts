import type { Project } from '@abode/shared/schemas/projects';

/** What a project card shows (the API's project carries galleries, documents and plans too). */
export interface ProjectCardData {
  id: number;
  slugId: string;
  title: string;
  image: string;
  placeholder: string;
  /** under_construction | upcoming, or another stage the admin named */
  stage: string;
  category: string;
  place: string;
}

export function toProjectCard(project: Project): ProjectCardData {
  return {
    id: project.id,
    slugId: project.slug_id,
    title: project.translated_title || project.title,
    image: project.image,
    placeholder: project.image_hash,
    stage: project.type,
    category: project.category.translated_name || project.category.category,
    place: [...new Set([project.city, project.state].filter(Boolean))].join(', '),
  };
}
