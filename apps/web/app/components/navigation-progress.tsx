import { useEffect, useState } from 'react';
import { useTranslation } from '~/lib/translation';
import { useNavigation } from 'react-router';
import { Spinner } from './spinner';

// Quick navigations should not flash: indicators appear only when loading takes a moment.
const SHOW_AFTER_MS = 150;

/** Top progress bar and a loading spinner while the next page's data loads (client navigation). */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const pending = navigation.state === 'idle' ? null : (navigation.location?.key ?? navigation.state);
  const [slow, setSlow] = useState<string | null>(null);

  useEffect(() => {
    if (pending === null) return;
    const timer = window.setTimeout(() => setSlow(pending), SHOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [pending]);

  const visible = pending !== null && slow === pending;
  return (
    <>
      <div className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1" aria-hidden="true">
        <div
          className={`h-full bg-brand-500 shadow-[0_0_8px] shadow-brand-400 transition-[width,opacity] ease-out ${
            visible ? 'w-4/5 opacity-100 duration-[4000ms]' : pending ? 'w-0 opacity-0 duration-0' : 'w-full opacity-0 duration-500'
          }`}
        />
      </div>
      {visible ? (
        <div className="pointer-events-none fixed inset-x-0 top-24 z-40 flex justify-center">
          <Spinner label={t('app.loading')} className="rounded-full bg-white p-3 text-brand-700 shadow-lg ring-1 ring-slate-200" />
        </div>
      ) : null}
    </>
  );
}
