import type { NotificationItem } from '@abode/shared/schemas/notifications';
import { Form } from 'react-router';
import { buttonClasses } from '~/components/button';
import { useFormatters } from '~/lib/format';
import { useTranslation } from '~/lib/translation';
import { noticeText } from '../notice-text';
import { TimeAgo } from '~/components/time-ago';

/** One notification: its text in the reader's language, when it came, and form posts to open it (read) or mark it read. */
export function NotificationRow({ notice }: { notice: NotificationItem }) {
  const { t } = useTranslation();
  const { date } = useFormatters();
  const text = noticeText(t, notice, date);
  const unread = notice.is_read === 0;
  return (
    <li className={`flex flex-wrap items-start gap-4 rounded-2xl border p-4 sm:flex-nowrap ${unread ? 'border-brand-200 bg-brand-50/50' : 'border-slate-200 bg-white'}`}>
      {notice.property?.title_image ? (
        <img src={notice.property.title_image} alt="" width={64} height={64} className="size-16 shrink-0 rounded-xl object-cover" loading="lazy" />
      ) : null}
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          {unread ? <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">{t('notifications.unread')}</span> : null}
          <span className="bidi-plain font-semibold text-slate-900">{text.title}</span>
        </p>
        <p className="bidi-plain mt-1 text-sm text-slate-700">{text.detail}</p>
        <p className="mt-1 text-xs text-slate-600">
          <TimeAgo date={notice.created_at} />
        </p>
      </div>
      <Form method="post" className="flex shrink-0 gap-2">
        <input type="hidden" name="id" value={notice.id} />
        {notice.link ? (
          <>
            <input type="hidden" name="link" value={notice.link} />
            <button type="submit" name="intent" value="open" className={buttonClasses({ size: 'sm' })}>
              {t('notifications.open')}
              <span className="sr-only">: {text.title}</span>
            </button>
          </>
        ) : null}
        {unread ? (
          <button type="submit" name="intent" value="read" className={buttonClasses({ size: 'sm', variant: 'secondary' })}>
            {t('notifications.markRead')}
            <span className="sr-only">: {text.title}</span>
          </button>
        ) : null}
      </Form>
    </li>
  );
}
