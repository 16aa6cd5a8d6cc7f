import { useTranslation } from '~/lib/translation';
import { Link } from 'react-router';
import { ButtonLink } from '~/components/button';
import { CalculatorIcon, LockIcon } from '~/components/icons';
import { paths } from '~/config/paths';
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
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to={paths.subscriptionPlan} variant="inverse" size="lg">
          {t('mortgage.upsellCta')}
        </ButtonLink>
        {user ? null : (
          <Link to={paths.loginTo(returnTo)} className="inline-flex h-12 items-center justify-center rounded-xl border border-white/40 px-6 text-base font-semibold text-white hover:bg-white/10">
            {t('mortgage.upsellLogin')}
          </Link>
        )}
      </div>
    </section>
  );
}
