import { useTranslation } from '~/lib/translation';
import { paths } from '~/config/paths';
import { fetchOwnProjects, projectOwnerIntents } from '~/features/projects/owner/api';
import { ConfirmDeleteDialog } from '~/components/owner-listings/confirm-delete-dialog';
import { OwnProjectRow } from '~/features/projects/owner/components/own-project-row';
import { OwnerListPage } from '~/components/owner-listings/owner-list-page';
import { ownListHref, readOwnListUrl } from '~/lib/owner-listings/list-url';
import { ownerAction } from '~/lib/owner-listings/owner-action.server';
import { OWN_PAGE_SIZE } from '~/lib/owner-listings/owner-api';
import { isProjectTab, PROJECT_TABS, projectTabFilter, type ProjectTab } from '~/lib/owner-listings/status';
import { ApiRequestError } from '~/lib/api-client';
import { serverApi } from '~/lib/api.server';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { pageCount, pageWindow } from '~/lib/paging';
import { hasSessionCookie, loginRedirect } from '~/lib/session.server';
import type { Route } from './+types/user-projects';

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!hasSessionCookie(request)) throw loginRedirect(request);
  const state = readOwnListUrl(new URL(request.url), isProjectTab, 'all');
  try {
    const list = await fetchOwnProjects(serverApi(request, context), pageWindow(state.page, OWN_PAGE_SIZE), projectTabFilter(state.tab));
    return { ...state, ...list };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) throw loginRedirect(request);
    throw error;
  }
}

export const action = ({ request, context }: Route.ActionArgs) => ownerAction(request, context, projectOwnerIntents);

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: t('myListings.projects.title'), description: t('myListings.projects.lead'), path: location.pathname, noIndex: true });
};

export default function UserProjects({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { tab, page, deleting, items, total } = loaderData;
  const href = (state: { tab?: ProjectTab; page?: number; deleting?: number }) => ownListHref(paths.userProjects, { tab, page, ...state }, 'all');
  const toDelete = items.find((item) => item.id === deleting);
  return (
    <OwnerListPage
      title={t('myListings.projects.title')}
      lead={t('myListings.projects.lead')}
      addLabel={t('myListings.projects.add')}
      addHref={paths.addProject}
      emptyTitle={t('myListings.projects.emptyTitle')}
      emptyText={t('myListings.projects.emptyText')}
      tabs={PROJECT_TABS}
      tab={tab}
      tabHref={(next) => ownListHref(paths.userProjects, { tab: next }, 'all')}
      page={page}
      pageCount={pageCount(total, OWN_PAGE_SIZE)}
      pageHref={(p) => href({ page: p })}
      actionData={actionData}
      rows={items.map((project) => (
        <OwnProjectRow key={project.id} project={project} deleteHref={href({ deleting: project.id })} />
      ))}
      dialog={toDelete ? <ConfirmDeleteDialog key={toDelete.id} id={toDelete.id} title={toDelete.title} closeHref={href({})} /> : null}
    />
  );
}
