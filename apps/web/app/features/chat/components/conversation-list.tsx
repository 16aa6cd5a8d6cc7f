import { Link } from 'react-router';
import type { ChatListItem, ConversationKey } from '@abode/shared/chat';
import { useTranslation } from '~/lib/translation';
import { sameConversation } from '../chat-state';
import { TimeAgo } from '~/components/time-ago';

/**
 * Conversations, the latest first: who, about which listing, the last message and how many are
 * unread. `companySide`: the console's list, where every listing is answered for the company (no
 * "your listing" label).
 */
export function ConversationList({ chats, active, hrefOf, companySide = false }: { chats: ChatListItem[]; active: ConversationKey | null; hrefOf: (key: ConversationKey) => string; companySide?: boolean }) {
  const { t } = useTranslation();
  return (
    <ul className="divide-y divide-slate-100">
      {chats.map((chat) => {
        const current = active !== null && sameConversation(chat, active);
        const name = chat.user_id === 0 ? t('chat.admin') : chat.name;
        const last = chat.last_message || (chat.last_message_type === 'audio' ? t('chat.lastAudio') : chat.last_message_type ? t('chat.lastFile') : '');
        return (
          <li key={`${chat.property_id}-${chat.user_id}`}>
            <Link
              to={hrefOf(chat)}
              aria-current={current ? 'page' : undefined}
              className={`flex gap-3 px-3 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 ${current ? 'bg-brand-50' : ''}`}
            >
              {chat.title_image ? (
                <img src={chat.title_image} alt="" width={48} height={48} loading="lazy" className="size-12 shrink-0 rounded-xl bg-slate-100 object-cover" />
              ) : (
                <span className="size-12 shrink-0 rounded-xl bg-slate-100" aria-hidden="true" />
              )}
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline justify-between gap-2">
                  <span dir="auto" className="truncate font-semibold text-slate-900">{name}</span>
                  {chat.date ? (
                    <time dateTime={chat.date} className="shrink-0 text-xs text-slate-600" suppressHydrationWarning>
                      <TimeAgo date={chat.date} />
                    </time>
                  ) : null}
                </span>
                <span dir="auto" className="block truncate text-xs text-slate-600">
                  {chat.is_owner && !companySide ? `${t('chat.yourListing')}: ` : ''}
                  {chat.translated_title || chat.title}
                </span>
                <span className="mt-0.5 flex items-center justify-between gap-2">
                  <span dir="auto" className="truncate text-sm text-slate-700">{last}</span>
                  {chat.unread_count > 0 ? (
                    <span className="shrink-0 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">
                      <span aria-hidden="true">{chat.unread_count}</span>
                      <span className="sr-only">{t('chat.unread', { count: chat.unread_count })}</span>
                    </span>
                  ) : null}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
