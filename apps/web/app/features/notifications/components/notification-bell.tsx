import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { BellIcon } from '~/components/icons';
import { useToaster } from '~/components/toaster';
import { paths } from '~/config/paths';
import { browserApi } from '~/lib/browser-api';
import { useTranslation } from '~/lib/translation';
import { fetchUnreadCount } from '../api';
import { noticeText } from '../notice-text';
import { PUSH_MESSAGE } from '../push';

interface PushedNotice {
  type: string;
  title: string;
  body: string;
  data?: Record<string, string>;
}

function isPushMessage(value: unknown): value is { type: typeof PUSH_MESSAGE; notice: PushedNotice } {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === PUSH_MESSAGE;
}

/**
 * The header's bell: a link to the notifications page with the unread count, read again on every
 * navigation; a push arriving while the page is in front shows as a toast and bumps the count.
 */
export function NotificationBell() {
  const { t, i18n } = useTranslation();
  const toaster = useToaster();
  const location = useLocation();
  const [unread, setUnread] = useState(0);

  useEffect(() => {
    let current = true;
    fetchUnreadCount(browserApi()).then(
      (count) => current && setUnread(count),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [location.key]);

  useEffect(() => {
    const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
    if (!worker) return;
    const onMessage = (event: MessageEvent) => {
      if (!isPushMessage(event.data)) return;
      const { notice } = event.data;
      const text = noticeText(t, { type: notice.type, title: notice.title, message: notice.body, data: notice.data ?? {} }, (iso) => new Date(iso).toLocaleDateString(i18n.language));
      toaster.show(`${text.title}. ${text.detail}`, 'info');
      setUnread((count) => count + 1);
    };
    worker.addEventListener('message', onMessage);
    return () => worker.removeEventListener('message', onMessage);
  }, [t, i18n.language, toaster]);

  const label = unread > 0 ? t('account.bellUnread', { count: unread }) : t('account.bell');
  return (
    <Link
      to={paths.userNotifications}
      aria-label={label}
      title={label}
      className="relative inline-flex size-10 items-center justify-center rounded-xl text-slate-700 hover:bg-slate-100 hover:text-slate-900"
    >
      <BellIcon size={22} />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          data-testid="bell-count"
          className="absolute -top-0.5 -end-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-[11px] leading-5 font-bold text-white ring-2 ring-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}
