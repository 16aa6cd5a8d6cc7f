import { type ReactNode, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { ChatListItem, ChatServerFrame, ConversationKey } from '@abode/shared/chat';
import { EmptyState } from '~/components/empty-state';
import { ApiRequestError } from '~/lib/api-client';
import { browserApi, clearBrowserQueryCache } from '~/lib/browser-api';
import { useTranslation } from '~/lib/translation';
import type { Conversation } from '../api';
import type { ChatAdapter } from '../chat-adapter';
import { chatReducer, initialChatState, sameConversation } from '../chat-state';
import { connectChat, type SocketStatus } from '../chat-socket';
import { chatMessageText } from '../chat-text';
import type { Outgoing } from './composer';
import { ConversationList } from './conversation-list';
import { type ChatSubject, ConversationView } from './conversation-view';

/** Typing frames go out at most this often while the user types. */
const TYPING_EVERY_MS = 2500;

/** What a chat page's loader answers: the list, and the open conversation when the URL names one. */
export interface ChatPageData {
  chats: ChatListItem[];
  key: ConversationKey | null;
  conversation: Conversation | null;
  subject: ChatSubject | null;
  /** the API's refusal of the named conversation */
  error: string | null;
}

/**
 * The chat page of either side (/user/chat, /admin/chat): the conversation list and the open
 * thread (list → thread on a phone, two panes on a laptop), live over /ws. What differs between
 * the sides — calls, links, which socket frames are its own — comes from `adapter`.
 */
export function ChatWorkspace({ adapter, data, empty, listTop }: { adapter: ChatAdapter; data: ChatPageData; empty: { title: string; text: string }; listTop?: ReactNode }) {
  const { t } = useTranslation();
  const { key, conversation } = data;
  const fromData = useCallback(
    () => initialChatState(adapter.me, data.chats, key && conversation ? { key, messages: conversation.messages, typingUntil: 0 } : null),
    [adapter.me, data.chats, key, conversation],
  );
  const [state, dispatch] = useReducer(chatReducer, undefined, fromData);
  const [status, setStatus] = useState<SocketStatus>('connecting');
  const [now, setNow] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [pagesLoaded, setPagesLoaded] = useState(1);
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);
  const adapterRef = useRef(adapter);
  useEffect(() => {
    adapterRef.current = adapter;
  }, [adapter]);
  const socket = useRef<ReturnType<typeof connectChat> | null>(null);
  const socketSend = useCallback((frame: Parameters<ReturnType<typeof connectChat>['send']>[0]) => socket.current?.send(frame), []);
  const lastTyping = useRef(0);
  const revalidator = useRevalidator();

  // another conversation (or fresh loader data): start again from what the server answered
  const [shown, setShown] = useState(data);
  if (shown !== data) {
    setShown(data);
    dispatch({ type: 'reset', state: fromData() });
    setPagesLoaded(1);
    setError(null);
  }

  const onFrame = useCallback(
    (frame: ChatServerFrame) => {
      if (!adapterRef.current.accepts(frame)) return;
      const current = stateRef.current;
      dispatch({ type: 'frame', frame, now: Date.now() });
      if (frame.type === 'typing') setNow(Date.now());
      // a message into the open conversation, read while the page is in view: tell the sender
      if (frame.type === 'message' && frame.message.sender_id !== current.me && current.active && sameConversation(current.active.key, frame) && document.visibilityState === 'visible') {
        adapterRef.current.markRead({ property_id: frame.property_id, user_id: frame.user_id }, socketSend);
      }
    },
    [socketSend],
  );

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
      if (document.visibilityState === 'visible' && active) adapterRef.current.markRead(active.key, socketSend);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [socketSend]);

  // a conversation the list does not show yet (someone new wrote): fetch the list again
  useEffect(() => {
    if (!state.listStale) return;
    void adapterRef.current.fetchChats(browserApi()).then(
      (chats) => dispatch({ type: 'list', chats }),
      () => {},
    );
  }, [state.listStale]);

  // hide "typing" once it is stale
  const typingUntil = state.active?.typingUntil ?? 0;
  useEffect(() => {
    if (typingUntil <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), typingUntil - now);
    return () => clearTimeout(timer);
  }, [typingUntil, now]);

  const failureText = useCallback((failure: unknown) => (failure instanceof ApiRequestError && failure.status !== 0 ? chatMessageText(t, failure.message) : t('chat.failed')), [t]);

  const onSend = useCallback(
    async (outgoing: Outgoing): Promise<boolean> => {
      if (!key) return false;
      try {
        const api = browserApi();
        await adapter.send(api, key, outgoing);
        setError(null);
        // the message ended the other side's "typing": the next keystroke starts a new burst, sent at once
        lastTyping.current = 0;
        // live, the socket brings it back; without one, read it from the conversation
        if (status !== 'open') dispatch({ type: 'messages', messages: (await adapter.fetchConversation(api, key)).messages });
        if (!stateRef.current.chats.some((c) => sameConversation(c, key))) {
          clearBrowserQueryCache();
          void revalidator.revalidate();
        }
        return true;
      } catch (failure) {
        setError(failureText(failure));
        return false;
      }
    },
    [adapter, key, status, revalidator, failureText],
  );

  const typing = adapter.typing;
  const onTyping = useCallback(() => {
    if (!key || !typing || Date.now() - lastTyping.current < TYPING_EVERY_MS) return;
    lastTyping.current = Date.now();
    typing(key, socketSend);
  }, [key, typing, socketSend]);

  const onDelete = useCallback(
    async (message: { id: number }) => {
      if (!key) return;
      try {
        await adapter.deleteMessage(browserApi(), key, message.id);
        dispatch({ type: 'removed', ids: [message.id] });
      } catch (failure) {
        setError(failure instanceof ApiRequestError ? chatMessageText(t, failure.message) : t('chat.failed'));
      }
    },
    [adapter, key, t],
  );

  const onEarlier = useCallback(async () => {
    if (!key) return;
    const page = await adapter.fetchConversation(browserApi(), key, pagesLoaded + 1);
    dispatch({ type: 'messages', messages: page.messages });
    setPagesLoaded(pagesLoaded + 1);
  }, [adapter, key, pagesLoaded]);

  const { subject } = data;
  return (
    <div className="lg:grid lg:grid-cols-[22rem_1fr] lg:gap-6">
      <nav aria-label={t('chat.listLabel')} className={`${key ? 'hidden lg:block' : ''} overflow-hidden rounded-3xl bg-white ring-1 ring-slate-200 lg:max-h-[70vh] lg:overflow-y-auto`}>
        {listTop}
        {state.chats.length ? (
          <ConversationList chats={state.chats} active={key} hrefOf={adapter.conversationHref} companySide={adapter.side === 'company'} />
        ) : (
          <EmptyState title={empty.title} text={empty.text} />
        )}
      </nav>
      <div className={key ? '' : 'hidden lg:block'}>
        {key && subject && state.active ? (
          <ConversationView
            subject={subject}
            backHref={adapter.listHref}
            me={adapter.me}
            messages={state.active.messages}
            typing={state.active.typingUntil > now}
            reconnecting={status === 'waiting'}
            blockedByMe={conversation?.blockedByMe ?? false}
            blockedByUser={conversation?.blockedByUser ?? false}
            hasEarlier={(conversation?.lastPage ?? 1) > pagesLoaded}
            error={error}
            onEarlier={() => void onEarlier()}
            onSend={onSend}
            onTyping={typing ? onTyping : undefined}
            onDelete={(message) => void onDelete(message)}
          />
        ) : key && data.error ? (
          <EmptyState title={t('chat.title')} text={chatMessageText(t, data.error)} />
        ) : (
          <p className="flex h-full min-h-40 items-center justify-center rounded-3xl bg-slate-50 p-6 text-slate-600 ring-1 ring-slate-200">{t('chat.pick')}</p>
        )}
      </div>
    </div>
  );
}
