import { data, Form, Link, useNavigation } from 'react-router';
import { buttonClasses } from '~/components/button';
import { inputClasses } from '~/components/form-field';
import { paths } from '~/config/paths';
import { adminAction, loadRecord, refuse, requireStaff } from '~/features/admin/access.server';
import { fetchInboxMessage, markInboxMessage, replyToInboxMessage } from '~/features/admin/content-api';
import { AdminShell } from '~/features/admin/components/admin-shell';
import { useOutcomeToast } from '~/features/admin/components/outcome-toast';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/admin-inbox-message';

function messageId(params: { id: string }): number {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 });
  return id;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api, me } = await requireStaff(request, context, 'content.manage');
  return { me, message: await loadRecord(fetchInboxMessage(api, messageId(params))) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { api } = await requireStaff(request, context, 'content.manage');
  const id = messageId(params);
  const form = await request.formData();
  switch (form.get('intent')) {
    case 'read':
    case 'unread':
      return adminAction(request, () => markInboxMessage(api, id, form.get('intent') === 'read'));
    case 'reply': {
      const text = String(form.get('message') ?? '').trim();
      if (!text) return refuse('admin.content.inbox.replyRequired');
      return adminAction(request, () => replyToInboxMessage(api, id, text));
    }
    default:
      return refuse('admin.content.unknownAction');
  }
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: loaderData?.message.subject ?? t('admin.content.inbox.title'), description: t('admin.content.inbox.title'), path: location.pathname, noIndex: true });
};

export default function AdminInboxMessagePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  useOutcomeToast(actionData);
  const { me, message } = loaderData;
  const formatDate = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const sender = `${message.first_name} ${message.last_name}`.trim();

  return (
    <AdminShell me={me} title={message.subject} lead={t('admin.content.inbox.from', { name: sender, date: formatDate(message.created_at) })}>
      <p className="-mt-3 mb-5">
        <Link to={paths.admin.inbox()} className="text-sm font-semibold text-brand-700 hover:underline">
          {t('admin.content.inbox.back')}
        </Link>
      </p>
      <div className="space-y-6">
        <article className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <p className="bidi-plain text-sm text-slate-700">
            <a href={`mailto:${message.email}`} className="font-semibold text-brand-700 hover:underline" dir="ltr">
              {message.email}
            </a>
          </p>
          <p className="bidi-plain mt-3 whitespace-pre-line text-slate-900">{message.message}</p>
          <Form method="post" className="mt-4">
            <button type="submit" name="intent" value={message.read_at ? 'unread' : 'read'} disabled={busy} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
              {message.read_at ? t('admin.content.inbox.markUnread') : t('admin.content.inbox.markRead')}
            </button>
          </Form>
        </article>

        {message.reply ? (
          <section aria-labelledby="sent-reply" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-5">
            <h2 id="sent-reply" className="text-base font-semibold text-slate-900">
              {t('admin.content.inbox.sentReply', { name: message.replied_by?.name ?? '', date: formatDate(message.replied_at ?? message.created_at) })}
            </h2>
            <p className="bidi-plain mt-2 whitespace-pre-line text-slate-900">{message.reply}</p>
          </section>
        ) : null}

        <Form key={message.replied_at ?? 'unanswered'} method="post" className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <label htmlFor="reply" className="text-base font-semibold text-slate-900">
            {message.reply ? t('admin.content.inbox.replyAgain', { email: message.email }) : t('admin.content.inbox.reply', { email: message.email })}
          </label>
          <textarea id="reply" name="message" required maxLength={5000} rows={6} dir="auto" className={inputClasses} />
          <button type="submit" name="intent" value="reply" disabled={busy} className={buttonClasses()}>
            {t('admin.content.inbox.send')}
          </button>
        </Form>
      </div>
    </AdminShell>
  );
}
