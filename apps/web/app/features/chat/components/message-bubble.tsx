import { useState } from 'react';
import type { ChatMessage } from '@abode/shared/chat';
import { DocumentIcon, TrashIcon } from '~/components/icons';
import { Lightbox } from '~/components/lightbox';
import { useTranslation } from '~/lib/translation';
import { clockTime, isImageUrl } from '../chat-text';
import { TimeAgo } from '~/components/time-ago';

/** One message: its text, photo (opens full screen), document (a download) or voice note, when, and for my own whether it was read. */
export function MessageBubble({ message, mine, onDelete }: { message: ChatMessage; mine: boolean; onDelete?: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [measured, setMeasured] = useState(0);
  const seconds = message.audio_duration || measured;
  const image = message.file && isImageUrl(message.file);
  return (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`} data-message-id={message.id}>
      <div className={`group max-w-[85%] rounded-2xl px-3.5 py-2.5 shadow-sm sm:max-w-[70%] ${mine ? 'rounded-ee-sm bg-brand-700 text-white' : 'rounded-es-sm bg-white text-slate-900 ring-1 ring-slate-200'}`}>
        {image ? (
          <>
            <button type="button" onClick={() => setOpen(true)} className="block overflow-hidden rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2">
              <img src={message.file} alt={t('chat.photo')} loading="lazy" className="max-h-64 w-auto max-w-full object-cover" />
              <span className="sr-only">{t('chat.openPhoto')}</span>
            </button>
            {open ? <Lightbox images={[{ src: message.file, variants: false }]} index={0} label={t('chat.photo')} onIndexChange={() => {}} onClose={() => setOpen(false)} /> : null}
          </>
        ) : message.file ? (
          <a href={message.file} download={message.file_name || true} className={`flex items-center gap-2 rounded-xl px-2 py-1.5 text-sm font-medium underline-offset-2 hover:underline ${mine ? 'bg-white/15' : 'bg-slate-100'}`}>
            <DocumentIcon size={18} />
            <span className="truncate">{t('chat.download', { name: message.file_name || t('chat.document') })}</span>
          </a>
        ) : null}
        {message.audio ? (
          <div className="flex flex-col gap-1">
            {/* eslint-disable-next-line jsx-a11y/media-has-caption -- a voice note recorded in the browser has no transcript to caption it with */}
            <audio controls preload="metadata" src={message.audio} className="h-10 max-w-full" aria-label={seconds ? t('chat.voiceLength', { time: clockTime(seconds) }) : t('chat.voice')} onLoadedMetadata={(event) => Number.isFinite(event.currentTarget.duration) && setMeasured(event.currentTarget.duration)} />
            {seconds ? <span className={`text-xs ${mine ? 'text-white' : 'text-slate-600'}`}>{t('chat.voiceLength', { time: clockTime(seconds) })}</span> : null}
          </div>
        ) : null}
        {message.message ? <p dir="auto" className={`whitespace-pre-wrap break-words ${image || message.file ? 'mt-2' : ''}`}>{message.message}</p> : null}
        <p className={`mt-1 flex items-center justify-end gap-2 text-xs ${mine ? 'text-white' : 'text-slate-600'}`}>
          <time dateTime={message.created_at} suppressHydrationWarning>
            <TimeAgo date={message.created_at} />
          </time>
          {mine ? <span data-testid="receipt">{message.is_read ? `✓✓ ${t('chat.read')}` : `✓ ${t('chat.sent')}`}</span> : null}
          {mine && onDelete ? (
            <button type="button" onClick={onDelete} className="rounded p-0.5 hover:bg-white/15 focus-visible:outline-2" aria-label={t('chat.delete')} title={t('chat.delete')}>
              <TrashIcon size={14} />
            </button>
          ) : null}
        </p>
      </div>
    </li>
  );
}
