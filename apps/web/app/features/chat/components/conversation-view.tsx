import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { ChatMessage } from '@abode/shared/chat';
import { buttonClasses } from '~/components/button';
import { ChevronStartIcon } from '~/components/icons';
import { paths } from '~/config/paths';
import { useTranslation } from '~/lib/translation';
import { Composer, type Outgoing } from './composer';
import { MessageBubble } from './message-bubble';

/** Who a conversation is with and what about. */
export interface ChatSubject {
  name: string;
  profile: string;
  title: string;
  slugId: string;
  /** the reader owns the listing */
  owner: boolean;
}

interface ConversationViewProps {
  subject: ChatSubject;
  /** the list's page: the phone's way back */
  backHref: string;
  me: number;
  messages: ChatMessage[];
  typing: boolean;
  reconnecting: boolean;
  blockedByMe: boolean;
  blockedByUser: boolean;
  hasEarlier: boolean;
  error: string | null;
  onEarlier: () => void;
  onSend: (outgoing: Outgoing) => Promise<boolean>;
  /** absent where the reader's typing is not relayed */
  onTyping?: () => void;
  onDelete: (message: ChatMessage) => void;
}

const noop = () => {};

/** One conversation: its header (back to the list on phones), the messages (kept scrolled to the latest), typing and the composer. */
export function ConversationView(props: ConversationViewProps) {
  const { t } = useTranslation();
  const { subject, messages } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;

  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lastId]);

  const blocked = props.blockedByMe || props.blockedByUser;
  return (
    <section aria-labelledby="conversation-title" className="flex h-[calc(100dvh-9rem)] min-h-[28rem] flex-col overflow-hidden rounded-3xl bg-slate-50 ring-1 ring-slate-200 lg:h-[70vh]">
      <header className="flex items-center gap-3 border-b border-slate-200 bg-white px-3 py-3">
        <Link to={props.backHref} className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'px-2 lg:hidden' })}>
          <ChevronStartIcon size={20} className="rtl:-scale-x-100" />
          <span className="sr-only">{t('chat.back')}</span>
        </Link>
        {subject.profile ? <img src={subject.profile} alt="" width={40} height={40} className="size-10 rounded-full bg-slate-100 object-cover" /> : null}
        <div className="min-w-0">
          <h2 id="conversation-title" dir="auto" className="truncate font-semibold text-slate-900">
            {subject.name}
          </h2>
          <p className="truncate text-sm text-slate-600">
            <Link to={paths.property(subject.slugId)} className="underline-offset-2 hover:underline">
              {subject.owner ? `${t('chat.yourListing')}: ${subject.title}` : t('chat.about', { title: subject.title })}
            </Link>
          </p>
        </div>
      </header>
      {props.reconnecting ? (
        <p role="status" className="bg-amber-50 px-4 py-1.5 text-center text-xs font-medium text-amber-900">
          {t('chat.reconnecting')}
        </p>
      ) : null}
      <div ref={scroller} className="flex-1 overflow-y-auto px-3 py-4">
        {props.hasEarlier ? (
          <p className="mb-3 text-center">
            <button type="button" className={buttonClasses({ variant: 'secondary', size: 'sm' })} onClick={props.onEarlier}>
              {t('chat.earlier')}
            </button>
          </p>
        ) : null}
        <ol className="space-y-2" aria-live="polite" aria-relevant="additions" aria-label={t('chat.title')}>
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message} mine={message.sender_id === props.me} onDelete={message.sender_id === props.me ? () => props.onDelete(message) : undefined} />
          ))}
        </ol>
        <p className="mt-2 h-5 text-sm text-slate-600" aria-live="polite">
          {props.typing ? t('chat.typing', { name: subject.name }) : ''}
        </p>
      </div>
      {props.error ? (
        <p role="alert" className="bg-red-50 px-4 py-2 text-sm text-red-800">
          {props.error}
        </p>
      ) : null}
      {blocked ? (
        <p className="border-t border-slate-200 bg-white px-4 py-3 text-sm text-slate-700">{props.blockedByMe ? t('chat.blockedByMe') : t('chat.blockedByUser')}</p>
      ) : (
        <Composer onSend={props.onSend} onTyping={props.onTyping ?? noop} disabled={false} />
      )}
    </section>
  );
}
