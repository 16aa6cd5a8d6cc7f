import { LIMITED_PACKAGE_FEATURES, type PackageFeature } from '@abode/shared/enums';
import { EmptyState } from '~/components/empty-state';
import { ButtonLink } from '~/components/button';
import { PageHeader } from '~/components/page-header';
import { paths } from '~/config/paths';
import { fetchCatalogue } from '~/features/packages/api';
import { UsageBar } from '~/features/packages/components/usage-bar';
import { ApiRequestError } from '~/lib/api-client';
import { serverApi } from '~/lib/api.server';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { hasSessionCookie, loginRedirect } from '~/lib/session.server';
import { useFormatters } from '~/lib/format';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/user-subscription';

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!hasSessionCookie(request)) throw loginRedirect(request);
  try {
    return { active: (await fetchCatalogue(serverApi(request, context))).active_packages };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) throw loginRedirect(request);
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: t('subscription.title'), description: t('subscription.lead'), path: location.pathname, noIndex: true });
};

export default function UserSubscription({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { active } = loaderData;
  const { date: formatDate } = useFormatters();
  return (
    <>
      <PageHeader title={t('subscription.title')} lead={t('subscription.lead')} />
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6 lg:py-12">
        {active.length === 0 ? (
          <EmptyState title={t('subscription.empty')} text={t('subscription.emptyText')} action={<ButtonLink to={paths.subscriptionPlan}>{t('subscription.browse')}</ButtonLink>} />
        ) : (
          active.map((held) => (
            <section key={held.user_package_id} aria-labelledby={`held-${held.user_package_id}`} className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200" data-testid="held-package">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 id={`held-${held.user_package_id}`} className="text-xl font-bold text-slate-900">
                  {held.translated_name || held.name}
                </h2>
                <p className="text-sm text-slate-600">{t('subscription.ends', { date: formatDate(held.end_date) })}</p>
              </div>
              <ul className="mt-5 space-y-4">
                {held.features.map((f) => (
                  <li key={f.id}>
                    <UsageBar label={t(`packagePlans.feature.${f.name}`)} used={f.used_limit} total={!LIMITED_PACKAGE_FEATURES.includes(f.name as PackageFeature) ? 'included' : f.limit_type === 'unlimited' ? null : f.total_limit} />
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
        <p className="text-center">
          <ButtonLink to={paths.subscriptionPlan} variant="secondary">
            {t('subscription.browse')}
          </ButtonLink>
        </p>
      </div>
    </>
  );
}
