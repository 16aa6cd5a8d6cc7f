import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '~/lib/translation';
import { CloseIcon } from './icons';

/** SPEC §9: toasts close by themselves after 5 seconds. */
export const TOAST_DURATION_MS = 5000;

type ToastTone = 'success' | 'error' | 'info';

interface Toast {
  id: number;
  tone: ToastTone;
  message: string;
}

export interface Toaster {
  show(message: string, tone?: ToastTone): void;
}

const ToasterContext = createContext<Toaster | null>(null);

export function useToaster(): Toaster {
  const toaster = useContext(ToasterContext);
  if (!toaster) throw new Error('useToaster() needs the ToasterProvider of the root route');
  return toaster;
}

const TONE_CLASSES: Record<ToastTone, string> = {
  success: 'border-s-brand-600',
  error: 'border-s-red-600',
  info: 'border-s-slate-500',
};

function ToastItem({ toast, onClose }: { toast: Toast; onClose: (id: number) => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = window.setTimeout(() => onClose(toast.id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [toast.id, onClose]);
  return (
    <li className={`pointer-events-auto flex w-full items-start gap-3 rounded-xl border border-s-4 border-slate-200 bg-white p-4 text-sm text-slate-800 shadow-lg motion-safe:animate-toast-in ${TONE_CLASSES[toast.tone]}`}>
      {/* the alert role on the text, not the item: a list holds only list items (axe "list") */}
      <p className="flex-1 leading-5" role={toast.tone === 'error' ? 'alert' : undefined}>
        {toast.message}
      </p>
      <button
        type="button"
        onClick={() => onClose(toast.id)}
        className="-m-1 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        aria-label={t('app.closeNotification')}
      >
        <CloseIcon size={16} />
      </button>
    </li>
  );
}

/** The toast area: top right (top left in RTL), newest first. */
export function ToasterProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const close = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);
  const toaster = useMemo<Toaster>(
    () => ({
      show(message, tone = 'info') {
        const id = nextId.current++;
        setToasts((current) => [{ id, tone, message }, ...current].slice(0, 5));
      },
    }),
    [],
  );
  return (
    <ToasterContext.Provider value={toaster}>
      {children}
      <ol className="pointer-events-none fixed end-4 top-4 z-[60] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2" aria-live="polite">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onClose={close} />
        ))}
      </ol>
    </ToasterContext.Provider>
  );
}
