import { useTranslation } from '~/lib/translation';
import { EmptyState } from '~/components/empty-state';
import { PageHeader } from '~/components/page-header';
import { Pagination } from '~/components/pagination';
import { pageHref, paths } from '~/config/paths';
import { PROJECTS_PAGE_SIZE, projectsPageQuery } from '~/features/projects/api';
import { ProjectCard } from '~/features/projects/components/project-card';
import type { ApiClient } from '~/lib/api-client';
import { serverApi } from '~/lib/api.server';
import { browserApi } from '~/lib/browser-api';
import { loadPagedList, pagedListMeta } from '~/lib/paged-list';
import { pageCount } from '~/lib/paging';
import type { Route } from './+types/projects';

async function load(api: ApiClient, url: URL) {
  return loadPagedList(url, (page) => api.load(projectsPageQuery(page)));
}

export const loader = ({ request, context }: Route.LoaderArgs) => load(serverApi(request, context), new URL(request.url));
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => load(browserApi(), new URL(request.url));

export const meta: Route.MetaFunction = pagedListMeta((t) => ({ title: t('projects.title'), description: t('projects.lead') }));

export default function Projects({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page, items, total } = loaderData;
  return (
    <>
      <PageHeader title={t('projects.title')} lead={t('projects.lead')} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        {items.length === 0 ? (
          <EmptyState title={t('projects.emptyTitle')} text={t('projects.emptyText')} />
        ) : (
          <>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((project) => (
                <li key={project.id}>
                  <ProjectCard project={project} />
                </li>
              ))}
            </ul>
            <Pagination page={page} pageCount={pageCount(total, PROJECTS_PAGE_SIZE)} hrefFor={(p) => pageHref(paths.projects, p)} />
          </>
        )}
      </div>
    </>
  );
}
