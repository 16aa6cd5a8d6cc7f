import { useTranslation } from '~/lib/translation';
import { paths } from '~/config/paths';
import { fetchOwnProjects, projectOwnerIntents } from '~/features/projects/owner/api';
import { ConfirmDeleteDialog } from '~/components/owner-listings/confirm-delete-dialog';
import { OwnProjectRow } from '~/features/projects/owner/components/own-project-row';
import { OwnerListPage } from '~/components/owner-listings/owner-list-page';
import { ownListHref } from '~/lib/owner-listings/list-url';
import { loadOwnList } from '~/lib/owner-listings/own-list-loader.server';
import { ownerAction } from '~/lib/owner-listings/owner-action.server';
import { OWN_PAGE_SIZE } from '~/lib/owner-listings/owner-api';
import { isProjectTab, PROJECT_TABS, projectTabFilter, type ProjectTab } from '~/lib/owner-listings/status';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { pageCount } from '~/lib/paging';
import type { Route } from './+types/user-projects';

export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadOwnList(request, context, { isTab: isProjectTab, filterOf: projectTabFilter, fetchPage: fetchOwnProjects }, 'all');

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
