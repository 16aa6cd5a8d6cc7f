import { useEffect, useRef } from 'react';
import { useTranslation } from '~/lib/translation';
import { Button, ButtonLink } from '~/components/button';
import { paths } from '~/config/paths';
import { translateApiMessage } from '~/lib/i18n';
import { MSG } from '@abode/shared/messages';

const PACKAGE_GATE: readonly string[] = [MSG.packageLimitOver, MSG.notSubscribed];

/** Whether an API refusal is the package gate's (no package, or its limit used up; ADR 026). */
export function isPackageGate(message: string): boolean {
  return PACKAGE_GATE.includes(message);
}

/** The package gate's answer (no package, or its limit used up), with the way to the plans (SPEC §8: confirm goes to /subscription-plan). */
export function PackageGateDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (message && !element.open) element.showModal();
    if (!message && element.open) element.close();
  }, [message]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="package-gate-title"
      aria-describedby="package-gate-message"
      onClose={onClose}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-3xl p-6 shadow-2xl backdrop:bg-slate-900/50"
    >
      <h2 id="package-gate-title" className="text-lg font-bold text-slate-900">
        {t('listingForm.packageGate.title')}
      </h2>
      <p id="package-gate-message" className="mt-2 text-sm text-slate-700">
        {message ? translateApiMessage(t, message) : ''}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          {t('listingForm.packageGate.later')}
        </Button>
        <ButtonLink to={paths.subscriptionPlan}>{t('listingForm.packageGate.plans')}</ButtonLink>
      </div>
    </dialog>
  );
}
