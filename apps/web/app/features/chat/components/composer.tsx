import { useId, useRef, useState, type FormEvent } from 'react';
import { CHAT_FILE_MAX_BYTES, CHAT_MESSAGE_MAX } from '@abode/shared/chat';
import { buttonClasses } from '~/components/button';
import { CloseIcon, MicIcon, PaperclipIcon, SendIcon } from '~/components/icons';
import { useTranslation } from '~/lib/translation';
import { clockTime } from '../chat-text';
import { useVoiceRecorder, type VoiceNote } from '../use-voice-recorder';

export interface Outgoing {
  text: string;
  file: File | null;
  voice: VoiceNote | null;
}

const ACCEPTED_FILES = 'image/png,image/jpeg,image/webp,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,.doc,.docx';

/** Writes a message: text, an attached photo or document, or a recorded voice note (sent when the recording stops). */
export function Composer({ onSend, onTyping, disabled }: { onSend: (outgoing: Outgoing) => Promise<boolean>; onTyping: () => void; disabled: boolean }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();

  const submit = async (outgoing: Outgoing) => {
    setBusy(true);
    const sent = await onSend(outgoing);
    setBusy(false);
    if (sent && !outgoing.voice) {
      setText('');
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };
  const recorder = useVoiceRecorder((voice) => void submit({ text: '', file: null, voice }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() && !file) return;
    void submit({ text: text.trim(), file, voice: null });
  };

  const status = problem ?? (recorder.problem ? t(`chat.${recorder.problem}`) : null);
  return (
    <form onSubmit={onSubmit} className="border-t border-slate-200 bg-white p-3" aria-describedby={status ? `${id}-status` : undefined}>
      {status ? (
        <p id={`${id}-status`} role="alert" className="mb-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {status}
        </p>
      ) : null}
      {file ? (
        <p className="mb-2 flex items-center gap-2 text-sm text-slate-700">
          <PaperclipIcon size={16} />
          <span className="truncate">{file.name}</span>
          <button type="button" className="rounded p-1 hover:bg-slate-100" aria-label={t('chat.removeAttachment', { name: file.name })} onClick={() => setFile(null)}>
            <CloseIcon size={16} />
          </button>
        </p>
      ) : null}
      {recorder.recording ? (
        <div className="flex items-center gap-3">
          <span className="flex items-center gap-2 text-sm font-medium text-red-700" role="status">
            <span className="size-2.5 animate-pulse rounded-full bg-red-600" aria-hidden="true" />
            {t('chat.recording', { time: clockTime(recorder.seconds) })}
          </span>
          <span className="flex-1" />
          <button type="button" className={buttonClasses({ variant: 'ghost', size: 'sm' })} onClick={recorder.cancel}>
            {t('chat.cancelRecording')}
          </button>
          <button type="button" className={buttonClasses({ size: 'sm' })} onClick={recorder.stop}>
            <SendIcon size={16} />
            {t('chat.stopAndSend')}
          </button>
        </div>
      ) : (
        <div className="flex items-end gap-2">
          <input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            accept={ACCEPTED_FILES}
            className="sr-only"
            disabled={disabled}
            onChange={(event) => {
              const chosen = event.currentTarget.files?.[0] ?? null;
              setProblem(chosen && chosen.size > CHAT_FILE_MAX_BYTES ? t('chat.fileTooBig') : null);
              setFile(chosen && chosen.size <= CHAT_FILE_MAX_BYTES ? chosen : null);
            }}
          />
          <label htmlFor={`${id}-file`} className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'shrink-0 cursor-pointer px-2.5' })} title={t('chat.attach')}>
            <PaperclipIcon size={20} />
            <span className="sr-only">{t('chat.attach')}</span>
          </label>
          <label htmlFor={`${id}-text`} className="sr-only">
            {t('chat.messageLabel')}
          </label>
          <textarea
            id={`${id}-text`}
            name="message"
            dir="auto"
            rows={1}
            maxLength={CHAT_MESSAGE_MAX}
            value={text}
            disabled={disabled}
            placeholder={t('chat.placeholder')}
            onChange={(event) => {
              setText(event.currentTarget.value);
              onTyping();
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                event.currentTarget.form?.requestSubmit();
              }
            }}
            className="max-h-40 min-h-11 flex-1 resize-none rounded-xl border border-slate-300 px-3 py-2.5 text-base text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none disabled:bg-slate-100"
          />
          <button type="button" className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'shrink-0 px-2.5' })} onClick={() => void recorder.start()} disabled={disabled || busy} title={t('chat.record')}>
            <MicIcon size={20} />
            <span className="sr-only">{t('chat.record')}</span>
          </button>
          <button type="submit" className={buttonClasses({ size: 'sm', className: 'shrink-0' })} disabled={disabled || busy || (!text.trim() && !file)}>
            <SendIcon size={18} />
            <span className="sr-only sm:not-sr-only">{busy ? t('chat.sending') : t('chat.send')}</span>
          </button>
        </div>
      )}
    </form>
  );
}
