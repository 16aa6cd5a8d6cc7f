import { useMemo } from 'react';
import { Form } from 'react-router';
import type { ChatListItem, ConversationKey } from '@abode/shared/chat';
import { buttonClasses } from '~/components/button';
import { inputClasses } from '~/components/form-field';
import { paths } from '~/config/paths';
import { requireStaff } from '~/features/admin/access.server';
import { AdminShell } from '~/features/admin/components/admin-shell';
import { searchText } from '~/features/admin/list-search';
import { companyChatAdapter, type CompanyConversation, fetchCompanyChats, fetchCompanyConversation } from '~/features/chat/admin-chat-api';
import { sameConversation } from '~/features/chat/chat-state';
import { type ChatPageData, ChatWorkspace } from '~/features/chat/components/chat-workspace';
import type { ChatSubject } from '~/features/chat/components/conversation-view';
import { conversationKeyOf } from '~/features/chat/conversation-key';
import { ApiRequestError } from '~/lib/api-client';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { loginRedirect } from '~/lib/session.server';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/admin-chat';

/** The header of a company conversation: the user and the listing, as the API answered them (the list's copy when it could not). */
function subjectOf(conversation: CompanyConversation, known: ChatListItem | undefined): ChatSubject {
  return {
    name: conversation.user?.name ?? known?.name ?? '',
    profile: conversation.user?.profile ?? known?.profile ?? '',
    title: conversation.property?.title ?? known?.translated_title ?? '',
    slugId: conversation.property?.slug_id ?? known?.slug_id ?? '',
    owner: false,
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, me } = await requireStaff(request, context, 'chat.reply');
  const url = new URL(request.url);
  const search = searchText(url.searchParams.get('search'));
  const named = conversationKeyOf(url);
  // the console answers users: a conversation with the company itself (user 0) does not exist
  const key: ConversationKey | null = named && named.user_id > 0 ? named : null;
  try {
    const chats = await fetchCompanyChats(api, search);
    const page: ChatPageData = { chats, key, conversation: null, subject: null, error: null };
    if (key) {
      try {
        const conversation = await fetchCompanyConversation(api, key);
        Object.assign(page, { conversation, subject: subjectOf(conversation, chats.find((c) => sameConversation(c, key))) });
      } catch (failure) {
        if (!(failure instanceof ApiRequestError) || failure.status === 401 || !failure.isClientError) throw failure;
        page.error = failure.message;
      }
    }
    return { me, search: search ?? '', ...page };
  } catch (failure) {
    if (failure instanceof ApiRequestError && failure.status === 401) throw loginRedirect(request);
    throw failure;
  }
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: t('admin.chat.title'), description: t('admin.chat.lead'), path: location.pathname, noIndex: true });
};

export default function AdminChatPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { me, search } = loaderData;
  const adapter = useMemo(() => companyChatAdapter(search || undefined), [search]);
  const searchForm = (
    <Form method="get" action={paths.admin.chat()} role="search" className="flex items-end gap-2 border-b border-slate-100 p-3">
      <div className="min-w-0 flex-1">
        <label htmlFor="admin-chat-search" className="text-sm font-semibold text-slate-800">
          {t('admin.chat.nameLabel')}
        </label>
        <input id="admin-chat-search" name="search" type="search" defaultValue={search} maxLength={200} className={`mt-1.5 ${inputClasses}`} />
      </div>
      <button type="submit" className={buttonClasses({ variant: 'secondary' })}>
        {t('admin.chat.find')}
      </button>
    </Form>
  );
  return (
    <AdminShell me={me} title={t('admin.chat.title')} lead={t('admin.chat.lead')}>
      <ChatWorkspace
        adapter={adapter}
        data={loaderData}
        listTop={searchForm}
        empty={search ? { title: t('admin.chat.noMatchTitle'), text: t('admin.chat.noMatch') } : { title: t('admin.chat.emptyTitle'), text: t('admin.chat.empty') }}
      />
    </AdminShell>
  );
}
