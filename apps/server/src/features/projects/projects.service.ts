import { POSTED_SINCE_DAYS } from '@abode/shared/enums';
import type { GetProjectDetailQuery, GetProjectsQuery, Project, ProjectDetail } from '@abode/shared/schemas/projects';
import { MSG } from '@abode/shared/messages';
import { forbidden, notFound } from '../../core/http/errors.js';
import type { Storage } from '../../core/media/storage.js';
import type { LanguagesService } from '../languages/languages.service.js';
import type { PackagesService } from '../packages/packages.service.js';
import type { PropertiesService } from '../properties/properties.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { toProject } from './project.mapper.js';
import type { ProjectSearch, ProjectsRepo } from './projects.repo.js';

const SIMILAR_PROJECTS = 10;
const PROJECT_ACCESS = 'project_access';
const DAY_MS = 86_400_000;

function group<T extends { project_id: number }>(rows: readonly T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(row.project_id, [...(map.get(row.project_id) ?? []), row]);
  return map;
}

export function createProjectsService(deps: {
  repo: ProjectsRepo;
  storage: Storage;
  languages: LanguagesService;
  settings: SettingsService;
  properties: PropertiesService;
  packages: PackagesService;
}) {
  const { repo, storage, languages, settings, properties, packages } = deps;
  const url = (key: string | null | undefined) => storage.url(key);

  async function present(ids: readonly number[], contentLanguage: string | undefined): Promise<Project[]> {
    const now = new Date().toISOString();
    const [rows, images, documents, plans, featured, company] = await Promise.all([
      repo.rowsByIds(ids),
      repo.imagesOf(ids),
      repo.documentsOf(ids),
      repo.plansOf(ids),
      repo.featuredAmong(ids, now),
      settings.company(),
    ]);
    const tr = await languages.translations(contentLanguage, { project: rows.map((r) => r.id), category: rows.map((r) => r.category_id) });
    const [imagesBy, documentsBy, plansBy] = [group(images), group(documents), group(plans)];
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const facts = { images: imagesBy.get(id) ?? [], documents: documentsBy.get(id) ?? [], plans: plansBy.get(id) ?? [], featured: featured.has(id), company };
      return [toProject(row, facts, { url, tr })];
    });
  }

  async function search(filter: ProjectSearch, page: { offset: number; limit: number }, contentLanguage: string | undefined) {
    const { ids, total } = await repo.search(filter, page, new Date().toISOString());
    return { data: await present(ids, contentLanguage), total };
  }

  return {
    /** Projects of these ids in their order, whatever their state (callers decide who may see them). */
    byIds: present,

    /** get-projects: visible projects, featured first. */
    list(query: GetProjectsQuery, contentLanguage: string | undefined): Promise<{ data: Project[]; total: number }> {
      const days = query.posted_since === undefined ? undefined : POSTED_SINCE_DAYS[query.posted_since];
      const filter: ProjectSearch = {
        id: query.id,
        slugId: query.slug_id,
        search: query.search,
        categoryId: query.category_id,
        city: query.city,
        state: query.state,
        country: query.country,
        postedAfter: days === undefined ? undefined : new Date(Date.now() - days * DAY_MS).toISOString(),
        featuredOnly: query.get_featured,
        ownerId: query.userid,
      };
      return search(filter, { offset: query.offset, limit: query.limit }, contentLanguage);
    },

    /** agent-properties with is_projects: a page of one owner's visible projects (null = the company's). */
    ownedBy(ownerId: number | null, page: { offset: number; limit: number }, text: string | undefined, contentLanguage: string | undefined) {
      return search({ ownerId, search: text }, page, contentLanguage);
    },

    async latest(limit: number, contentLanguage: string | undefined): Promise<Project[]> {
      return (await search({}, { offset: 0, limit }, contentLanguage)).data;
    },

    /**
     * get-project-detail: one visible project with its owner's listing counts, for a logged-in user
     * (the route requires one) whose running package includes `project_access`. Owners always see
     * their own project. A missing project answers 404 before the package is checked, so the gate
     * does not reveal anything a visitor could not see in get-projects anyway.
     */
    async detail(query: GetProjectDetailQuery, userId: number, contentLanguage: string | undefined): Promise<{ data: ProjectDetail; similar?: Project[] }> {
      const { data } = await search({ id: query.id, slugId: query.slug_id }, { offset: 0, limit: 1 }, contentLanguage);
      const project = data[0];
      if (!project) throw notFound();
      if (project.added_by !== userId && !(await packages.hasFeature(userId, PROJECT_ACCESS))) {
        // the client shows the message and, on confirm, goes to the subscription page (SPEC §8)
        throw forbidden(MSG.notSubscribed, { key: 'packageRequired', feature: PROJECT_ACCESS, redirect: '/subscription-plan' });
      }
      const counts = await properties.listingCounts(project.added_by === 0 ? null : project.added_by);
      const detail: ProjectDetail = { ...project, total_properties: counts.properties, total_projects: counts.projects };
      if (!query.get_similar) return { data: detail };
      const similar = await search({ categoryId: project.category_id, excludeId: project.id }, { offset: 0, limit: SIMILAR_PROJECTS }, contentLanguage);
      return { data: detail, similar: similar.data };
    },
  };
}
export type ProjectsService = ReturnType<typeof createProjectsService>;
