import { useEffect, useState } from 'react';
import { Button } from '~/components/button';
import { BellIcon } from '~/components/icons';
import { useToaster } from '~/components/toaster';
import { browserApi } from '~/lib/browser-api';
import { useTranslation } from '~/lib/translation';
import { disablePush, enablePush, PushPermissionDenied, pushState, type PushState } from '../push';

/** Alerts on this device: the browser's permission prompt appears only after the button is pressed. */
export function PushOptIn() {
  const { t } = useTranslation();
  const toaster = useToaster();
  const [state, setState] = useState<PushState | 'checking'>('checking');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    pushState().then(setState, () => setState('unsupported'));
  }, []);

  const change = async (turnOn: boolean) => {
    setBusy(true);
    try {
      if (turnOn) await enablePush(browserApi());
      else await disablePush(browserApi());
      setState(turnOn ? 'on' : 'off');
      toaster.show(t(turnOn ? 'notifications.push.enabled' : 'notifications.push.disabled'), 'success');
    } catch (error) {
      if (error instanceof PushPermissionDenied) {
        setState(await pushState());
        toaster.show(t('notifications.push.denied'), 'error');
      } else {
        toaster.show(t('notifications.push.failed'), 'error');
      }
    } finally {
      setBusy(false);
    }
  };

  const status: Record<PushState | 'checking', string> = {
    checking: t('notifications.push.checking'),
    unsupported: t('notifications.push.unsupported'),
    denied: `${t('notifications.push.denied')}. ${t('notifications.push.deniedHint')}`,
    off: t('notifications.push.off'),
    on: t('notifications.push.on'),
  };
  return (
    <section aria-labelledby="push-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start gap-4">
        <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <BellIcon size={22} />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="push-title" className="text-base font-semibold text-slate-900">
            {t('notifications.push.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600" role="status" data-testid="push-status">
            {status[state]}
          </p>
        </div>
        {state === 'off' || state === 'on' ? (
          <Button variant={state === 'on' ? 'secondary' : 'primary'} size="sm" disabled={busy} onClick={() => void change(state === 'off')}>
            {t(state === 'on' ? 'notifications.push.disable' : 'notifications.push.enable')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
