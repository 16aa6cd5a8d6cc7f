import { useState, useSyncExternalStore } from 'react';
import { CloseIcon } from '~/components/icons';
import { useSite } from '~/lib/site-context';
import { useTranslation } from '~/lib/translation';
import { pushSupported } from '../push';

const DISMISSED_KEY = 'abode:push-banner-dismissed';

/** The app's store page: settings hold a full address or the bare App Store / Play Store id. */
function storeLink(appstoreId: string, playstoreId: string): string | null {
  if (/^https:\/\//.test(appstoreId)) return appstoreId;
  if (/^\d+$/.test(appstoreId)) return `https://apps.apple.com/app/id${appstoreId}`;
  if (/^https:\/\//.test(playstoreId)) return playstoreId;
  if (/^[\w.]+$/.test(playstoreId)) return `https://play.google.com/store/apps/details?id=${encodeURIComponent(playstoreId)}`;
  return null;
}

function dismissedBefore(): boolean {
  try {
    return window.localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    // storage refused (private mode): show it; dismissing then lasts for the page only
    return false;
  }
}

const noSubscription = () => () => undefined;
const wanted = () => !pushSupported() && !dismissedBefore();
// the server (and hydration) render nothing: only the browser knows what it supports
const onServer = () => false;

/** SPEC §1: where the browser cannot receive push messages, a bottom banner says so (with the app's link) until dismissed. */
export function PushUnavailableBanner() {
  const { t } = useTranslation();
  const { settings } = useSite();
  const shown = useSyncExternalStore(noSubscription, wanted, onServer);
  const [dismissed, setDismissed] = useState(false);

  if (!shown || dismissed) return null;
  const link = storeLink(settings.appstore_id, settings.playstore_id);
  const dismiss = () => {
    setDismissed(true);
    try {
      window.localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // nothing to remember it in
    }
  };
  return (
    <section aria-label={t('app.pushUnavailableLabel')} className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-slate-900 text-white shadow-2xl">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3 sm:px-6 lg:px-8">
        <p className="flex-1 text-sm">
          {t('app.pushUnavailable')}
          {link ? (
            <>
              {' '}
              <a href={link} className="font-semibold underline underline-offset-2" rel="noopener noreferrer" target="_blank">
                {t('app.getTheApp')}
              </a>
            </>
          ) : null}
        </p>
        <button type="button" onClick={dismiss} className="rounded-lg p-2 hover:bg-white/10" aria-label={t('app.dismiss')}>
          <CloseIcon size={18} />
        </button>
      </div>
    </section>
  );
}
