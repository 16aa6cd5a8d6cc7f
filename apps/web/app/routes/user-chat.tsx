import { useMemo } from 'react';
import type { ChatListItem, ConversationKey } from '@abode/shared/chat';
import type { Property } from '@abode/shared/schemas/properties';
import { type Conversation, fetchChats, fetchConversation } from '~/features/chat/api';
import { sameConversation } from '~/features/chat/chat-state';
import { ChatWorkspace } from '~/features/chat/components/chat-workspace';
import type { ChatSubject } from '~/features/chat/components/conversation-view';
import { conversationKeyOf } from '~/features/chat/conversation-key';
import { userChatAdapter } from '~/features/chat/user-chat-adapter';
import { ApiRequestError } from '~/lib/api-client';
import { serverApi } from '~/lib/api.server';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { hasSessionCookie, loginRedirect } from '~/lib/session.server';
import { useSite } from '~/lib/site-context';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/user-chat';

/** Who and what a conversation is about: from the list, or for a new one from the listing itself (name null: the company). */
async function subjectOf(api: ReturnType<typeof serverApi>, key: ConversationKey, chats: ChatListItem[]): Promise<Omit<ChatSubject, 'name'> & { name: string | null }> {
  const known = chats.find((c) => sameConversation(c, key));
  if (known) return { name: key.user_id === 0 ? null : known.name, profile: known.profile, title: known.translated_title || known.title, slugId: known.slug_id, owner: known.is_owner === 1 };
  const listing = (await api.get<Property[]>('get_property', { id: key.property_id })).data[0];
  if (!listing) return { name: null, profile: '', title: '', slugId: '', owner: false };
  return { name: key.user_id === 0 ? null : listing.customer_name, profile: key.user_id === 0 ? '' : listing.profile, title: listing.translated_title || listing.title, slugId: listing.slug_id, owner: false };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!hasSessionCookie(request)) throw loginRedirect(request);
  const key = conversationKeyOf(new URL(request.url));
  const api = serverApi(request, context);
  try {
    const chats = await fetchChats(api);
    if (!key) return { chats, key: null, conversation: null, subject: null, error: null };
    let conversation: Conversation | null = null;
    let error: string | null = null;
    try {
      conversation = await fetchConversation(api, key);
    } catch (failure) {
      if (!(failure instanceof ApiRequestError) || failure.status === 401 || !failure.isClientError) throw failure;
      error = failure.message;
    }
    return { chats, key, conversation, subject: error ? null : await subjectOf(api, key, chats), error };
  } catch (failure) {
    if (failure instanceof ApiRequestError && failure.status === 401) throw loginRedirect(request);
    throw failure;
  }
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: t('chat.title'), description: t('chat.lead'), path: location.pathname, noIndex: true });
};

export default function UserChat({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user, settings } = useSite();
  const me = user?.id ?? 0;
  const adapter = useMemo(() => userChatAdapter(me), [me]);
  // the company's side is named after the site (the loader leaves its name to the page)
  const companyName = settings.company_name || t('chat.admin');
  const data = useMemo(() => ({ ...loaderData, subject: loaderData.subject && { ...loaderData.subject, name: loaderData.subject.name ?? companyName } }), [loaderData, companyName]);
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
      <h1 className={`mb-4 text-2xl font-bold text-slate-900 ${loaderData.key ? 'sr-only lg:not-sr-only' : ''}`}>{t('chat.title')}</h1>
      <ChatWorkspace adapter={adapter} data={data} empty={{ title: t('chat.emptyTitle'), text: t('chat.emptyText') }} />
    </div>
  );
}
