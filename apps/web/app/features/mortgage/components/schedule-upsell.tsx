import { useTranslation } from '~/lib/translation';
import { CalculatorIcon, LockIcon } from '~/components/icons';
import { UpgradeActions } from '~/components/upgrade-actions';
import { useSite } from '~/lib/site-context';

/** In place of the schedule for someone whose package lacks mortgage_calculator_detail. */
export function ScheduleUpsell({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation();
  const { user } = useSite();
  return (
    <section aria-labelledby="schedule-upsell-title" className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-slate-900 to-brand-900 px-6 py-10 text-white shadow-lg sm:px-10" data-testid="schedule-upsell">
      <div aria-hidden="true" className="absolute -end-6 -top-6 text-white/10">
        <CalculatorIcon size={160} />
      </div>
      <span className="flex size-12 items-center justify-center rounded-2xl bg-amber-400 text-slate-900">
        <LockIcon size={24} />
      </span>
      <h2 id="schedule-upsell-title" className="mt-5 text-2xl font-bold tracking-tight">
        {t('mortgage.upsellTitle')}
      </h2>
      <p className="mt-3 max-w-xl leading-7 text-slate-200">{user ? t('mortgage.upsellText') : t('mortgage.upsellTextVisitor')}</p>
      <UpgradeActions returnTo={returnTo} planLabel={t('mortgage.upsellCta')} loginLabel={t('mortgage.upsellLogin')} className="mt-8" />
    </section>
  );
}
