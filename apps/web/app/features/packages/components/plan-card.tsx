import { LIMITED_PACKAGE_FEATURES, type PackageFeature } from '@abode/shared/enums';
import type { PackageItem } from '@abode/shared/schemas/payments';
import { Form } from 'react-router';
import { Badge } from '~/components/badge';
import { Button, ButtonLink } from '~/components/button';
import { CheckBadgeIcon } from '~/components/icons';
import { paths } from '~/config/paths';
import { useFormatters } from '~/lib/format';
import { useTranslation } from '~/lib/translation';
import { HOSTED_GATEWAYS } from '../api';

/** What a feature gives, in words: "Property listings: 15", "Premium properties". */
export function FeatureLine({ name, limit }: { name: string; limit: number | null | 'included' }) {
  const { t } = useTranslation();
  const label = t(`packagePlans.feature.${name}`);
  return (
    <li className="flex items-start gap-2 text-sm text-slate-700">
      <CheckBadgeIcon size={16} className="mt-0.5 shrink-0 text-brand-700" />
      <span>{limit === 'included' ? label : t('packagePlans.featureLimit', { feature: label, limit: limit === null ? t('packagePlans.unlimited') : limit })}</span>
    </li>
  );
}

/**
 * One package: price, duration, what each feature gives, the current one marked, and the ways
 * to take it (plain form posts: they work before the page's script has loaded).
 */
export function PlanCard({ plan, gateways, signedIn, returnTo }: { plan: PackageItem; gateways: readonly string[]; signedIn: boolean; returnTo: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const current = plan.package_status === 'active';
  const name = plan.translated_name || plan.name;
  const headingId = `plan-${plan.id}`;
  const hosted = HOSTED_GATEWAYS.filter((g) => gateways.includes(g));
  return (
    <article aria-labelledby={headingId} className={`flex flex-col rounded-3xl bg-white p-6 shadow-sm ring-1 ${current ? 'ring-2 ring-brand-600' : 'ring-slate-200'}`} data-testid="plan-card">
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          {name}
        </h2>
        {current ? <Badge tone="brand">{t('packagePlans.current')}</Badge> : plan.package_status === 'review' ? <Badge>{t('packagePlans.inReview')}</Badge> : null}
      </div>
      <p className="mt-4 text-3xl font-bold text-slate-900">{plan.package_type === 'free' ? t('packagePlans.free') : format.price(plan.price, plan.currency_code)}</p>
      <p className="mt-1 text-sm text-slate-600">{t('packagePlans.duration', { days: Math.round(plan.duration / 24) })}</p>
      <ul className="mt-6 flex-1 space-y-2">
        {plan.features.map((f) => (
          <FeatureLine key={f.id} name={f.name} limit={LIMITED_PACKAGE_FEATURES.includes(f.name as PackageFeature) ? f.limit : 'included'} />
        ))}
      </ul>
      <div className="mt-6 space-y-3">
        {!signedIn ? (
          <ButtonLink to={paths.loginTo(returnTo)} variant="secondary" className="w-full">
            {t('packagePlans.loginToBuy')}
          </ButtonLink>
        ) : current ? null : plan.package_type === 'free' ? (
          <Form method="post">
            <input type="hidden" name="package_id" value={plan.id} />
            <Button type="submit" name="intent" value="free" className="w-full">
              {t('packagePlans.getFree')}
            </Button>
          </Form>
        ) : (
          <>
            {hosted.map((gateway) => (
              <Form method="post" key={gateway}>
                <input type="hidden" name="package_id" value={plan.id} />
                <input type="hidden" name="gateway" value={gateway} />
                <Button type="submit" name="intent" value="pay" variant={gateway === hosted[0] ? 'primary' : 'secondary'} className="w-full" aria-describedby={headingId}>
                  {t(`packagePlans.payWith.${gateway}`)}
                </Button>
              </Form>
            ))}
            {gateways.includes('bank_transfer') && plan.package_status !== 'review' ? (
              <details className="rounded-2xl bg-slate-50 p-4">
                <summary className="cursor-pointer text-sm font-semibold text-brand-800">{t('packagePlans.bankTransfer')}</summary>
                <Form method="post" encType="multipart/form-data" className="mt-3 space-y-3">
                  <p className="text-sm text-slate-600">{t('packagePlans.bankLead')}</p>
                  <input type="hidden" name="package_id" value={plan.id} />
                  <label className="block text-sm font-medium text-slate-800">
                    {t('packagePlans.receipt')}
                    <input type="file" name="file" required accept="image/jpeg,image/png,application/pdf" className="mt-1 block w-full text-sm" />
                  </label>
                  <Button type="submit" name="intent" value="bank" variant="secondary" className="w-full">
                    {t('packagePlans.sendReceipt')}
                  </Button>
                </Form>
              </details>
            ) : null}
          </>
        )}
      </div>
    </article>
  );
}
