import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { ChatListItem, ChatServerFrame, ConversationKey } from '@abode/shared/chat';
import { integer } from '@abode/shared/schemas/common';
import type { Property } from '@abode/shared/schemas/properties';
import { EmptyState } from '~/components/empty-state';
import { clearBrowserQueryCache, browserApi } from '~/lib/browser-api';
import { type Conversation, deleteMessage, fetchChats, fetchConversation, sendMessage } from '~/features/chat/api';
import { chatReducer, initialChatState, sameConversation } from '~/features/chat/chat-state';
import { connectChat, type SocketStatus } from '~/features/chat/chat-socket';
import { chatMessageText } from '~/features/chat/chat-text';
import { ConversationList } from '~/features/chat/components/conversation-list';
import { type ChatSubject, ConversationView } from '~/features/chat/components/conversation-view';
import type { Outgoing } from '~/features/chat/components/composer';
import { ApiRequestError } from '~/lib/api-client';
import { serverApi } from '~/lib/api.server';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { hasSessionCookie, loginRedirect } from '~/lib/session.server';
import { useSite } from '~/lib/site-context';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/user-chat';

const propertyId = integer('property_id', { min: 1 });
const otherSide = integer('user_id', { min: 0 });
/** Typing frames go out at most this often while the user types. */
const TYPING_EVERY_MS = 2500;

function keyOf(url: URL): ConversationKey | null {
  const property = propertyId.safeParse(url.searchParams.get('property_id'));
  const user = otherSide.safeParse(url.searchParams.get('user_id'));
  return property.success && user.success ? { property_id: property.data, user_id: user.data } : null;
}

/** Who and what a conversation is about: from the list, or for a new one from the listing itself. */
async function subjectOf(api: ReturnType<typeof serverApi>, key: ConversationKey, chats: ChatListItem[]): Promise<Omit<ChatSubject, 'name'> & { name: string | null }> {
  const known = chats.find((c) => sameConversation(c, key));
  if (known) return { name: key.user_id === 0 ? null : known.name, profile: known.profile, title: known.translated_title || known.title, slugId: known.slug_id, owner: known.is_owner === 1 };
  const listing = (await api.get<Property[]>('get_property', { id: key.property_id })).data[0];
  if (!listing) return { name: null, profile: '', title: '', slugId: '', owner: false };
  return { name: key.user_id === 0 ? null : listing.customer_name, profile: key.user_id === 0 ? '' : listing.profile, title: listing.translated_title || listing.title, slugId: listing.slug_id, owner: false };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!hasSessionCookie(request)) throw loginRedirect(request);
  const key = keyOf(new URL(request.url));
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
  const { key, conversation } = loaderData;
  const fromLoader = useCallback(
    () => initialChatState(me, loaderData.chats, key && conversation ? { key, messages: conversation.messages, typingUntil: 0 } : null),
    [me, loaderData.chats, key, conversation],
  );
  const [state, dispatch] = useReducer(chatReducer, undefined, fromLoader);
  const [status, setStatus] = useState<SocketStatus>('connecting');
  const [now, setNow] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [pagesLoaded, setPagesLoaded] = useState(1);
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);
  const socket = useRef<ReturnType<typeof connectChat> | null>(null);
  const lastTyping = useRef(0);
  const revalidator = useRevalidator();

  // another conversation (or fresh loader data): start again from what the server answered
  const [shown, setShown] = useState(loaderData);
  if (shown !== loaderData) {
    setShown(loaderData);
    dispatch({ type: 'reset', state: fromLoader() });
    setPagesLoaded(1);
    setError(null);
  }

  const onFrame = useCallback((frame: ChatServerFrame) => {
    const current = stateRef.current;
    dispatch({ type: 'frame', frame, now: Date.now() });
    if (frame.type === 'typing') setNow(Date.now());
    // a message into the open conversation, read while the page is in view: tell the sender
    if (frame.type === 'message' && frame.message.sender_id !== current.me && current.active && sameConversation(current.active.key, frame) && document.visibilityState === 'visible') {
      socket.current?.send({ type: 'read', property_id: frame.property_id, user_id: frame.user_id });
    }
  }, []);

  useEffect(() => {
    socket.current = connectChat({ onFrame, onStatus: setStatus, lastId: () => stateRef.current.lastId });
    return () => {
      socket.current?.close();
      socket.current = null;
    };
  }, [onFrame]);

  // coming back to the tab: what arrived meanwhile is read now
  useEffect(() => {
    const onVisible = () => {
      const active = stateRef.current.active;
      if (document.visibilityState === 'visible' && active) socket.current?.send({ type: 'read', ...active.key });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  // a conversation the list does not show yet (someone new wrote): fetch the list again
  useEffect(() => {
    if (!state.listStale) return;
    void fetchChats(browserApi()).then((chats) => dispatch({ type: 'list', chats }), () => {});
  }, [state.listStale]);

  // hide "typing" once it is stale
  const typingUntil = state.active?.typingUntil ?? 0;
  useEffect(() => {
    if (typingUntil <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), typingUntil - now);
    return () => clearTimeout(timer);
  }, [typingUntil, now]);

  const onSend = useCallback(
    async (outgoing: Outgoing): Promise<boolean> => {
      if (!key) return false;
      const body = new FormData();
      body.set('sender_id', String(me));
      body.set('receiver_id', String(key.user_id));
      body.set('property_id', String(key.property_id));
      if (outgoing.text) body.set('message', outgoing.text);
      if (outgoing.file) body.set('file', outgoing.file);
      if (outgoing.voice) {
        body.set('audio', outgoing.voice.blob, outgoing.voice.fileName);
        body.set('audio_duration', String(outgoing.voice.seconds));
      }
      try {
        const api = browserApi();
        await sendMessage(api, body);
        setError(null);
        // live, the socket brings it back; without one, read it from the conversation
        if (status !== 'open') dispatch({ type: 'messages', messages: (await fetchConversation(api, key)).messages });
        if (!stateRef.current.chats.some((c) => sameConversation(c, key))) {
          clearBrowserQueryCache();
          void revalidator.revalidate();
        }
        return true;
      } catch (failure) {
        setError(failure instanceof ApiRequestError && failure.status !== 0 ? chatMessageText(t, failure.message) : t('chat.failed'));
        return false;
      }
    },
    [key, me, status, t, revalidator],
  );

  const onTyping = useCallback(() => {
    if (!key || Date.now() - lastTyping.current < TYPING_EVERY_MS) return;
    lastTyping.current = Date.now();
    socket.current?.send({ type: 'typing', ...key });
  }, [key]);

  const onDelete = useCallback(
    async (message: { id: number }) => {
      if (!key) return;
      try {
        await deleteMessage(browserApi(), message.id, key.user_id);
        dispatch({ type: 'removed', ids: [message.id] });
      } catch (failure) {
        setError(failure instanceof ApiRequestError ? chatMessageText(t, failure.message) : t('chat.failed'));
      }
    },
    [key, t],
  );

  const onEarlier = useCallback(async () => {
    if (!key) return;
    const page = await fetchConversation(browserApi(), key, pagesLoaded + 1);
    dispatch({ type: 'messages', messages: page.messages });
    setPagesLoaded(pagesLoaded + 1);
  }, [key, pagesLoaded]);

  const subject = loaderData.subject;
  const companyName = settings.company_name || t('chat.admin');
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
      <h1 className={`mb-4 text-2xl font-bold text-slate-900 ${key ? 'sr-only lg:not-sr-only' : ''}`}>{t('chat.title')}</h1>
      <div className="lg:grid lg:grid-cols-[22rem_1fr] lg:gap-6">
        <nav aria-label={t('chat.listLabel')} className={`${key ? 'hidden lg:block' : ''} overflow-hidden rounded-3xl bg-white ring-1 ring-slate-200 lg:max-h-[70vh] lg:overflow-y-auto`}>
          {state.chats.length ? <ConversationList chats={state.chats} active={key} /> : <EmptyState title={t('chat.emptyTitle')} text={t('chat.emptyText')} />}
        </nav>
        <div className={key ? '' : 'hidden lg:block'}>
          {key && subject && state.active ? (
            <ConversationView
              subject={{ ...subject, name: subject.name ?? companyName }}
              me={me}
              messages={state.active.messages}
              typing={state.active.typingUntil > now}
              reconnecting={status === 'waiting'}
              blockedByMe={conversation?.blockedByMe ?? false}
              blockedByUser={conversation?.blockedByUser ?? false}
              hasEarlier={(conversation?.lastPage ?? 1) > pagesLoaded}
              error={error}
              onEarlier={() => void onEarlier()}
              onSend={onSend}
              onTyping={onTyping}
              onDelete={(message) => void onDelete(message)}
            />
          ) : key && loaderData.error ? (
            <EmptyState title={t('chat.title')} text={chatMessageText(t, loaderData.error)} />
          ) : (
            <p className="flex h-full min-h-40 items-center justify-center rounded-3xl bg-slate-50 p-6 text-slate-600 ring-1 ring-slate-200">{t('chat.pick')}</p>
          )}
        </div>
      </div>
    </div>
  );
}
