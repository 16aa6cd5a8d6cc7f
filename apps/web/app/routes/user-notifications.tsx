import { useEffect } from 'react';
import { data, Form, redirect } from 'react-router';
import { integer } from '@abode/shared/schemas/common';
import { NOTIFICATION_MSG } from '@abode/shared/schemas/notifications';
import { buttonClasses } from '~/components/button';
import { EmptyState } from '~/components/empty-state';
import { PageHeader } from '~/components/page-header';
import { Pagination } from '~/components/pagination';
import { useToaster } from '~/components/toaster';
import { paths, pageHref } from '~/config/paths';
import { fetchNotifications, markAllNotificationsRead, markNotificationRead, NOTIFICATIONS_PAGE_SIZE } from '~/features/notifications/api';
import { NotificationRow } from '~/features/notifications/components/notification-row';
import { PushOptIn } from '~/features/notifications/components/push-opt-in';
import { ApiRequestError } from '~/lib/api-client';
import { serverApi } from '~/lib/api.server';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { pageCount, pageOf, pageWindow } from '~/lib/paging';
import { hasSessionCookie, loginRedirect, safeRedirectPath } from '~/lib/session.server';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/user-notifications';

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!hasSessionCookie(request)) throw loginRedirect(request);
  const page = pageOf(new URL(request.url));
  try {
    return { page, ...(await fetchNotifications(serverApi(request, context), pageWindow(page, NOTIFICATIONS_PAGE_SIZE))) };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) throw loginRedirect(request);
    throw error;
  }
}

const idSchema = integer('id', { min: 1 });
type Outcome = { ok: boolean; message: 'read' | 'allRead' | 'missing' | 'failed' };

/** Form posts (they work without JavaScript): open (mark read, then go to the page it leads to), mark read, mark all read. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get('intent');
  const api = serverApi(request, context);
  try {
    if (intent === 'read-all') {
      await markAllNotificationsRead(api);
      return data<Outcome>({ ok: true, message: 'allRead' });
    }
    const id = idSchema.safeParse(form.get('id'));
    if (!id.success || (intent !== 'read' && intent !== 'open')) return data<Outcome>({ ok: false, message: 'failed' }, { status: 400 });
    await markNotificationRead(api, id.data);
    if (intent === 'open') return redirect(safeRedirectPath(request, form.get('link'), paths.userNotifications));
    return data<Outcome>({ ok: true, message: 'read' });
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    if (error.status === 401) throw loginRedirect(request);
    const missing = error.message === NOTIFICATION_MSG.notFound;
    return data<Outcome>({ ok: false, message: missing ? 'missing' : 'failed' }, { status: error.isClientError ? error.status : 502 });
  }
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: t('notifications.title'), description: t('notifications.lead'), path: location.pathname, noIndex: true });
};

export default function UserNotifications({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const toaster = useToaster();
  const { items, total, unread, page } = loaderData;

  useEffect(() => {
    if (actionData) toaster.show(t(`notifications.result.${actionData.message}`), actionData.ok ? 'success' : 'error');
  }, [actionData, t, toaster]);

  return (
    <>
      <PageHeader title={t('notifications.title')} lead={t('notifications.lead')} />
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6 lg:py-12">
        <PushOptIn />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-lg font-semibold text-slate-900">{t('notifications.unreadCount', { count: unread })}</h2>
          {unread > 0 ? (
            <Form method="post">
              <button type="submit" name="intent" value="read-all" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
                {t('notifications.markAllRead')}
              </button>
            </Form>
          ) : null}
        </div>
        {items.length === 0 ? (
          <EmptyState title={t('notifications.emptyTitle')} text={t('notifications.emptyText')} />
        ) : (
          <>
            <ul className="space-y-3" aria-label={t('notifications.title')}>
              {items.map((notice) => (
                <NotificationRow key={notice.id} notice={notice} />
              ))}
            </ul>
            <Pagination page={page} pageCount={pageCount(total, NOTIFICATIONS_PAGE_SIZE)} hrefFor={(p) => pageHref(paths.userNotifications, p)} />
          </>
        )}
      </div>
    </>
  );
}
