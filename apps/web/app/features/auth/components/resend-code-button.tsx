import { useEffect, useState } from 'react';
import { useTranslation } from '~/lib/translation';
import { buttonClasses } from '~/components/button';

/** The API refuses a new code for 60 s after the last one. */
export const RESEND_COOL_DOWN_S = 60;

/**
 * "Send a new code", disabled while the cool-down runs. The countdown starts in the browser (from
 * the page's first render and each `sentAt`); without JavaScript the button is always usable and
 * the API's cool-down message explains a refusal.
 */
export function ResendCodeButton({ sentAt, busy }: { sentAt: number | undefined; busy: boolean }) {
  const { t } = useTranslation();
  const [remaining, setRemaining] = useState<number | null>(null);

  useEffect(() => {
    const started = Date.now();
    const tick = () => setRemaining(Math.max(0, RESEND_COOL_DOWN_S - Math.floor((Date.now() - started) / 1000)));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [sentAt]);

  const waiting = remaining !== null && remaining > 0;
  return (
    <button type="submit" name="intent" value="resend" disabled={busy || waiting} className={buttonClasses({ variant: 'ghost', className: 'w-full' })}>
      {waiting ? t('auth.verify.resendIn', { seconds: remaining }) : t('auth.verify.resend')}
    </button>
  );
}
