import { useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { buttonClasses } from '~/components/button';
import { EmptyState } from '~/components/empty-state';
import { inputClasses } from '~/components/form-field';
import { Pagination } from '~/components/pagination';
import { paths } from '~/config/paths';
import { adminAction, refuse, requireStaff } from '~/features/admin/access.server';
import { ADMIN_PAGE_SIZE } from '~/features/admin/api';
import { AdminShell } from '~/features/admin/components/admin-shell';
import { useOutcomeToast } from '~/features/admin/components/outcome-toast';
import { RecipientPicker } from '~/features/admin/components/recipient-picker';
import { fetchSentNotifications, sendNotification } from '~/features/admin/money-api';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { pageCount, pageOf, pageWindow } from '~/lib/paging';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/admin-notifications';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, me } = await requireStaff(request, context, 'notifications.send');
  const page = pageOf(new URL(request.url));
  return { me, page, ...(await fetchSentNotifications(api, pageWindow(page, ADMIN_PAGE_SIZE))) };
}

/** Sends the form on as the API's multipart body: everyone, or the chosen users only. */
export async function action({ request, context }: Route.ActionArgs) {
  const { api } = await requireStaff(request, context, 'notifications.send');
  const form = await request.formData();
  const body = new FormData();
  for (const key of ['title', 'message']) body.set(key, String(form.get(key) ?? '').trim());
  const listing = String(form.get('property_id') ?? '').trim();
  if (listing) body.set('property_id', listing);
  if (form.get('audience') === 'selected') {
    const ids = form.getAll('user_ids[]').map(String);
    if (ids.length === 0) return refuse('admin.notifications.chooseSomeone');
    body.set('user_ids', ids.join(','));
  }
  const image = form.get('image');
  if (image instanceof File && image.size > 0) body.set('image', image, image.name);
  return adminAction(request, () => sendNotification(api, body));
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: t('admin.notifications.title'), description: t('admin.notifications.lead'), path: location.pathname, noIndex: true });
};

export default function AdminNotificationsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  useOutcomeToast(actionData);
  const { me, page, items, total } = loaderData;
  const [audience, setAudience] = useState<'all' | 'selected'>('all');
  const formatDate = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <AdminShell me={me} title={t('admin.notifications.title')} lead={t('admin.notifications.lead')}>
      <div className="space-y-8">
        <section aria-labelledby="send-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="send-title" className="text-base font-semibold text-slate-900">
            {t('admin.notifications.sendTitle')}
          </h2>
          {/* a successful send starts a blank form (the key changes with each answer) */}
          <Form method="post" encType="multipart/form-data" className="mt-4 space-y-4" key={actionData?.ok ? JSON.stringify(actionData) : 'form'}>
            <fieldset>
              <legend className="text-sm font-semibold text-slate-800">{t('admin.notifications.audience')}</legend>
              <div className="mt-2 flex flex-wrap gap-4">
                {(['all', 'selected'] as const).map((value) => (
                  <label key={value} className="flex items-center gap-2 text-sm">
                    <input type="radio" name="audience" value={value} checked={audience === value} onChange={() => setAudience(value)} className="size-5 accent-brand-700" />
                    {t(`admin.notifications.audiences.${value}`)}
                  </label>
                ))}
              </div>
            </fieldset>
            {audience === 'selected' ? <RecipientPicker disabled={busy} /> : null}
            <div>
              <label htmlFor="notice-title" className="text-sm font-semibold text-slate-800">
                {t('admin.notifications.titleField')}
              </label>
              <input id="notice-title" name="title" required maxLength={191} className={`mt-1.5 ${inputClasses}`} />
            </div>
            <div>
              <label htmlFor="notice-message" className="text-sm font-semibold text-slate-800">
                {t('admin.notifications.message')}
              </label>
              <textarea id="notice-message" name="message" required maxLength={2000} rows={4} className={`mt-1.5 ${inputClasses}`} />
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <div>
                <label htmlFor="notice-listing" className="text-sm font-semibold text-slate-800">
                  {t('admin.notifications.listing')}
                </label>
                <input id="notice-listing" name="property_id" type="number" min={1} inputMode="numeric" aria-describedby="notice-listing-hint" className={`mt-1.5 ${inputClasses}`} />
                <p id="notice-listing-hint" className="mt-1 text-xs text-slate-600">
                  {t('admin.notifications.listingHint')}
                </p>
              </div>
              <div>
                <label htmlFor="notice-image" className="text-sm font-semibold text-slate-800">
                  {t('admin.notifications.image')}
                </label>
                <input id="notice-image" name="image" type="file" accept="image/jpeg,image/png,image/webp" className="mt-1.5 block w-full text-sm text-slate-700 file:me-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold" />
              </div>
            </div>
            <button type="submit" disabled={busy} className={buttonClasses()}>
              {t('admin.notifications.send')}
            </button>
          </Form>
        </section>

        <section aria-labelledby="history-title" className="space-y-3">
          <h2 id="history-title" className="text-lg font-semibold text-slate-900">
            {t('admin.notifications.history')}
          </h2>
          {items.length === 0 ? (
            <EmptyState title={t('admin.notifications.emptyTitle')} text={t('admin.notifications.emptyText')} />
          ) : (
            <>
              <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
                {items.map((notice) => (
                  <li key={notice.id} className="flex gap-3 p-4">
                    {notice.image ? <img src={notice.image} alt="" width={64} height={64} loading="lazy" className="size-16 shrink-0 rounded-lg bg-slate-100 object-cover" /> : null}
                    <div className="min-w-0">
                      <h3 className="bidi-plain font-semibold text-slate-900">{notice.title}</h3>
                      <p className="bidi-plain mt-1 text-sm whitespace-pre-line text-slate-700">{notice.message}</p>
                      <p className="mt-1 text-xs text-slate-600">
                        {notice.audience === 'all' ? t('admin.notifications.toEveryone') : t('admin.notifications.toUsers', { count: notice.recipients })}
                        {notice.sent_by ? <span className="bidi-plain"> · {t('admin.notifications.sentBy', { name: notice.sent_by.name })}</span> : null}
                        {' · '}
                        {formatDate(notice.created_at)}
                      </p>
                      {notice.property ? (
                        <Link to={paths.property(notice.property.slug_id)} className="bidi-plain mt-1 inline-block text-sm font-semibold text-brand-700 hover:underline">
                          {notice.property.title}
                        </Link>
                      ) : null}
                    </div>
                  </li>
                ))}
              </ul>
              <Pagination page={page} pageCount={pageCount(total, ADMIN_PAGE_SIZE)} hrefFor={(p) => paths.admin.notifications({ page: p > 1 ? p : undefined })} />
            </>
          )}
        </section>
      </div>
    </AdminShell>
  );
}
